import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

@Suite("Commands, arguments and exit codes", .englishMessages)
struct CommandTests {
    func parse(_ words: [String]) throws -> Daily.Options? {
        if let options = try Daily.Options.parsed(words) { return options }
        return nil
    }

    @Test func parsesFlagsValuesAndEqualsFormsIntoTypedValues() throws {
        let options = try #require(
            try parse(["--date", "20230823", "--layout=grid", "--details", "-f", "csv", "-o", "out.csv", "-q"]))
        #expect(options.date == .day(KobisDate(year: 2023, month: 8, day: 23)!))
        #expect(options.ranking.layout == .grid)
        #expect(options.ranking.format == .csv)
        #expect(options.ranking.details && options.general.quiet)
        #expect(options.general.output == "out.csv")
        #expect(try parse(["-d", "yesterday", "-l", "list"])?.date == .yesterday)
        let jobs = try #require(try parse(["--jobs", "7", "--timeout=2.5"]))
        #expect(jobs.ranking.jobs == 7 && jobs.network.timeout == 2.5)
    }

    @Test func shortOptionsBundleAndTakeAttachedValues() throws {
        let bundled = try #require(try parse(["-qf", "json"]))
        #expect(bundled.general.quiet && bundled.ranking.format == .json)
        #expect(try parse(["-fjson"])?.ranking.format == .json)
        #expect(try parse(["-qfjson"])?.ranking.format == .json)
        #expect(try parse(["-d20240103"])?.date == .day(KobisDate(year: 2024, month: 1, day: 3)!))
        #expect(try parse(["--date=2024-01-03"])?.date == .day(KobisDate(year: 2024, month: 1, day: 3)!))
        #expect(try parse(["-ql", "grid"])?.ranking.layout == .grid)
    }

    @Test func helpAnywhereBeforeDoubleDashAsksForHelp() throws {
        #expect(try Daily.Options.parsed(["-d", "20240101", "-h"]) == nil)
        #expect(try Daily.Options.parsed(["--help"]) == nil)
    }

    @Test func doubleDashEndsTheOptions() throws {
        guard case .options(let options) = try Movie.Options.parse(["--", "-20124079"], usage: "u") else {
            Issue.record("not options")
            return
        }
        #expect(options.film == "-20124079")
    }

    @Test(arguments: [
        (["--dat", "1"], "unknown option '--dat'; did you mean '--date'?"),
        (["--date"], "option '--date' needs a value (--date DATE)"),
        (["--layout", "table"], "option '--layout' takes 'list', 'grid', not 'table'"),
        (
            ["--format", "xml"],
            "option '--format' takes 'text', 'json', 'jsonl', 'tsv', 'csv', 'markdown', 'svg', 'html', not 'xml'"
        ),
        (["--details=yes"], "option '--details' takes no value"),
        (["extra"], "unexpected argument 'extra'"),
        (["-x"], "unknown option '-x'"),
        (["-qx"], "unknown option '-x' in '-qx'"),
        (["--jobs", "11"], "option '--jobs' takes a whole number from 1 to 8, not '11'"),
        (["--timeout", "0.5"], "option '--timeout' takes a number of seconds from 1 to 600, not '0.5'"),
        (["--timeout", "nan"], "option '--timeout' takes a number of seconds from 1 to 600, not 'nan'"),
        (
            ["-d", "20231345"],
            "option '--date' is not a real day: '20231345' "
                + "(use yyyymmdd, yyyy-mm-dd, yyyy.mm.dd, 'yesterday' or -N for N days ago)"
        ),
        (
            ["-d", "tomorrow"],
            "option '--date' is not a date: 'tomorrow' "
                + "(use yyyymmdd, yyyy-mm-dd, yyyy.mm.dd, 'yesterday' or -N for N days ago)"
        ),
        (["-d", "20240115", "-d", "20240116"], "option '--date' was given more than once"),
        (["-f", "json", "--format=csv"], "option '--format' was given more than once"),
    ])
    func badCommandLinesNameTheFlag(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message, usage: "u")) { try parse(arguments) }
    }

    @Test func theDefaultDateIsYesterdayInKoreaOnAUTCHost() throws {
        // 16:00 UTC on 1 Nov is already 2 Nov in Korea.
        let now = ISO8601DateFormatter().date(from: "2023-11-01T16:00:00Z")!
        let service = KobisService(
            data: KobisData(manager: BoxOfficeManager(network: DemoSource())), posterFinder: nil, ledger: nil,
            sampleDays: DemoSource.days, timeout: 10, clock: { now })
        #expect(try service.countedDay(nil) == KobisDate(year: 2023, month: 11, day: 1))
        #expect(
            try service.countedDay(KobisDate(year: 2023, month: 10, day: 31))
                == KobisDate(year: 2023, month: 10, day: 31))
    }

    @Test(arguments: ["20231102", "2023-11-05"])
    func todayAndLaterAreRefused(text: String) throws {
        let now = ISO8601DateFormatter().date(from: "2023-11-01T16:00:00Z")!
        let service = KobisService(
            data: KobisData(manager: BoxOfficeManager(network: DemoSource())), posterFinder: nil, ledger: nil,
            sampleDays: DemoSource.days, timeout: 10, clock: { now })
        #expect(throws: RequestError.self) { try service.countedDay(KobisDate(text)) }
    }

    /// Every -f value a command's help lists is accepted, and no other value is.
    @Test func everyCommandAcceptsExactlyTheFormatsItsHelpLists() async {
        for command in CommandRegistry.runnable {
            guard let format = command.options.first(where: { $0.name == "format" }) else {
                #expect(!command.help.contains("--format"), "\(command.fullName)")
                continue
            }
            let listed = try! #require(format.choices)
            #expect(command.help.contains("--format " + listed.joined(separator: "|")), "\(command.fullName)")
            for value in OutputFormat.allCases.map(\.rawValue) + ["xml"] {
                let refused = Capture()
                let code = await command.execute(["-f", value, "--no-such-flag-\(value)"], refused.context())
                let complaint = refused.err.contains("option '--format'")
                #expect(code == .usage)
                #expect(complaint == !listed.contains(value), "\(command.fullName) -f \(value): \(refused.err)")
            }
        }
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
        #expect(ExitCode.allCases.map(\.rawValue) == [0, 64, 65, 66, 69, 74, 75, 76, 77, 78, 129, 130, 141, 143])
        #expect(ExitCode(for: .omdbKeyRejected(message: "")) == .keyRejected)
        #expect(ExitCode(for: .omdbLimitReached(message: "")) == .quotaSpent)
        #expect(ExitCode(for: .posterTooLarge(host: "h", limit: 1)) == .badAnswer)
        #expect(ExitCode(for: .notWebAddress("ftp://x")) == .badAnswer)
    }

    @Test func everyExitCodeIsInTheExitCodesTopicAndEveryHelpPointsThere() async {
        let capture = Capture()
        #expect(await BoxOfficeCLI.run(["help", "exit-codes"], context: capture.context()) == .success)
        for code in ExitCode.allCases { #expect(capture.out.contains("\n  \(code.rawValue) "), "\(code.rawValue)") }
        #expect(BoxOfficeCLI.help.contains(HelpText.exitCodesPointer))
        for command in CommandRegistry.runnable + CommandRegistry.commands {
            #expect(command.help.hasSuffix(HelpText.exitCodesPointer), "\(command.fullName)")
            #expect(!command.help.contains("EXIT CODES"))
        }
    }

    @Test func everyHelpLineFitsEightyColumns() {
        for text in [BoxOfficeCLI.help] + (CommandRegistry.commands + CommandRegistry.runnable).map({ $0.help }) {
            for line in text.split(separator: "\n") { #expect(DisplayWidth.of(String(line)) <= 80, "\(line)") }
        }
    }

    /// A summary too long for its line wraps under the summaries, at 80 columns and narrower: no line of the
    /// command list hangs at 8 columns, as `records` and the `help <command>` rows did.
    @Test(arguments: [80, 60])
    func theCommandListWrapsUnderItsSummaries(width: Int) {
        HelpText.$outputWidth.withValue(width) {
            let text = BoxOfficeCLI.help
            let list = text.components(separatedBy: "COMMANDS\n")[1].components(separatedBy: "\n\n")[0]
            for line in list.split(separator: "\n") {
                let lead = line.prefix { $0 == " " }.count
                #expect(lead == 2 || lead == 15 || lead == 19, "'\(line)' hangs at \(lead)")
                #expect(DisplayWidth.of(String(line)) <= width, "\(line)")
            }
            #expect(width < 80 || list.contains("\n               runs at number one"), "\(list)")
        }
    }

    /// A bare `boxoffice` prints the short help on stdout and succeeds, as gh does.
    @Test func aBareBoxofficePrintsTheShortHelpAndSucceeds() async {
        let capture = Capture()
        #expect(await BoxOfficeCLI.run([], context: capture.context()) == .success)
        #expect(capture.out == BoxOfficeCLI.shortHelp + "\n" && capture.err.isEmpty)
        #expect(capture.out.contains("COMMANDS\n  daily ") && BoxOfficeCLI.help.hasPrefix(BoxOfficeCLI.shortHelp))
    }

    /// The `*` footnote of milestones is under the table only when a row is starred: the sample's 20239002 passed
    /// 1 million on a ranked day.
    @Test(arguments: ["ko", "en"])
    func theMilestonesFootnoteShowsOnlyWhenARowIsStarred(lang: String) async {
        for format in ["text", "markdown"] {
            let capture = Capture()
            let arguments = ["milestones", "20239002", "--demo", "--lang", lang, "-f", format]
            #expect(await BoxOfficeCLI.run(arguments, context: capture.context()) == .success)
            let footnote = ["10위 밖이던", "out of the top 10"]
            #expect(capture.out.contains("1,018,640"), "\(capture.out)")
            #expect(!footnote.contains(where: capture.out.contains), "\(capture.out)")
        }
    }

    /// One request the sample answered is "1 request", in usage and in a dry run.
    @Test func oneRequestIsOneRequest() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("one-request-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let environment = ["XDG_STATE_HOME": state.path, "XDG_CACHE_HOME": state.path + "/cache"]
        let first = Capture().context(environment: environment)
        // In Korean: in English, the ranking's English titles are a request per film.
        let ran = await Label.$language.withValue(.ko) {
            await BoxOfficeCLI.run(["daily", "--demo", "-q"], context: first)
        }
        #expect(ran == .success)
        let usage = Capture()
        let counted = usage.context(environment: environment)
        #expect(await BoxOfficeCLI.run(["usage", "--demo"], context: counted) == .success)
        #expect(usage.out.contains(": 1 request answered today"), "\(usage.out)")
        let dry = Capture()
        let plan = ["daily", "--demo", "--dry-run"]
        #expect(await BoxOfficeCLI.run(plan, context: dry.context(environment: environment)) == .success)
        #expect(dry.out.contains("): 1 request answered;"), "\(dry.out)")
    }

    /// A poster saved without -o is named by the film's title and year, safe for a file name.
    @Test func aPostersDefaultFileNameIsItsTitleAndYear() {
        let film = MovieDetail(code: "20239002", title: "콘크리트 유토피아", productionYear: 2023)
        #expect(PosterCommand.fileName(film, kind: .jpeg) == "콘크리트 유토피아 (2023).jpg")
        #expect(PosterCommand.fileName(film, kind: .png) == "콘크리트 유토피아 (2023).png")
        let hostile = MovieDetail(code: "20990001", title: "..AC/DC: \\live\u{7}*?", openDate: KobisDate("2024-05-01"))
        #expect(PosterCommand.fileName(hostile, kind: nil) == "AC DC live (2024).jpg")
        #expect(PosterCommand.fileName(MovieDetail(code: "20990002", title: "/"), kind: .gif) == "20990002.gif")
    }

    @Test func helpCommandPrintsExactlyWhatDashDashHelpPrints() async {
        for command in CommandRegistry.commands {
            let viaHelp = Capture()
            let viaFlag = Capture()
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
        #expect(Set(CommandRegistry.commands.map(\.name)).count == CommandRegistry.commands.count)
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
        #expect(
            await BoxOfficeCLI.run(["daily"], context: capture.context(environment: ["HOME": "/nonexistent"]))
                == .configuration)
        #expect(capture.out.isEmpty)
        #expect(await BoxOfficeCLI.run(["weakly"], context: capture.context()) == .usage)
    }

    /// Anything that is not 8 letters or digits is a name, looked up with the search: the sample has none of these.
    @Test(arguments: ["12345", "2023000100", "abc-defg", "영화코드영화코드"])
    func textThatIsNotACodeIsANameSearchedFor(code: String) async {
        let capture = Capture()
        #expect(await BoxOfficeCLI.run(["movie", code, "--demo"], context: capture.context()) == .notFound)
        #expect(capture.err.contains("the sample has no movie named"))
        let empty = Capture()
        #expect(await BoxOfficeCLI.run(["movie", " ", "--demo"], context: empty.context()) == .usage)
    }

    @Test func theKeyIsRedactedFromMessages() async {
        let capture = Capture()
        let environment = [
            "KOBIS_API_KEY": "sekrit-123", "KOBIS_BASE_URL": "ftp://sekrit-123.example", "HOME": "/nonexistent",
        ]
        #expect(
            await BoxOfficeCLI.run(["daily", "--no-cache"], context: capture.context(environment: environment))
                == .configuration)
        #expect(!capture.err.contains("sekrit-123"))
        #expect(capture.err.contains("REDACTED"))
    }

    @Test(arguments: [
        "http://127.0.0.1:99999/rest", "http://:80/x", "not a url", "ftp://host/x", "http://u:p@host/x",
        "http://h/x?key=1",
    ])
    func anUnusableBaseURLIsAConfigurationError(base: String) async {
        let capture = Capture()
        let environment = ["KOBIS_API_KEY": "k1234", "KOBIS_BASE_URL": base, "HOME": "/nonexistent"]
        #expect(
            await BoxOfficeCLI.run(["daily", "--no-cache"], context: capture.context(environment: environment))
                == .configuration)
        #expect(capture.err.split(separator: "\n").count == 1)
    }

    @Test(
        arguments: [
            ("abc", nil), ("-5", nil), ("0", nil), ("9223372036854775807", 1000), ("99999999999999999999999", 1000),
            ("5", 20), ("132", 132),
        ] as [(String, Int?)])
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

    /// A range whose last day has no figures yet names `--to`, not `--from`, in every range command.
    @Test func aRangeEndingAfterTheFiguresNamesItsEnd() async {
        for words in [
            ["records", "--from", "2023-08-01", "--to", "2023-09-05"],
            ["top", "--from", "2023-08-01", "--to", "2023-09-05"],
            ["daily", "--from", "2023-08-30", "--to", "2023-09-02"],
            ["weekly", "--from", "2023-08-01", "--to", "2023-09-30"],
            ["trend", "20239001", "--from", "2023-08-15", "--to", "2023-09-30"],
            ["milestones", "20239001", "--from", "2023-08-15", "--to", "2023-09-30"],
        ] {
            let run = Capture()
            let code = await CommandRegistry.command(named: words[0])!.execute(
                Array(words.dropFirst()) + ["--demo", "-q"], run.context())
            #expect(code == .usage && run.err.contains("'--to'") && !run.err.contains("'--from'"), "\(words) \(run.err)")
        }
        let start = Capture()
        let code = await CommandRegistry.command(named: "daily")!.execute(
            ["--from", "2023-09-03", "--to", "2023-09-05", "--demo", "-q"], start.context())
        #expect(code == .usage && start.err.contains("'--from'"), "\(start.err)")
    }

    /// In English the English title is a field like any other: `--fields` takes `titleEn` where the answer has it.
    @Test func theEnglishTitleIsAFieldInEnglish() async {
        for command in ["daily", "top", "records"] {
            let run = Capture()
            let words = (command == "top" ? ["--month", "2023-08"] : []) + ["--lang", "en", "-f", "csv"]
            let code = await CommandRegistry.command(named: command)!.execute(
                words + ["--fields", "title,titleEn", "--demo", "-q"], run.context())
            #expect(code == .success && run.out.hasPrefix("title,titleEn\n"), "\(command) \(run.err)")
        }
        let korean = Capture()
        let code = await CommandRegistry.command(named: "daily")!.execute(
            ["--lang", "ko", "-f", "csv", "--fields", "titleEn", "--demo", "-q"], korean.context())
        #expect(code == .usage, "without English titles there is no titleEn")
    }

    /// The sample keeps no limit: a dry run's JSON says none (null), as its text and `usage` do.
    @Test func aDryRunOnTheSampleHasNoLimit() async {
        let run = Capture()
        let code = await CommandRegistry.command(named: "daily")!.execute(
            ["--dry-run", "-f", "json", "--demo", "-q"], run.context())
        #expect(code == .success && run.out.contains("\"limit\": null") && run.out.contains("\"leftAfter\": null"))
    }
}
