import Foundation
import Testing

@testable import KobisKit

/// The library names parameters; each front-end words them: the command line as flags, MCP as arguments.
@Suite("ParameterNaming: one error, worded by each front-end", .englishMessages)
struct ParameterNamingTests {
    let from = KobisDate(year: 2023, month: 8, day: 10)!
    let to = KobisDate(year: 2023, month: 8, day: 1)!

    @Test func aReversedRangeNamesItsParametersAsTheFrontEndDoes() async {
        let error = RequestError.reversedRange(from: from, to: to)
        #expect(error.description == "'from' 2023-08-10 is after 'to' 2023-08-01", "an MCP client reads arguments")
        let flags = ParameterNaming.$current.withValue(.flag) { error.description }
        #expect(flags == "--from 2023-08-10 is after --to 2023-08-01", "the command line reads flags")
    }

    @Test func helpNamesOtherParametersThroughTheNaming() {
        let spec = Declared.from.spec
        #expect(spec.helpTemplate.contains("{to}"))
        #expect(spec.help.contains("'to'") && !spec.help.contains("{"))
        #expect(ParameterNaming.$current.withValue(.flag) { spec.help }.contains("with --to;"))
    }

    @Test(arguments: [("as-of", "--as-of", "'as_of'"), ("{x} and {y-z}", "--x and --y-z", "'x' and 'y_z'")])
    func wording(_ text: String, flag: String, argument: String) {
        let worded = text.contains("{") ? ParameterNaming.worded : ParameterNaming.named
        #expect(ParameterNaming.$current.withValue(.flag) { worded(text) } == flag)
        #expect(ParameterNaming.$current.withValue(.argument) { worded(text) } == argument)
    }

    @Test func braceTextThatNamesNoParameterIsLeftAsItIs() {
        #expect(ParameterNaming.worded("a {1} b {") == "a {1} b {")
    }
}
