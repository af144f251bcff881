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

extension TopRequest {
    /// The rankings a top list reads: one per day, or one per weekly period that ends inside.
    public func targets(_ service: KobisService) throws -> [RankingTarget] {
        let (from, to) = try window.days(service)
        if let kind = weekly { return try service.periods(kind, from: from, to: to).map(RankingTarget.period) }
        return try service.days(from: from, to: to).map(RankingTarget.day)
    }

    /// The top list: every ranking of the period (cached ones read from the cache) with at most `jobs` in flight,
    /// today's quota checked and `approval` asked before anything is sent. Only per-film sums are kept, so memory
    /// stays flat however long the period. A failed day throws ``RangeStop``.
    public func top(
        _ service: KobisService, approval: RunApproval = .unasked, progress: ((RangeProgress) -> Void)? = nil
    ) async throws -> ListAnswer<TopFilm> {
        let request = self
        let data = service.data
        let targets = try targets(service)
        try await service.approve(targets.map { .ranking($0, RankingFilters()) }, approval)
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
        var answer = TopAnswers.answer(films, request: request, targets: targets, source: service.source)
        answer.fetchedAt = newest
        return answer
    }

    /// What the list would send, sending nothing.
    public func plan(_ service: KobisService) async throws -> RunPlan {
        let request = self
        let targets = try targets(service)
        let (first, last) = (targets[0].label, targets[targets.count - 1].label)
        let what =
            request.weekly == nil
            ? Phrase.say(ko: "\(first) ~ \(last) 일별 순위", en: "the daily rankings from \(first) to \(last)")
            : Phrase.say(ko: "\(first) ~ \(last) 주간 순위", en: "the weekly rankings from \(first) to \(last)")
        return try await service.plan(
            targets.map { .ranking($0, RankingFilters()) }, what: what,
            then: request.englishTitles
                ? Phrase.say(
                    ko: "영어 제목을 위해 목록에 든 영화 중 캐시에 없는 영화의 상세 정보",
                    en: "for English titles, the listed films' details that are not cached")
                : nil)
    }
}
