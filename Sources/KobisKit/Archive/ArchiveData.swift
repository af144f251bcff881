import Foundation

/// The figures with the archive in front: the national daily ranking of a day the archive holds comes from it (no
/// request); anything else goes to `base` (KOBIS through the cache). `refresh` asks `base` for everything;
/// `offline` never lets `base` send a request: what neither the archive nor the cache holds is
/// ``ArchiveError``. A damaged year file is never used: its days go to `base` as if the archive lacked them.
public struct ArchiveData: BoxOfficeData {
    public let base: any BoxOfficeData
    public let store: ArchiveStore
    public let offline: Bool
    public let refresh: Bool
    private let years = YearMemory()

    public init(base: any BoxOfficeData, store: ArchiveStore, offline: Bool = false, refresh: Bool = false) {
        self.base = base
        self.store = store
        self.offline = offline
        self.refresh = refresh
    }

    public var origin: AnswerSource { base.origin }

    /// The archived national ranking of `day`, when it is held and the ask is one the archive answers.
    func archived(_ target: RankingTarget, filters: RankingFilters) -> (entries: [DailyBoxOfficeEntry], at: Date)? {
        guard !refresh, case .day(let day) = target, filters.region == nil, filters.nation == nil,
            filters.category == nil, let year = years.year(day.year, store: store), let entries = year.days[day]
        else { return nil }
        return (Array(entries.prefix(filters.limit ?? 10)), year.writtenAt)
    }

    public func ranking(_ target: RankingTarget, filters: RankingFilters) async throws -> Fetched<DailyBoxOffice> {
        if let held = archived(target, filters: filters), case .day(let day) = target {
            let ranking = DailyBoxOffice(boxOfficeType: "일별 박스오피스", date: day, range: day...day, entries: held.entries)
            return Fetched(value: ranking, fetchedAt: held.at, fromCache: true)
        }
        if offline && !base.holds(.ranking(target, filters)) {
            if case .day(let day) = target { throw ArchiveError.missing(days: [day]) }
            throw ArchiveError.offline(what: target.label)
        }
        return try await base.ranking(target, filters: filters)
    }

    private func guarded<T>(_ ask: DataAsk, _ what: String, _ fetch: () async throws -> T) async throws -> T {
        if offline && !base.holds(ask) { throw ArchiveError.offline(what: what) }
        return try await fetch()
    }

    public func film(_ code: String) async throws -> Fetched<MovieDetail> {
        try await guarded(.film(code), "film \(code)") { try await base.film(code) }
    }

    public func person(_ code: String) async throws -> Fetched<PersonDetail> {
        try await guarded(.person(code), "person \(code)") { try await base.person(code) }
    }

    public func company(_ code: String) async throws -> Fetched<CompanyDetail> {
        try await guarded(.company(code), "company \(code)") { try await base.company(code) }
    }

    public func movies(_ query: MovieQuery) async throws -> Fetched<MovieSearchPage> {
        try await guarded(.movies(query), "that film search") { try await base.movies(query) }
    }

    public func people(_ query: PeopleQuery) async throws -> Fetched<PeopleSearchPage> {
        try await guarded(.people(query), "that people search") { try await base.people(query) }
    }

    public func companies(_ query: CompanyQuery) async throws -> Fetched<CompanySearchPage> {
        try await guarded(.companies(query), "that company search") { try await base.companies(query) }
    }

    public func codes(_ list: CodeList) async throws -> Fetched<[Code]> {
        try await guarded(.codes(list), "that code list") { try await base.codes(list) }
    }

    public func holds(_ ask: DataAsk) -> Bool {
        if case .ranking(let target, let filters) = ask, archived(target, filters: filters) != nil { return true }
        return base.holds(ask)
    }
}
