import Foundation

/// The archive's year files in columns (``ArchiveHistory``) as last read, for the years last asked: read again only
/// when a sync replaced one of the files (their ``FileStamp``s differ) or other years are asked. A long-running MCP
/// server answers a second question over the history without reading the files again.
final class HistoryMemo: @unchecked Sendable {
    private struct Read {
        let years: ClosedRange<Int>?
        let stamps: [Int: FileStamp]
        let format: FileStamp?
        let history: ArchiveHistory
    }

    private let lock = NSLock()
    private var last: Read?

    /// The history of `store`'s `years` (nil: every year).
    func value(store: ArchiveStore, years wanted: ClosedRange<Int>?) -> ArchiveHistory {
        let stamps = store.yearStamps(wanted)
        let format = FileStamp(store.formatFile)
        if let known = lock.withLock({ last }), known.years == wanted, known.stamps == stamps, known.format == format {
            return known.history
        }
        let history = ArchiveHistory.load(store, years: wanted)
        lock.withLock { last = Read(years: wanted, stamps: stamps, format: format, history: history) }
        return history
    }
}
