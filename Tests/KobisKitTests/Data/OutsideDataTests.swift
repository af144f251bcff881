import Foundation
import KobisKit
import Testing

/// A source of figures written outside the library, with its public API alone (no `@testable` in this file): one
/// conformer of `BoxOfficeData` and `KobisService(data:clock:)` are all a test, or a second archive, needs for every
/// question of the history to read it (issue 41's "in-memory data source, used from a test target").
struct DaysInMemory: BoxOfficeData {
    let days: [KobisDate: [DailyBoxOfficeEntry]]

    var origin: AnswerSource { .kobis }

    private func fetched<T>(_ value: T) -> Fetched<T> {
        Fetched(value: value, fetchedAt: Date(timeIntervalSince1970: 0), fromCache: true)
    }

    func ranking(_ target: RankingTarget, filters: RankingFilters) async throws -> Fetched<DailyBoxOffice> {
        guard case .day(let day) = target, let entries = days[day] else {
            throw KobisError.notFound(kind: .movie, code: target.label)
        }
        return fetched(DailyBoxOffice(boxOfficeType: "일별 박스오피스", date: day, entries: entries))
    }

    func film(_ code: String, whole: Bool) async throws -> Fetched<MovieDetail> {
        throw KobisError.notFound(kind: .movie, code: code)
    }

    func person(_ code: String) async throws -> Fetched<PersonDetail> {
        throw KobisError.notFound(kind: .person, code: code)
    }

    func company(_ code: String) async throws -> Fetched<CompanyDetail> {
        throw KobisError.notFound(kind: .company, code: code)
    }

    func movies(_ query: MovieQuery) async throws -> Fetched<MovieSearchPage> {
        fetched(MovieSearchPage(total: 0, page: 1, perPage: 10, movies: []))
    }

    func people(_ query: PeopleQuery) async throws -> Fetched<PeopleSearchPage> {
        fetched(PeopleSearchPage(total: 0, page: 1, perPage: 10, people: []))
    }

    func companies(_ query: CompanyQuery) async throws -> Fetched<CompanySearchPage> {
        fetched(CompanySearchPage(total: 0, page: 1, perPage: 10, companies: []))
    }

    func codes(_ list: CodeList) async throws -> Fetched<[Code]> { fetched([]) }

    func holds(_ ask: DataAsk) -> Bool {
        guard case .ranking(.day(let day), _) = ask else { return false }
        return days[day] != nil
    }

    func history(years: ClosedRange<Int>?) async throws -> ArchiveHistory {
        ArchiveHistory(days.filter { years?.contains($0.key.year) ?? true }.map { (day: $0.key, entries: $0.value) })
    }
}

@Suite("A data source written outside the library")
struct OutsideDataTests {
    static func entry(_ rank: Int, _ code: String, audience: Int64, total: Int64) -> DailyBoxOfficeEntry {
        DailyBoxOfficeEntry(
            rank: rank, rankChange: .same, movieCode: code, title: "영화 \(code)",
            openDate: KobisDate(year: 2024, month: 1, day: 1), audience: audience, audienceTotal: total)
    }

    static let days: [KobisDate: [DailyBoxOfficeEntry]] = [
        KobisDate(year: 2024, month: 1, day: 1)!: [
            entry(1, "A", audience: 500, total: 500), entry(2, "B", audience: 90, total: 90),
        ],
        KobisDate(year: 2024, month: 1, day: 2)!: [
            entry(1, "B", audience: 700, total: 790), entry(2, "A", audience: 300, total: 800),
        ],
        KobisDate(year: 2024, month: 1, day: 3)!: [],
    ]

    static let service = KobisService(
        data: DaysInMemory(days: days), clock: { Date(timeIntervalSince1970: 1_706_000_000) })

    @Test func theHistoryQuestionsReadIt() async throws {
        let records = try BoxOfficeRecords(Texts(["kind": "single-day", "limit": "2"]))
        let answer = try await records.run(Self.service, events: UseCaseEvents())
        #expect(answer.rows.map { $0.movieCode } == ["B", "A"])
        #expect(answer.rows.map { $0.audience } == [700, 500])
        let heard = Notes()
        let top = try await TopFilms(Texts(["all-time": "true"]))
            .run(Self.service, events: UseCaseEvents(notify: heard.add))
        #expect(top.rows.map { $0.movieCode } == ["A", "B"], "800 against 790")
        #expect(heard.lines.contains { $0.contains("2024-01-03") }, "the empty day is said: \(heard.lines)")
    }

    @Test func aDayIsReadThroughIt() async throws {
        let day = DailyRanking(KobisDate(year: 2024, month: 1, day: 2))
        let answer = try await day.run(Self.service, events: UseCaseEvents())
        #expect(answer.boxOffice.entries.map { $0.movieCode } == ["B", "A"])
    }

    /// A front-end's values as text, converted by each declaration, as the command line's are.
    struct Texts: ParameterValues {
        let texts: [String: String]
        init(_ texts: [String: String]) { self.texts = texts }

        func given<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value? {
            try texts[declaration.spec.name].map(declaration.parse)
        }
    }

    final class Notes: @unchecked Sendable {
        private let lock = NSLock()
        private var heard: [String] = []
        var lines: [String] { lock.withLock { heard } }
        @Sendable func add(_ line: String) { lock.withLock { heard.append(line) } }
    }
}
