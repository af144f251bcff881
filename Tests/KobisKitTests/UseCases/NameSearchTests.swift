import Foundation
import Testing

@testable import KobisKit

/// People and companies by name: one page with KOBIS's total, the filter beside the name, and nobody found is an
/// empty list, not an error.
@Suite("Use case: people and companies by name")
struct NameSearchTests {
    @Test func theParametersAreTheToolsArguments() {
        #expect(NameSearch<PersonSummary>.parameters.map(\.name) == ["name", "film", "page", "per_page"])
        #expect(NameSearch<PersonSummary>.parameters.filter(\.required).map(\.name) == ["name"])
        #expect(NameSearch<CompanySummary>.parameters.map(\.name) == ["name", "ceo", "page", "per_page"])
        #expect(NameSearch<CompanySummary>.parameters.filter(\.required).isEmpty)
    }

    @Test func peopleByPartOfTheirNameWithKobisTotal() async throws {
        let answer = try await NameSearch<PersonSummary>(GivenValues(texts: ["name": "이"]))
            .run(KobisService.sample(), events: UseCaseEvents())
        #expect(answer.rows.count == 7)
        #expect(answer.values["total"] == .int(7))
        #expect(answer.rows.map(\.name).contains("이선균"))
        #expect(answer.values["query"]?["film"] == .null)
    }

    @Test func aFilmNarrowsThePeopleAndAPageSlicesThem() async throws {
        let service = KobisService.sample()
        let credited = try await NameSearch<PersonSummary>(GivenValues(texts: ["name": "이선균", "film": "잠"]))
            .run(service, events: UseCaseEvents())
        #expect(credited.rows.map(\.code) == ["10090027"])
        #expect(credited.values["query"]?["film"] == .string("잠"))
        let second = try await NameSearch<PersonSummary>(
            GivenValues(texts: ["name": "이", "per-page": "3", "page": "2"])
        ).run(service, events: UseCaseEvents())
        #expect(second.rows.count == 3)
        #expect(second.values["total"] == .int(7))
        #expect(second.values["page"] == .int(2))
    }

    @Test func companiesByNameAndNobodyFoundIsAnEmptyList() async throws {
        let service = KobisService.sample()
        let found = try await NameSearch<CompanySummary>(GivenValues(texts: ["name": "미디어"]))
            .run(service, events: UseCaseEvents())
        #expect(found.rows.map(\.name) == ["(주)대원미디어"])
        #expect(found.values["total"] == .int(1))
        let none = try await NameSearch<CompanySummary>(GivenValues(texts: ["name": "영화"]))
            .run(service, events: UseCaseEvents())
        #expect(none.rows.isEmpty)
        #expect(none.values["total"] == .int(0))
    }

    @Test(.englishMessages) func theDryRunNamesItsSearch() async throws {
        let service = KobisService.sample()
        let people = try await NameSearch<PersonSummary>(GivenValues(texts: ["name": "이"])).plan(service)
        #expect(people.what == "the people search")
        #expect(people.plan.requests == 1)
        let companies = try await NameSearch<CompanySummary>(GivenValues(texts: ["name": "미디어"])).plan(service)
        #expect(companies.what == "the company search")
        let korean = try await Label.$language.withValue(.ko) {
            try await NameSearch<PersonSummary>(GivenValues(texts: ["name": "이"])).plan(service)
        }
        #expect(korean.what == "인물 검색")
    }
}
