import Foundation
import Testing
@testable import BoxOfficeCLI
@testable import KobisKit

@Suite("Commands, arguments and exit codes")
struct CommandTests {
    let parser = Daily.parser

    @Test func parsesFlagsValuesAndEqualsFormsIntoTypedValues() throws {
        let parsed = try parser.parse(["--date", "20230823", "--layout=grid", "--details", "-h", "-f", "csv", "-o", "out.csv", "-q"])
        #expect(parsed[Daily.date] == .day(KobisDate(year: 2023, month: 8, day: 23)!))
        #expect(parsed[Daily.layout] == .grid)
        #expect(parsed[Daily.format] == .csv)
        #expect(parsed[Daily.details] && parsed[CommonOptions.help] && parsed[CommonOptions.quiet])
        #expect(parsed[CommonOptions.output] == "out.csv")
        #expect(try parser.parse(["-d", "yesterday", "-l", "list"])[Daily.date] == .yesterday)
        #expect(try parser.parse(["--concurrency", "7", "--timeout=2.5"])[Daily.concurrency] == 7)
    }

    @Test(arguments: [
        (["--dat", "1"], "unknown option '--dat'; did you mean '--date'?"),
        (["--date"], "option '--date' needs a value (--date DATE)"),
        (["--layout", "table"], "option '--layout' takes 'list', 'grid', not 'table'"),
        (["--format", "xml"], "option '--format' takes 'text', 'json', 'jsonl', 'tsv', 'csv', 'markdown', not 'xml'"),
        (["--details=yes"], "option '--details' takes no value"),
        (["extra"], "unexpected argument 'extra'"),
        (["-x"], "unknown option '-x'"),
        (["--concurrency", "11"], "option '--concurrency' takes a whole number from 1 to 10, not '11'"),
        (["--timeout", "0.5"], "option '--timeout' takes a number of seconds from 1 to 600, not '0.5'"),
        (["--timeout", "nan"], "option '--timeout' takes a number of seconds from 1 to 600, not 'nan'"),
        (["-d", "20231345"], "option '--date' is not a real day: '20231345' (use yyyymmdd, yyyy-mm-dd or 'yesterday')"),
        (["-d", "tomorrow"], "option '--date' is not a date: 'tomorrow' (use yyyymmdd, yyyy-mm-dd or 'yesterday')"),
    ])
    func badCommandLinesNameTheFlag(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message, usage: Daily.usage)) { try parser.parse(arguments) }
    }

    @Test func theDefaultDateIsYesterdayInKoreaOnAUTCHost() throws {
        // 16:00 UTC on 1 Nov is already 2 Nov in Korea.
        let now = ISO8601DateFormatter().date(from: "2023-11-01T16:00:00Z")!
        #expect(try DateArgument.yesterday.resolve(now: now, usage: "") == KobisDate(year: 2023, month: 11, day: 1))
        #expect(try DateArgument.parse("2023-10-31").resolve(now: now, usage: "") == KobisDate(year: 2023, month: 10, day: 31))
    }

    @Test(arguments: ["20231102", "2023-11-05"])
    func todayAndLaterAreUsageErrors(text: String) throws {
        let now = ISO8601DateFormatter().date(from: "2023-11-01T16:00:00Z")!
        #expect(throws: UsageError.self) { try DateArgument.parse(text).resolve(now: now, usage: "") }
    }

    @Test func everyErrorMapsToItsDocumentedExitCode() {
        #expect(ExitCode(for: .missingKey) == .configuration)
        #expect(ExitCode(for: .configuration("x")) == .configuration)
        #expect(ExitCode(for: .invalidKey(message: "")) == .keyRejected)
        #expect(ExitCode(for: .quotaExceeded(message: "")) == .quotaSpent)
        #expect(ExitCode(for: .fault(code: "320103", message: "")) == .badAnswer)
        #expect(ExitCode(for: .malformed("x")) == .badAnswer)
        #expect(ExitCode(for: .unexpectedRoot(expected: "a", found: [])) == .badAnswer)
        #expect(ExitCode(for: .httpStatus(host: "h", status: 404)) == .badAnswer)
        #expect(ExitCode(for: .tooLarge(host: "h", limit: 1)) == .badAnswer)
        #expect(ExitCode(for: .serverError(host: "h", status: 503)) == .unavailable)
        #expect(ExitCode(for: .redirected(host: "h", target: "t")) == .unavailable)
        #expect(ExitCode(for: .timedOut(host: "h", seconds: 1)) == .unavailable)
        #expect(ExitCode(for: .unreachable(host: "h", reason: "r")) == .unavailable)
        #expect(ExitCode(for: .notFound(kind: .movie, code: "1")) == .notFound)
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 64, 65, 66, 69, 74, 75, 76, 77, 78, 130, 141])
        #expect(ExitCode(for: .omdbKeyRejected(message: "")) == .keyRejected)
        #expect(ExitCode(for: .omdbLimitReached(message: "")) == .quotaSpent)
        #expect(ExitCode(for: .posterTooLarge(host: "h", limit: 1)) == .badAnswer)
        #expect(ExitCode(for: .notWebAddress("ftp://x")) == .badAnswer)
    }

    @Test func everyExitCodeIsInTheHelpOfEveryCommand() {
        for code in ExitCode.allCases {
            #expect(BoxOfficeCLI.help.contains("  \(code.rawValue) "))
            for command in CommandRegistry.commands { #expect(command.help.contains("  \(code.rawValue) ")) }
        }
    }

    @Test func everyHelpLineFitsEightyColumns() {
        for text in [BoxOfficeCLI.help] + CommandRegistry.commands.map({ $0.help }) {
            for line in text.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 80, "\(line)") }
        }
    }

    @Test func helpCommandPrintsExactlyWhatDashDashHelpPrints() async {
        for command in CommandRegistry.commands {
            let viaHelp = Capture(), viaFlag = Capture()
            #expect(await BoxOfficeCLI.run(["help", command.name], context: viaHelp.context()) == .success)
            #expect(await BoxOfficeCLI.run([command.name, "--help"], context: viaFlag.context()) == .success)
            #expect(viaHelp.out == viaFlag.out && !viaHelp.out.isEmpty)
            #expect(BoxOfficeCLI.help.contains("  \(command.name) "))
        }
    }

    @Test func theRegistryDrivesDispatchAndSuggestions() async {
        let capture = Capture()
        #expect(await BoxOfficeCLI.run(["dialy"], context: capture.context()) == .usage)
        #expect(capture.err.contains("did you mean 'daily'?"))
        #expect(Set(CommandRegistry.commands.map { $0.name }).count == CommandRegistry.commands.count)
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

    @Test func quietDropsNotesButNotErrors() async {
        let capture = Capture()
        #expect(await BoxOfficeCLI.run(["daily", "--demo", "-q"], context: capture.context()) == .success)
        #expect(capture.err.isEmpty)
        #expect(await BoxOfficeCLI.run(["movie", "1", "--demo", "-q"], context: capture.context()) == .usage)
        #expect(!capture.err.isEmpty)
    }

    @Test func missingKeyExits78AndUnknownCommand64() async {
        let capture = Capture()
        #expect(await BoxOfficeCLI.run(["daily"], context: capture.context(environment: ["HOME": "/nonexistent"])) == .configuration)
        #expect(capture.out.isEmpty)
        #expect(await BoxOfficeCLI.run(["weakly"], context: capture.context()) == .usage)
        #expect(await BoxOfficeCLI.run([], context: capture.context()) == .usage)
    }

    @Test(arguments: ["12345", "2023000100", "abc-defg", "영화코드영화코드", ""])
    func movieCodesThatAreNotEightLettersOrDigitsAreUsageErrors(code: String) async {
        let capture = Capture()
        #expect(await BoxOfficeCLI.run(["movie", code, "--demo"], context: capture.context()) == .usage)
    }

    @Test func theKeyIsRedactedFromMessages() async {
        let capture = Capture()
        let environment = ["KOBIS_API_KEY": "sekrit-123", "KOBIS_BASE_URL": "ftp://sekrit-123.example", "HOME": "/nonexistent"]
        #expect(await BoxOfficeCLI.run(["daily", "--no-cache"], context: capture.context(environment: environment)) == .configuration)
        #expect(!capture.err.contains("sekrit-123"))
        #expect(capture.err.contains("REDACTED"))
    }

    @Test(arguments: ["http://127.0.0.1:99999/rest", "http://:80/x", "not a url", "ftp://host/x", "http://u:p@host/x", "http://h/x?key=1"])
    func anUnusableBaseURLIsAConfigurationError(base: String) async {
        let capture = Capture()
        let environment = ["KOBIS_API_KEY": "k1234", "KOBIS_BASE_URL": base, "HOME": "/nonexistent"]
        #expect(await BoxOfficeCLI.run(["daily", "--no-cache"], context: capture.context(environment: environment)) == .configuration)
        #expect(capture.err.split(separator: "\n").count == 1)
    }

    @Test(arguments: [("abc", nil), ("-5", nil), ("0", nil), ("9223372036854775807", 1000), ("99999999999999999999999", 1000),
                      ("5", 20), ("132", 132)] as [(String, Int?)])
    func columnsIsValidatedAndClamped(text: String, expected: Int?) {
        var notes: [String] = []
        #expect(Terminal.columnsVariable(["COLUMNS": text], notes: &notes) == expected)
        #expect(notes.isEmpty == (expected != nil))
    }

    @Test(arguments: ["nan", "inf", "-1e300", "1e300", "yesterday", "2023-13-45T00:00:00Z", "100"])
    func aBadClockIsAConfigurationError(text: String) {
        #expect(throws: KobisError.self) { try Context.clock(environment: ["BOXOFFICE_NOW": text]) }
    }

    @Test func colourFollowsForceAndNoColor() {
        #expect(Terminal.colorByDefault(stdoutIsTTY: false, environment: ["FORCE_COLOR": "1"]))
        #expect(Terminal.colorByDefault(stdoutIsTTY: false, environment: ["CLICOLOR_FORCE": "1"]))
        #expect(!Terminal.colorByDefault(stdoutIsTTY: false, environment: ["FORCE_COLOR": "0"]))
        #expect(!Terminal.colorByDefault(stdoutIsTTY: true, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"]))
        #expect(!Terminal.colorByDefault(stdoutIsTTY: true, environment: ["TERM": "dumb"]))
        #expect(Terminal.colorByDefault(stdoutIsTTY: true, environment: [:]))
        #expect(!Terminal.colorByDefault(stdoutIsTTY: false, environment: [:]))
    }
}
