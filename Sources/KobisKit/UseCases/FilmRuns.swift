/// What ``FilmTrend`` answers: one film's run, or the runs of films side by side.
public enum FilmRuns: Sendable {
    /// One film: its run, and the run as rows, one a day.
    case one(TrendSeries, ListAnswer<TrendPoint>)
    /// Two to five films: their runs, and one row per day and film.
    case sideBySide([TrendSeries], ListAnswer<ComparisonPoint>)

    /// The runs, in the order the films were asked.
    public var series: [TrendSeries] {
        switch self {
        case .one(let series, _): return [series]
        case .sideBySide(let series, _): return series
        }
    }
}
