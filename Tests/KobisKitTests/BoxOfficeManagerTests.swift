import Foundation
import Testing

@testable import KobisKit

@Suite("BoxOfficeManager")
struct BoxOfficeManagerTests {
    let day = KobisDate(year: 2024, month: 1, day: 1)!

    /// Answers the quirks ranking for daily requests and the two-director film for every movie code.
    func transport(delay: UInt64 = 0) throws -> ScriptedTransport {
        let daily = String(decoding: try Fixture.data("daily_20240101_quirks.json"), as: UTF8.self)
        let movie = String(decoding: try Fixture.data("movieinfo_20230002_two_directors.json"), as: UTF8.self)
        return ScriptedTransport(delayMilliseconds: delay) { request in
            request.url!.path.contains("Daily") ? .body(daily) : .body(movie)
        }
    }

    @Test func detailsAreFetchedConcurrentlyWithinTheLimit() async throws {
        let transport = try transport(delay: 50)
        let manager = BoxOfficeManager(network: NetworkManager(transport: transport, apiKey: "k"))
        let seen = ProgressLog()
        let result = try await manager.dailyWithDetails(date: day, concurrency: 2) { done, total in
            seen.add(done, total)
        }
        #expect(seen.all.map(\.0) == [0, 1, 2, 3, 4, 5])
        #expect(seen.all.allSatisfy { $0.1 == 5 })
        #expect(result.details.count == 5)
        #expect(transport.count == 6)  // one ranking + one per film, nothing more
        #expect(transport.maxInFlight == 2)
    }

    @Test func aFailedDetailIsReportedNotFatal() async throws {
        let daily = String(decoding: try Fixture.data("daily_20240101_quirks.json"), as: UTF8.self)
        let movie = String(decoding: try Fixture.data("movieinfo_20230002_two_directors.json"), as: UTF8.self)
        let transport = ScriptedTransport { request in
            if request.url!.path.contains("Daily") { return .body(daily) }
            return request.url!.query!.contains("movieCd=2023C165") ? .status(404, "") : .body(movie)
        }
        let result = try await BoxOfficeManager(network: NetworkManager(transport: transport, apiKey: "k"))
            .dailyWithDetails(date: day)
        #expect(result.details.count == 4)
        #expect(result.failures.map(\.code) == ["2023C165"])
    }

    @Test func aRejectedKeyEndsTheWholeCall() async throws {
        let daily = String(decoding: try Fixture.data("daily_20240101_quirks.json"), as: UTF8.self)
        let fault = String(decoding: try Fixture.data("fault_320010.json"), as: UTF8.self)
        let transport = ScriptedTransport { $0.url!.path.contains("Daily") ? .body(daily) : .body(fault) }
        await #expect(throws: KobisError.invalidKey(message: "유효하지않은 키값입니다.")) {
            try await BoxOfficeManager(network: NetworkManager(transport: transport, apiKey: "k")).dailyWithDetails(
                date: day)
        }
    }

    @Test func aCachedAnswerSendsNothingAndFaultsAreNeverCached() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory, server: "test")
        let fault = String(decoding: try Fixture.data("fault_320011.json"), as: UTF8.self)
        let faulty = ScriptedTransport([.body(fault)])
        await #expect(throws: KobisError.self) {
            try await BoxOfficeManager(network: NetworkManager(transport: faulty, apiKey: "k"), cache: cache).daily(
                date: day)
        }
        #expect(cache.read(Endpoint.daily(date: day).request, freshness: Endpoint.daily(date: day).freshness) == nil)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.isEmpty ?? true)

        let good = try transport()
        let manager = BoxOfficeManager(network: NetworkManager(transport: good, apiKey: "k"), cache: cache)
        let first = try await manager.daily(date: day)
        let second = try await manager.daily(date: day)
        #expect(first == second)
        #expect(good.count == 1)
        let provenance = try await manager.fetchWithProvenance(.daily(date: day))
        #expect(provenance.fromCache)
    }

    @Test func anUnknownMovieIsNotFoundAndNotCached() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = String(decoding: try Fixture.data("movieinfo_20230099_all_empty.json"), as: UTF8.self)
        let transport = ScriptedTransport([.body(empty), .body(empty)])
        let manager = BoxOfficeManager(
            network: NetworkManager(transport: transport, apiKey: "k"),
            cache: ResponseCache(directory: directory, server: "test"))
        for _ in 0..<2 {
            await #expect(throws: KobisError.notFound(kind: .movie, code: "99999999")) {
                try await manager.movie(code: "99999999")
            }
        }
        #expect(transport.count == 2)
    }

    @Test func theDemoSourceServesEveryServiceOfTheSample() async throws {
        let manager = BoxOfficeManager(network: DemoSource())
        for day in [DemoSource.days.lowerBound, DemoSource.days.upperBound] {
            let result = try await manager.dailyWithDetails(date: day)
            #expect(result.boxOffice.entries.count == 10)
            #expect(result.details.count == Set(result.boxOffice.entries.map(\.movieCode)).count)
            #expect(result.failures.isEmpty)
            #expect(Set(result.boxOffice.entries.map(\.movieCode)).isSubset(of: Set(DemoSource.movieCodes)))
        }
        #expect(
            try await manager.daily(date: KobisDate(year: 2023, month: 7, day: 1)!).entries.isEmpty,
            "outside the sample: an empty day")
        let weekend = try await manager.fetch(.weekly(date: KobisDate(year: 2023, month: 8, day: 27)!, week: .weekend))
        #expect(
            weekend.entries.count == 10
                && weekend.range == KobisDate(year: 2023, month: 8, day: 25)!...KobisDate(
                    year: 2023, month: 8, day: 27)!
        )
        let search = try await manager.fetch(.movieList(MovieQuery(title: "바다")))
        #expect(search.total == 3 && search.movies.allSatisfy { $0.title.contains("바다") })
        let paged = try await manager.fetch(.movieList(MovieQuery(page: 2, perPage: 5)))
        #expect(paged.total == DemoSource.movieCodes.count && paged.movies.count == 5)
        let people = try await manager.fetch(.peopleList(PeopleQuery(name: "크리스토퍼")))
        let nolan = try #require(people.people.first)
        #expect(try await manager.fetch(.personInfo(code: nolan.code)).films.map(\.movieCode) == ["20239001"])
        let company = try await manager.fetch(.companyInfo(code: "20237799"))
        #expect(company.films.count >= 2)
        #expect(try await manager.fetch(.codes(.region)).count == 17)
        await #expect(throws: KobisError.self) { try await manager.fetch(.personInfo(code: "99999999")) }
    }
}

final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [(Int, Int)] = []
    func add(_ done: Int, _ total: Int) { lock.withLock { items.append((done, total)) } }
    var all: [(Int, Int)] { lock.withLock { items } }
}
