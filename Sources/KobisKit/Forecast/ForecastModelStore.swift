import Foundation

/// The models a ``Forecaster`` learns, each learned once: per horizon, cut-off day and group, kept in memory and, with
/// a folder, on disk under a key made of what it learned from (the stamps of the archive's year files up to its
/// cut-off day), so that `forecast FILM`, `forecast_movie` and the backtest use the very same model. It keeps the
/// backtest's forecasts of each horizon too, under the stamps of every year file.
public final class ForecastModelStore: @unchecked Sendable {
    /// Raised whenever what a model is made of changes: files of another version are not read.
    static let version = 4

    /// Where the models are kept on disk; nil: in memory only.
    let folder: URL?
    /// Each year file's stamp (its size and when it was written).
    let stamps: [Int: String]
    private let lock = NSLock()
    private var models: [String: ForecastModel?] = [:]
    private var features: [Int: [RunFeatures?]] = [:]
    private var trees: [String: BoostedTrees?] = [:]
    private var scored: [Int: [Double]] = [:]

    /// A store kept in `folder` (nil: in memory only) for an archive whose year files have `stamps`.
    public init(folder: URL? = nil, stamps: [Int: String] = [:]) {
        self.folder = stamps.isEmpty ? nil : folder
        self.stamps = stamps
    }

    /// The stamps of the archive's year files, as a key: the same files give the same key in every process.
    static func key(_ stamps: [Int: String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (year, stamp) in stamps.sorted(by: { $0.key < $1.key }) {
            for byte in "\(year):\(stamp);".utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }

    /// The model of `horizon`, `cutoff` and `group`, learned by `learn` unless it was learned before (in this process
    /// or, from the same year files up to the cut-off day, on disk).
    func model(
        horizon: Int, cutoff: KobisDate, group: Bool, learn: () -> ForecastModel?
    ) -> ForecastModel? {
        let name = "h\(horizon)-\(cutoff.iso)-\(group ? "target" : "other")"
        if let known = lock.withLock({ models[name] }) { return known }
        let lastYear = cutoff.adding(days: -1).year
        let file = self.file("model-\(name)-\(ForecastModelStore.key(stamps.filter { $0.key <= lastYear }))")
        var model: ForecastModel?
        if let numbers = read(file) {
            model = numbers.isEmpty ? nil : ForecastModel(numbers: numbers)
            if !numbers.isEmpty && model == nil { model = learn() }
        } else {
            model = learn()
            write(model?.numbers ?? [], to: file, replacing: "model-\(name)-")
        }
        lock.withLock { models[name] = .some(model) }
        return model
    }

    /// The trees of `horizon` and `cutoff` (the same for both groups), learned by `learn` once in this process.
    func trees(horizon: Int, cutoff: KobisDate, learn: () -> BoostedTrees?) -> BoostedTrees? {
        let name = "h\(horizon)-\(cutoff.iso)"
        if let known = lock.withLock({ trees[name] }) { return known }
        let learned = learn()
        lock.withLock { trees[name] = .some(learned) }
        return learned
    }

    /// Every run's features at `horizon`, computed by `compute` once.
    func features(_ horizon: Int, compute: () -> [RunFeatures?]) -> [RunFeatures?] {
        if let known = lock.withLock({ features[horizon] }) { return known }
        let computed = compute()
        lock.withLock { features[horizon] = computed }
        return computed
    }

    /// The backtest's forecasts at `horizon` as numbers (run index, low, expected, high and gone for each), computed by
    /// `compute` unless known (in this process or on disk for the same year files).
    func scored(_ horizon: Int, compute: () -> [Double]) -> [Double] {
        if let known = lock.withLock({ scored[horizon] }) { return known }
        let file = self.file("scored-h\(horizon)-\(ForecastModelStore.key(stamps))")
        let numbers: [Double]
        if let read = read(file), read.count % 5 == 0 {
            numbers = read
        } else {
            numbers = compute()
            write(numbers, to: file, replacing: "scored-h\(horizon)-")
        }
        lock.withLock { scored[horizon] = numbers }
        return numbers
    }

    /// The archive's history (runs and day strengths), made by `make` unless kept on disk for the same year files:
    /// a forecast then reads no year file.
    func history(make: () throws -> ForecastHistory) rethrows -> ForecastHistory {
        let file = self.file("history-\(ForecastModelStore.key(stamps))")
        if let file, let data = FileManager.default.contents(atPath: file.path),
            let history = ForecastHistoryFile.decode(data)
        {
            return history
        }
        let history = try make()
        if let data = ForecastHistoryFile.encode(history) { write(data, to: file, replacing: "history-") }
        return history
    }

    private func file(_ name: String) -> URL? {
        folder?.appendingPathComponent("v\(ForecastModelStore.version)-\(name).bin")
    }

    private func read(_ file: URL?) -> [Double]? {
        guard let file, let data = FileManager.default.contents(atPath: file.path), data.count % 8 == 0 else {
            return nil
        }
        var numbers = [Double](repeating: 0, count: data.count / 8)
        _ = numbers.withUnsafeMutableBytes { data.copyBytes(to: $0) }
        return numbers.allSatisfy(\.isFinite) ? numbers : nil
    }

    /// Written whole (a temporary file renamed into place), in place of the files of the same model learned from
    /// other year files (`replacing`: the name's part before the key) and of other versions; a folder that cannot be
    /// written keeps nothing.
    private func write(_ numbers: [Double], to file: URL?, replacing stale: String) {
        write(numbers.withUnsafeBytes { Data($0) }, to: file, replacing: stale)
    }

    private func write(_ data: Data, to file: URL?, replacing stale: String) {
        guard let file else { return }
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let current = "v\(ForecastModelStore.version)-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasSuffix(".bin") && name != file.lastPathComponent
            && (name.hasPrefix(current + stale) || !name.hasPrefix(current))
        {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        try? data.write(to: file, options: .atomic)
    }
}
