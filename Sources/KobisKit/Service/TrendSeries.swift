import Foundation

/// A film's run, day by day, read from the daily rankings.
public struct TrendSeries: Sendable {
    public let movie: MovieDetail
    public let points: [TrendPoint]
    /// The window asked (or chosen): from the release, at most ``KobisService/trendDefaultDays`` by default.
    public let from: KobisDate
    public let to: KobisDate
    /// The window starts where the film's audience does (its release, or a ranked screening before it), so every
    /// milestone of the window is known; false when `from` starts it later.
    public let fromStart: Bool
    /// When the newest of its days' rankings was fetched.
    public var fetchedAt: Date?

    public init(
        movie: MovieDetail, points: [TrendPoint], from: KobisDate, to: KobisDate, fromStart: Bool = true,
        fetchedAt: Date? = nil
    ) {
        self.movie = movie
        self.points = points
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
    public var milestones: [Milestone] { Milestones.find(points, release: movie.openDate, fromStart: fromStart) }

    /// The run's figures: opening, weeks, totals, staying power, the peak's audience per show and screen, price.
    public var run: RunFigures { RunFigures(points, release: movie.openDate) }
}
