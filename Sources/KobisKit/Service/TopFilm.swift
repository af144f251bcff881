/// One film of a period's top list: what it drew on the days (or weekly periods) it was in the top 10.
public struct TopFilm: Sendable, Equatable {
    /// Its place in the list, from 1.
    public var rank: Int
    public let movieCode: String
    public var title: String
    /// KOBIS's English title, when English titles were asked for and the film has one.
    public var titleEnglish: String?
    /// The audience counted on its days in the top 10 within the period.
    public var audience: Int64
    public var sales: Int64
    /// Days (weekly periods, for a weekly list) in the top 10 within the period.
    public var timesInTopTen: Int
    public var bestRank: Int
    /// The first day (the first period's first day) at its best rank.
    public var bestRankDate: KobisDate
    public var openDate: KobisDate?
    /// The cumulative (`audiAcc`) on its last ranked day in the period, and that day (a period's last day).
    public var audienceTotal: Int64?
    public var lastRankedDate: KobisDate
}
