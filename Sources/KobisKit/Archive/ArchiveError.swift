import Foundation

/// What went wrong with the archive: the library says what happened; the front-end words the advice.
public enum ArchiveError: Error, Equatable, CustomStringConvertible {
    /// `--offline` (or `BOXOFFICE_OFFLINE=1`) and the archive lacks these days.
    case missing(days: [KobisDate])
    /// `--offline` and the answer is neither in the archive nor in the cache.
    case offline(what: String)
    /// `--offline` and a ranking filtered by region, nation or kind (of `what`, a day or a period) the cache lacks:
    /// the archive holds national rankings only, so no sync fills it.
    case nationalOnly(what: String)
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
            if Phrase.korean {
                let more = days.count > 5 ? " 외 \(days.count - 5)일" : ""
                return "오프라인인데 보관소에 없는 날이 \(days.count)일 있습니다: \(shown)\(more)"
            }
            let more = days.count > 5 ? " and \(days.count - 5) more" : ""
            let what = days.count == 1 ? "the day" : "\(days.count) days"
            return "offline, and the archive lacks \(what) \(shown)\(more)"
        case .offline(let what):
            return Phrase.say(
                ko: "오프라인인데 보관소에도 캐시에도 없습니다: \(what)",
                en: "offline, and neither the archive nor the cache holds \(what)")
        case .nationalOnly(let what):
            return Phrase.say(
                ko: "오프라인인데 보관소에는 전국 순위만 있어 지역, 국적, 구분으로 거른 \(what) 순위는 없습니다",
                en: "offline, and the archive holds national rankings only: never the \(what) ranking filtered by "
                    + "region, nation or kind")
        case .uncachedCodes(let list):
            return Phrase.say(
                ko: "오프라인 상태인데 \(list) 코드 목록이 아직 캐시에 없습니다",
                en: "offline, and the list of \(list) names is not cached yet")
        case .foreign(let path):
            return Phrase.say(
                ko: "\(path): 보관소가 쓰는 파일이 아니어서 모든 명령이 무시합니다",
                en: "\(path) is not a file the archive writes: every command ignores it")
        case .damaged(let path, let reason):
            return Phrase.say(
                ko: "\(path): 손상되었거나 boxoffice의 파일이 아닙니다 (\(reason)). 그대로 두고 쓰지 않습니다",
                en: "\(path) is damaged or not boxoffice's (\(reason)): it is left as it is and not used")
        case .outdated(let path, let reason):
            return Phrase.say(
                ko: "\(path): 예전 형식으로 쓰인 파일입니다 (\(reason)). 동기화가 다시 쓸 때까지 쓰지 않습니다",
                en: "\(path) was written in an older format (\(reason)): it is not used until a sync rebuilds it")
        case .locked(let holder):
            return Phrase.say(
                ko: "다른 동기화가 보관소를 쓰고 있습니다 (\(holder))",
                en: "another sync holds the archive (\(holder))")
        case .unwritable(let path, let reason):
            return Phrase.say(
                ko: "\(path): 쓸 수 없습니다 (\(reason)). 쓰다 만 파일은 남기지 않았습니다",
                en: "cannot write \(path) (\(reason)): nothing half-written was left")
        }
    }
}
