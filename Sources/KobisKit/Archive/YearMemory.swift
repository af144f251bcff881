import Foundation

/// The year files read so far, each read again only when it changed (a sync renamed a new one into place): a
/// long-running server sees what the last sync wrote. A damaged or absent year holds nothing.
final class YearMemory: @unchecked Sendable {
    struct Held {
        let days: [KobisDate: [DailyBoxOfficeEntry]]
        let writtenAt: Date
    }

    private struct Read {
        let stamp: FileStamp?
        let held: Held?
        let damage: ArchiveError?
    }

    private let lock = NSLock()
    private var read: [Int: Read] = [:]

    func year(_ year: Int, store: ArchiveStore) -> Held? {
        let stamp = FileStamp(store.yearFile(year))
        if let known = lock.withLock({ read[year] }), known.stamp == stamp { return known.held }
        var held: Held?
        var refused: ArchiveError?
        do {
            if let loaded = try store.load(year: year) {
                held = Held(days: loaded.days, writtenAt: stamp?.modified ?? Date())
            }
        } catch let error as ArchiveError {
            refused = error
        } catch {}
        lock.withLock { read[year] = Read(stamp: stamp, held: held, damage: refused) }
        return held
    }

    /// Why a year read so far holds nothing, when its file is damaged.
    func damaged(_ year: Int) -> ArchiveError? { lock.withLock { read[year]?.damage } }
}
