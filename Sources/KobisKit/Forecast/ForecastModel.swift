import Foundation

/// The model of one horizon: log(final gain / gain so far) regressed on the run's ``RunFeatures`` over finished
/// runs, corrected by the residual of the runs most like the one asked about (their pace, trend, margin, bend and
/// extrapolation nearest) that minimises their absolute percentage error, with its 80% interval from those
/// residuals' 10th and 90th percentiles, its expected value averaged with boosted trees' (``BoostedTrees``) and the
/// analog runs' (``RunAnalogs``). With fewer than ``minimumRuns`` runs it is the prior (``prior(_:)``).
struct ForecastModel: Sendable {
    /// Fewer finished runs than this, and the prior stands in.
    static let minimumRuns = 30
    /// The residuals of this many nearest runs (at least; an eighth of the runs when more) give the interval.
    static let neighbours = 40
    /// The trees' weight in the expected figure (the regression's is the rest).
    static let treesWeight = 0.7

    /// What the nearest-runs search reads of a run learned from, and its residual.
    struct Neighbour: Sendable, Equatable {
        var pace: Double
        var trend: Double
        var margin: Double
        var bend: Double
        var extrapolated: Double
        var residual: Double
    }

    private let coefficients: [Double]
    private let samples: [Neighbour]
    /// The smallest and largest log ratios learned: a forecast stays within them.
    private let bounds: ClosedRange<Double>
    /// The boosted trees (``Forecaster`` learns them from every finished run, for both groups).
    let trees: BoostedTrees?
    /// The finished runs learned from.
    let runs: Int
    /// The runs learned from, for the analog figure.
    let analogs: RunAnalogs

    /// The model learned from `training` (each run's features and its log ratio of final to gained), with its
    /// `trees` (learned from the same runs when not given); nil when there are too few runs or the fit fails.
    init?(_ training: [(features: RunFeatures, ratio: Double)], trees given: BoostedTrees? = nil) {
        guard training.count >= ForecastModel.minimumRuns,
            let coefficients = ForecastMath.leastSquares(training.map(\.features.design), training.map(\.ratio))
        else { return nil }
        self.coefficients = coefficients
        samples = training.map { sample in
            let features = sample.features
            let fitted = zip(features.design, coefficients).reduce(0) { $0 + $1.0 * $1.1 }
            return Neighbour(
                pace: features.pace, trend: features.trend, margin: features.margin, bend: features.bend,
                extrapolated: features.extrapolated, residual: sample.ratio - fitted)
        }
        runs = training.count
        let ratios = training.map(\.ratio)
        bounds = (ratios.min() ?? 0)...(ratios.max() ?? 0)
        trees = given ?? BoostedTrees(inputs: training.map(\.features.inputs), targets: ratios)
        analogs = RunAnalogs(training)
    }

    /// The model as numbers (``init(numbers:)`` reads it back): what the model store keeps on disk.
    var numbers: [Double] {
        var out = [Double(runs), bounds.lowerBound, bounds.upperBound, Double(coefficients.count)] + coefficients
        out.append(Double(samples.count))
        for sample in samples {
            out += [sample.pace, sample.trend, sample.margin, sample.bend, sample.extrapolated, sample.residual]
        }
        return out + analogs.numbers + (trees?.numbers ?? [])
    }

    /// The model that ``numbers`` wrote; nil for numbers that are not one.
    init?(numbers: [Double]) {
        var reader = NumberReader(numbers)
        guard let runs = reader.count(), let low = reader.next(), let high = reader.next(), low <= high,
            let width = reader.count(), let coefficients = reader.take(width), let count = reader.count()
        else { return nil }
        var samples: [Neighbour] = []
        for _ in 0..<count {
            guard let row = reader.take(6) else { return nil }
            samples.append(
                Neighbour(
                    pace: row[0], trend: row[1], margin: row[2], bend: row[3], extrapolated: row[4],
                    residual: row[5]))
        }
        guard let analogs = RunAnalogs(reader: &reader) else { return nil }
        self.analogs = analogs
        self.runs = runs
        bounds = low...high
        self.coefficients = coefficients
        self.samples = samples
        if reader.isAtEnd {
            trees = nil
        } else {
            guard let trees = BoostedTrees(reader: &reader), reader.isAtEnd else { return nil }
            self.trees = trees
        }
    }

