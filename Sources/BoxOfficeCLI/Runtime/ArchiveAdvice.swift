import Foundation
import KobisKit

/// How the command line words an archive failure, and its exit code.
enum ArchiveAdvice {
    static func line(for error: ArchiveError) -> String {
        switch error {
        case .missing:
            return "\(error.description): run `boxoffice sync`, or ask without --offline (BOXOFFICE_OFFLINE)"
        case .offline:
            return "\(error.description): ask without --offline (BOXOFFICE_OFFLINE)"
        case .uncachedCodes(let list):
            return "\(error.description): run `boxoffice codes \(list)` once online (it is kept for 30 days)"
        case .foreign:
            return error.description
        case .damaged(let path, _):
            let name = (path as NSString).lastPathComponent
            let year = name.count == 8 && name.hasSuffix(".csv") ? String(name.prefix(4)) : nil
            let films = name.hasSuffix(".jsonl") ? "remove it: the next `boxoffice sync` fetches its films again" : nil
            let rebuild = year.map { "remove it, then `boxoffice sync --since \($0)-01-01` rebuilds it" } ?? films
            return "\(error.description): " + (rebuild ?? "move it out of the archive folder")
        case .outdated:
            return "\(error.description): the next `boxoffice sync` whose window covers it writes it anew"
        case .locked:
            return "\(error.description): wait for it to end; the next sync goes on where it stopped"
        case .unwritable:
            return "\(error.description); check the disk and the folder's permissions"
        }
    }

    static func code(for error: ArchiveError) -> ExitCode {
        switch error {
        case .missing, .offline, .uncachedCodes: return .notFound
        case .damaged, .outdated: return .dataError
        case .locked: return .quotaSpent
        case .unwritable: return .ioError
        case .foreign: return .success  // never thrown: `archive verify` names it as a note
        }
    }
}
