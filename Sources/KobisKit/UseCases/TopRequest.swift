import Foundation

/// A period's top films: ranked by the audience counted on the days (or weekly periods) each was in the top 10.
public struct TopRequest: Sendable {
    public let window: TopWindow
    /// How many films, 1–100.
    public let limit: Int
    /// The weekly rankings of this kind instead of the daily ones.
    public let weekly: WeekKind?
    public let jobs: Int
    /// English titles from each listed film's detail (`--lang en`).
    public let englishTitles: Bool

    public init(
        _ window: TopWindow, limit: Int = 10, weekly: WeekKind? = nil, jobs: Int = 4, englishTitles: Bool = false
    ) {
        self.window = window
        self.limit = limit
        self.weekly = weekly
        self.jobs = jobs
        self.englishTitles = englishTitles
    }
}

extension KobisService {
    /// The days a top list covers. A year or a month that has not ended stops at yesterday in Korea; one that
    /// has not started is ``RequestError/dayNotYetCounted(_:latest:)``; 2004 (and May 2004) start on 2004-05-04.
    public func topDays(_ window: TopWindow) throws -> (from: KobisDate, to: KobisDate) {
        var first: KobisDate
        let last: KobisDate?
        switch window {
        case .year(let year):
            // 2004 starts with KOBIS's first day of figures, as a month does that ends after it.
            (first, last) = (KobisDate(year: year, month: 1, day: 1)!, KobisDate(year: year, month: 12, day: 31)!)
            first = max(first, KobisService.firstDayWithFigures)
        case .month(let month):
            (first, last) = (month.first, month.last)
            if month.last >= KobisService.firstDayWithFigures { first = max(first, KobisService.firstDayWithFigures) }
        case .range(let from, let to): (first, last) = (from, to)
        case .allTime(let from, let to): (first, last) = (from, to)
        }
        let end: KobisDate?
        switch window {
        case .range, .allTime: end = last
        default: end = last.map { min($0, latestDay) }
        }
        let days = try days(from: first, to: end)
        return (days[0], days[days.count - 1])
    }

    /// The rankings a top list reads: one per day, or one per weekly period that ends inside.
    public func topTargets(_ request: TopRequest) throws -> [RankingTarget] {
        let (from, to) = try topDays(request.window)
        if let kind = request.weekly { return try periods(kind, from: from, to: to).map(RankingTarget.period) }
        return try days(from: from, to: to).map(RankingTarget.day)
    }

    /// The top list: every ranking of the period (cached ones read from the cache) with at most `jobs` in flight,
    /// today's quota checked and `approval` asked before anything is sent. Only per-film sums are kept, so memory
    /// stays flat however long the period. A failed day throws ``RangeStop``.
    public func top(
        _ request: TopRequest, approval: RunApproval = .unasked,
        progress: ((RangeProgress) -> Void)? = nil
    ) async throws -> ListAnswer<TopFilm> {
        let targets = try topTargets(request)
        try await approve(targets.map { .ranking($0, RankingFilters()) }, approval)
        var tally = TopTally()
        var newest: Date?
        try await data.rankings(
            targets, jobs: request.jobs,
            deliver: { target, fetched in
                tally.add(fetched.value, target: target)
                newest = max(newest ?? fetched.fetchedAt, fetched.fetchedAt)
                return true
            }, progress: progress)
        var films = tally.ranked(limit: request.limit)
        if request.englishTitles {
            let found = try await data.films(films.map(\.movieCode), jobs: request.jobs)
            for index in films.indices {
                films[index].titleEnglish = found.details[films[index].movieCode]?.titleEnglish
            }
        }
        var answer = TopAnswers.answer(films, request: request, targets: targets, source: source)
        answer.fetchedAt = newest
        return answer
    }

    public func plan(for request: TopRequest) async throws -> RunPlan {
        let targets = try topTargets(request)
        let what = request.weekly == nil ? "the daily rankings" : "the weekly rankings"
        return try await plan(
            targets.map { .ranking($0, RankingFilters()) },
            what: "\(what) from \(targets[0].label) to \(targets[targets.count - 1].label)",
            then: request.englishTitles ? "for English titles, the listed films' details that are not cached" : nil)
    }
}
