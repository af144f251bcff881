/// A period's top films: `boxoffice top` and the MCP tool `top_movies`. The period is exactly one of a calendar
/// year, a month, or a range from `from` (to `to`, default yesterday in Korea); the films are ranked by the audience
/// counted on the days (or, with `weekly`, the periods) each was in the top 10. A period in which no ranking lists a
/// film is ``NoRanking``.
public struct TopFilms: UseCase {
    public var year: Int?
    public var month: CalendarMonth?
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
    ]

    public init(_ values: some ParameterValues) throws {
        year = try values.given(Declared.calendarYear)
        month = try values.given(Declared.month)
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
        let periods = [Declared.calendarYear.spec, Declared.month.spec, Declared.from.spec]
        let given = [year != nil, month != nil, from != nil].filter { $0 }.count
        if given == 0 { throw ParameterProblem.needsOne(of: periods, what: "period") }
        if given > 1 { throw ParameterProblem.onlyOne(of: periods, what: "period") }
        if to != nil && from == nil { throw ParameterProblem.goesWith(Declared.to.spec, partner: Declared.from.spec) }
        if periodGiven && !weekly {
            throw ParameterProblem.goesWith(Declared.period.spec, partner: Declared.weekly.spec)
        }
    }

    /// The request, its window resolved with the service's clock.
    public func request(_ service: KobisService) throws -> TopRequest {
        try check()
        let latest = service.latestDay
        let window: TopWindow
        if let year {
            window = .year(year)
        } else if let month {
            window = .month(month)
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
        try await service.plan(for: try request(service))
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ListAnswer<TopFilm> {
        let request = try request(service)
        let answer = try await service.top(request, approval: events.approval, progress: events.progress)
        guard !answer.rows.isEmpty else { throw service.noFigures(try service.topTargets(request)) }
        return answer
    }
}
