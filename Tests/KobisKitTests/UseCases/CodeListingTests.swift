import Foundation
import Testing

@testable import KobisKit

/// KOBIS's code lists, each from its own request, worded in the language asked.
@Suite("Use case: a code list")
struct CodeListingTests {
    @Test func theListIsTheToolsOneRequiredArgument() throws {
        #expect(CodeListing.parameters.map(\.name) == ["list"])
        #expect(CodeListing.parameters.map(\.required) == [true])
        #expect(try CodeListing(GivenValues(texts: ["list": "nation"])).list == .nation)
        #expect(throws: ConversionError.self) { try CodeListing(GivenValues(texts: ["list": "nations"])) }
        #expect(throws: ParameterProblem.self) { try CodeListing(GivenValues(texts: [:])) }
    }

    @Test(arguments: [(CodeList.region, 17), (.nation, 13), (.type, 5), (.companyPart, 6)])
    func eachListHasItsCodes(list: CodeList, count: Int) async throws {
        let answer = try await CodeListing(list).run(KobisService.sample(), events: UseCaseEvents())
        #expect(answer.rows.count == count)
        #expect(answer.values["list"] == .string(list.name))
        #expect(answer.values["comCode"] == .string(list.rawValue))
    }

    @Test(.englishMessages) func theDryRunNamesTheList() async throws {
        let plan = try await CodeListing(.region).plan(KobisService.sample())
        #expect(plan.what == "the region codes")
        #expect(plan.plan.requests == 1)
        let korean = try await Label.$language.withValue(.ko) {
            try await CodeListing(.region).plan(KobisService.sample())
        }
        #expect(korean.what == "지역 코드 목록")
    }
}