    /// The log ratio of final to gained: the 10th percentile, the expected value and the 90th percentile. The
    /// expected value is the regression's and the trees' (when learned) weighted mean, blended with the analog figure
    /// (``RunAnalogs``), the interval around it; a film that has most likely left the top 10 (``RunFeatures/gone``)
    /// is expected to sell nothing more the list can see.
    func predict(_ features: RunFeatures, withTrees: Bool) -> (low: Double, expected: Double, high: Double) {
        let linear = predict(features)
        guard !features.gone else { return (0, 0, linear.high) }
        guard withTrees, let trees else { return linear }
        let grown = max(0, min(bounds.upperBound, max(bounds.lowerBound, trees.predict(features.inputs))))
        var expected = (1 - ForecastModel.treesWeight) * linear.expected + ForecastModel.treesWeight * grown
        if let analog = analogs.ratio(features) {
            let weight = RunAnalogs.weight(horizon: features.horizon)
            expected = (1 - weight) * expected + weight * analog
        }
        // The point moved from the regression's: the interval keeps at least its half-widths around it, so that its
        // low end stays under the point for a film still running.
        let low = min(linear.low, max(0, expected + linear.low - linear.expected))
        return (low, expected, max(linear.high, expected + linear.high - linear.expected))
    }

    /// The regression's and its nearest runs' log ratio: the 10th percentile, the expected value and the 90th.
    func predict(_ features: RunFeatures) -> (low: Double, expected: Double, high: Double) {
        let expected = zip(features.design, coefficients).reduce(0) { $0 + $1.0 * $1.1 }
        let count = min(samples.count, max(ForecastModel.neighbours, samples.count / 8))
        let nearest = samples.map { sample -> (Double, Double) in
            let pace = sample.pace - features.pace
            let trend = sample.trend - features.trend
            let margin = 0.5 * (sample.margin - features.margin)
            let bend = sample.bend - features.bend
            let extrapolated = sample.extrapolated - features.extrapolated
            let shape = bend * bend + extrapolated * extrapolated
            return (pace * pace + trend * trend + margin * margin + shape, sample.residual)
        }.sorted { $0.0 < $1.0 }.prefix(count).map(\.1)
        let low = ForecastMath.quantile(nearest, 0.1)
        // The point that minimises the expected absolute percentage error is the median of the finals weighted by
        // their inverse (a little under the plain median when the residuals spread).
        let middle = ForecastMath.weightedMedian(nearest, weights: nearest.map { exp(-$0) })
        let high = ForecastMath.quantile(nearest, 0.9)
        func bounded(_ ratio: Double) -> Double { max(0, min(bounds.upperBound, max(bounds.lowerBound, ratio))) }
        return (bounded(expected + low), bounded(expected + middle), bounded(expected + high))
    }

    /// The prior, for an archive with too few finished runs: from today's adjusted level the film keeps selling
    /// and loses the same share every day, 55% of a week's sales kept into the next (the middle of Korean runs),
    /// 35% at the interval's low end and 75% at its high end.
    static func prior(_ features: RunFeatures) -> (low: Double, expected: Double, high: Double) {
        func ratio(keptPerWeek: Double) -> Double {
            let daily = pow(keptPerWeek, 1.0 / 7)
            return log(1 + features.level * daily / (1 - daily) / max(features.gained, 1))
        }
        return (ratio(keptPerWeek: 0.35), ratio(keptPerWeek: 0.55), ratio(keptPerWeek: 0.75))
    }
}
