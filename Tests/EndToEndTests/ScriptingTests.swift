import Foundation
import Testing

/// What a script or cron job relies on, through the real binary: exit codes that tell the truth,
/// files that are complete or untouched, nothing on stdout but data.
@Suite("boxoffice end to end: safe to script", .speaking("en"))
struct ScriptingTests {
    let date = "20240101"

    func oneLine(_ run: RunResult) -> Bool {
        run.stderr.split(separator: "\n").count == 1 && run.stderr.hasPrefix("boxoffice: ")
    }

    @Test(.enabled(if: TestPlatform.fullDevice != nil, "needs /dev/full"))
    func aFullDiskExits74WithOneLine() async throws {
        let standIn = try StandIn()
        let full = try #require(TestPlatform.fullDevice)
        let run = try await runScript(
            #""$BOXOFFICE" daily -d 20240101 --no-cache > "# + full, environment: standIn.environment)
        #expect(run.status == 74, "\(run.stderr)")
        #expect(oneLine(run), "\(run.stderr)")
        #expect(run.stderr.contains("cannot write to stdout"))
    }

    @Test func aClosedStdoutExits74WithOneLine() async throws {
        let standIn = try StandIn()
        let run = try await runScript(
            #""$BOXOFFICE" daily -d 20240101 --no-cache >&-"#, environment: standIn.environment)
        #expect(run.status == 74, "\(run.stderr)")
        #expect(oneLine(run), "\(run.stderr)")
    }

    /// `| true`: the reader is gone before anything is written. Quiet, whether SIGPIPE is default or ignored (systemd).
    @Test(arguments: ["", "trap '' PIPE; "])
    func aReaderThatGoesAwayEndsTheProgramQuietly(prelude: String) async throws {
        let standIn = try StandIn(["--latency-ms", "200"])
        let run = try await runScript(
            prelude + #""$BOXOFFICE" daily -d 20240101 --no-cache | true; echo "status ${PIPESTATUS[0]}""#,
            environment: standIn.environment)
        #expect(run.stdout == "status 141\n", "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func headKeepsWhatItReadAndNothingComplains() async throws {
        let standIn = try StandIn()
        let run = try await runScript(
            #""$BOXOFFICE" daily -d 20240101 --no-cache -f tsv | head -1"#, environment: standIn.environment)
        #expect(run.stdout.hasPrefix("date\trank\t"))
        #expect(run.stderr.isEmpty)
    }

    @Test func outputFilesAreWrittenWholeOrNotAtAll() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ranking.csv")
        let written = try await runBoxOffice(
            ["daily", "-d", date, "--no-cache", "-f", "csv", "-o", file.path], environment: standIn.environment)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        let piped = try await runBoxOffice(
            ["daily", "-d", date, "--no-cache", "-f", "csv"], environment: standIn.environment)
        #expect(try String(contentsOf: file, encoding: .utf8) == piped.stdout)

        // A failed run leaves the file as it was, and no temporary file beside it.
        try "previous good data\n".write(to: file, atomically: true, encoding: .utf8)
        let failed = try await runBoxOffice(
            ["daily", "-d", date, "--no-cache", "--output", file.path],
            environment: ["KOBIS_BASE_URL": "http://127.0.0.1:\(closedPort())", "KOBIS_API_KEY": testKey])
        #expect(failed.status == 69)
        #expect(try String(contentsOf: file, encoding: .utf8) == "previous good data\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["ranking.csv"])

        let nowhere = try await runBoxOffice(
            ["daily", "-d", date, "--no-cache", "-o", folder.path + "/missing/x.csv"], environment: standIn.environment)
        #expect(nowhere.status == 74)
        #expect(oneLine(nowhere), "\(nowhere.stderr)")
    }

    @Test func everyCommandTakesOutput() async throws {
        let folder = temporaryFolder("output-all")
        defer { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["daily", "--demo"], ["movie", "20239001", "--demo"], ["cache", "path"]] {
            let file = folder.appendingPathComponent(arguments[0])
            let run = try await runBoxOffice(arguments + ["-o", file.path, "-q"])
            #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty, "\(arguments) \(run.stderr)")
            #expect(((try? String(contentsOf: file, encoding: .utf8)) ?? "").count > 5)
        }
    }

    @Test func anUnknownMovieExits66AndIsAskedAgainNextTime() async throws {
        let standIn = try StandIn(["--movie", Paths.fixture("movieinfo_20230099_all_empty.json")])
        let cache = temporaryFolder("notfound")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = standIn.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 }
        for _ in 0..<2 {
            let run = try await runBoxOffice(["movie", "99999999"], environment: environment)
            #expect(run.status == 66)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr == "boxoffice: KOBIS has no movie 99999999\n")
        }
        #expect(standIn.requests.count == 2)
    }

    @Test func missingDetailsNeverExitZero() async throws {
        // The stand-in knows one film of the day; for the others it sends KOBIS's empty record: not found, 66.
        let standIn = try StandIn()
        let run = try await runBoxOffice(
            ["daily", "-d", "20240101", "--details", "-f", "json", "--no-cache"], environment: standIn.environment)
        #expect(run.status == 66, "\(run.stderr)")
        #expect(oneLine(run), "\(run.stderr)")
        #expect(run.stderr.contains("no detail for"))
        let entries = try #require(
            (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["entries"]
                as? [[String: Any]])
        #expect(entries.count == 5)
        #expect(entries.contains { $0["details"] is NSNull })
        for entry in entries where entry["details"] is NSNull {
            #expect(run.stderr.contains(entry["movieCode"] as! String))
        }
    }

    @Test(.speaking("ko")) func twoServersNeverShareCachedAnswers() async throws {
        let first = try StandIn()
        let second = try StandIn()
        let cache = temporaryFolder("servers")
        defer { try? FileManager.default.removeItem(at: cache) }
        for standIn in [first, second, first] {
            let run = try await runBoxOffice(
                ["daily", "-d", date], environment: standIn.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 })
            #expect(run.status == 0)
        }
        #expect(first.requests.count == 1 && second.requests.count == 1)
    }

