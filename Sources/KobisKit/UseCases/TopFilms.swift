/// A period's top films: `boxoffice top` and the MCP tool `top_movies`. The period is exactly one of a calendar
/// year, a month, or a range from `from` (to `to`, default yesterday in Korea); the films are ranked by the audience
/// counted on the days (or, with `weekly`, the periods) each was in the top 10. A period in which no ranking lists a
/// film is ``NoRanking``. `allTime` ranks every day the archive (or the sample) holds, with no request; with nothing
/// held it is ``NoRecords``. A daily list whose every day the archive holds is counted from its columns
/// (``ArchiveHistory``), as the same list from the rankings would be.
public struct TopFilms: UseCase {
    public var year: Int?
    public var month: CalendarMonth?
    public var allTime: Bool
    public var from: DateArgument?
    public var to: DateArgument?
    public var limit: Int
    public var weekly: Bool
    /// Whether `period` was given: it goes with `weekly` only.
    public var periodGiven: Bool
    public var period: PeriodChoice
    public var jobs: Int

    public static let parameters = [
        Parameter(Declared.calendarYear), Parameter(Declared.month), Parameter(Declared.from), Parameter(Declared.to),
        Parameter(Declared.topLimit), Parameter(Declared.weekly), Parameter(Declared.period),
        Parameter(Declared.allTime),
    ]

    public init(_ values: some ParameterValues) throws {
        year = try values.given(Declared.calendarYear)
        month = try values.given(Declared.month)
        allTime = try values.flag(Declared.allTime)
        from = try values.given(Declared.from)
        to = try values.given(Declared.to)
        limit = try values.value(Declared.topLimit) ?? 10
        weekly = try values.flag(Declared.weekly)
        let period = try values.given(Declared.period)
        periodGiven = period != nil
        self.period = period ?? .weekend
        jobs = try values.value(Declared.jobs) ?? 4
    }

    /// Checks that the parameters go together, before anything is sent.
    public func check() throws {
        let periods = [
            (year != nil, Declared.calendarYear.spec), (month != nil, Declared.month.spec),
            (from != nil, Declared.from.spec), (allTime, Declared.allTime.spec),
        ]
        let given = periods.filter(\.0).map(\.1)
        if given.isEmpty { throw ParameterProblem.needsOne(of: periods.map(\.1), what: "period") }
        if given.count > 1 { throw ParameterProblem.onlyOne(of: given, what: "period") }
        if to != nil && from == nil { throw ParameterProblem.goesWith(Declared.to.spec, partner: Declared.from.spec) }
        if allTime && weekly {
            throw ParameterProblem.onlyOne(of: [Declared.allTime.spec, Declared.weekly.spec], what: "ranking")
        }
        if periodGiven && !weekly {
            throw ParameterProblem.goesWith(Declared.period.spec, partner: Declared.weekly.spec)
        }
    }

    /// The request, its window resolved with the service's clock.
    public func request(_ service: KobisService) throws -> TopRequest {
        try check()
        let latest = service.latestDay
        let first = KobisService.firstDayWithFigures
        if let year, year < first.year {
            throw RequestError.periodBeforeFigures(parameter: "year", value: String(year), first: first)
        }
        if let month, month.last < first {
            let text = String(format: "%04d-%02d", month.year, month.month)
            throw RequestError.periodBeforeFigures(parameter: "month", value: text, first: first)
        }
        let window: TopWindow
        if let year {
            window = .year(year)
        } else if let month {
            window = .month(month)
        } else if allTime {
            window = .allTime(from: ArchiveStore.firstDay, to: latest)
        } else {
            window = .range(from: from!.resolved(latest: latest), to: to?.day(latest: latest))
        }
        return TopRequest(
            window, limit: limit, weekly: weekly ? period.kind : nil, jobs: jobs, englishTitles: Label.language == .en)
    }

    /// The rankings the list reads: its days, or its periods.
    public func targets(_ service: KobisService) throws -> [RankingTarget] {
        try service.topTargets(try request(service))
    }

    /// `days` or `periods`.
    public var unit: String { weekly ? "periods" : "days" }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        if allTime {
            try check()
            return try await service.plan([], what: "reading the archive's held days")
        }
        return try await service.plan(for: try request(service))
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ListAnswer<TopFilm> {
        let request = try request(service)
        if allTime { return try await everyHeldDay(request, service, events: events) }
        let answer: ListAnswer<TopFilm>
        if let archived = try await archived(request, service) {
            answer = archived
        } else {
            answer = try await service.top(request, approval: events.approval, progress: events.progress)
            guard !answer.rows.isEmpty else { throw service.noFigures(try service.topTargets(request)) }
        }
        if request.weekly == nil, !service.data.asksAgain {
            let (from, to) = try service.topDays(request.window)
            let history = try await service.data.history(years: from.year...to.year)
            if let notice = history.emptyDaysNotice(from: from, to: to) { events.notify(notice) }
        }
        return answer
    }

    /// The list of every day held.
    func everyHeldDay(
        _ request: TopRequest, _ service: KobisService, events: UseCaseEvents
    ) async throws -> ListAnswer<TopFilm> {
        let history = try await service.heldHistory()
        for problem in history.damaged {
            events.notify(
                Phrase.say(
                    ko: "\(problem.description) (그 파일의 날은 뺐습니다)",
                    en: "\(problem.description): its days are left out"))
        }
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
        let (from, to) = try service.topDays(request.window)
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
            let found = try await service.data.films(films.map(\.movieCode), jobs: request.jobs)
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
