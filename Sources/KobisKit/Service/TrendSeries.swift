import Foundation

/// A film's run, day by day, read from the daily rankings.
public struct TrendSeries: Sendable {
    public let movie: MovieDetail
    public let points: [TrendPoint]
    /// The window asked (or chosen): from the release, at most ``TrendReader/defaultDays`` by default.
    public let from: KobisDate
    public let to: KobisDate
    /// The window starts where the film's audience does (its release, or a ranked screening before it), so every
    /// milestone of the window is known; false when `from` starts it later.
    public let fromStart: Bool
    /// When the newest of its days' rankings was fetched.
    public var fetchedAt: Date?

    /// D+1 of the run the window shows (``RunRule``): the release date, or the first ranked day of a re-release or
    /// of a film without one; nil when no day of the window ranks the film and it has no release date.
    public let start: KobisDate?

    public init(
        movie: MovieDetail, points: [TrendPoint], from: KobisDate, to: KobisDate, fromStart: Bool = true,
        fetchedAt: Date? = nil
    ) {
        self.movie = movie
        let first = points.first { $0.entry != nil }?.date
        let start = first.map { RunRule.start(first: $0, release: movie.openDate) } ?? movie.openDate
        self.start = start
        self.points = points.map { point in
            var numbered = point
            numbered.day = start.map { RunRule.day(point.date, start: $0) }
            return numbered
        }
        self.from = from
        self.to = to
        self.fromStart = fromStart
        self.fetchedAt = fetchedAt
    }

    /// Days the film was in the top 10.
    public var daysInTopTen: Int { points.filter { $0.entry != nil }.count }

    /// The film's title, or its code when KOBIS has none.
    public var title: String { movie.title.isEmpty ? movie.code : movie.title }
    /// The title people read: English in English, when KOBIS has one.
    public var shownTitle: String { Formatting.title(title, english: movie.titleEnglish) }

    /// The run's milestones (1, 2, 3, 5, 10 million …), each on the first ranked day that shows it.
    public var milestones: [Milestone] { Milestones.find(points, release: start, fromStart: fromStart) }

    /// The run's figures: opening, weeks, totals, staying power, the peak's audience per show and screen, price.
    public var run: RunFigures { RunFigures(points, release: start) }
}
