/// What one ranking asks beyond its day or period, shared by ``DailyRanking`` and ``WeeklyRanking``: the filters
/// (a region by name), each film's detail or poster, and how many requests may be in flight.
public struct RankingAsk: Sendable {
    public var region: String?
    public var nation: NationChoice?
    public var kind: KindChoice?
    public var limit: Int?
    public var details: Bool
    public var jobs: Int
    /// Each film's poster from OMDb as well (the command line's `--posters`).
    public var posters = false
    /// The filters once resolved (a front-end that showed the region lookup on its own), so they are not asked again.
    public var resolved: RankingFilters?

    static let parameters = [
        Parameter(Declared.region), Parameter(Declared.nation), Parameter(Declared.kind), Parameter(Declared.limit),
        Parameter(Declared.details),
    ]

    init(_ values: some ParameterValues) throws {
        region = try values.given(Declared.region)
        nation = try values.given(Declared.nation)
        kind = try values.given(Declared.kind)
        limit = try values.given(Declared.limit)
        details = try values.flag(Declared.details)
        jobs = try values.value(Declared.jobs) ?? 4
    }

    init(filters: FilterRequest, details: Bool, jobs: Int) {
        region = filters.region
        nation = filters.nation
        kind = filters.kind
        limit = filters.limit
        self.details = details
        self.jobs = jobs
    }

    /// The filters asked for, a region name resolved through KOBIS's region list.
    public func filters(_ service: KobisService) async throws -> RankingFilters {
        if let resolved { return resolved }
        return try await service.filters(FilterRequest(region: region, nation: nation, kind: kind, limit: limit))
    }

    /// The request for `target`; in English (the task's ``Label/language``) with each film's English title.
    func request(_ target: RankingTarget, _ filters: RankingFilters) -> RankingRequest {
        RankingRequest(
            target, filters: filters, details: details, posters: posters, jobs: jobs,
            englishTitles: Label.language == .en)
    }

    /// The ranking of `target`; one that lists no film is ``NoRanking``, which carries it.
    func run(_ target: RankingTarget, _ service: KobisService, events: UseCaseEvents) async throws -> Ranking {
        let progress = events.progress
        let ranking = try await service.ranking(
            request(target, try await filters(service)),
            progress: { done, total in progress(RangeProgress(done: done, total: total, cached: 0)) },
            stream: events.posters)
        guard !ranking.boxOffice.entries.isEmpty else {
            var none = service.noFigures([target])
            none.ranking = ranking
            none.archived = service.data.archives(.ranking(target, ranking.filters))
            throw none
        }
        return ranking
    }
}

/// A use case of one ranking (a day's or a period's), with what it asks beyond its target.
public protocol RankingUseCase: UseCase<Ranking> {
    var ask: RankingAsk { get set }
}
