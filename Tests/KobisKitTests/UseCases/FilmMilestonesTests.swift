import Foundation
import Testing

@testable import KobisKit

/// A film's milestones: a film is needed, its run is read as its trend's, and a film never ranked is
/// ``TrendError/neverRanked``, whichever front-end asks.
@Suite("Use case: a film's milestones")
struct FilmMilestonesTests {
    static func day(_ text: String) -> KobisDate { KobisDate(text)! }

    @Test func aFilmIsNeededAndRequiredOverMCP() throws {
        #expect(throws: ParameterProblem.needsOne(of: [Declared.record(.movie).spec], what: "film")) {
            try FilmMilestones(GivenValues(texts: [:])).check()
        }
        let asked = try FilmMilestones(
            GivenValues(texts: ["movie": "20239002", "from": "2023-08-09", "to": "2023-08-20", "jobs": "2"]))
        try asked.check()
        #expect(asked.from == .day(FilmMilestonesTests.day("2023-08-09")) && asked.jobs == 2)
        #expect(try FilmMilestones(GivenValues(texts: ["movie": "20239002"])).jobs == 4)
        #expect(FilmMilestones.parameters.map(\.name) == ["movie", "from", "to"])
        #expect(FilmMilestones.parameters.map(\.required) == [true, false, false])
    }

    @Test func aSampleFilmPassedAMillionOnItsEighthDay() async throws {
        let service = KobisService.sample()
        let answer = try await FilmMilestones(GivenValues(texts: ["movie": "20239002"]))
            .run(service, events: UseCaseEvents())
        #expect(
            answer.rows == [
                Milestone(
                    threshold: 1_000_000, date: FilmMilestonesTests.day("2023-08-16"), day: 8,
                    audienceTotal: 1_018_640, crossedOutOfTopTen: false)
            ])
        #expect(answer.values["from"] == .string("2023-08-02") && answer.values["to"] == .string("2023-08-31"))
        #expect(answer.values["source"] == .string("sample") && answer.note == nil)
        let oppenheimer = try await FilmMilestones(GivenValues(texts: ["movie": "20239001"]))
            .run(service, events: UseCaseEvents())
        #expect(oppenheimer.rows.map(\.date) == [FilmMilestonesTests.day("2023-08-21")])
        #expect(oppenheimer.rows.map(\.day) == [7] && oppenheimer.rows.map(\.audienceTotal) == [1_066_003])
    }

    @Test func aWindowWithoutAMilestoneHasNoRowsAndSaysWhy() async throws {
        let service = KobisService.sample()
        let answer = try await FilmMilestones(
            GivenValues(texts: ["movie": "20239002", "from": "2023-08-20", "to": "2023-08-31"])
        ).run(service, events: UseCaseEvents())
        #expect(answer.rows.isEmpty)
        #expect(answer.note == Label.noMilestoneInWindow.text)
    }

    @Test func aFilmNeverRankedIsNeverRanked() async throws {
        let service = KobisService.sample()
        await #expect {
            _ = try await FilmMilestones(GivenValues(texts: ["movie": "20124079"])).run(
                service, events: UseCaseEvents())
        } throws: { error in
            guard case TrendError.neverRanked(let code, _, _, let source, _, _) = error else { return false }
            return code == "20124079" && source == .sample
        }
    }

    @Test(.englishMessages) func theDryRunIsTheTrends() async throws {
        let service = KobisService.sample()
        let plan = try await FilmMilestones(GivenValues(texts: ["movie": "20239002"])).plan(service)
        #expect(plan.what == "movie 20239002 (its release date sets the window)")
    }
}
