import Foundation

/// The one door to the figures: rankings (one, or many in order), a film, a person, a company, the searches and
/// the code lists, each with where it came from. KOBIS through the cache (``KobisData``) and the sample built into
/// the binary (``SampleData``) conform; use cases read nothing else, and name no endpoint.
public protocol BoxOfficeData: Sendable {
    /// Who answers, as messages name it.
    var origin: AnswerSource { get }
    func ranking(_ target: RankingTarget, filters: RankingFilters) async throws -> Fetched<DailyBoxOffice>
    /// A film's detail. `whole`: with its crew too (the archive keeps a detail without it, docs/archive.md).
    func film(_ code: String, whole: Bool) async throws -> Fetched<MovieDetail>
    func person(_ code: String) async throws -> Fetched<PersonDetail>
    func company(_ code: String) async throws -> Fetched<CompanyDetail>
    func movies(_ query: MovieQuery) async throws -> Fetched<MovieSearchPage>
    func people(_ query: PeopleQuery) async throws -> Fetched<PeopleSearchPage>
    func companies(_ query: CompanyQuery) async throws -> Fetched<CompanySearchPage>
    func codes(_ list: CodeList) async throws -> Fetched<[Code]>
    /// Whether the answer to `ask` is held, so that asking sends nothing.
    func holds(_ ask: DataAsk) -> Bool
    /// Every day held without a request, in columns (an archive's year files, the sample's days), of the years
    /// asked (nil: every year); empty when nothing is held. Never sends a request.
    func history(years: ClosedRange<Int>?) async throws -> ArchiveHistory
    /// Why `asks` must be refused before anything is sent (days an offline source neither holds nor may ask for,
    /// naming them or the damaged file that should have held them); nil when they may go ahead.
    func refusal(_ asks: [DataAsk]) -> Error?
    /// Whether it asks again for what it holds (`--refresh`): then a question over a period reads each day afresh
    /// rather than the held history's columns.
    var asksAgain: Bool { get }
    /// The archive folder it keeps, which `sync` writes and `archive verify` checks; nil when it keeps none.
    var archive: ArchiveStore? { get }
    /// Whether the archive itself holds it (a dry run says "archived", not "cached"); false where there is none.
    func archives(_ ask: DataAsk) -> Bool
    /// Every archive folder it reads, its own first (``archive``), then a shared one behind it; empty without one.
    var heldArchives: [ArchiveStore] { get }
}

extension BoxOfficeData {
    public func history(years: ClosedRange<Int>?) async throws -> ArchiveHistory { ArchiveHistory() }
    public func refusal(_ asks: [DataAsk]) -> Error? { nil }
    public var asksAgain: Bool { false }
    public var archive: ArchiveStore? { nil }
    public var heldArchives: [ArchiveStore] { archive.map { [$0] } ?? [] }

    /// Every day held without a request, in columns: what a question over the whole history reads. A year file
    /// that cannot be used is its ``ArchiveError``, never an answer without that year.
    public func history() async throws -> ArchiveHistory {
        let history = try await history(years: nil)
        if let problem = history.damaged.first { throw problem }
        return history
    }

    /// A film's detail as rankings, trends and titles need it: the crew may be left out.
    public func film(_ code: String) async throws -> Fetched<MovieDetail> { try await film(code, whole: false) }

    /// How many of `asks` would send a request.
    public func unheld(_ asks: [DataAsk]) -> Int { asks.filter { !holds($0) }.count }

    public func archives(_ ask: DataAsk) -> Bool { false }

    /// The one loop over days and periods: every ranking of `targets`, handed to `deliver` in order as soon as every
    /// earlier one is, with at most `jobs` in flight and memory flat however long the list. `deliver` returning false
    /// stops the run; a failure stops it too, as ``KobisService/RangeStop`` naming its target.
    public func rankings(
        _ targets: [RankingTarget], filters: RankingFilters = .init(), jobs: Int,
        deliver: (RankingTarget, Fetched<DailyBoxOffice>) throws -> Bool,
        progress: ((RangeProgress) -> Void)? = nil
    ) async throws {
        try await rankings(
            targets, filters: filters, jobs: jobs, adding: { _, fetched in fetched }, deliver: deliver,
            progress: progress)
    }

    /// As ``rankings(_:filters:jobs:deliver:progress:)``, each ranking made into a `Value` by `adding` (which may
    /// ask for more, such as each film's detail) while later ones are in flight.
    public func rankings<Value: Sendable>(
        _ targets: [RankingTarget], filters: RankingFilters = .init(), jobs: Int,
        adding: @escaping @Sendable (RankingTarget, Fetched<DailyBoxOffice>) async throws -> Value,
        deliver: (RankingTarget, Value) throws -> Bool,
        progress: ((RangeProgress) -> Void)? = nil
    ) async throws {
        do {
            try await RangeFetcher<RankingTarget, Value>(jobs: jobs).run(
                targets,
                fetch: { target in
                    let fetched = try await self.ranking(target, filters: filters)
                    return (try await adding(target, fetched), fetched.fromCache)
                }, deliver: deliver, progress: progress)
        } catch let failure as RangeFetcher<RankingTarget, Value>.ItemFailure {
            throw KobisService.RangeStop(target: failure.item, error: failure.error)
        }
    }

    /// Every film's detail, each once, at most `jobs` in flight. A detail that fails for that film alone is in
    /// `failures`, in the order asked; a failure that stops a run (``KobisError/stopsRun``) ends the call.
    /// `progress` hears (done, wanted).
    public func films(
        _ codes: [String], jobs: Int = 4, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> (details: [String: MovieDetail], failures: [(code: String, error: KobisError)]) {
        var unique: [String] = []
        var seen: Set<String> = []
        for code in codes where seen.insert(code).inserted { unique.append(code) }
        var details: [String: MovieDetail] = [:]
        var failures: [(code: String, error: KobisError)] = []
        if unique.isEmpty { progress?(0, 0) }
        typealias Fetcher = RangeFetcher<String, Result<MovieDetail, KobisError>>
        do {
            try await Fetcher(jobs: jobs).run(
                unique,
                fetch: { code in
                    do { return (.success(try await self.film(code).value), false) } catch let error as KobisError
                        where !error.stopsRun
                    { return (.failure(error), false) }
                },
                deliver: { code, result in
                    switch result {
                    case .success(let detail): details[code] = detail
                    case .failure(let error): failures.append((code, error))
                    }
                    return true
                }, progress: { state in progress?(state.done, state.total) })
        } catch let failure as Fetcher.ItemFailure {
            throw failure.error
        }
        return (details, failures)
    }
}

extension ArchiveData {
    /// A day's or period's national ranking, or a film's detail, in the archive's own files.
    public func archives(_ ask: DataAsk) -> Bool {
        switch ask {
        case .ranking(let target, let filters): return archived(target, filters: filters) != nil || base.archives(ask)
        case .film(let code): return archivedFilm(code) != nil || base.archives(ask)
        default: return false
        }
    }
}
