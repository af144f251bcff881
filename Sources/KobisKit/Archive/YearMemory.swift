import Foundation

/// The year files read so far in this run (each read once); a damaged or absent year holds nothing.
final class YearMemory: @unchecked Sendable {
    struct Held {
        let days: [KobisDate: [DailyBoxOfficeEntry]]
        let writtenAt: Date
    }

    private let lock = NSLock()
    private var read: [Int: Held?] = [:]
    private var damage: [Int: ArchiveError] = [:]

    func year(_ year: Int, store: ArchiveStore) -> Held? {
        if let known = lock.withLock({ read[year] }) { return known }
        var held: Held?
        var refused: ArchiveError?
        do {
            if let loaded = try store.load(year: year) {
                let attributes = try? FileManager.default.attributesOfItem(atPath: store.yearFile(year).path)
                held = Held(days: loaded.days, writtenAt: attributes?[.modificationDate] as? Date ?? Date())
            }
        } catch let error as ArchiveError {
            refused = error
        } catch {}
        lock.withLock {
            read[year] = .some(held)
            damage[year] = refused
        }
        return held
    }

    /// Why a year read so far holds nothing, when its file is damaged.
    func damaged(_ year: Int) -> ArchiveError? { lock.withLock { damage[year] } }
}
