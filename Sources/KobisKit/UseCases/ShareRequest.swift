/// A film's share message: its sheet, and the numbers people paste in chats, the audience of its latest day in a
/// recent daily ranking and its 누적 (cumulative audience) then.
public struct ShareRequest: Sendable {
    public let film: String
    /// How many daily rankings, from yesterday in Korea back, are searched for the film: a week by default.
    public let days: Int

    public init(film: String, days: Int = ShareRequest.recentDays) {
        self.film = film
        self.days = max(1, days)
    }

    /// A week of daily rankings: a film in cinemas shows up in one of them.
    public static let recentDays = 7
    /// A film that opened longer ago than this before the latest day is not looked for in the rankings.
    public static let runDays = 365
}

extension ShareRequest {
    /// The film (by code or name) and, from the daily rankings of the last ``ShareRequest/days`` days (newest first,
    /// each one request, cached like any ranking), its latest ranked day. A ranking that cannot be read stops the
    /// search: the share comes back with ``FilmShare/failure`` set.
    public func share(_ service: KobisService, notify: Notify? = nil) async throws -> FilmShare {
        let code = try await service.code(film, kind: .movie, notify: notify)
        let movie = try await FilmLookup(code).run(service, events: UseCaseEvents(notify: notify ?? { _ in })).movie
        let days = recentRankingDays(latest: service.latestDay, opened: movie.openDate)
        do {
            for day in days {
                let ranking = try await service.ranking(.day(day))
                if let entry = ranking.boxOffice.entries.first(where: { $0.movieCode == code }) {
                    return FilmShare(movie: movie, ranked: RankedDay(day: day, entry: entry), failure: nil)
                }
            }
        } catch let error as KobisError {
            return FilmShare(movie: movie, ranked: nil, failure: error)
        }
        return FilmShare(movie: movie, ranked: nil, failure: nil)
    }

    /// The days searched, newest first: none for a film that opened more than a year before the latest day.
    func recentRankingDays(latest: KobisDate, opened: KobisDate?) -> [KobisDate] {
        if let opened, latest.daysSince(opened) > ShareRequest.runDays { return [] }
        return (0..<days).map { latest.adding(days: -$0) }
    }

    /// What the share would send, sending nothing.
    public func plan(_ service: KobisService) async throws -> RunPlan {
        let base = try await FilmLookup(film).plan(service)
        let rankings = Phrase.say(
            ko: "최신 관객 수와 누적 관객 수를 찾아 최근 날부터 일별 순위 최대 \(days)개",
            en: "up to \(days) daily rankings, newest first, for its latest audience and total")
        let then = base.then.map { Phrase.say(ko: "\($0), 그다음 \(rankings)", en: "\($0), then \(rankings)") }
        return RunPlan(plan: base.plan, what: base.what, then: then ?? rankings)
    }
}

/// What a share message tells: the film, and its latest ranked day when it was in a recent daily ranking.
public struct FilmShare: Sendable {
    public let movie: MovieDetail
    /// Nil when none of the recent daily rankings lists the film (or it opened too long ago to be looked for).
    public let ranked: RankedDay?
    /// Why the rankings could not all be read: the message then goes without the numbers.
    public let failure: KobisError?

    public init(movie: MovieDetail, ranked: RankedDay?, failure: KobisError? = nil) {
        self.movie = movie
        self.ranked = ranked
        self.failure = failure
    }
}

/// A film's latest day in a daily ranking: the day and its row (rank, audience, 누적).
public struct RankedDay: Sendable {
    public let day: KobisDate
    public let entry: DailyBoxOfficeEntry

    public init(day: KobisDate, entry: DailyBoxOfficeEntry) {
        self.day = day
        self.entry = entry
    }
}
