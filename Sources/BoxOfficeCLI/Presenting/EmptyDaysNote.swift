import Foundation
import KobisKit

/// One note on stderr when an answer read days the archive holds as empty (no film: a rank 0 row): `top`,
/// `top --all-time` and `records` count them as days with no audience, which a reader should know. A range says so
/// itself (its days without a ranking). Nothing with -q, for a service without an archive, or with `--refresh`.
enum EmptyDaysNote {
    static func say(from: String?, to: String?, service: KobisService, context: Context) {
        guard let from = from.flatMap({ KobisDate($0) }), let to = to.flatMap({ KobisDate($0) }) else { return }
        say(from: from, to: to, service: service, context: context)
    }

    static func say(from: KobisDate, to: KobisDate, service: KobisService, context: Context) {
        guard let archive = service.data as? ArchiveData, !archive.refresh, from <= to else { return }
        let empty = archive.store.emptyDays(years: Array(from.year...to.year)).within(from: from, to: to)
        guard let first = empty.days.first, let last = empty.days.last else { return }
        context.note(Label.emptyDaysNote(empty.days.count, first.iso, last.iso))
    }
}
