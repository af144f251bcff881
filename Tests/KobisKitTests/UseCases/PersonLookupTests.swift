import Foundation
import Testing

@testable import KobisKit

/// A person's record is one use case for `person` and `person_info`: by code or by name, and an unknown code or a
/// shared name the same error in both.
@Suite("Use case: a person's record", .englishMessages)
struct PersonLookupTests {
    @Test func itsOneParameterIsThePersonAndItIsRequired() throws {
        #expect(PersonLookup.parameters.map(\.name) == ["person"] && PersonLookup.parameters[0].required)
        #expect(try PersonLookup(GivenValues(texts: ["person": "류승룡"])).person == "류승룡")
    }

    @Test func aSamplePersonByCodeAndByName() async throws {
        let service = KobisService.sample()
        let byCode = try await PersonLookup(GivenValues(texts: ["person": "10090003"]))
            .run(service, events: UseCaseEvents())
        #expect(byCode.row.detail.code == "10090003" && byCode.row.detail.name == "류승룡")
        #expect(byCode.row.detail.films.map(\.title) == ["광해, 왕이 된 남자"])
        let told = FilmLookupTests.Heard()
        let byName = try await PersonLookup("류승룡").run(service, events: told.events)
        #expect(byName.row.detail.code == "10090003")
        #expect(told.all.count == 1 && told.all[0].hasPrefix("류승룡 → "))
    }

    @Test func anUnknownCodeIsNotFoundWithTheSamplesSentence() async throws {
        do {
            _ = try await PersonLookup("99999999").run(KobisService.sample(), events: UseCaseEvents())
            Issue.record("an unknown code has no record")
        } catch let error as KobisError {
            #expect(error == .notFound(kind: .person, code: "99999999", in: .sample))
            #expect("\(error)" == "the sample has no person 99999999")
        }
    }

    @Test func aSharedNameListsThePeople() async throws {
        do {
            _ = try await PersonLookup("크리스토퍼").run(KobisService.sample(), events: UseCaseEvents())
            Issue.record("a name two people share is ambiguous")
        } catch RequestError.ambiguousName(let kind, let name, let candidates, let total) {
            #expect(kind == .person && name == "크리스토퍼" && total == 2)
            #expect(Set(candidates.map(\.code)) == ["10090005", "10090046"])
        }
    }

    @Test func aDryRunSaysWhatWouldBeSent() async throws {
        let service = KobisService.sample()
        let byCode = try await PersonLookup(" 10090003 ").plan(service)
        #expect(byCode.what == "person 10090003" && byCode.plan.requests == 1 && byCode.then == nil)
        let byName = try await PersonLookup("류승룡").plan(service)
        #expect(byName.what == "the search for '류승룡'" && byName.then == "the person's detail")
    }
}
