/// Every ranking of a range, in order: `daily`/`weekly` with `--from`, and the MCP tool `box_office_range`. The
/// range is expanded here (days, or the periods of `period`'s kind that end inside it, with `weekly`), checked
/// against the quota and put to the approval before anything is sent. A range in which no day lists a film is
/// ``NoRanking``; days without films among others are named in the ``RangeOutcome``.
public struct RankingRange: UseCase {
    public var from: DateArgument
    public var to: DateArgument?
    /// The weekly rankings instead of the daily ones.
    public var weekly: Bool
    public var period: PeriodChoice
    public var ask: RankingAsk

    public static let parameters =
        [
            Parameter(Declared.from, required: true), Parameter(Declared.to), Parameter(Declared.weekly),
            Parameter(Declared.period),
        ]
        + RankingAsk.parameters

    public init(_ values: some ParameterValues) throws {
        guard let from = try values.given(Declared.from) else {
            throw ConversionError(
                Phrase.say(
                    ko: "꼭 필요합니다",
                    en: "is needed")
            ).named("from")
        }
        self.from = from
        to = try values.given(Declared.to)
        weekly = try values.flag(Declared.weekly)
        period = try values.value(Declared.period) ?? .weekend
        ask = try RankingAsk(values)
    }

    /// Refuses, with no service and no clock, a range that starts before KOBIS's first figures.
    public func check() throws {
        if case .day(let day) = from { try KobisService.requireFigures(day) }
    }

    /// The days, or the periods, of the range.
    public func targets(_ service: KobisService) throws -> [RankingTarget] {
        let latest = service.latestDay
        let start = from.resolved(latest: latest)
        let end = to?.day(latest: latest)
        guard weekly else { return try service.days(from: start, to: end).map(RankingTarget.day) }
        return try service.periods(period.kind, from: start, to: end).map(RankingTarget.period)
    }

    /// `days` or `periods`, as progress and notes count them.
    public var unit: String { weekly ? "periods" : "days" }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        let filters = try await ask.filters(service)
        return try await service.plan(for: try targets(service).map { ask.request($0, filters) })
    }

    /// Every ranking, handed to `deliver` in order as it arrives (returning false stops the run). A failed day or
    /// period throws ``KobisService/RangeStop`` after every earlier one was delivered.
    public func run(
        _ service: KobisService, events: UseCaseEvents, deliver: (Ranking) throws -> Bool
    ) async throws -> RangeOutcome {
        let targets = try targets(service)
        let filters = try await ask.filters(service)
        try await service.approve(targets.map { .ranking($0, filters) }, events.approval)
        var empty: [RankingTarget] = []
        var delivered = 0
        let missing = try await service.rankings(
            targets, filters: filters, details: ask.details, jobs: ask.jobs,
            englishTitles: Label.language == .en,
            deliver: { ranking in
                if ranking.boxOffice.entries.isEmpty { empty.append(ranking.target) }
                delivered += 1
                return try deliver(ranking)
            }, progress: events.progress)
        if delivered == targets.count, empty.count == targets.count {
            var none = service.noFigures(targets)
            none.archived = targets.allSatisfy { service.data.archives(.ranking($0, filters)) }
            throw none
        }
        return RangeOutcome(targets: targets, empty: empty, missing: missing)
    }

    /// Every ranking of the range, collected.
    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> [Ranking] {
        var rankings: [Ranking] = []
        _ = try await run(service, events: events) { ranking in
            rankings.append(ranking)
            return true
        }
        return rankings
    }
}

/// How a range ended: what it covered, the days or periods without films, the films whose detail failed.
public struct RangeOutcome: Sendable {
    public let targets: [RankingTarget]
    public let empty: [RankingTarget]
    public let missing: [Missing]
}