    @Test func theNetworkLeavesNoFilesBehind() async throws {
        let standIn = try StandIn()
        let home = temporaryFolder("home")
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try await runBoxOffice(
            ["daily", "-d", date],
            environment: standIn.environment.merging(
                ["HOME": home.path, "XDG_CACHE_HOME": home.path + "/.cache"]) { $1 })
        #expect(run.status == 0)
        // The cache, and today's request count under ~/.local/state: no URLCache folder, nothing under ~/.local/share.
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: home.path)) == [".cache", ".local"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/.cache") == ["boxoffice"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/.local") == ["state"])
        let noCache = try await runBoxOffice(
            ["daily", "-d", date, "--no-cache"],
            environment: standIn.environment.merging(
                ["HOME": home.path + "/2", "XDG_CACHE_HOME": home.path + "/2/.cache"]) { $1 })
        #expect(noCache.status == 0)
        #expect(!FileManager.default.fileExists(atPath: home.path + "/2/.cache"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.path + "/2") == [".local"])
    }

    @Test(.speaking("ko")) func textOffATerminalIsNeverCut() async throws {
        let whole = try await runBoxOffice(["daily", "--demo"])
        let json = try await runBoxOffice(["daily", "--demo", "-f", "json"])
        let titles = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["entries"]
                as? [[String: Any]]
        )
        .compactMap { ($0["title"] as? String)?.trimmingCharacters(in: .whitespaces) }
        #expect(titles.count == 10 && titles.contains { $0.count > 20 }, "a long title is in the sample's last day")
        for title in titles { #expect(whole.stdout.contains(title), "\(title)") }
        #expect(!whole.stdout.contains("…"))
        let narrow = try await runBoxOffice(["daily", "--demo"], environment: ["COLUMNS": "50"])
        #expect(narrow.stdout.contains("…"))
        for line in narrow.stdout.split(separator: "\n") { #expect(displayWidth(String(line)) <= 50) }
    }

    @Test func theMovieCodeIsInTheListAndOnEveryCard() async throws {
        let list = try await runBoxOffice(["daily", "--demo"], environment: ["COLUMNS": "100"])
        let grid = try await runBoxOffice(["daily", "--demo", "-l", "grid"], environment: ["COLUMNS": "80"])
        let json = try await runBoxOffice(["daily", "--demo", "-f", "json"])
        let entries = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["entries"]
                as? [[String: Any]])
        #expect(entries.count == 10)
        for code in entries.compactMap({ $0["movieCode"] as? String }) {
            #expect(list.stdout.contains(code))
            #expect(grid.stdout.contains(code))
        }
        let cardsInFirstRow = grid.stdout.split(separator: "\n")[1].components(separatedBy: "╭").count - 1
        #expect(cardsInFirstRow >= 3)
    }

    @Test func hostileTextIsDataNeverTerminalCommands() async throws {
        let standIn = try StandIn()
        let banned: Set<UInt32> = [0x1B, 0x07, 0x9B, 0x85, 0x202E, 0x200B, 0x2028]
        for format in ["text", "tsv", "csv"] {
            for layout in ["list", "grid"] {
                let run = try await runBoxOffice(
                    ["daily", "-d", "20240105", "--no-cache", "-f", format, "-l", layout],
                    environment: standIn.environment)
                #expect(run.status == 0, "\(run.stderr)")
                #expect(!run.stdout.unicodeScalars.contains { banned.contains($0.value) }, "\(format) \(layout)")
                #expect(run.stdout.contains("악성"))
                if format != "text" { #expect(run.stdout.split(separator: "\n").count == 3) }
            }
        }
        let json = try await runBoxOffice(
            ["daily", "-d", "20240105", "--no-cache", "-f", "json"], environment: standIn.environment)
        #expect(!json.stdout.unicodeScalars.contains { banned.contains($0.value) })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let title = try #require(((object["entries"] as? [[String: Any]])?.first)?["title"] as? String)
        #expect(title.contains("\u{1B}]0;pwned\u{7}"))  // JSON keeps what KOBIS sent, escaped
    }

    @Test func colourFollowsForceNoColorAndTheFlag() async throws {
        let forced = try await runBoxOffice(["daily", "--demo"], environment: ["FORCE_COLOR": "1"])
        #expect(forced.stdout.contains("\u{1B}["))
        let clicolor = try await runBoxOffice(["daily", "--demo"], environment: ["CLICOLOR_FORCE": "1"])
        #expect(clicolor.stdout.contains("\u{1B}["))
        let noColor = try await runBoxOffice(["daily", "--demo"], environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}"))
        let flagWins = try await runBoxOffice(["daily", "--demo", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(flagWins.stdout.contains("\u{1B}["))
        let never = try await runBoxOffice(["daily", "--demo", "--color", "never"], environment: ["FORCE_COLOR": "1"])
        #expect(!never.stdout.contains("\u{1B}"))
    }

    @Test func helpIsTheSameEitherWayAndFitsEightyColumns() async throws {
        for command in ["daily", "movie", "cache"] {
            let viaHelp = try await runBoxOffice(["help", command])
            let viaFlag = try await runBoxOffice([command, "--help"])
            #expect(viaHelp.status == 0 && viaHelp.stdout == viaFlag.stdout)
            for line in viaHelp.stdout.split(separator: "\n") { #expect(displayWidth(String(line)) <= 80, "\(line)") }
        }
    }

    /// Under a pseudo-terminal: the spinner is one line no wider than the terminal, erased at the end; never under TERM=dumb.
    @Test(
        .enabled(if: TestPlatform.hasPseudoTerminal, "needs script(1)"),
        arguments: ["xterm", "dumb"])
    func theSpinnerFitsAndHonoursDumbTerminals(term: String) async throws {
        let standIn = try StandIn(["--latency-ms", "700"])
        let run = try await runScript(
            TestPlatform.underPseudoTerminal(
                #"COLUMNS=20 TERM=\#(term) "$BOXOFFICE" daily -d 20240101 --no-cache -f json > /dev/null"#),
            environment: standIn.environment)
        let frames = run.stdout.components(separatedBy: "\r").filter { $0.contains("KOBIS") }
        if term == "dumb" {
            #expect(frames.isEmpty, "\(run.stdout)")
        } else {
            #expect(!frames.isEmpty, "\(run.stdout.debugDescription)")
            for frame in frames {
                let visible = frame.replacingOccurrences(of: "\u{1B}[K", with: "")
                #expect(displayWidth(visible) <= 20, "\(visible)")
            }
            #expect(
                run.stdout.hasSuffix("\r\u{1B}[K"),
                "the spinner is erased at the end: \(run.stdout.suffix(80).debugDescription)")
        }
    }
}
