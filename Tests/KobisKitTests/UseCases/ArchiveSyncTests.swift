import Foundation
import Testing

@testable import KobisKit

/// `sync`'s rules in its use case: newest first, the missing days plus the recheck window, the budget, and the days
/// KOBIS revised counted.
@Suite("Use case: the archive's sync")
struct ArchiveSyncTests {
    /// One film a day; its audience is the day's number plus the current revision. Counts what it is asked.
    final class Figures: BoxOfficeData, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [KobisDate] = []
        private var revision: Int64 = 0
        private var filmsAsked: [String] = []
        var films: [String] { lock.withLock { filmsAsked } }

        var origin: AnswerSource { .kobis }
        var days: [KobisDate] { lock.withLock { asked } }
        func revise() { lock.withLock { revision += 1 } }

        func ranking(_ target: RankingTarget, filters: RankingFilters) async throws -> Fetched<DailyBoxOffice> {
            guard case .day(let day) = target else {
                let entry = DailyBoxOfficeEntry(rank: 1, rankChange: .same, movieCode: "20240100", title: "주간")
                return Fetched(
                    value: DailyBoxOffice(boxOfficeType: "주간 박스오피스", date: target.end, entries: [entry]),
                    fetchedAt: Date(), fromCache: false)
            }
            let audience = lock.withLock {
                asked.append(day)
                return Int64(day.day) * 100 + revision
            }
            let entry = DailyBoxOfficeEntry(
                rank: 1, rankChange: .same, movieCode: "2024000\(day.day % 10)", title: "영화", audience: audience)
            return Fetched(
                value: DailyBoxOffice(boxOfficeType: "일별", date: day, entries: [entry]), fetchedAt: Date(),
                fromCache: false)
        }

        func film(_ code: String, whole: Bool) async throws -> Fetched<MovieDetail> {
            lock.withLock { filmsAsked.append(code) }
            return Fetched(value: MovieDetail(code: code, title: "영화 \(code)"), fetchedAt: Date(), fromCache: false)
        }
        func person(_ code: String) async throws -> Fetched<PersonDetail> { throw KobisError.malformed("unused") }
        func company(_ code: String) async throws -> Fetched<CompanyDetail> { throw KobisError.malformed("unused") }
        func movies(_ query: MovieQuery) async throws -> Fetched<MovieSearchPage> {
            throw KobisError.malformed("unused")
        }
        func people(_ query: PeopleQuery) async throws -> Fetched<PeopleSearchPage> {
            throw KobisError.malformed("unused")
        }
        func companies(_ query: CompanyQuery) async throws -> Fetched<CompanySearchPage> {
            throw KobisError.malformed("unused")
        }
        func codes(_ list: CodeList) async throws -> Fetched<[Code]> { throw KobisError.malformed("unused") }
        func holds(_ ask: DataAsk) -> Bool { false }
    }

    /// 13:00 KST on 2024-12-20: 2024-12-19 has settled.
    static let now = Date(timeIntervalSince1970: 1_734_667_200)

    func service(_ figures: Figures, root: URL, refresh: Bool = true) -> KobisService {
        KobisService(
            data: ArchiveData(base: figures, store: ArchiveStore(root: root), refresh: refresh), posterFinder: nil,
            ledger: nil, sampleDays: nil, timeout: 10, clock: { ArchiveSyncTests.now })
    }

    /// A budget of 0 sends nothing, so the runs left are counted at a default run's budget, not one request a run.
    @Test func aZeroBudgetCountsTheRunsLeftAtADefaultRun() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let service = service(Figures(), root: root)
        let zero = try ArchiveSync(GivenValues(texts: ["budget": "0"]))
        let plain = try ArchiveSync(GivenValues(texts: [:]))
        #expect(try await zero.perRun(service) == (try await plain.perRun(service)))
        #expect(try await ArchiveSync(GivenValues(texts: ["budget": "7"])).perRun(service) == 7)
    }

    @Test func newestFirstWithinTheBudgetThenOnlyTheRecheckWindowAndItsRevisions() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let figures = Figures()
        let service = service(figures, root: root)
        let since = ["since": "2024-12-10", "recheck": "3"]
        let first = try await ArchiveSync(GivenValues(texts: since.merging(["budget": "4"]) { $1 }))
            .run(service, events: UseCaseEvents())
        #expect(figures.days.map(\.day) == [19, 18, 17, 16])
        // Each of the four days named a film the next run asks for first; the budget was spent on the days.
        #expect(first.sent == 4 && first.held == 4 && first.missing == 6 && first.filmsMissing == 4)
        #expect(first.weeklyMissing == 2 && first.runsLeft > 1 && !first.complete)
        let second = try await ArchiveSync(GivenValues(texts: since)).run(service, events: UseCaseEvents())
        #expect(Array(figures.films.prefix(4)) == ["20240009", "20240008", "20240007", "20240006"])
        // 4 films, 3 days rechecked, 6 missing, the week and weekend ending 12-15, and the 7 films they name.
        #expect(second.sent == 4 + 3 + 6 + 2 + 7 && second.complete && second.changed == 0 && second.runsLeft == 0)
        #expect(second.filmsHeld == 11 && second.weeklyHeld == 2 && Set(figures.films).count == figures.films.count)
        figures.revise()
        let before = figures.days.count
        let third = try await ArchiveSync(GivenValues(texts: since)).run(service, events: UseCaseEvents())
        #expect(figures.days.dropFirst(before).map(\.day) == [19, 18, 17])
        #expect(third.sent == 3 && third.changed == 3 && third.held == 10)
        // The archive answers every day since, with the newest figures, and sends nothing.
        let reader = self.service(figures, root: root, refresh: false)
        let asked = figures.days.count
        let day = try await reader.data.ranking(.day(KobisDate(year: 2024, month: 12, day: 19)!), filters: .init())
        #expect(day.value.entries.first?.audience == 1901 && day.fromCache)
        let older = try await reader.data.ranking(.day(KobisDate(year: 2024, month: 12, day: 10)!), filters: .init())
        #expect(older.value.entries.first?.audience == 1000)
        #expect(figures.days.count == asked)
    }

    @Test func theLastSettledDayIsYesterdayFromNoonInKorea() {
        let noon = KobisDate(year: 2024, month: 12, day: 20)!.startInKorea.addingTimeInterval(12 * 3600)
        #expect(ArchiveSync.lastSettled(now: noon) == KobisDate(year: 2024, month: 12, day: 19))
        #expect(ArchiveSync.lastSettled(now: noon.addingTimeInterval(-1)) == KobisDate(year: 2024, month: 12, day: 18))
    }
}
