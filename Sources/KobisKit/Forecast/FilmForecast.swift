/// A forecast of how a film's run ends, made from its first days and the archive's finished runs (docs/forecast.md).
/// It is a forecast, never KOBIS's figures: `final` and `path` are cumulative audiences (audiAcc) with an 80%
/// interval, `milestones` the days the film is expected to pass the milestones still ahead.
public struct FilmForecast: Sendable, Equatable {
    public var movieCode: String
    public var title: String
    /// The last day the forecast read: nothing after it was seen.
    public var asOf: KobisDate
    /// The run's days read (D+1 to D+`daysUsed`).
    public var daysUsed: Int
    /// The finished runs it learned from (0 with the prior).
    public var runsUsed: Int
    /// Too few finished runs: the documented prior stands in for what they would teach.
    public var usesPrior: Bool
    /// The run had ended by the as-of day: `final` holds its final figures (low, expected and high alike), and
    /// there is no path nor milestone ahead.
    public var runEnded: Bool
    /// Out of the top 10 since a day before the as-of day and under its cut line, the D+N of its last ranked day:
    /// the forecast takes it as gone from the list, `final.expected` being what it has sold. Nil otherwise.
    public var outOfListSince: Int?
    /// The film's cumulative audience on the as-of day (its last ranked day up to it).
    public var audienceTotal: Int64
    /// The final cumulative audience: the 80% interval and the expected figure.
    public var final: ForecastRange
    /// Each day past the last day read, the cumulative audience expected and its interval.
    public var path: [ForecastPoint]
    /// The milestones still ahead that the interval reaches.
    public var milestones: [MilestoneForecast]
    /// The backtest's error at the same horizon over the runs it learned from, when known.
    public var backtest: ForecastError?
    /// The film's English title, when the answer is in English and the archive (or the cache) holds it.
    public var titleEnglish: String?

    public init(
        movieCode: String, title: String, asOf: KobisDate, daysUsed: Int, runsUsed: Int, usesPrior: Bool,
        runEnded: Bool = false, outOfListSince: Int? = nil, audienceTotal: Int64, final: ForecastRange,
        path: [ForecastPoint], milestones: [MilestoneForecast], backtest: ForecastError?
    ) {
        self.movieCode = movieCode
        self.title = title
        self.asOf = asOf
        self.daysUsed = daysUsed
        self.runsUsed = runsUsed
        self.usesPrior = usesPrior
        self.runEnded = runEnded
        self.outOfListSince = outOfListSince
        self.audienceTotal = audienceTotal
        self.final = final
        self.path = path
        self.milestones = milestones
        self.backtest = backtest
    }
}
