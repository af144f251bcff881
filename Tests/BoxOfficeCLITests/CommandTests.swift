import Foundation
import Testing
@testable import BoxOfficeCLI
@testable import KobisKit

@Suite("Commands, arguments and exit codes")
struct CommandTests {
    let parser = ArgumentParser(options: Daily.options, usage: Daily.usage, maxPositionals: 0)

    @Test func parsesFlagsValuesAndEqualsForms() throws {
        let parsed = try parser.parse(["--date", "20230823", "--layout=grid", "--details", "-h"])
        #expect(parsed.value("date") == "20230823")
        #expect(parsed.value("layout") == "grid")
        #expect(parsed.has("details") && parsed.has("help"))
    }

    @Test(arguments: [
        (["--dat", "1"], "unknown option '--dat'; did you mean '--date'?"),
        (["--date"], "option '--date' needs a value (--date D)"),
        (["--layout", "table"], "option '--layout' takes 'list', 'grid', not 'table'"),
        (["--details=yes"], "option '--details' takes no value"),
        (["extra"], "unexpected argument 'extra'"),
        (["-x"], "unknown option '-x'"),
    ])
    func badCommandLinesNameTheFlag(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message, usage: Daily.usage)) { try parser.parse(arguments) }
    }

    @Test func theDefaultDateIsYesterdayInKoreaOnAUTCHost() throws {
        // 16:00 UTC on 1 Nov is already 2 Nov in Korea.
        let now = ISO8601DateFormatter().date(from: "2023-11-01T16:00:00Z")!
        #expect(try Daily.resolveDate(nil, now: now) == KobisDate(year: 2023, month: 11, day: 1))
        #expect(try Daily.resolveDate("yesterday", now: now) == KobisDate(year: 2023, month: 11, day: 1))
        #expect(try Daily.resolveDate("2023-10-31", now: now) == KobisDate(year: 2023, month: 10, day: 31))
    }

    @Test(arguments: ["20231102", "2023-11-05", "20231345", "2023/11/01", "tomorrow", "2023110", ""])
    func todayLaterAndMalformedDatesAreUsageErrors(text: String) {
        let now = ISO8601DateFormatter().date(from: "2023-11-01T16:00:00Z")!
        #expect(throws: UsageError.self) { try Daily.resolveDate(text, now: now) }
    }

    @Test func everyErrorMapsToItsDocumentedExitCode() {
        #expect(ExitCode(for: .missingKey) == .configuration)
        #expect(ExitCode(for: .configuration("x")) == .configuration)
        #expect(ExitCode(for: .invalidKey(message: "")) == .keyRejected)
        #expect(ExitCode(for: .quotaExceeded(message: "")) == .quotaSpent)
        #expect(ExitCode(for: .fault(code: "320103", message: "")) == .badAnswer)
        #expect(ExitCode(for: .malformed("x")) == .badAnswer)
        #expect(ExitCode(for: .unexpectedRoot(expected: "a", found: [])) == .badAnswer)
        #expect(ExitCode(for: .httpStatus(404)) == .badAnswer)
        #expect(ExitCode(for: .serverError(status: 503)) == .unavailable)
        #expect(ExitCode(for: .timedOut(host: "h", seconds: 1)) == .unavailable)
        #expect(ExitCode(for: .unreachable(host: "h", reason: "r")) == .unavailable)
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 64, 69, 75, 76, 77, 78])
    }

    @Test func everyExitCodeIsInTheHelp() {
        for code in ExitCode.allCases { #expect(BoxOfficeCLI.help.contains("  \(code.rawValue) ")) }
    }

    @Test func demoDailyRunsThroughDecodingAndRendering() async {
        let capture = Capture()
        let code = await BoxOfficeCLI.run(["daily", "--demo", "--format", "json"], context: capture.context())
        #expect(code == .success)
        let json = try? JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any]
        #expect((json?["entries"] as? [Any])?.count == 10)
        #expect(json?["source"] as? String == "sample")
        #expect(capture.err.contains("sample data"))
    }

    @Test func missingKeyExits78AndUnknownCommand64() async {
        let capture = Capture()
        #expect(await BoxOfficeCLI.run(["daily"], context: capture.context(environment: ["HOME": "/nonexistent"])) == .configuration)
        #expect(capture.out.isEmpty)
        #expect(await BoxOfficeCLI.run(["weekly"], context: capture.context()) == .usage)
        #expect(await BoxOfficeCLI.run([], context: capture.context()) == .usage)
    }

    @Test func theKeyIsRedactedFromMessages() async {
        let capture = Capture()
        let environment = ["KOBIS_API_KEY": "sekrit-123", "KOBIS_BASE_URL": "ftp://sekrit-123.example", "HOME": "/nonexistent"]
        #expect(await BoxOfficeCLI.run(["daily", "--no-cache"], context: capture.context(environment: environment)) == .configuration)
        #expect(!capture.err.contains("sekrit-123"))
        #expect(capture.err.contains("REDACTED"))
    }
}
