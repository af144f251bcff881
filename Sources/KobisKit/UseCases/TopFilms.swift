/// A period's top films: `boxoffice top` and the MCP tool `top_movies`. The period is exactly one of a calendar
/// year, a month, or a range from `from` (to `to`, default yesterday in Korea); the films are ranked by the audience
/// counted on the days (or, with `weekly`, the periods) each was in the top 10. A period in which no ranking lists a
/// film is ``NoRanking``. `allTime` ranks every day the archive (or the sample) holds, with no request; with nothing
/// held it is ``NoRecords``. A daily list whose every day the archive holds is counted from its columns
/// (``ArchiveHistory``), as the same list from the rankings would be.
public struct TopFilms: UseCase {
    /// A year, a month, a range or every held day: exactly one.
    public var period: HistoryPeriod
    public var limit: Int
    public var weekly: Bool
    /// Whether `weekPeriod` was given: it goes with `weekly` only.
    public var weekPeriodGiven: Bool
    public var weekPeriod: PeriodChoice
    public var jobs: Int

    static let ways: [HistoryPeriod.Way] = [.year, .month, .range, .allTime]

    public static let parameters =
        HistoryPeriod.parameters(ways) + [
            Parameter(Declared.topLimit), Parameter(Declared.weekly), Parameter(Declared.period),
        ]

    public init(_ values: some ParameterValues) throws {
        period = try HistoryPeriod(values, ways: Self.ways, required: true)
        limit = try values.value(Declared.topLimit) ?? 10
        weekly = try values.flag(Declared.weekly)
        let weekPeriod = try values.given(Declared.period)
        weekPeriodGiven = weekPeriod != nil
        self.weekPeriod = weekPeriod ?? .weekend
        jobs = try values.value(Declared.jobs) ?? 4
    }

    /// Every held day, with no request.
    public var allTime: Bool { period.allTime }

    /// Checks that the parameters go together, before anything is sent.
    public func check() throws {
        try period.check()
        if allTime && weekly {
            throw ParameterProblem.onlyOne(of: [Declared.allTime.spec, Declared.weekly.spec], what: "ranking")
        }
        if weekPeriodGiven && !weekly {
            throw ParameterProblem.goesWith(Declared.period.spec, partner: Declared.weekly.spec)
        }
    }

    /// The request, its window resolved with the service's clock.
    public func request(_ service: KobisService) throws -> TopRequest {
        try check()
        guard let window = try period.window(service) else { throw period.missing }
        return TopRequest(
            window, limit: limit, weekly: weekly ? weekPeriod.kind : nil, jobs: jobs,
            englishTitles: Label.language == .en)
    }

    /// The rankings the list reads: its days, or its periods.
    public func targets(_ service: KobisService) throws -> [RankingTarget] {
        try request(service).targets(service)
    }

    /// `days` or `periods`.
    public var unit: String { weekly ? "periods" : "days" }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        if allTime {
            try check()
            return try await service.plan([], what: KobisService.readingTheArchive)
        }
        return try await request(service).plan(service)
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ListAnswer<TopFilm> {
        let request = try request(service)
        if allTime { return try await everyHeldDay(request, service, events: events) }
        let answer: ListAnswer<TopFilm>
        if let archived = try await archived(request, service) {
            answer = archived
        } else {
            answer = try await request.top(service, approval: events.approval, progress: events.progress)
            guard !answer.rows.isEmpty else { throw service.noFigures(try request.targets(service)) }
        }
        if request.weekly == nil, !service.data.asksAgain {
            let (from, to) = try request.window.days(service)
            let history = try await service.data.history(years: from.year...to.year)
            if let notice = history.emptyDaysNotice(from: from, to: to) { events.notify(notice) }
        }
        return answer
    }

    /// The list of every day held.
    func everyHeldDay(
        _ request: TopRequest, _ service: KobisService, events: UseCaseEvents
    ) async throws -> ListAnswer<TopFilm> {
        let history = try await service.data.history()
        guard let span = history.span else {
            throw NoRecords(nil, from: nil, to: nil, held: 0, source: service.answerSource)
        }
        let films = history.top(from: nil, to: nil, limit: limit)
        guard !films.isEmpty else {
            throw NoRecords(
                nil, from: span.lowerBound, to: span.upperBound, held: history.heldDays.count,
                source: service.answerSource)
        }
        if let notice = history.emptyDaysNotice(from: span.lowerBound, to: span.upperBound) { events.notify(notice) }
        let window = TopRequest(
            .allTime(from: span.lowerBound, to: span.upperBound), limit: request.limit, jobs: request.jobs,
            englishTitles: request.englishTitles)
        return try await answer(films, window, from: span.lowerBound, to: span.upperBound, history, service)
    }

    /// A daily list whose every day the archive holds, counted from its columns; nil otherwise.
    func archived(_ request: TopRequest, _ service: KobisService) async throws -> ListAnswer<TopFilm>? {
        guard request.weekly == nil, !service.data.asksAgain else { return nil }
        let (from, to) = try request.window.days(service)
        let history = try await service.data.history(years: from.year...to.year)
        guard history.holdsEvery(from: from, to: to) else { return nil }
        let films = history.top(from: from, to: to, limit: request.limit)
        guard !films.isEmpty else { return nil }
        return try await answer(films, request, from: from, to: to, history, service)
    }

    private func answer(
        _ films: [TopFilm], _ request: TopRequest, from: KobisDate, to: KobisDate, _ history: ArchiveHistory,
        _ service: KobisService
    ) async throws -> ListAnswer<TopFilm> {
        var films = films
        if request.englishTitles {
            // English titles from the films' details; where they cannot be had (offline, and the archive lacks a
            // film's), from the details held, and the rest keep their Korean titles.
            let codes = films.map(\.movieCode)
            let found: (details: [String: MovieDetail], failures: [(code: String, error: KobisError)])
            do {
                found = try await service.data.films(codes, jobs: request.jobs)
            } catch let error as ArchiveError {
                guard case .offline = error else { throw error }
                found = try await service.data.films(codes.filter { service.data.holds(.film($0)) }, jobs: request.jobs)
            }
            for index in films.indices {
                films[index].titleEnglish = found.details[films[index].movieCode]?.titleEnglish
            }
        }
        var answer = TopAnswers.answer(
            films, request: request, targets: [.day(from), .day(to)], source: service.source)
        answer.fetchedAt = history.writtenAt
        return answer
    }
}
