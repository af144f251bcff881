/// How far the forecasts made at one horizon fell from the final totals, in the backtest.
public struct ForecastError: Sendable, Equatable {
    /// D+N: the forecasts read the days up to it.
    public var horizon: Int
    /// Runs scored.
    public var runs: Int
    /// Mean absolute percentage error, in percent.
    public var mape: Double
    /// Median absolute percentage error, in percent.
    public var medianAPE: Double
    /// How often the 80% interval held the final total, in percent.
    public var coverage: Double

    public init(horizon: Int, runs: Int, mape: Double, medianAPE: Double, coverage: Double) {
        self.horizon = horizon
        self.runs = runs
        self.mape = mape
        self.medianAPE = medianAPE
        self.coverage = coverage
    }
}

extension ForecastError {
    /// The error of `errors` (absolute percentage errors) and how often the interval `held`.
    static func of(_ horizon: Int, _ errors: [Double], _ held: [Bool]) -> ForecastError {
        guard !errors.isEmpty else { return empty(horizon) }
        return ForecastError(
            horizon: horizon, runs: errors.count, mape: ForecastMath.mean(errors),
            medianAPE: ForecastMath.median(errors),
            coverage: 100 * Double(held.filter { $0 }.count) / Double(held.count))
    }

    /// The error of the scored forecasts `runs` at `horizon`.
    static func of(_ horizon: Int, _ runs: [ScoredRun]) -> ForecastError {
        of(horizon, runs.map { abs($0.error) }, runs.map(\.held))
    }

    static func empty(_ horizon: Int) -> ForecastError {
        ForecastError(horizon: horizon, runs: 0, mape: 0, medianAPE: 0, coverage: 0)
    }
}
