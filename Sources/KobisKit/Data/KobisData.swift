import Foundation

/// The figures from KOBIS (or any server that answers as it does) through the response cache: each ask is one
/// endpoint, sent by ``BoxOfficeManager``. The only place above the manager that names endpoints.
public struct KobisData: BoxOfficeData {
    public let manager: BoxOfficeManager

    public init(manager: BoxOfficeManager) { self.manager = manager }

    public var origin: AnswerSource { manager.origin }

    /// The endpoint of a ranking: a day's, or a weekly period's.
    static func endpoint(_ target: RankingTarget, filters: RankingFilters) -> Endpoint<DailyBoxOffice> {
        switch target {
        case .day(let day): return .daily(date: day, filters: filters.query)
        case .period(let period): return .weekly(date: period.end, week: period.kind, filters: filters.query)
        }
    }

    public func ranking(_ target: RankingTarget, filters: RankingFilters) async throws -> Fetched<DailyBoxOffice> {
        try await manager.fetchWithProvenance(KobisData.endpoint(target, filters: filters))
    }

    public func film(_ code: String, whole: Bool) async throws -> Fetched<MovieDetail> {
        try await manager.fetchWithProvenance(.movieInfo(code: code))
    }

    public func person(_ code: String) async throws -> Fetched<PersonDetail> {
        try await manager.fetchWithProvenance(.personInfo(code: code))
    }

    public func company(_ code: String) async throws -> Fetched<CompanyDetail> {
        try await manager.fetchWithProvenance(.companyInfo(code: code))
    }

    public func movies(_ query: MovieQuery) async throws -> Fetched<MovieSearchPage> {
        try await manager.fetchWithProvenance(.movieList(query))
    }

    public func people(_ query: PeopleQuery) async throws -> Fetched<PeopleSearchPage> {
        try await manager.fetchWithProvenance(.peopleList(query))
    }

    public func companies(_ query: CompanyQuery) async throws -> Fetched<CompanySearchPage> {
        try await manager.fetchWithProvenance(.companyList(query))
    }

    public func codes(_ list: CodeList) async throws -> Fetched<[Code]> {
        try await manager.fetchWithProvenance(.codes(list))
    }

    public func holds(_ ask: DataAsk) -> Bool {
        switch ask {
        case .ranking(let target, let filters): return manager.isCached(KobisData.endpoint(target, filters: filters))
        case .film(let code): return manager.isCached(Endpoint.movieInfo(code: code))
        case .person(let code): return manager.isCached(Endpoint.personInfo(code: code))
        case .company(let code): return manager.isCached(Endpoint.companyInfo(code: code))
        case .movies(let query): return manager.isCached(Endpoint.movieList(query))
        case .people(let query): return manager.isCached(Endpoint.peopleList(query))
        case .companies(let query): return manager.isCached(Endpoint.companyList(query))
        case .codes(let list): return manager.isCached(Endpoint.codes(list))
        }
    }
}
