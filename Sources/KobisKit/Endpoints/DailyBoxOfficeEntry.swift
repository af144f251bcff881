import Foundation

/// One ranked film on one day.
public struct DailyBoxOfficeEntry: Hashable, Sendable {
    public var rank: Int
    public var rankChange: RankChange
    public var movieCode: String
    public var title: String
    /// nil when KOBIS sends `""` or `" "` (re-releases, for one).
    public var openDate: KobisDate?
    /// Tickets sold on the day.
    public var audience: Int64?
    public var audienceChange: Int64?
    public var audienceChangePercent: Double?
    public var audienceTotal: Int64?
    /// Sales on the day, in KRW.
    public var sales: Int64?
    /// Percent of the day's total sales.
    public var salesShare: Double?
    public var salesChange: Int64?
    public var salesChangePercent: Double?
    public var salesTotal: Int64?
    public var screens: Int?
    public var shows: Int?

    public init(
        rank: Int, rankChange: RankChange, movieCode: String, title: String, openDate: KobisDate? = nil,
        audience: Int64? = nil, audienceChange: Int64? = nil, audienceChangePercent: Double? = nil,
        audienceTotal: Int64? = nil, sales: Int64? = nil, salesShare: Double? = nil, salesChange: Int64? = nil,
        salesChangePercent: Double? = nil, salesTotal: Int64? = nil, screens: Int? = nil, shows: Int? = nil
    ) {
        self.rank = rank
        self.rankChange = rankChange
        self.movieCode = movieCode
        self.title = title
        self.openDate = openDate
        self.audience = audience
        self.audienceChange = audienceChange
        self.audienceChangePercent = audienceChangePercent
        self.audienceTotal = audienceTotal
        self.sales = sales
        self.salesShare = salesShare
        self.salesChange = salesChange
        self.salesChangePercent = salesChangePercent
        self.salesTotal = salesTotal
        self.screens = screens
        self.shows = shows
    }
}
