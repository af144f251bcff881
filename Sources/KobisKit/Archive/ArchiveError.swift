import Foundation

/// What went wrong with the archive: the library says what happened; the front-end words the advice.
public enum ArchiveError: Error, Equatable, CustomStringConvertible {
    /// `--offline` (or `BOXOFFICE_OFFLINE=1`) and the archive lacks these days.
    case missing(days: [KobisDate])
    /// `--offline` and the answer is neither in the archive nor in the cache.
    case offline(what: String)
    /// `--offline` and the code list (`region`, `nation`, …) is not cached: the archive never holds one.
    case uncachedCodes(list: String)
    /// A file whose name the archive never writes (`daily/.DS_Store`, `daily/2024-backup.csv`): every command
    /// ignores it; `archive verify` names it and still exits 0.
    case foreign(path: String)
    /// A file in the archive that is not whole or not ours: never used, never overwritten.
    case damaged(path: String, reason: String)
    /// A file the archive wrote (its checksum is the manifest's, or it has none and reads as ours) in a format this
    /// version no longer reads: not used; the next sync whose window covers it writes it anew.
    case outdated(path: String, reason: String)
    /// Another sync holds the archive (`holder`: what its lock file says, such as `pid 4242`).
    case locked(holder: String)
    /// A file of the archive could not be written (`reason`: the system's).
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .missing(let days):
            let shown = days.prefix(5).map(\.iso).joined(separator: ", ")
            let more = days.count > 5 ? " and \(days.count - 5) more" : ""
            let what = days.count == 1 ? "the day" : "\(days.count) days"
            return "offline, and the archive lacks \(what) \(shown)\(more)"
        case .offline(let what):
            return "offline, and neither the archive nor the cache holds \(what)"
        case .uncachedCodes(let list):
            return "offline, and the list of \(list) names is not cached yet"
        case .foreign(let path):
            return "\(path) is not a file the archive writes: every command ignores it"
        case .damaged(let path, let reason):
            return "\(path) is damaged or not boxoffice's (\(reason)): it is left as it is and not used"
        case .outdated(let path, let reason):
            return "\(path) was written in an older format (\(reason)): it is not used until a sync rebuilds it"
        case .locked(let holder):
            return "another sync holds the archive (\(holder))"
        case .unwritable(let path, let reason):
            return "cannot write \(path) (\(reason)): nothing half-written was left"
        }
    }
}
