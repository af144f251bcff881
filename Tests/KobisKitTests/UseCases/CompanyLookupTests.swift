import Foundation
import Testing

@testable import KobisKit

/// A company's record is one use case for `company` and `company_info`: by code or by name, and an unknown code or
/// a shared name the same error in both.
@Suite("Use case: a company's record", .englishMessages)
struct CompanyLookupTests {
    @Test func itsOneParameterIsTheCompanyAndItIsRequired() throws {
        #expect(CompanyLookup.parameters.map(\.name) == ["company"] && CompanyLookup.parameters[0].required)
        #expect(try CompanyLookup(GivenValues(texts: ["company": "쇼박스"])).company == "쇼박스")
    }

    @Test func aSampleCompanyByCodeAndByName() async throws {
        let service = KobisService.sample()
        let byCode = try await CompanyLookup(GivenValues(texts: ["company": "20237472"]))
            .run(service, events: UseCaseEvents())
        #expect(byCode.row.detail.code == "20237472" && byCode.row.detail.name == "(주)쇼박스")
        #expect(Set(byCode.row.detail.films.map(\.title)) == ["비공식작전", "겨울 바다"])
        let told = FilmLookupTests.Heard()
        let byName = try await CompanyLookup("쇼박스").run(service, events: told.events)
        #expect(byName.row.detail.code == "20237472")
        #expect(told.all.count == 1 && told.all[0].hasPrefix("쇼박스 → "))
    }

    @Test func anUnknownCodeIsNotFoundWithTheSamplesSentence() async throws {
        do {
            _ = try await CompanyLookup("99999999").run(KobisService.sample(), events: UseCaseEvents())
            Issue.record("an unknown code has no record")
        } catch let error as KobisError {
            #expect(error == .notFound(kind: .company, code: "99999999", in: .sample))
            #expect("\(error)" == "the sample has no company 99999999")
        }
    }

    @Test func aSharedNameListsTheCompanies() async throws {
        do {
            _ = try await CompanyLookup("(주)").run(KobisService.sample(), events: UseCaseEvents())
            Issue.record("a name many companies share is ambiguous")
        } catch RequestError.ambiguousName(let kind, let name, _, let total) {
            #expect(kind == .company && name == "(주)" && total > 1)
        }
    }

    @Test func aDryRunSaysWhatWouldBeSent() async throws {
        let service = KobisService.sample()
        let byCode = try await CompanyLookup("20237472").plan(service)
        #expect(byCode.what == "company 20237472" && byCode.plan.requests == 1 && byCode.then == nil)
        let byName = try await CompanyLookup("쇼박스").plan(service)
        #expect(byName.what == "the search for '쇼박스'" && byName.then == "the company's detail")
    }
}
