import Foundation

/// What a trend follows.
public enum TrendMetric: String, CaseIterable, Sendable {
    case audience, sales, screens, shows, rank

    /// Only audience and sales have a running total.
    public var hasTotal: Bool { self == .audience || self == .sales }
}

/// One day of a film's run: its rank and figures, or nothing when it was not in KOBIS's top 10.
public struct TrendPoint: Sendable, Equatable {
    public let date: KobisDate
    public let entry: DailyBoxOfficeEntry?

    public init(date: KobisDate, entry: DailyBoxOfficeEntry?) {
        self.date = date
        self.entry = entry
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

/// A film's run, day by day, read from the daily rankings.
public struct TrendSeries: Sendable {
    public let movie: MovieDetail
    public let points: [TrendPoint]
    /// The window asked (or chosen): from the release, at most ``KobisService/trendDefaultDays`` by default.
    public let from: KobisDate
    public let to: KobisDate

    /// Days the film was in the top 10.
    public var daysInTopTen: Int { points.filter { $0.entry != nil }.count }
}

extension KobisService {
    /// A trend without `to` covers at most this many days.
    public static let trendDefaultDays = 180
    /// A trend without `to` ends once the film has been out of the top 10 this many days in a row.
    public static let trendStopAfterDaysOut = 7

    /// A film's run: from `from` (default its release date) to `to` (default 180 days on, or yesterday), with at
    /// most `jobs` requests in flight, the quota checked and `approval` asked first. Without `to` it ends once the
    /// film has been out of the top 10 for a week. A failed day throws ``RangeStop``.
    public func trend(movieCode code: String, from: KobisDate?, to: KobisDate?, jobs: Int, approval: RunApproval = .unasked,
                      progress: ((RangeProgress) -> Void)? = nil) async throws -> TrendSeries {
        let explicitEnd = try to.map { try countedDay($0) }
        let movie = try await manager.movie(code: code)
        let days = try trendDays(movie, from: from, to: to)
        try await approve(days.map { Endpoint.daily(date: $0) }, approval)
        let (start, end) = (days.first!, days.last!)
        var points: [TrendPoint] = []
        var daysOut = 0
        var seen = false
        let manager = self.manager
        do {
            try await RangeFetcher<KobisDate, DailyBoxOffice>(jobs: jobs).run(days, fetch: { day in
                let fetched = try await manager.fetchWithProvenance(.daily(date: day))
                return (fetched.value, fetched.fromCache)
            }, deliver: { day, ranking in
                let entry = ranking.entries.first { $0.movieCode == code }
                points.append(TrendPoint(date: day, entry: entry))
                if entry == nil { daysOut += 1 } else { daysOut = 0; seen = true }
                return explicitEnd != nil || daysOut < KobisService.trendStopAfterDaysOut
                    || (!seen && points.count < KobisService.trendStopAfterDaysOut)
            }, progress: progress)
        } catch let failure as RangeFetcher<KobisDate, DailyBoxOffice>.ItemFailure {
            throw RangeStop(target: .day(failure.item), error: failure.error)
        }
        return TrendSeries(movie: movie, points: points, from: start, to: end)
    }

    /// The days a trend of `movie` covers: from `from` (default its release) to `to` (default 180 days on, or
    /// yesterday); without `to` the run may end sooner.
    public func trendDays(_ movie: MovieDetail, from: KobisDate?, to: KobisDate?) throws -> [KobisDate] {
        let latest = latestDay
        let explicitEnd = try to.map { try countedDay($0) }
        let explicitStart = try from.map { try countedDay($0) }
        guard let start = explicitStart ?? movie.openDate else {
            throw RequestError.noReleaseDate(movieCode: movie.code, in: answerSource)
        }
        guard start <= latest else { throw RequestError.notYetOpen(movieCode: movie.code, opens: start, latest: latest) }
        let end = explicitEnd ?? min(latest, start.adding(days: KobisService.trendDefaultDays - 1))
        return try days(from: start, to: end)
    }
}
