import Foundation
import Testing

@testable import KobisKit

/// Values given by name, as a front-end hands them to a use case.
struct GivenValues: ParameterValues {
    var texts: [String: String]

    func given<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value? {
        try texts[declaration.spec.name].map(declaration.parse)
    }
}

/// The top list's rules live in its use case: exactly one period, `to` with `from`, `period` with `weekly`, and no
/// figures is ``NoRanking``, whichever front-end asks.
@Suite("Use case: a period's top films")
struct TopFilmsTests {
    static func problem(_ texts: [String: String]) throws -> ParameterProblem? {
        do {
            try TopFilms(GivenValues(texts: texts)).check()
            return nil
        } catch let problem as ParameterProblem {
            return problem
        }
    }

    @Test func exactlyOnePeriodAndEachPartnerIsChecked() throws {
        let periods = [Declared.calendarYear.spec, Declared.month.spec, Declared.from.spec, Declared.allTime.spec]
        #expect(try TopFilmsTests.problem([:]) == .needsOne(of: periods, what: "period"), "every way to give one")
        #expect(
            try TopFilmsTests.problem(["year": "2023", "month": "2023-08"])
                == .onlyOne(of: [Declared.calendarYear.spec, Declared.month.spec], what: "period"), "the ones given")
        #expect(
            try TopFilmsTests.problem(["year": "2023", "to": "2023-08-01"])
                == .goesWith(Declared.to.spec, partner: Declared.from.spec))
        #expect(
            try TopFilmsTests.problem(["year": "2023", "period": "week"])
                == .goesWith(Declared.period.spec, partner: Declared.weekly.spec))
        #expect(try TopFilmsTests.problem(["year": "2023", "period": "week", "weekly": "true"]) == nil)
        #expect(try TopFilmsTests.problem(["from": "2023-08-01", "to": "2023-08-31"]) == nil)
    }

    @Test func aPeriodWithoutFiguresIsNoRankingAndAMonthIsRankedByItsAudience() async throws {
        let service = KobisService.sample()
        let empty = try TopFilms(GivenValues(texts: ["from": "2023-07-01", "to": "2023-07-31"]))
        await #expect(throws: NoRanking.self) { _ = try await empty.run(service, events: UseCaseEvents()) }
        let august = try TopFilms(GivenValues(texts: ["month": "2023-08", "limit": "3"]))
        let answer = try await august.run(service, events: UseCaseEvents())
        #expect(answer.rows.count == 3)
        #expect(answer.rows.map(\.audience) == answer.rows.map(\.audience).sorted(by: >))
    }

    @Test func allTimeIsAPeriodOfItsOwnAndCountsEveryHeldDay() async throws {
        let periods = [Declared.calendarYear.spec, Declared.allTime.spec]
        #expect(try TopFilmsTests.problem(["all-time": "true"]) == nil)
        #expect(
            try TopFilmsTests.problem(["all-time": "true", "year": "2023"]) == .onlyOne(of: periods, what: "period"))
        #expect(
            try TopFilmsTests.problem(["all-time": "true", "weekly": "true"])
                == .onlyOne(of: [Declared.allTime.spec, Declared.weekly.spec], what: "ranking"))
        let service = KobisService.sample()
        let all = try await TopFilms(GivenValues(texts: ["all-time": "true", "limit": "20"]))
            .run(service, events: UseCaseEvents())
        let august = try await TopFilms(GivenValues(texts: ["month": "2023-08", "limit": "20"]))
            .run(service, events: UseCaseEvents())
        #expect(all.rows == august.rows)
        #expect(all.values["from"] == .string("2023-08-01") && all.values["to"] == .string("2023-08-31"))
        #expect(all.heading.hasPrefix("역대 박스오피스 상위 20"), "\(all.heading)")
    }
}
