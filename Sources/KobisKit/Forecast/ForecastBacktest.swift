/// The backtest: every finished run in the archive (whose D+1 is in `period`, when given) forecast as of D+3, D+7 and
/// D+14 with nothing after that day, exactly as `forecast CODE --as-of DAY` says, scored against its final total, for
/// every finished run and for the target group (films in the top 10 on every day of their first week), and the
/// target group by size and by shape.
public struct ForecastBacktest: Sendable, Equatable {
    /// The days the archive holds.
    public var from: KobisDate
    public var to: KobisDate
    /// The D+1 days of the runs scored (`--from`, `--to`); nil: every run.
    public var period: ClosedRange<KobisDate>?
    /// Finished runs, and those of the target group.
    public var runs: Int
    public var targetRuns: Int
    public var horizons: [Int]
    /// Every forecast scored, horizon by horizon.
    public var scored: [ScoredRun]

    public init(
        from: KobisDate, to: KobisDate, period: ClosedRange<KobisDate>? = nil, runs: Int, targetRuns: Int,
        horizons: [Int], scored: [ScoredRun]
    ) {
        self.from = from
        self.to = to
        self.period = period
        self.runs = runs
        self.targetRuns = targetRuns
        self.horizons = horizons
        self.scored = scored
    }

    /// Per horizon, the error over the scored forecasts that `keep` keeps.
    public func errors(_ keep: (ScoredRun) -> Bool = { _ in true }) -> [ForecastError] {
        horizons.map { horizon in ForecastError.of(horizon, scored.filter { $0.horizon == horizon && keep($0) }) }
    }

    /// Per horizon, every finished run that could be forecast.
    public var all: [ForecastError] { errors() }
    /// Per horizon, the target group.
    public var target: [ForecastError] { errors(\.target) }
    /// Per horizon, the target group's runs of each size.
    public var bySize: [(size: RunSize, errors: [ForecastError])] {
        RunSize.allCases.map { size in (size, errors { $0.target && $0.size == size }) }
    }
    /// Per horizon, the target group's runs of each shape.
    public var byShape: [(shape: RunShape, errors: [ForecastError])] {
        RunShape.allCases.map { shape in (shape, errors { $0.target && $0.shape == shape }) }
    }
}
