import Foundation

/// The year files read so far in this run (each read once); a damaged or absent year holds nothing.
final class YearMemory: @unchecked Sendable {
    struct Held {
        let days: [KobisDate: [DailyBoxOfficeEntry]]
        let writtenAt: Date
    }

    private let lock = NSLock()
    private var read: [Int: Held?] = [:]

    func year(_ year: Int, store: ArchiveStore) -> Held? {
        if let known = lock.withLock({ read[year] }) { return known }
        var held: Held?
        if let loaded = try? store.load(year: year) {
            let attributes = try? FileManager.default.attributesOfItem(atPath: store.yearFile(year).path)
            held = Held(days: loaded.days, writtenAt: attributes?[.modificationDate] as? Date ?? Date())
        }
        lock.withLock { read[year] = .some(held) }
        return held
    }
}
