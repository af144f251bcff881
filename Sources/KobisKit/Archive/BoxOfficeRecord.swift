/// One line of a `records` list: a film and the figure it holds the record with (docs/archive.md).
public struct BoxOfficeRecord: Sendable, Equatable {
    /// Its place in the list, from 1.
    public var rank: Int
    public let movieCode: String
    public let title: String
    public let openDate: KobisDate?
    /// The opening day, the single day, the day a milestone was passed, or the first day of a run or in the top 10.
    public let date: KobisDate
    /// The last day of a run at number one, or the last day in the top 10.
    public let endDate: KobisDate?
    /// The day's audience (opening, single day), the audience summed over a run or the days in the top 10, or the
    /// cumulative on the day a milestone was passed.
    public let audience: Int64
    /// Days: D+N of a milestone (the release day is D+1), a run's length, the days in the top 10.
    public let days: Int?
    /// The film's rank on the day (opening, single day).
    public let dayRank: Int?
    /// The English title the archive holds for the film, in English (`--lang en`).
    public var titleEnglish: String?

    public init(
        rank: Int = 0, movieCode: String, title: String, openDate: KobisDate?, date: KobisDate,
        endDate: KobisDate? = nil, audience: Int64, days: Int? = nil, dayRank: Int? = nil
    ) {
        self.rank = rank
        self.movieCode = movieCode
        self.title = title
        self.openDate = openDate
        self.date = date
        self.endDate = endDate
        self.audience = audience
        self.days = days
        self.dayRank = dayRank
    }
}
