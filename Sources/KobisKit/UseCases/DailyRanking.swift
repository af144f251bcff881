/// One day's ranking: `boxoffice daily`, the MCP tool `daily_box_office` and browse's day. The day defaults to
/// yesterday in Korea; the rest is ``RankingAsk``. A day that lists no film is ``NoRanking``.
public struct DailyRanking: RankingUseCase {
    public var date: DateArgument?
    public var ask: RankingAsk

    public static let parameters = [Parameter(Declared.date)] + RankingAsk.parameters

    public init(_ values: some ParameterValues) throws {
        date = try values.given(Declared.date)
        ask = try RankingAsk(values)
    }

    public init(_ day: KobisDate? = nil, filters: FilterRequest = .init(), details: Bool = false, jobs: Int = 4) {
        date = day.map { .day($0) }
        ask = RankingAsk(filters: filters, details: details, jobs: jobs)
    }

    /// Refuses, with no service and no clock, a day before KOBIS's first figures.
    public func check() throws {
        if case .day(let day)? = date { try KobisService.requireFigures(day) }
    }

    /// The day asked for: yesterday in Korea by default; a day without figures yet, or before KOBIS's first, is
    /// refused before anything is sent.
    public func day(_ service: KobisService) throws -> KobisDate {
        try service.countedDay(date?.day(latest: service.latestDay))
    }

    /// The day resolved once and kept as the asked date, so that a front-end naming it (`-o daily-{date}.csv`) and
    /// the run read the same day.
    public mutating func pin(_ service: KobisService) throws -> KobisDate {
        let resolved = try day(service)
        date = .day(resolved)
        return resolved
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        try await service.plan(for: [ask.request(.day(try day(service)), try await ask.filters(service))])
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> Ranking {
        try await ask.run(.day(try day(service)), service, events: events)
    }
}
