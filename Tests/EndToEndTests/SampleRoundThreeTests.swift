import Foundation
import Testing

/// Issue 30, sections 5 and 7, through the real binary: the sample is local (no `--yes`, no limit), its notes are
/// kept apart, a trend asks only about the days it sends, `poster` to a pipe, `--no-pager` after `help`, days
/// before KOBIS, the release year in `share`, the milestones' `*`, the OMDb address in `config show`, rows beyond
/// `--limit`, and the MCP descriptions.
@Suite("boxoffice end to end: the sample and small ones, round three", .speaking("en"))
struct SampleRoundThreeTests {
    let now = "2024-12-20T03:00:00Z"

    func environment(_ standIn: StandIn?, _ home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        let own = ["HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache", "BOXOFFICE_NOW": now]
        return (standIn?.environment ?? [:]).merging(own) { $1 }.merging(extra) { $1 }
    }

    func json(_ run: RunResult, _ what: String) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            "\(what): \(run.stdout.prefix(300)) \(run.stderr)")
    }

    // MARK: - 5. The sample and notes

    @Test func theSampleNeverAsksForYesNorCountsAgainstALimit() async throws {
        let home = temporaryFolder("round3-local")
        defer { try? FileManager.default.removeItem(at: home) }
        let top = try await runBoxOffice(
            ["top", "--year", "2023", "--demo", "-f", "json"], environment: ["HOME": home.path])
        #expect(top.status == 0, "\(top.stderr)")
        #expect(!top.stderr.contains("--yes") && !top.stderr.contains("for this key"), "\(top.stderr)")
        let limited = ["HOME": home.path, "BOXOFFICE_DAILY_LIMIT": "2"]
        for _ in 0..<3 {
            let daily = try await runBoxOffice(["daily", "--demo", "-f", "csv"], environment: limited)
            #expect(daily.status == 0, "\(daily.stderr)")
            #expect(!daily.stderr.contains("requests allowed today"), "\(daily.stderr)")
        }
        let usage = try await runBoxOffice(["usage", "--demo"], environment: limited)
        #expect(usage.status == 0 && usage.stdout.hasPrefix("the sample (this machine)"), "\(usage.stdout)")
        #expect(!usage.stdout.contains("left"), "the sample has no limit to have requests left of: \(usage.stdout)")
    }

    @Test func notesOnTheSampleAreKeptApartAndListAndRemoveWithDemo() async throws {
        let home = temporaryFolder("round3-notes")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["HOME": home.path]
        let added = try await runBoxOffice(
            ["note", "add", "20239002", "-s", "4", "-t", "sample", "--demo"], environment: env)
        #expect(added.status == 0, "\(added.stderr)")
        let live = try await runBoxOffice(["note", "add", "20124079", "-s", "5", "-t", "real"], environment: env)
        #expect(live.status == 0, "\(live.stderr)")
        let sampleList = try await runBoxOffice(["note", "list", "--demo", "-f", "json"], environment: env)
        #expect(sampleList.status == 0, "\(sampleList.stderr)")
        #expect(
            sampleList.stdout.contains("20239002") && !sampleList.stdout.contains("20124079"), "\(sampleList.stdout)")
        let liveList = try await runBoxOffice(["note", "list", "-f", "json"], environment: env)
        #expect(liveList.stdout.contains("20124079") && !liveList.stdout.contains("20239002"), "\(liveList.stdout)")
        let movie = try await runBoxOffice(["movie", "20239002", "--demo"], environment: env)
        #expect(movie.stdout.contains("sample"), "the sample film's sheet shows its note: \(movie.stdout)")
        let removed = try await runBoxOffice(["note", "rm", "1", "--demo"], environment: env)
        #expect(removed.status == 0, "\(removed.stderr)")
        let empty = try await runBoxOffice(["note", "list", "--demo", "-f", "json"], environment: env)
        #expect(empty.status == 0 && !empty.stdout.contains("20239002"), "\(empty.stdout)")
        let kept = try await runBoxOffice(["note", "list", "-f", "json"], environment: env)
        #expect(kept.stdout.contains("20124079"), "the live note is untouched: \(kept.stdout)")
    }

    @Test func aTrendOffATerminalAsksOnlyAboutTheDaysItSends() async throws {
        let home = temporaryFolder("round3-trend")
        defer { try? FileManager.default.removeItem(at: home) }
        let standIn = try StandIn(["--synthetic"])
        // 가상의 영화 25 is in the top 10 for about 40 days: its run ends long before its 180-day window.
        let run = try await runBoxOffice(["trend", "20990025", "-f", "json"], environment: environment(standIn, home))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("--yes"), "\(run.stderr)")
        let sent = standIn.requests.filter { $0.contains("searchDailyBoxOfficeList") }.count
        #expect(sent > 30 && sent <= 100, "\(sent) daily rankings sent")
    }

    @Test func aTrendThatRunsPastTheThresholdAsksThenAndNotBefore() async throws {
        let home = temporaryFolder("round3-long-trend")
        defer { try? FileManager.default.removeItem(at: home) }
        let standIn = try StandIn(["--synthetic"])
        // 오래 걸린 영화 (2029-03-01) is in the top 10 for 150 days: more than the 100 requests sent without asking.
        let env = environment(standIn, home, ["BOXOFFICE_NOW": "2029-12-01T03:00:00Z"])
        let refused = try await runBoxOffice(["trend", "20980006", "-f", "json"], environment: env)
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("would send 179 requests") && refused.stderr.contains("--yes"), "\(refused.stderr)")
        let asked = standIn.requests.filter { $0.contains("searchDailyBoxOfficeList") }.count
        // The release day (read first, for screenings before it), then 100 days without asking.
        #expect(asked == 101, "the first 100 days went without asking, then it asked: \(asked)")
        let run = try await runBoxOffice(["trend", "20980006", "-f", "json", "--yes"], environment: env)
        #expect(run.status == 0, "\(run.stderr)")
        let sent = standIn.requests.filter { $0.contains("searchDailyBoxOfficeList") }.count
        #expect(sent >= 157 && sent < 180, "150 days in the top 10 and a week out: \(sent) \(run.stderr)")
    }

    @Test func posterWithTheSampleWritesToAPipeAndMatchesTheFilesExtension() async throws {
        let home = temporaryFolder("round3-poster")
        defer { try? FileManager.default.removeItem(at: home) }
        // A JPEG, as OMDb's posters are: `poster --demo -o poster.jpg` works as it would live.
        let jpeg = Data([0xFF, 0xD8, 0xFF])
        let piped = home.appendingPathComponent("piped.jpg")
        let run = try await runScript(
            #""$BOXOFFICE" poster 20239001 --demo > "$F""#, environment: ["HOME": home.path, "F": piped.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Data(contentsOf: piped).prefix(3) == jpeg)
        let named = home.appendingPathComponent("poster.jpg")
        #expect(
            try await runBoxOffice(
                ["poster", "20239001", "--demo", "-o", named.path], environment: ["HOME": home.path]
            ).status == 0)
        #expect(try Data(contentsOf: named).prefix(3) == jpeg)
        let wrong = home.appendingPathComponent("poster.png")
        let refused = try await runBoxOffice(
            ["poster", "20239001", "--demo", "-o", wrong.path], environment: ["HOME": home.path])
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(refused.stderr.contains("JPEG") && refused.stderr.contains(".png"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: wrong.path), "nothing written under a JPEG name")
    }

    // MARK: - 7. Small ones

    @Test(.enabled(if: TestPlatform.hasPseudoTerminal, "needs script(1)"))
    func noPagerIsHonouredAfterHelp() async throws {
        let home = temporaryFolder("round3-pager")
        defer { try? FileManager.default.removeItem(at: home) }
        for command in [
            #""$BOXOFFICE" help daily --no-pager"#, #""$BOXOFFICE" help --no-pager"#,
            #""$BOXOFFICE" --help --no-pager"#, #""$BOXOFFICE" note --help --no-pager"#,
            #""$BOXOFFICE" note --no-pager list --help"#,
        ] {
            let shell = "stty rows 10 cols 80; " + command + #"; echo "status=$?""#
            let run = try await runScript(
                TestPlatform.underPseudoTerminal(shell),
                environment: ["HOME": home.path, "BOXOFFICE_PAGER": "sed s/^/PAGED:/"])
            #expect(!run.stdout.contains("PAGED:"), "\(command): \(run.stdout.prefix(200))")
            #expect(run.stdout.contains("status=0") && run.stdout.contains("boxoffice"), "\(command)")
        }
    }

    @Test func aDayBeforeKobisStartedIsRefusedWithoutARequest() async throws {
        let home = temporaryFolder("round3-early")
        defer { try? FileManager.default.removeItem(at: home) }
        let standIn = try StandIn()
        for arguments in [["daily", "-d", "1990-01-01"], ["daily", "--from", "2004-05-01", "--to", "2004-05-10"]] {
            let run = try await runBoxOffice(arguments, environment: environment(standIn, home))
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("2004-05-04"), "\(run.stderr)")
        }
        #expect(standIn.requests.isEmpty, "\(standIn.requests)")
        // The first day is asked for (the stand-in has no ranking for it: 66, "no ranking").
        let first = try await runBoxOffice(
            ["daily", "-d", "2004-05-04", "-f", "csv"], environment: environment(standIn, home))
        #expect(first.status != 64, "\(first.stderr)")
        #expect(standIn.requests.count == 1, "\(standIn.requests)")
    }

    /// Without a key, a day before KOBIS's figures is still the date's fault (64), not the missing key's (78).
    @Test func aDayBeforeKobisStartedIsTheDatesFaultEvenWithoutAKey() async throws {
        let home = temporaryFolder("round3-early-nokey")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "KOBIS_API_KEY": ""]
        for arguments in [["daily", "-d", "1990-01-01"], ["daily", "--from", "2001-01-01", "--to", "2001-01-03"]] {
            let run = try await runBoxOffice(arguments, environment: env)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("2004-05-04") && !run.stderr.contains("API key"), "\(run.stderr)")
        }
    }

    @Test func shareShowsTheReleaseYear() async throws {
        let home = temporaryFolder("round3-share")
        defer { try? FileManager.default.removeItem(at: home) }
        let standIn = try StandIn()
        // 20230101 was made in 2022 and released on 2023-03-01.
        let run = try await runBoxOffice(["share", "20230101"], environment: environment(standIn, home))
        let first = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasSuffix("2023)") && !first.contains("2022"), "\(run.stdout) \(run.stderr)")
    }

    /// The `*` column is explained under the table when a row has the mark (issue 43): 20239002 passed 1 million
    /// on a ranked day, so its table has the column and no footnote. (A starred row's footnote: NumbersTests and
    /// the milestones goldens.)
    @Test func theMilestonesStarColumnIsExplainedOnlyWhenARowIsStarred() async throws {
        let home = temporaryFolder("round3-milestones")
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try await runBoxOffice(["milestones", "20239002", "--demo"], environment: ["HOME": home.path])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("*") }, "the table has its * column: \(run.stdout)")
        #expect(!lines.contains { $0.hasPrefix("* ") }, "\(run.stdout)")
        let english = try await runBoxOffice(
            ["milestones", "20239002", "--demo", "--lang", "en"], environment: ["HOME": home.path])
        #expect(!english.stdout.contains("* crossed on a day out of the top 10"), "\(english.stdout)")
    }

    @Test func configShowShowsTheOMDbAddressWhenSet() async throws {
        let home = temporaryFolder("round3-config")
        defer { try? FileManager.default.removeItem(at: home) }
        let set = try await runBoxOffice(
            ["config", "show"], environment: ["HOME": home.path, "OMDB_BASE_URL": "http://127.0.0.1:9/omdb/"])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.contains("OMDb      http://127.0.0.1:9/omdb/"), "\(set.stdout)")
        let unset = try await runBoxOffice(["config", "show"], environment: ["HOME": home.path])
        #expect(!unset.stdout.contains("OMDb      http"), "\(unset.stdout)")
    }

    @Test func aServerThatSendsMoreRowsThanTheLimitIsCutToIt() async throws {
        let home = temporaryFolder("round3-rows")
        defer { try? FileManager.default.removeItem(at: home) }
        let standIn = try StandIn(["--all-rows"])
        let run = try await runBoxOffice(
            ["daily", "-d", "2024-01-03", "--limit", "3", "-f", "json"], environment: environment(standIn, home))
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try json(run, "daily --limit 3")["entries"] as? [[String: Any]]
        #expect(entries?.map { $0["rank"] as? Int } == [1, 2, 3], "\(run.stdout.prefix(300))")
    }

    @Test func theMCPDescriptionsGiveEachKindsOwnCodeAndNoCommandLineSyntax() async throws {
        let home = temporaryFolder("round3-mcp")
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try MCPSession(["--demo"], environment: ["HOME": home.path])
        defer { session.close() }
        _ = try await session.initialize()
        let tools = try await session.allTools()
        #expect(tools.count > 10)
        for tool in tools {
            let name = tool["name"] as? String ?? "?"
            let schema = tool["inputSchema"] as? [String: Any] ?? [:]
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            let texts =
                [tool["description"] as? String ?? ""] + properties.values.map { $0["description"] as? String ?? "" }
            for text in texts {
                #expect(text.range(of: #"--[a-z]"#, options: .regularExpression) == nil, "\(name): \(text)")
            }
            let codes = properties.values.compactMap { $0["description"] as? String }.joined(separator: " ")
            if name == "person_info" {
                #expect(!codes.contains("20124079") && codes.contains("10031641"), "\(codes)")
            }
            if name == "company_info" {
                #expect(!codes.contains("20124079") && codes.contains("20122497"), "\(codes)")
            }
        }
    }
}

extension SampleRoundThreeTests {
    @Test func theReadmeKeepsWithin250Lines() throws {
        let readme = try String(contentsOf: Paths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 250, "README.md has \(lines) lines")
    }
}
