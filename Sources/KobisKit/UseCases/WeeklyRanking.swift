/// One weekly period's ranking: `boxoffice weekly` and the MCP tool `weekly_box_office`. The period is the one of
/// `period`'s kind holding `date`, which must have ended; by default the last that has. The rest is
/// ``RankingAsk``. A period that lists no film is ``NoRanking``.
public struct WeeklyRanking: RankingUseCase {
    public var date: DateArgument?
    public var period: PeriodChoice
    public var ask: RankingAsk

    public static let parameters = [Parameter(Declared.date), Parameter(Declared.period)] + RankingAsk.parameters

    public init(_ values: some ParameterValues) throws {
        date = try values.given(Declared.date)
        period = try values.value(Declared.period) ?? .weekend
        ask = try RankingAsk(values)
    }

    /// The ranking of `period`, which must have ended.
    public init(_ period: BoxOfficePeriod, filters: FilterRequest = .init(), details: Bool = false, jobs: Int = 4) {
        date = .day(period.end)
        self.period = PeriodChoice.allCases.first { $0.kind == period.kind } ?? .weekend
        ask = RankingAsk(filters: filters, details: details, jobs: jobs)
    }

    /// The period asked for.
    public func target(_ service: KobisService) throws -> BoxOfficePeriod {
        try service.endedPeriod(period.kind, holding: date?.day(latest: service.latestDay))
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        try await service.plan(for: [ask.request(.period(try target(service)), try await ask.filters(service))])
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> Ranking {
        try await ask.run(.period(try target(service)), service, events: events)
    }
}
