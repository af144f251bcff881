import Foundation

/// How a film's rank moved since the previous day (or week).
public enum RankChange: Hashable, Sendable {
    /// First day in the ranking (`rankOldAndNew` = `NEW`).
    case new
    case up(Int)
    case down(Int)
    case same

    /// From KOBIS's `rankInten` (positive = climbed) and the `NEW` flag.
    public init(intensity: Int, isNew: Bool) {
        if isNew { self = .new }
        else if intensity > 0 { self = .up(intensity) }
        else if intensity < 0 { self = .down(-intensity) }
        else { self = .same }
    }

    /// Places gained (negative when lost); 0 for a new entry.
    public var delta: Int {
        switch self {
        case .new, .same: return 0
        case .up(let n): return n
        case .down(let n): return -n
        }
    }

    public var isNew: Bool { self == .new }
}

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

    public init(rank: Int, rankChange: RankChange, movieCode: String, title: String, openDate: KobisDate? = nil,
                audience: Int64? = nil, audienceChange: Int64? = nil, audienceChangePercent: Double? = nil,
                audienceTotal: Int64? = nil, sales: Int64? = nil, salesShare: Double? = nil, salesChange: Int64? = nil,
                salesChangePercent: Double? = nil, salesTotal: Int64? = nil, screens: Int? = nil, shows: Int? = nil) {
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

/// A whole daily (or weekly) ranking.
public struct DailyBoxOffice: Hashable, Sendable {
    /// KOBIS's own label, such as `일별 박스오피스`.
    public var boxOfficeType: String
    /// The day asked for.
    public var date: KobisDate
    /// The period the figures cover, from `showRange`.
    public var range: ClosedRange<KobisDate>?
    /// `yearWeekTime` on weekly answers (`YYYYww`).
    public var yearWeek: String?
    public var entries: [DailyBoxOfficeEntry]

    public init(boxOfficeType: String, date: KobisDate, range: ClosedRange<KobisDate>? = nil, yearWeek: String? = nil,
                entries: [DailyBoxOfficeEntry]) {
        self.boxOfficeType = boxOfficeType
        self.date = date
        self.range = range
        self.yearWeek = yearWeek
        self.entries = entries
    }
}
