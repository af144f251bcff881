import Foundation

/// One day of a film's run: its rank and figures, or nothing when it was not in KOBIS's top 10.
public struct TrendPoint: Sendable, Equatable {
    public let date: KobisDate
    public let entry: DailyBoxOfficeEntry?
    /// D+N in its run (``RunRule``): 1 on the release day, -1 the day before; nil when the run has no start.
    public var day: Int?

    public init(date: KobisDate, entry: DailyBoxOfficeEntry?, day: Int? = nil) {
        self.date = date
        self.entry = entry
        self.day = day
    }

    public var rank: Int? { entry?.rank }

    public func value(_ metric: TrendMetric, cumulative: Bool) -> Int64? {
        guard let entry else { return nil }
        switch metric {
        case .audience: return cumulative ? entry.audienceTotal : entry.audience
        case .sales: return cumulative ? entry.salesTotal : entry.sales
        case .screens: return entry.screens.map(Int64.init)
        case .shows: return entry.shows.map(Int64.init)
        case .rank: return Int64(entry.rank)
        }
    }
}

/// What a trend follows.
public enum TrendMetric: String, CaseIterable, Sendable {
    case audience, sales, screens, shows, rank

    /// Only audience and sales have a running total.
    public var hasTotal: Bool { self == .audience || self == .sales }
}
