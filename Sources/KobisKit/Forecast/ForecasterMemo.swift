import Foundation

/// The forecaster of the archive as last read, with its models: a long-running server (`forecast_movie`) reads the
/// archive's year files again only when one of them changed (a sync wrote it), and learns nothing twice.
final class ForecasterMemo: @unchecked Sendable {
    /// The one memo of the process.
    static let shared = ForecasterMemo()

    private let lock = NSLock()
    private var held: (root: String, stamps: [Int: String], forecaster: Forecaster)?

    /// The stamps (size and time written) of the year files of the archive in `store`.
    static func stamps(_ store: ArchiveStore) -> [Int: String] {
        store.yearStamps().mapValues(\.key)
    }

    /// The forecaster of the archive in `store`: the one made before when its year files are the same, else the one
    /// `make` builds from `stamps`.
    func forecaster(
        _ store: ArchiveStore, make: (_ stamps: [Int: String]) throws -> Forecaster
    ) rethrows -> Forecaster {
        let stamps = ForecasterMemo.stamps(store)
        if let held = lock.withLock({ held }), held.root == store.root.path, held.stamps == stamps {
            return held.forecaster
        }
        let forecaster = try make(stamps)
        lock.withLock { held = (store.root.path, stamps, forecaster) }
        return forecaster
    }
}
