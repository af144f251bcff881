import Foundation

/// The forecaster of the archive as last read, with its models: a long-running server (`forecast_movie`) reads the
/// archive's year files again only when one of them changed (a sync wrote it), and learns nothing twice.
final class ForecasterMemo: @unchecked Sendable {
    /// The one memo of the process.
    static let shared = ForecasterMemo()

    private let lock = NSLock()
    private var held: (root: String, stamps: [Int: String], forecaster: Forecaster)?

    /// The stamps (size and time written) of the year files of the archives in `stores`: with a shared archive
    /// behind the own one, a year's stamp names each folder's file of that year.
    static func stamps(_ stores: [ArchiveStore]) -> [Int: String] {
        guard stores.count > 1 else { return stores.first.map { $0.yearStamps().mapValues(\.key) } ?? [:] }
        var stamps: [Int: String] = [:]
        for (index, store) in stores.enumerated() {
            for (year, stamp) in store.yearStamps() {
                stamps[year] = (stamps[year].map { $0 + "|" } ?? "") + "\(index):\(stamp.key)"
            }
        }
        return stamps
    }

    /// The forecaster of the archive in `store`: the one made before when its year files are the same, else the one
    /// `make` builds from `stamps`.
    func forecaster(
        _ store: ArchiveStore, make: (_ stamps: [Int: String]) throws -> Forecaster
    ) rethrows -> Forecaster {
        try forecaster([store], make: make)
    }

    /// The forecaster of the archives in `stores` (the own one first), as ``forecaster(_:make:)`` for one.
    func forecaster(
        _ stores: [ArchiveStore], make: (_ stamps: [Int: String]) throws -> Forecaster
    ) rethrows -> Forecaster {
        let stamps = ForecasterMemo.stamps(stores)
        let root = stores.map(\.root.path).joined(separator: "|")
        if let held = lock.withLock({ held }), held.root == root, held.stamps == stamps {
            return held.forecaster
        }
        let forecaster = try make(stamps)
        lock.withLock { held = (root, stamps, forecaster) }
        return forecaster
    }
}
