import Foundation

/// The figures of the sample built into the binary (`--demo`): KOBIS's answers made from the sample's series by
/// ``DemoSource``, so that they agree with each other, with the sample's own gaps (``AnswerSource/sample``).
public struct SampleData: BoxOfficeData {
    private let base: KobisData
    /// The same answers, neither counted nor logged: the held days a history question reads, as an archive's are.
    private let uncounted: KobisData

    /// `ledger`, when given, counts the requests the sample answers (the sample's count); `log` hears each.
    public init(ledger: QuotaLedger? = nil, log: (@Sendable (RequestEvent) -> Void)? = nil) {
        let source = DemoSource(ledger: ledger, log: log)
        base = KobisData(manager: BoxOfficeManager(network: source, now: { DemoSource.now }, origin: .sample))
        let quiet = DemoSource(ledger: nil, log: nil)
        uncounted = KobisData(manager: BoxOfficeManager(network: quiet, now: { DemoSource.now }, origin: .sample))
    }

    public var origin: AnswerSource { .sample }

    /// The days the sample holds.
    public var days: ClosedRange<KobisDate> { DemoSource.days }

    /// The sample's days in columns, read through its own rankings (no request leaves the binary, and none is
    /// counted: a history question sends no request, as its dry run says).
    public func history(years: ClosedRange<Int>?) async throws -> ArchiveHistory {
        var held: [(day: KobisDate, entries: [DailyBoxOfficeEntry])] = []
        var targets: [RankingTarget] = []
        var day = days.lowerBound
        while day <= days.upperBound {
            if years?.contains(day.year) ?? true { targets.append(.day(day)) }
            day = day.adding(days: 1)
        }
        var newest: Date?
        try await uncounted.rankings(targets, jobs: 4) { target, fetched in
            if case .day(let day) = target { held.append((day, fetched.value.entries)) }
            newest = max(newest ?? fetched.fetchedAt, fetched.fetchedAt)
            return true
        }
        var history = ArchiveHistory(held)
        history.writtenAt = newest
        return history
    }

    public func ranking(_ target: RankingTarget, filters: RankingFilters) async throws -> Fetched<DailyBoxOffice> {
        try await base.ranking(target, filters: filters)
    }

    public func film(_ code: String, whole: Bool) async throws -> Fetched<MovieDetail> {
        try await base.film(code)
    }

    public func person(_ code: String) async throws -> Fetched<PersonDetail> { try await base.person(code) }

    public func company(_ code: String) async throws -> Fetched<CompanyDetail> { try await base.company(code) }

    public func movies(_ query: MovieQuery) async throws -> Fetched<MovieSearchPage> { try await base.movies(query) }

    public func people(_ query: PeopleQuery) async throws -> Fetched<PeopleSearchPage> { try await base.people(query) }

    public func companies(_ query: CompanyQuery) async throws -> Fetched<CompanySearchPage> {
        try await base.companies(query)
    }

    public func codes(_ list: CodeList) async throws -> Fetched<[Code]> { try await base.codes(list) }

    /// The sample keeps no cache: every ask is answered anew, and counted in its own ledger.
    public func holds(_ ask: DataAsk) -> Bool { base.holds(ask) }
}

extension KobisService {
    /// A service that answers from the sample built into the binary: no key, no network, no cache. Posters come
    /// from the sample's own OMDb. `ledger`, when given, counts the KOBIS requests the sample answers (the
    /// sample's count, never a key's); `log` hears each request. Its clock is the sample's (``DemoSource/now``),
    /// so "yesterday" is the sample's last day.
    public static func sample(
        ledger: QuotaLedger? = nil, log: (@Sendable (RequestEvent) -> Void)? = nil
    )
        -> KobisService
    {
        let clock: @Sendable () -> Date = { DemoSource.now }
        let omdb = BoxOfficeManager(network: DemoSource(ledger: ledger, log: log), now: clock, origin: .sample)
        return KobisService(
            data: SampleData(ledger: ledger, log: log),
            posterFinder: PosterFinder(omdb: omdb), ledger: ledger, sampleDays: DemoSource.days, timeout: 10,
            clock: clock)
    }
}
