/// One forecast the backtest scored: a finished run as of D+`horizon`, exactly what `forecast CODE --as-of DAY`
/// says of it, against its final total. The error is a share of the run's own audience (the final less what was
/// counted before the run), so that a re-release carrying its first run's total is scored on its own tickets.
public struct ScoredRun: Sendable, Equatable {
    public var movieCode: String
    public var title: String
    /// D+1 of the run.
    public var start: KobisDate
    public var horizon: Int
    /// D+`horizon`: nothing after it was read.
    public var asOf: KobisDate
    /// The forecast's final total: the 80% interval and the expected figure.
    public var forecast: ForecastRange
    /// The final total (audiAcc on the last ranked day).
    public var final: Int64
    /// The tickets counted before the run (a re-release's earlier run): `final - before` is the run's audience.
    public var before: Int64
    /// In the top 10 every day of its first week: the target group.
    public var target: Bool
    /// Out of the list at the as-of day (``FilmForecast/outOfListSince``).
    public var gone: Bool
    public var size: RunSize
    public var shape: RunShape

    public init(
        movieCode: String, title: String, start: KobisDate, horizon: Int, asOf: KobisDate, forecast: ForecastRange,
        final: Int64, before: Int64 = 0, target: Bool, gone: Bool, size: RunSize, shape: RunShape
    ) {
        self.movieCode = movieCode
        self.title = title
        self.start = start
        self.horizon = horizon
        self.asOf = asOf
        self.forecast = forecast
        self.final = final
        self.before = before
        self.target = target
        self.gone = gone
        self.size = size
        self.shape = shape
    }

    /// The forecast against the final, in percent of the run's own audience: above 0 when the forecast was too high.
    public var error: Double { Double(forecast.expected - final) / Double(max(1, final - before)) * 100 }

    /// Whether the 80% interval held the final total.
    public var held: Bool { forecast.low <= final && final <= forecast.high }
}
