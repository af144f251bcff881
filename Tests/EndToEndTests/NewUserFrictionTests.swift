import Foundation
import Testing

/// What a new user hit, round two, the quiet gaps and the friction, through the real binary: empty ranges, missing
/// posters, notes by name and without a key, required options, typos, `--fields` in text, the columns a narrow
/// terminal keeps, the pager, `--bom`, one file per day, and share messages with the numbers people quote.
@Suite("boxoffice end to end: a new user's friction", .speaking("en"))
struct NewUserFrictionTests {
    let now = "2024-12-20T03:00:00Z"

    func environment(_ standIn: StandIn?, _ folder: URL, _ extra: [String: String] = [:]) -> [String: String] {
        let home = folder.path
        return (standIn?.environment ?? [:])
            .merging([
                "BOXOFFICE_NOW": now, "HOME": home, "XDG_CACHE_HOME": home + "/cache",
                "XDG_STATE_HOME": home + "/state", "XDG_DATA_HOME": home + "/data",
                "XDG_CONFIG_HOME": home + "/config",
            ]) { $1 }
            .merging(extra) { $1 }
    }

    func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    // MARK: - 10. Empty days in a range

    @Test(.speaking("ko")) func aRangeWithNoRankingOnAnyDayIs66AndWritesNoFileWhileSomeEmptyDaysAreNamed() async throws
    {
        let standIn = try StandIn()
        let folder = temporaryFolder("empty-range")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = environment(standIn, folder)
        let march = folder.appendingPathComponent("march.csv").path
        let empty = try await runBoxOffice(
            [
                "daily", "--from", "2024-03-01", "--to", "2024-03-31", "-f", "csv",
                "-o", march,
            ], environment: env)
        #expect(empty.status == 66)
        #expect(
            empty.stderr == "boxoffice: KOBIS에 2024-03-01 ~ 2024-03-31의 날 31개 중 어디에도 순위가 없습니다\n",
            "\(empty.stderr)")
        #expect(!FileManager.default.fileExists(atPath: march), "a header-only file was written")
        let range = ["daily", "--from", "2024-01-01", "--to", "2024-01-03", "-f", "csv"]
        let some = try await runBoxOffice(range, environment: env)
        #expect(some.status == 0, "\(some.stderr)")
        #expect(some.stderr == "boxoffice: 날 3개 중 1개는 순위가 없습니다 (2024-01-02)\n")
        #expect(some.stdout.split(separator: "\n").count > 10)
        let quiet = try await runBoxOffice(range + ["-q"], environment: env)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty, "\(quiet.stderr)")
    }

    // MARK: - 11. Posters

    @Test func postersOMDbDoesNotHaveAreCountedOnStderrAndTheNoKeyMessageNamesSetOmdbKey() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("posters-missing")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = environment(
            standIn, folder,
            [
                "OMDB_BASE_URL": "http://127.0.0.1:\(standIn.port)/omdb/",
                "OMDB_API_KEY": "good-omdb-key",
            ])
        let run = try await runBoxOffice(["daily", "-d", "2023-03-01", "--posters", "-f", "csv"], environment: env)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr == "boxoffice: OMDb has no poster for 4 of 4 films "
                + "(20990005, 20990004, 20990003, 20990002)\n", "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").dropFirst().allSatisfy { $0.hasSuffix(",,") }, "\(run.stdout)")
        let noKey = try await runBoxOffice(
            ["daily", "-d", "2023-03-01", "--posters"],
            environment: env.merging(["OMDB_API_KEY": ""]) { $1 })
        #expect(noKey.status == 78)
        #expect(
            noKey.stderr.contains("store one with `boxoffice config set-omdb-key` (or set OMDB_API_KEY)"),
            "\(noKey.stderr)")
    }

    // MARK: - 12. Notes by name, and without a key

    @Test func aNoteIsSavedWithoutAKeyItsTitleFilledInLaterAndNotesAreListedByName() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("notes-no-key")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keyed = environment(standIn, folder)
        let keyless = keyed.merging(["KOBIS_API_KEY": ""]) { $1 }
        let add = try await runBoxOffice(
            ["note", "add", "20230101", "-s", "4", "--text", "좋아요", "-f", "json"],
            environment: keyless)
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout.contains("\"title\": \"20230101\""), "\(add.stdout)")
        #expect(
            add.stderr.contains(
                "no KOBIS key is configured, so its title is filled in by a later "
                    + "`boxoffice note list`"), "\(add.stderr)")
        #expect(standIn.requests.isEmpty)
        let byName = try await runBoxOffice(["note", "add", "광해", "-s", "4"], environment: keyless)
        #expect(byName.status == 78)
        #expect(byName.stderr.contains("only KOBIS knows the code of '광해': give the film's code"), "\(byName.stderr)")
        // Offline, the note lists by its code; with a key, the title is looked up once and kept.
        let offline = try await runBoxOffice(["note", "list", "-f", "json"], environment: keyless)
        #expect(offline.stdout.contains("\"title\": \"20230101\""))
        let filled = try await runBoxOffice(["note", "list"], environment: keyed)
        #expect(filled.status == 0, "\(filled.stderr)")
        #expect(filled.stdout.contains("연도가 다른 영화"), "\(filled.stdout)")
        #expect(filled.stderr.contains("titles filled in for 1 note saved without a key"))
        #expect(standIn.requests.count == 1)
        // A title, whole or in part, lists that film's notes, offline.
        for name in ["연도가 다른 영화", "연도가다른영화", "연도"] {
            let listed = try await runBoxOffice(["note", "list", name, "-f", "json"], environment: keyless)
            #expect(listed.status == 0, "\(name): \(listed.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8))
            let document = try #require(object as? [String: Any])
            #expect(document["movieCode"] as? String == "20230101", "\(name)")
            #expect(document["count"] as? Int == 1, "\(name)")
        }
        let none = try await runBoxOffice(["note", "list", "콘크리트"], environment: keyless)
        #expect(none.status == 0)
        #expect(none.stderr.contains("no note on a film with the code or title '콘크리트'"))
        // The MCP tool takes a title too.
        let session = try MCPSession(environment: keyless)
        _ = try await session.initialize()
        let result = try await session.call("list_notes", ["movie": "연도"])
        let document = try #require(result["structuredContent"] as? [String: Any], "\(result)")
        #expect(document["count"] as? Int == 1 && document["movieCode"] as? String == "20230101", "\(document)")
        session.close()
    }

    @Test func movieWithAKeyFillsInTheTitleOfANoteSavedWithoutOne() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("notes-movie-fill")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keyed = environment(standIn, folder)
        let add = try await runBoxOffice(
            ["note", "add", "20230101", "-s", "5"],
            environment: keyed.merging(["KOBIS_API_KEY": ""]) { $1 })
        #expect(add.status == 0, "\(add.stderr)")
        let movie = try await runBoxOffice(["movie", "20230101", "-f", "json"], environment: keyed)
        #expect(movie.status == 0, "\(movie.stderr)")
        let notes = try String(contentsOfFile: folder.path + "/data/boxoffice/notes.json", encoding: .utf8)
        #expect(notes.contains("\"title\" : \"연도가 다른 영화\""), "\(notes)")
    }

    // MARK: - 13. Required options

    @Test func aRequiredOptionShowsAsRequiredInUsageHelpCompletionsAndTheManPage() async throws {
        let folder = temporaryFolder("required")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = environment(nil, folder)
        let missing = try await runBoxOffice(["note", "add", "20124079"], environment: env)
        #expect(missing.status == 64)
        #expect(missing.stderr == "boxoffice: note add needs --stars 1..5\nSee 'boxoffice note add --help'.\n")
        let help = try await runBoxOffice(["help", "note", "add"], environment: env)
        #expect(help.stdout.contains("usage: boxoffice note add <movie> -s 1..5 [-t TEXT]"), "\(help.stdout)")
        #expect(!help.stdout.contains("[-s 1..5]"))
        #expect(help.stdout.contains("your rating, 1 to 5 stars (required)"))
        let zsh = try await runBoxOffice(["completions", "zsh"], environment: env)
        #expect(zsh.stdout.contains("'--stars[your rating, 1 to 5 stars (required)]"))
        let fish = try await runBoxOffice(["completions", "fish"], environment: env)
        #expect(fish.stdout.contains("-l stars -s s -x -d 'your rating, 1 to 5 stars (required)'"))
        let man = try await runBoxOffice(["manpage"], environment: env)
        #expect(man.stdout.contains("boxoffice note add <movie> \\-s 1..5 [\\-t TEXT]"))
        #expect(man.stdout.contains("your rating, 1 to 5 stars (required)"))
        // bash offers the missing required option once the film is typed, and not after it is given.
        let bash = try await runBoxOffice(["completions", "bash"], environment: env)
        let script = folder.appendingPathComponent("boxoffice.bash")
        try bash.stdout.write(to: script, atomically: true, encoding: .utf8)
        let offered = try await runScript(
            #"""
            source "$SCRIPT"
            COMP_WORDS=(boxoffice note add 20124079 ""); COMP_CWORD=4; _boxoffice; echo "[${COMPREPLY[*]}]"
            COMP_WORDS=(boxoffice note add 20124079 -s 4 ""); COMP_CWORD=6; _boxoffice; echo "[${COMPREPLY[*]}]"
            """#, environment: ["SCRIPT": script.path])
        #expect(offered.stdout == "[--stars]\n[]\n", "\(offered.stdout)\(offered.stderr)")
        let given = try await runBoxOffice(
            ["note", "add", "20124079", "-s", "4", "--demo", "--dry-run"],
            environment: env)
        #expect(given.status == 0, "\(given.stderr)")
    }

    // MARK: - 14. Typos

    @Test(arguments: [
        (["daily", "--fromat", "json"], "boxoffice: unknown option '--fromat'; did you mean '--format'?", "daily"),
        (
            ["daily", "2023-08-10"], "boxoffice: unexpected argument '2023-08-10'; did you mean '-d 2023-08-10'?",
            "daily"
        ),
        (["daily", "-7"], "boxoffice: unexpected argument '-7'; did you mean '-d -7'?", "daily"),
        (["weekly", "week"], "boxoffice: unexpected argument 'week'; did you mean '-p week'?", "weekly"),
        (
            ["person", "크리스토퍼", "놀란"],
            "boxoffice: unexpected argument '놀란': a name of several words goes in quotes, "
                + "as in boxoffice person \"크리스토퍼 놀란\"", "person"
        ),
        (
            ["movie", "-f", "json", "광해", "왕이", "된", "남자"],
            "boxoffice: unexpected argument '왕이': a name of several words goes in quotes, "
                + "as in boxoffice movie \"광해 왕이 된 남자\"", "movie"
        ),
    ])
    func typosGetTheHintThatFixesThem(arguments: [String], message: String, command: String) async throws {
        let folder = temporaryFolder("typos")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await runBoxOffice(arguments + ["--demo"], environment: environment(nil, folder))
        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == message + "\nSee 'boxoffice \(command) --help'.\n", "\(run.stderr)")
    }

    // MARK: - 15. --fields in text

    @Test(.speaking("ko")) func fieldsPicksTheColumnsOfTextTablesAndMarkdownKeepsTheKoreanHeaders() async throws {
        let folder = temporaryFolder("fields-text")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = environment(nil, folder, ["COLUMNS": "80"])
        let list = try await runBoxOffice(
            ["daily", "--demo", "-q", "--fields", "rank,title,audienceTotal,screens"],
            environment: env)
        #expect(list.status == 0, "\(list.stderr)")
        let lines = list.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count > 2, "\(list.stderr)")
        #expect(lines[1].split(separator: " ") == ["#", "제목", "누적", "스크린수"], "\(lines[1])")
        #expect(lines[2].hasPrefix(" 1  오펜하이머") && lines[2].contains("1,707,063"), "\(lines[2])")
        #expect(!list.stdout.contains("35,717"), "관객 was not asked for")
        let grid = try await runBoxOffice(
            ["daily", "--demo", "-q", "-l", "grid", "--fields", "title,audienceTotal"],
            environment: env)
        #expect(grid.status == 0 && grid.stdout.contains("누적 1,707,063"), "\(grid.stdout)")
        #expect(!grid.stdout.contains("관객"), "\(grid.stdout)")
        let markdown = try await runBoxOffice(
            [
                "daily", "--demo", "-q", "-f", "markdown", "--fields",
                "rank,title,audienceTotal",
            ], environment: env)
        #expect(
            markdown.stdout.contains("| # | 제목 | 누적 |\n| ---: | --- | ---: |\n| 1 | 오펜하이머 | 1,707,063 |"),
            "\(markdown.stdout)")
        let notes = try await runBoxOffice(["note", "list", "--fields", "title,stars"], environment: env)
        #expect(notes.status == 0, "\(notes.stderr)")
        let unknown = try await runBoxOffice(["daily", "--demo", "--fields", "nope"], environment: env)
        #expect(unknown.status == 64 && unknown.stderr.contains("옵션 '--fields'에 없는 키입니다: 'nope'"))
    }

    // MARK: - 16. What a narrow terminal keeps

    @Test(
        .speaking("ko"),
        arguments: [
            (80, ["#", "변동", "제목", "관객", "누적", "개봉일"]),
            (60, ["#", "변동", "제목", "관객", "누적"]),
            (40, ["#", "제목", "관객", "누적"]),
        ])
    func aNarrowTerminalDropsTheCodeFirstAndKeepsTheCumulativeLast(width: Int, header: [String]) async throws {
        let folder = temporaryFolder("narrow")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await runBoxOffice(
            ["daily", "--demo", "-q"],
            environment: environment(nil, folder, ["COLUMNS": "\(width)"]))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count > 2, "\(run.stderr)")
        #expect(lines[1].split(separator: " ").map(String.init) == header, "\(width): \(lines[1])")
        #expect(lines[2].contains("1,707,063"), "\(width): \(lines[2])")
        #expect(!lines[2].contains("20239001"), "the code stayed at \(width)")
    }

    // MARK: - 19. The pager

    /// Runs `command` (shell text; `$BOXOFFICE` is the binary) on a pseudo-terminal of 10 rows and 80 columns.
    func onATerminal(_ command: String, _ environment: [String: String]) async throws -> RunResult {
        let shell = "stty rows 10 cols 80; " + command + #"; echo "status=$?""#
        return try await runScript(TestPlatform.underPseudoTerminal(shell), environment: environment)
    }

    @Test(.speaking("ko"), .enabled(if: TestPlatform.hasPseudoTerminal, "needs script(1)"))
    func longTextOnATerminalGoesThroughThePagerAndNeverOffOne() async throws {
        let folder = temporaryFolder("pager")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = environment(nil, folder, ["BOXOFFICE_PAGER": "sed s/^/PAGED:/"])
        let paged = try await onATerminal(#""$BOXOFFICE" help"#, env)
        let lines = paged.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(String.init)
        #expect(
            lines.first == "PAGED:boxoffice 1.1.0: the Korean box office (KOBIS) in your terminal.",
            "\(lines.prefix(3))")
        #expect(lines.filter { $0.hasPrefix("PAGED:") }.count == lines.count - 1, "every line went through the pager")
        #expect(lines.last == "status=0")
        // $PAGER when BOXOFFICE_PAGER is unset; a short text is not paged.
        let pager = try await onATerminal(
            #""$BOXOFFICE" help daily"#,
            environment(nil, folder, ["PAGER": "sed s/^/P2:/"]))
        #expect(pager.stdout.hasPrefix("P2:boxoffice daily:"), "\(pager.stdout.prefix(80))")
        let short = try await onATerminal(#""$BOXOFFICE" --version"#, env)
        #expect(short.stdout.hasPrefix("boxoffice 1.1.0"), "\(short.stdout)")
        // Turned off: --no-pager (before the command, after it, with --help), BOXOFFICE_PAGER=cat.
        for command in [
            #""$BOXOFFICE" --no-pager help"#, #""$BOXOFFICE" daily --help --no-pager"#,
            #""$BOXOFFICE" daily --demo -q --no-pager --from 2023-08-01"#,
            #"BOXOFFICE_PAGER=cat "$BOXOFFICE" help"#,
        ] {
            let run = try await onATerminal(command, env)
            #expect(!run.stdout.contains("PAGED:"), "\(command): \(run.stdout.prefix(200))")
            #expect(run.stdout.contains("status=0"), "\(command)")
        }
        // Never when stdout is not a terminal, even with a pager set.
        let piped = try await runBoxOffice(["help"], environment: env)
        #expect(piped.stdout.hasPrefix("boxoffice 1.1.0:") && !piped.stdout.contains("PAGED:"))
        let toFile = folder.appendingPathComponent("out.txt").path
        let written = try await onATerminal(
            #""$BOXOFFICE" daily --demo -q --from 2023-08-01 -o "$OUT""#,
            env.merging(["OUT": toFile]) { $1 })
        #expect(written.stdout.contains("status=0"))
        #expect(try String(contentsOfFile: toFile, encoding: .utf8).contains("일별 박스오피스 · 2023-08-31"))
    }

    @Test(.enabled(if: TestPlatform.hasPseudoTerminal, "needs script(1)"))
    func aPagerThatQuitsEarlyOrCannotStartIsNoError() async throws {
        let folder = temporaryFolder("pager-early")
        defer { try? FileManager.default.removeItem(at: folder) }
        // 90 KB of cards: more than a pipe holds, so the pager quitting after one line breaks the pipe.
        let early = try await onATerminal(
            #""$BOXOFFICE" daily --demo -q -l grid --from 2023-08-01"#,
            environment(nil, folder, ["BOXOFFICE_PAGER": "head -n 1"]))
        let lines = early.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(lines.count == 2 && lines.last == "status=0", "\(early.stdout.prefix(300))")
        let missing = try await onATerminal(
            #""$BOXOFFICE" help"#,
            environment(nil, folder, ["BOXOFFICE_PAGER": "no-such-pager-x"]))
        #expect(missing.stdout.contains("the pager 'no-such-pager-x' did not start"))
        #expect(missing.stdout.contains("boxoffice 1.1.0: the Korean box office"))
        #expect(missing.stdout.contains("status=0"))
    }

    /// Runs `command` (shell text, `$BOXOFFICE` is the binary) with a pseudo-terminal as its terminal, waits until
    /// the terminal shows `prompt`, then types `keys` in order and types the last one again until the command ends
    /// (a pager drops what was typed ahead of a Ctrl-C it handles, and nothing shows when it has). Stdout holds what
    /// the terminal showed.
    func typeUnderPseudoTerminal(
        _ command: String, after prompt: String, keys: [String],
        environment: [String: String]
    ) async throws -> RunResult {
        var typing = keys.map { "printf '%b' '\($0)' >&3" }.joined(separator: "\n")
        if let last = keys.last {
            typing += "\nwhile kill -0 \"$pid\" 2>/dev/null; do printf '%b' '\(last)' >&3; sleep 0.2; done"
        }
        let script = """
            dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
            mkfifo "$dir/in"
            \(TestPlatform.underPseudoTerminal(command)) <"$dir/in" >"$dir/out" 2>&1 &
            pid=$!
            exec 3>"$dir/in"
            until grep -q "$PROMPT" "$dir/out" || ! kill -0 "$pid" 2>/dev/null; do sleep 0.05; done
            \(typing)
            wait "$pid"
            exec 3>&-
            cat "$dir/out"
            """
        return try await runScript(script, environment: environment.merging(["PROMPT": prompt]) { $1 })
    }

    @Test(.enabled(if: TestPlatform.hasPseudoTerminal && TestPlatform.tool("less") != nil, "needs script(1) and less"))
    func ctrlCInLessBelongsToLessAndQuittingEndsWithTheCommandsStatus() async throws {
        let folder = temporaryFolder("pager-less")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The shell traps SIGINT (a trap, unlike an ignore, is not inherited): the Ctrl-C typed for less reaches the
        // whole foreground group, and a shell that died of it would never print the status.
        let run = try await typeUnderPseudoTerminal(
            #"trap : INT; stty rows 10 cols 80; "$BOXOFFICE" help; echo "status=$?""#,
            after: "COMMANDS", keys: ["\\003", "q"],
            environment: environment(nil, folder, ["TERM": "xterm"]))
        #expect(run.stdout.contains("status=0"), "\(run.stdout.suffix(300))")
        #expect(
            !run.stdout.contains("Exit codes: boxoffice help exit-codes"),
            "the whole help was shown: less did not page it")
    }

    @Test(.enabled(if: TestPlatform.hasPseudoTerminal && TestPlatform.tool("less") != nil, "needs script(1) and less"))
    func sigtermWhileThePagerShowsEndsItAndExits143() async throws {
        let folder = temporaryFolder("pager-term")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("pid").path
        let run = try await typeUnderPseudoTerminal(
            #"stty rows 10 cols 80; tty=$(tty | sed s,/dev/,,); "#
                + #"(until ps -o comm= -t "$tty" | grep -qx less; do sleep 0.05; done; "#
                + #"kill -TERM "$(cat "$PIDFILE")") & "#
                + #"bash -c 'echo $$ > "$PIDFILE"; exec "$BOXOFFICE" help'; echo "status=$?"; "#
                + #"while ps -o comm= -t "$tty" | grep -qx less; do sleep 0.05; done; "#
                + #"ps -o comm= -t "$tty""#,
            after: "status=", keys: [], environment: environment(nil, folder, ["PIDFILE": pidFile, "TERM": "xterm"]))
        #expect(run.stdout.contains("status=143"), "\(run.stdout.suffix(300))")
        let lines = run.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n")
        #expect(!lines.contains("less"), "less outlived it")
    }

    // MARK: - 21. --bom

    @Test func bomStartsCsvAndTsvWithTheMarkOnlyWhenAskedAndIsRefusedWithOtherFormats() async throws {
        let folder = temporaryFolder("bom")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = environment(nil, folder)
        let mark = Data([0xEF, 0xBB, 0xBF])
        for format in ["csv", "tsv"] {
            let file = folder.appendingPathComponent("today.\(format)")
            let run = try await runBoxOffice(
                ["daily", "--demo", "-q", "-f", format, "--bom", "-o", file.path],
                environment: env)
            #expect(run.status == 0, "\(run.stderr)")
            let data = try Data(contentsOf: file)
            #expect(data.prefix(3) == mark, "\(format)")
            #expect(data.dropFirst(3).prefix(4) == Data("date".utf8), "\(format)")
            #expect(data.dropFirst(3).firstRange(of: mark) == nil, "one mark only")
        }
        let plain = try await runBoxOffice(["daily", "--demo", "-q", "-f", "csv"], environment: env)
        #expect(plain.stdout.hasPrefix("date,rank"), "no mark unasked")
        let found = folder.appendingPathComponent("search.tsv")
        let search = try await runBoxOffice(
            ["search", "바다", "--demo", "-q", "-f", "tsv", "--bom", "-o", found.path],
            environment: env)
        #expect(search.status == 0, "\(search.stderr)")
        #expect(try Data(contentsOf: found).prefix(4) == mark + Data("m".utf8))
        let json = try await runBoxOffice(["daily", "--demo", "-f", "json", "--bom"], environment: env)
        #expect(json.status == 64)
        #expect(json.stderr.hasPrefix("boxoffice: --bom goes with -f csv or -f tsv"), "\(json.stderr)")
        #expect(json.stdout.isEmpty)
        let help = try await runBoxOffice(["help", "daily"], environment: env)
        #expect(help.stdout.contains("--bom") && help.stdout.contains("Excel"))
    }

    // MARK: - 22. One file per day

    @Test(.speaking("ko")) func aRangeWithDateInTheOutputNameWritesOneWholeFilePerDay() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("per-day")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = environment(standIn, folder)
        let out = folder.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let run = try await runBoxOffice(
            [
                "daily", "--from", "2023-12-31", "--to", "2024-01-03", "-f", "json",
                "-o", out.path + "/daily-{date}.json",
            ], environment: env)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(files(in: out) == ["daily-2024-01-01.json", "daily-2024-01-03.json"], "no temporary file left either")
        #expect(run.stderr == "boxoffice: 날 4개 중 2개는 순위가 없습니다 (2023-12-31, 2024-01-02). 그 파일은 없습니다\n")
        for day in ["2024-01-01", "2024-01-03"] {
            let data = try Data(contentsOf: out.appendingPathComponent("daily-\(day).json"))
            let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(day)")
            #expect(document["type"] as? String == "daily" && document["date"] as? String == day)
        }
        // csv: each file has its header; {from} and {to} are the range's.
        let csv = try await runBoxOffice(
            [
                "daily", "--from", "2024-01-01", "--to", "2024-01-03", "-f", "csv", "-q",
                "-o", out.path + "/{from}_{to}_{date}.csv",
            ], environment: env)
        #expect(csv.status == 0, "\(csv.stderr)")
        let first = try String(contentsOfFile: out.path + "/2024-01-01_2024-01-03_2024-01-01.csv", encoding: .utf8)
        #expect(first.hasPrefix("date,rank,") && first.contains("\n2024-01-01,1,"))
        // An unknown placeholder is still refused; weekly periods get a file each too.
        let unknown = try await runBoxOffice(
            [
                "daily", "--from", "2024-01-01", "--to", "2024-01-03",
                "-o", out.path + "/{day}.txt",
            ], environment: env)
        #expect(unknown.status == 64, "\(unknown.stderr)")
        #expect(unknown.stderr.contains("{day}: 이 명령이 채우지 않는 자리입니다"), "\(unknown.stderr)")
        let august = ["weekly", "--demo", "-q", "--from", "2023-08-01", "--to", "2023-08-31", "-f", "json"]
        let weeks = try await runBoxOffice(august + ["-o", out.path + "/weekend-{from}.json"], environment: env)
        #expect(weeks.status == 0, "\(weeks.stderr)")
        #expect(files(in: out).filter { $0.hasPrefix("weekend-") }.count == 1, "{from} alone is the range's: one file")
        let each = try await runBoxOffice(august + ["-o", out.path + "/week-{from}-{date}.json"], environment: env)
        #expect(each.status == 0, "\(each.stderr)")
        #expect(files(in: out).filter { $0.hasPrefix("week-") }.count == 4, "\(files(in: out))")
    }

    // MARK: - 23. Share with the numbers

    @Test(.speaking("ko")) func shareCarriesTheLatestDaysAudienceAndTheCumulative() async throws {
        let folder = temporaryFolder("share-numbers")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = environment(nil, folder)
        let film = try await runBoxOffice(["share", "20239002", "--demo", "-q"], environment: env)
        #expect(film.status == 0, "\(film.stderr)")
        #expect(film.stdout.contains("\n📊 2023-08-31 (목) 3위 · 관객 17,923명 · 누적 1,689,483명\n"), "\(film.stdout)")
        let byName = try await runBoxOffice(["share", "오펜하이머", "--demo", "-q"], environment: env)
        #expect(byName.stdout.contains("📊 2023-08-31 (목) 1위 · 관객 35,717명 · 누적 1,707,063명"), "\(byName.stdout)")
        let ranking = try await runBoxOffice(["daily", "--share", "--demo", "-q"], environment: env)
        #expect(ranking.stdout.contains("\n1. 오펜하이머 · 관객 35,717명 · 누적 1,707,063명\n"), "\(ranking.stdout)")
        let plan = try await runBoxOffice(["share", "20239002", "--demo", "-q", "--dry-run"], environment: env)
        #expect(plan.stdout.contains("이어서: 최신 관객 수와 누적 관객 수를 찾아 최근 날부터 일별 순위 최대 7개"), "\(plan.stdout)")
        let english = try await runBoxOffice(
            ["share", "20239002", "--demo", "-q", "--dry-run", "--lang", "en"], environment: env)
        #expect(
            english.stdout.contains("then: up to 7 daily rankings, newest first, for its latest audience and total"),
            "\(english.stdout)")
    }

    @Test(.speaking("ko")) func shareLeavesTheNumbersOutAndSaysWhyWhenTheRankingsCannotBeRead() async throws {
        let standIn = try StandIn(["--fail-date", "20230304"])
        let folder = temporaryFolder("share-failure")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = environment(standIn, folder, ["BOXOFFICE_NOW": "2023-03-05T03:00:00Z"])
        let run = try await runBoxOffice(["share", "20230101"], environment: env)
        #expect(run.stdout.hasPrefix("🎬 연도가 다른 영화"), "\(run.stdout)")
        #expect(!run.stdout.contains("📊"))
        #expect(run.status == 76, "\(run.stderr)")
        #expect(
            run.stderr.hasPrefix(
                "boxoffice: 최근 일별 순위를 읽지 못해 문구에 관객 수가 없습니다. "), "\(run.stderr)")
        // A film that opened more than a year before is not looked for: no ranking is asked.
        let old = try await runBoxOffice(
            ["share", "20230101", "--no-cache"],
            environment: env.merging(["BOXOFFICE_NOW": now]) { $1 })
        #expect(old.status == 0, "\(old.stderr)")
        #expect(!standIn.requests.contains { $0.contains("targetDt=2024") }, "\(standIn.requests)")
    }
}
