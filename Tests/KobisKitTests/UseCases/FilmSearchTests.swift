import Foundation
import Testing

@testable import KobisKit

/// The film search's rules live in its use case: a walk of every page takes no `page`, `jobs` goes with `all`, and
/// a search that finds nothing is an empty list with KOBIS's total of 0, whichever front-end asks.
@Suite("Use case: a film search")
struct FilmSearchTests {
    static func problem(_ texts: [String: String]) throws -> ParameterProblem? {
        do {
            try FilmSearch(GivenValues(texts: texts)).check()
            return nil
        } catch let problem as ParameterProblem {
            return problem
        }
    }

    @Test func aWalkOfEveryPageTakesNoPageAndJobsGoWithIt() throws {
        #expect(try FilmSearchTests.problem([:]) == nil)
        #expect(try FilmSearchTests.problem(["page": "2"]) == nil)
        #expect(try FilmSearchTests.problem(["all": "true", "jobs": "2"]) == nil)
        #expect(
            try FilmSearchTests.problem(["all": "true", "page": "2"])
                == .onlyOne(of: [FilmSearch.all.spec, Declared.page.spec], what: "pages"))
        #expect(
            try FilmSearchTests.problem(["jobs": "2"]) == .goesWith(Declared.jobs.spec, partner: FilmSearch.all.spec))
    }

    @Test func theParametersAreTheToolsArguments() {
        #expect(FilmSearch.parameters.map(\.name) == ["title", "director", "year", "released", "page", "per_page"])
        #expect(FilmSearch.parameters.filter(\.required).isEmpty)
    }

    @Test func aTitleFindsItsFilmWithKobisTotal() async throws {
        let answer = try await FilmSearch(GivenValues(texts: ["title": "밀수"]))
            .run(KobisService.sample(), events: UseCaseEvents())
        #expect(answer.rows.map(\.title) == ["밀수"])
        #expect(answer.values["total"] == .int(1))
        #expect(answer.values["page"] == .int(1))
    }

    @Test func aPageIsOneSliceOfTheTotalAndAllWalksEveryPage() async throws {
        let service = KobisService.sample()
        let second = try await FilmSearch(GivenValues(texts: ["released": "2023", "per-page": "5", "page": "2"]))
            .run(service, events: UseCaseEvents())
        #expect(second.rows.map(\.title) == ["엘리멘탈", "더 문", "잠", "비공식작전", "바다 위의 정원"])
        #expect(second.values["total"] == .int(19))
        #expect(second.values["perPage"] == .int(5))
        let every = try await FilmSearch(GivenValues(texts: ["released": "2023", "all": "true"]))
            .run(service, events: UseCaseEvents())
        #expect(every.rows.count == 19)
        #expect(every.values["page"] == .null)
        #expect(every.values["perPage"] == .int(100))
    }

    @Test func aSearchThatFindsNothingIsAnEmptyListNotAnError() async throws {
        let answer = try await FilmSearch(GivenValues(texts: ["title": "없는영화제목"]))
            .run(KobisService.sample(), events: UseCaseEvents())
        #expect(answer.rows.isEmpty)
        #expect(answer.values["total"] == .int(0))
    }

    @Test func browseAsksOneLongPage() async throws {
        let search = FilmSearch(title: "밀수", perPage: MovieListWalk.pageSize)
        #expect(search.query == MovieQuery(title: "밀수", page: 1, perPage: 100))
        #expect(!search.allPages)
    }

    @Test(.englishMessages) func theDryRunNamesTheFirstPageAndWhatMayFollow() async throws {
        let service = KobisService.sample()
        let one = try await FilmSearch(GivenValues(texts: ["title": "밀수"])).plan(service)
        #expect(one.what == "the first page of the search")
        #expect(one.then == nil)
        #expect(one.plan.requests == 1)
        let every = try await FilmSearch(GivenValues(texts: ["released": "2023", "all": "true"])).plan(service)
        #expect(every.then == "one request per further page of 100 films (KOBIS's total decides)")
        await #expect(throws: ParameterProblem.self) {
            _ = try await FilmSearch(GivenValues(texts: ["all": "true", "page": "2"])).plan(service)
        }
    }
}
