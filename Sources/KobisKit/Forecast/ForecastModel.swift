import Foundation

/// The model of one horizon: log(final gain / gain so far) regressed on the run's ``RunFeatures`` over finished
/// runs, corrected by the residual of the runs most like the one asked about (their pace, trend, margin, bend and
/// extrapolation nearest) that minimises their absolute percentage error, with its 80% interval from those
/// residuals' 10th and 90th percentiles, its expected value averaged with boosted trees' (``BoostedTrees``). With
/// fewer than ``minimumRuns`` runs it is the prior (``prior(_:)``).
struct ForecastModel: Sendable {
    /// Fewer finished runs than this, and the prior stands in.
    static let minimumRuns = 30
    /// The residuals of this many nearest runs (at least; an eighth of the runs when more) give the interval.
    static let neighbours = 40

    private let coefficients: [Double]
    private let samples: [(features: RunFeatures, residual: Double)]
    /// The smallest and largest log ratios learned: a forecast stays within them.
    private let bounds: ClosedRange<Double>
    /// The finished runs learned from.
    let runs: Int

    /// The model learned from `training` (each run's features and its log ratio of final to gained); nil when
    /// there are too few runs or the fit fails.
    init?(_ training: [(features: RunFeatures, ratio: Double)]) {
        guard training.count >= ForecastModel.minimumRuns,
            let coefficients = ForecastMath.leastSquares(training.map(\.features.design), training.map(\.ratio))
        else { return nil }
        self.coefficients = coefficients
        samples = training.map { sample in
            (sample.features, sample.ratio - zip(sample.features.design, coefficients).reduce(0) { $0 + $1.0 * $1.1 })
        }
        runs = training.count
        let ratios = training.map(\.ratio)
        bounds = (ratios.min() ?? 0)...(ratios.max() ?? 0)
    }

    /// The log ratio of final to gained: the 10th percentile, the expected value and the 90th percentile. The
    /// expected value is the mean of this model's and `trees`' (when given), inside the interval; a film that has
    /// most likely left the top 10 (``RunFeatures/gone``) is expected to sell nothing more the list can see.
    func predict(_ features: RunFeatures, trees: BoostedTrees?) -> (low: Double, expected: Double, high: Double) {
        let linear = predict(features)
        guard !features.gone else { return (0, 0, linear.high) }
        guard let trees else { return linear }
        let grown = max(0, min(bounds.upperBound, max(bounds.lowerBound, trees.predict(features.inputs))))
        let expected = (linear.expected + grown) / 2
        return (min(linear.low, expected), expected, max(linear.high, expected))
    }

    /// The regression's and its nearest runs' log ratio: the 10th percentile, the expected value and the 90th.
    func predict(_ features: RunFeatures) -> (low: Double, expected: Double, high: Double) {
        let expected = zip(features.design, coefficients).reduce(0) { $0 + $1.0 * $1.1 }
        let count = min(samples.count, max(ForecastModel.neighbours, samples.count / 8))
        let nearest = samples.map { sample -> (Double, Double) in
            let pace = sample.features.pace - features.pace
            let trend = sample.features.trend - features.trend
            let margin = 0.5 * (sample.features.margin - features.margin)
            let bend = sample.features.bend - features.bend
            let extrapolated = sample.features.extrapolated - features.extrapolated
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
