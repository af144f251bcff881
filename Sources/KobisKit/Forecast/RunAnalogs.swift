import Foundation

/// The analog forecast: the finished runs whose first days drew the curve nearest the asked run's (each day's
/// adjusted level against its opening's, ``RunFeatures/curve``), with its margin over the top 10's cut line and its
/// screens against its most, and the log ratio of final to gained that minimises their absolute percentage error (the
/// median of their ratios weighted by each final's inverse).
struct RunAnalogs: Sendable, Equatable {
    /// The runs whose ratios make the analog figure.
    static let nearest = 30
    /// The margin's weight in the distance (each day of the curve weighs one, on average).
    static let marginWeight = 0.5

    /// Each run learned from: its curve, margin, screens and log ratio of final to gained.
    private let rows: [[Double]]

    /// The analogs of `training` (each run's features and its log ratio of final to gained).
    init(_ training: [(features: RunFeatures, ratio: Double)]) {
        rows = training.map { $0.features.curve + [$0.features.margin, $0.features.screens, $0.ratio] }
    }

    /// The weight of the analog figure in the expected one at `horizon` (the rest is the regression's and the
    /// trees'), chosen on the real history and the stand-in's (docs/forecast.md).
    static func weight(horizon: Int) -> Double { horizon < 7 ? 0.15 : horizon < 14 ? 0.2 : 0.1 }

    /// The analog log ratio of a run with `features`; nil when no run learned from has a curve of the same length.
    func ratio(_ features: RunFeatures) -> Double? {
        let width = features.curve.count
        guard width > 0, rows.first?.count == width + 3 else { return nil }
        let own = features.curve + [features.margin, features.screens]
        let ranked = rows.map { row -> (distance: Double, ratio: Double) in
            var sum = 0.0
            for i in 0..<width { sum += (row[i] - own[i]) * (row[i] - own[i]) }
            let margin = RunAnalogs.marginWeight * (row[width] - own[width])
            let screens = row[width + 1] - own[width + 1]
            return (sum / Double(width) + margin * margin + screens * screens, row[width + 2])
        }.sorted { $0.distance < $1.distance }.prefix(RunAnalogs.nearest).map(\.ratio)
        guard !ranked.isEmpty else { return nil }
        return ForecastMath.weightedMedian(ranked, weights: ranked.map { exp(-$0) })
    }

    /// The analogs as numbers (``init(reader:)`` reads them back), within the model's.
    var numbers: [Double] { [Double(rows.count), Double(rows.first?.count ?? 0)] + rows.flatMap { $0 } }

    /// The analogs that ``numbers`` wrote; nil for numbers that are not.
    init?(reader: inout NumberReader) {
        guard let count = reader.count(), let width = reader.count() else { return nil }
        var rows: [[Double]] = []
        for _ in 0..<count {
            guard let row = reader.take(width) else { return nil }
            rows.append(row)
        }
        self.rows = rows
    }
}
