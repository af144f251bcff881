/// The backtest: every finished run in the archive forecast as of D+3, D+7 and D+14 with nothing after that day,
/// scored against its final total, for every finished run and for the target group (films in the top 10 on every
/// day of their first week).
public struct ForecastBacktest: Sendable, Equatable {
    /// The days the archive holds.
    public var from: KobisDate
    public var to: KobisDate
    /// Finished runs, and those of the target group.
    public var runs: Int
    public var targetRuns: Int
    /// Per horizon, every finished run that could be forecast.
    public var all: [ForecastError]
    /// Per horizon, the target group.
    public var target: [ForecastError]

    public init(
        from: KobisDate, to: KobisDate, runs: Int, targetRuns: Int, all: [ForecastError], target: [ForecastError]
    ) {
        self.from = from
        self.to = to
        self.runs = runs
        self.targetRuns = targetRuns
        self.all = all
        self.target = target
    }
}
