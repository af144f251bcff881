import Foundation
import KobisKit

/// How the command line words an archive failure, and its exit code.
enum ArchiveAdvice {
    static func line(for error: ArchiveError) -> String {
        switch error {
        case .missing:
            return Phrase.say(
                ko: "\(error.description). `boxoffice sync`를 실행하거나 --offline(BOXOFFICE_OFFLINE) 없이 다시 실행하세요",
                en: "\(error.description): run `boxoffice sync`, or ask without --offline (BOXOFFICE_OFFLINE)")
        case .offline:
            return Phrase.say(
                ko: "\(error.description). --offline(BOXOFFICE_OFFLINE) 없이 다시 실행하세요",
                en: "\(error.description): ask without --offline (BOXOFFICE_OFFLINE)")
        case .nationalOnly:
            return Phrase.say(
                ko: "\(error.description). 거른 순위는 KOBIS에 물어야 하니 --offline(BOXOFFICE_OFFLINE) 없이 다시 실행하세요",
                en: "\(error.description): a filtered ranking needs the network, so ask without --offline "
                    + "(BOXOFFICE_OFFLINE)")
        case .uncachedCodes(let list):
            return Phrase.say(
                ko: "\(error.description). 온라인에서 `boxoffice codes \(list)`를 한 번 실행하세요 (30일 동안 보관됩니다)",
                en: "\(error.description): run `boxoffice codes \(list)` once online (it is kept for 30 days)")
        case .foreign:
            return error.description
        case .damaged(let path, _):
            let name = (path as NSString).lastPathComponent
            let year = name.count == 8 && name.hasSuffix(".csv") ? String(name.prefix(4)) : nil
            let films =
                name.hasSuffix(".jsonl")
                ? Phrase.say(
                    ko: "지우면 다음 `boxoffice sync`가 그 영화들을 다시 받습니다",
                    en: "remove it: the next `boxoffice sync` fetches its films again") : nil
            let rebuild =
                year.map {
                    Phrase.say(
                        ko: "지운 뒤 `boxoffice sync --since \($0)-01-01`로 다시 만드세요",
                        en: "remove it, then `boxoffice sync --since \($0)-01-01` rebuilds it")
                } ?? films
            return error.description + Phrase.say(ko: ". ", en: ": ")
                + (rebuild ?? Phrase.say(ko: "보관소 폴더 밖으로 옮기세요", en: "move it out of the archive folder"))
        case .outdated:
            return Phrase.say(
                ko: "\(error.description). 그 날을 기간에 담은 다음 `boxoffice sync`가 새로 씁니다",
                en: "\(error.description): the next `boxoffice sync` whose window covers it writes it anew")
        case .locked:
            return Phrase.say(
                ko: "\(error.description). 끝나기를 기다리세요. 다음 동기화는 멈춘 곳에서 이어 갑니다",
                en: "\(error.description): wait for it to end; the next sync goes on where it stopped")
        case .unwritable:
            return Phrase.say(
                ko: "\(error.description). 디스크와 폴더 권한을 확인하세요",
                en: "\(error.description); check the disk and the folder's permissions")
        }
    }

    static func code(for error: ArchiveError) -> ExitCode {
        switch error {
        case .missing, .offline, .nationalOnly, .uncachedCodes: return .notFound
        case .damaged, .outdated: return .dataError
        case .locked: return .quotaSpent
        case .unwritable: return .ioError
        case .foreign: return .success  // never thrown: `archive verify` names it as a note
        }
    }
}
