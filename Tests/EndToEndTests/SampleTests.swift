import Foundation
import Testing

/// `--demo` through the real binary: the sample is KOBIS in small (issue 23, items 7 to 9). Every option works with
/// it; filtered rankings, posters and a request count of its own are there; its gaps are the sample's, with the live
/// exit codes; and its figures agree with each other as KOBIS's do.
@Suite("boxoffice end to end: the sample behaves like KOBIS", .speaking("en"))
struct SampleTests {
    /// The sample's diversity films, and its foreign ones.
    static let diversityFilms: Set<String> = ["20239011", "20239013", "20239019", "20239020"]
    static let foreignFilms: Set<String> = ["20239001", "20239006", "20239010", "20239017", "20239020"]
    static let posterHost = "https://sample.boxoffice.invalid/posters/"

    /// A run with its own home, so the sample's request count starts at zero.
    func demo(_ arguments: [String], home: URL, environment: [String: String] = [:]) async throws -> RunResult {
        try await runBoxOffice(arguments + ["--demo"], environment: environment.merging(["HOME": home.path]) { $1 })
    }

    func object(_ run: RunResult, _ what: String) throws -> [String: Any] {
        let value = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        return try #require(value as? [String: Any], "\(what): \(run.stderr)")
    }

    func entries(_ run: RunResult, _ what: String) throws -> [[String: Any]] {
        try #require(try object(run, what)["entries"] as? [[String: Any]], "\(what)")
    }

    /// A question of the history reads the sample's days as an archive's, with no request: the sample's own count
    /// does not move, as its dry run says. (In Korean: English titles are the films' details, which are asked for.)
    @Test(.speaking("ko")) func historyQuestionsLeaveTheSamplesCountAlone() async throws {
        let home = temporaryFolder("sample-history-count")
        defer { try? FileManager.default.removeItem(at: home) }
        func used() async throws -> Int? {
            try object(try await demo(["usage", "-f", "json"], home: home), "usage")["used"] as? Int
        }
        let before = try await used()
        for words in [["records"], ["records", "--kind", "top-ten"], ["top", "--all-time"]] {
            let run = try await demo(words + ["-q"], home: home)
            #expect(run.status == 0, "\(words) \(run.stderr)")
        }
        let after = try await used()
        #expect(after == before && before != nil, "\(String(describing: before)) \(String(describing: after))")
        let daily = try await demo(["daily", "-q"], home: home)
        let counted = try await used()
        #expect(daily.status == 0 && counted == (before ?? 0) + 1, "a ranking is still counted")
    }

    /// The options a command's help lists (its own and the common ones), `--help` and `--demo` aside.
    func options(of command: [String]) async throws -> Set<String> {
        let help = try await runBoxOffice(command + ["--help"])
        var names = Set<String>()
        for line in help.stdout.split(separator: "\n") where line.hasPrefix("  ") {
            let words = line.split(separator: " ")
            guard words.first?.hasPrefix("-") == true else { continue }  // a wrapped help line, not an option
            for word in words.prefix(2) where word.hasPrefix("--") {
                names.insert(String(word.trimmingCharacters(in: CharacterSet(charactersIn: ","))))
            }
        }
        return names.subtracting(["--help", "--demo"])
    }

    /// The common options, all in one run (`--refresh` goes with `--dry-run`, since it cannot go with `--no-cache`).
    static let common =
        "--color never --config /nonexistent/Config.plist --timeout 5 --no-cache --no-pager --lang en -v -q --offline"

    /// Per command, runs that together give every option its help lists, each of which must succeed with `--demo`.
    /// Words are split at spaces; `_` stands for a space inside one.
    static let everyOption: [(command: String, runs: [String])] = [
        (
            "daily",
            [
                "daily -d 2023-08-15 --layout grid --color always",
                "daily --from 2023-08-01 --to 2023-08-03 --jobs 2 --format csv --bom --yes",
                "daily --details --region 서울 --nation korean --kind commercial --limit 3 -f json "
                    + "--fields rank,title,audience",
                "daily --posters -f json", "daily --share", "daily \(common) -o daily.txt",
                "daily --refresh --dry-run", "daily -f svg --size 800x450 --theme dark --open -o d.svg",
            ]
        ),
        (
            "weekly",
            [
                "weekly --date 2023-08-20 --period week -l grid",
                "weekly --from 2023-08-01 --to 2023-08-31 -p weekdays -j 2 -f jsonl -y",
                "weekly --details --region 부산 --nation foreign --kind commercial --limit 2 -f csv --bom "
                    + "--fields rank,title",
                "weekly --posters -f json", "weekly --share", "weekly \(common) -o w.txt",
                "weekly --refresh --dry-run", "weekly -f html --size 800x450 --theme dark --open -o w.html",
            ]
        ),
        (
            "movie",
            [
                "movie 광해 --layout grid", "movie 20239001 --format json --posters", "movie 20239001 --poster",
                "movie 20239001 \(common) -o m.txt", "movie 20239001 --refresh --dry-run",
                "movie 20239001 -f csv --bom",
                "movie 20239001 --posters -f html --open -o m.html",
            ]
        ),
        (
            "search",
            [
                "search 바다 --director 한바다 --year 2023 --released 2023 --page 1 --per-page 5 --layout grid -f json "
                    + "--fields movieCode,title", "search --all --yes --jobs 2 -f csv --bom \(common) -o s.csv",
                "search 겨울 --refresh --dry-run",
            ]
        ),
        (
            "upcoming",
            [
                "upcoming --days 60 --jobs 2 --yes --layout grid --format json --fields movieCode,title "
                    + "\(common) -o u.json", "upcoming --refresh --dry-run", "upcoming -f tsv --bom",
            ]
        ),
        (
            "people",
            [
                "people 이병헌 --film 광해 --page 1 --per-page 5 --layout grid --format json --fields peopleCode,name "
                    + "\(common) -o p.json", "people 이병헌 --refresh --dry-run", "people 이병헌 -f csv --bom",
            ]
        ),
        (
            "person",
            [
                "person 이병헌 --layout grid", "person 10090001 --format json \(common) -o p.json",
                "person 10090001 --refresh --dry-run", "person 10090001 -f csv --bom",
            ]
        ),
        (
            "companies",
            [
                "companies CJ --page 1 --per-page 5 --layout grid -f json --fields companyCode,name "
                    + "\(common) -o c.json", "companies CJ --refresh --dry-run", "companies 영화사 --ceo 김",
                "companies CJ -f csv --bom",
            ]
        ),
        (
            "company",
            [
                "company CJ_ENM --layout grid", "company 20238094 --format json \(common) -o c.json",
                "company 20238094 --refresh --dry-run", "company 20238094 -f csv --bom",
            ]
        ),
        (
            "codes",
            [
                "codes region --layout grid --format json --fields code,name \(common) -o codes.json",
                "codes nation --refresh --dry-run", "codes nation -f csv --bom",
            ]
        ),
        (
            "trend",
            [
                "trend 20239002 --from 2023-08-09 --to 2023-08-20 --metric sales --cumulative --jobs 2 --yes "
                    + "--format json \(common) -o t.json", "trend 콘크리트_유토피아 --refresh --dry-run",
                "trend 20239001 20239002 --by date --fields film,date,audience -f csv",
                "trend 20239002 -f svg --size 800x450 --theme dark --open -o t.svg",
            ]
        ),
        (
            "top",
            [
                "top --month 2023-08 -n 5 --layout grid",
                "top --from 2023-08-01 --to 2023-08-31 --jobs 2 --yes -f csv --bom "
                    + "--fields rank,title \(common) -o top.csv", "top --year 2023 --weekly -p weekend -f json",
                "top --month 2023-08 --refresh --dry-run",
                "top --month 2023-08 -f svg --size 800x450 --theme dark --open -o t.svg", "top --all-time -n 3",
            ]
        ),
        (
            "records",
            [
                "records --kind top-ten --year 2023 -n 3 --layout grid -f json --fields rank,title,days",
                "records --kind number-one --from 2023-08-01 --to 2023-08-31 -f csv --bom \(common) -o r.csv",
                "records --refresh --dry-run",
            ]
        ),
        (
            "milestones",
            [
                "milestones 20239002 --from 2023-08-09 --to 2023-08-31 --jobs 2 --yes -l grid",
                "milestones 20239002 -f csv --bom --fields date,audienceTotal \(common) -o m.csv",
                "milestones 오펜하이머 --refresh --dry-run",
            ]
        ),
        (
            "poster",
            [
                "poster 20239001 -o poster.jpg \(common)", "poster 광해 --show",
                "poster 20239001 --show --refresh --dry-run",
            ]
        ),
        ("share", ["share 20239001 \(common) -o share.txt", "share 20239001 --refresh --dry-run"]),
        (
            "note add",
            [
                "note add 20124079 --stars 5 --text 왕이_된_남자 --format json \(common) -o note.json",
                "note add 광해 -s 4 --refresh --dry-run",
            ]
        ),
        ("usage", ["usage --format json --config /nonexistent -q --no-pager --lang en -o usage.json"]),
    ]

    static func words(_ run: String) -> [String] {
        run.split(separator: " ").map { $0.replacingOccurrences(of: "_", with: " ") }
    }

    @Test func everyOptionOfEveryCommandWorksWithTheSample() async throws {
        let home = temporaryFolder("sample-options")
        defer { try? FileManager.default.removeItem(at: home) }
        let short = [
            "-d": "--date", "-l": "--layout", "-f": "--format", "-j": "--jobs", "-y": "--yes",
            "-p": "--period", "-v": "--verbose", "-q": "--quiet", "-o": "--output", "-s": "--stars",
            "-m": "--metric", "-t": "--text", "-n": "--limit",
        ]
        for (command, runs) in SampleTests.everyOption {
            let given = runs.flatMap(SampleTests.words).map { short[$0] ?? $0 }.filter { $0.hasPrefix("--") }
            let missing = try await options(of: SampleTests.words(command)).subtracting(given).subtracting(["--copy"])
            #expect(missing.isEmpty, "\(command): no run gives \(missing.sorted())")
            for run in runs {
                // In the home folder, so that -o names land there.
                let inHome = ["-c", #"cd "$0" && exec "$1" "${@:2}""#, home.path, Paths.binary]
                let result = try await runBoxOffice(
                    SampleTests.words(run) + ["--demo"],
                    environment: ["HOME": home.path], executable: "/bin/bash",
                    prefix: inHome)
                #expect(result.status == 0, "\(run) --demo: \(result.stderr)")
                #expect(!result.stderr.contains("sample has no filtered") && !result.stderr.contains("OMDb key"))
            }
        }
        let jpeg = try Data(contentsOf: home.appendingPathComponent("poster.jpg"))
        #expect(jpeg.prefix(3) == Data([0xFF, 0xD8, 0xFF]), "poster -o wrote the sample's JPEG")
        // --copy writes through a terminal, as it does live: under one, the sample's message is what it copies.
        try #require(TestPlatform.hasPseudoTerminal, "needs script(1) for a terminal")
        for command in [#""$BOXOFFICE" share 20239001 --copy --demo"#, #""$BOXOFFICE" daily --share --copy --demo"#] {
            let copied = try await runScript(
                TestPlatform.underPseudoTerminal(command + " > /dev/null"),
                environment: ["HOME": home.path])
            #expect(copied.status == 0, "\(command): \(copied.stderr)")
            #expect(copied.stdout.contains("\u{1B}]52;c;"), "\(command): \(copied.stdout.suffix(99))")
        }
        let server = ["mcp", "--demo", "-v", "-q", "--timeout", "5", "--no-cache", "--config", "/nonexistent"]
        let mcp = try await runBoxOffice(server, environment: ["HOME": home.path])
        #expect(mcp.status == 0, "mcp --demo with every option ends cleanly when its input does: \(mcp.stderr)")
        #expect(try await runBoxOffice(["mcp", "--demo", "--refresh"], environment: ["HOME": home.path]).status == 0)
    }

    @Test func aRegionalOrFilteredRankingIsItsOwnRankingAndLimitSendsTheTopN() async throws {
        let home = temporaryFolder("sample-filters")
        defer { try? FileManager.default.removeItem(at: home) }
        let national = try entries(try await demo(["daily", "-f", "json"], home: home), "national")
        let seoulRun = try await demo(["daily", "--region", "서울", "-f", "json"], home: home)
        let seoul = try entries(seoulRun, "서울")
        #expect(seoul.count == 10 && seoul.map { $0["rank"] as? Int } == (1...10).map { $0 })
        let region = try object(seoulRun, "서울")["filters"] as? [String: Any]
        #expect((region?["region"] as? [String: Any])?["name"] as? String == "서울시")
        let whole = Dictionary(uniqueKeysWithValues: national.map { ($0["movieCode"] as! String, $0) })
        for row in seoul {
            let code = row["movieCode"] as! String
            guard let country = whole[code] else { continue }
            #expect((row["audience"] as! Int) < (country["audience"] as! Int), "\(code): Seoul's audience is its own")
            #expect((row["audienceTotal"] as! Int) < (country["audienceTotal"] as! Int), "\(code): so is its total")
        }
        #expect(
            seoul.map { $0["movieCode"] as! String } != national.map { $0["movieCode"] as! String },
            "Seoul ranks the films in its own order")
        let top3 = try entries(try await demo(["daily", "--limit", "3", "-f", "json"], home: home), "--limit 3")
        #expect(top3.count == 3)
        for (row, full) in zip(top3, national) {
            #expect(NSDictionary(dictionary: row) == NSDictionary(dictionary: full), "--limit 3: the first three rows")
        }
        let diversityRun = try await demo(["daily", "--kind", "diversity", "-f", "json"], home: home)
        let diversity = try entries(diversityRun, "diversity")
        #expect(!diversity.isEmpty && diversity.map { $0["rank"] as? Int } == (1...diversity.count).map { $0 })
        #expect(Set(diversity.map { $0["movieCode"] as! String }).isSubset(of: SampleTests.diversityFilms))
        let busan = ["weekly", "--nation", "korean", "--region", "부산", "-f", "json"]
        let korean = try entries(try await demo(busan, home: home), "부산, Korean films")
        #expect(!korean.isEmpty)
        #expect(Set(korean.map { $0["movieCode"] as! String }).isDisjoint(with: SampleTests.foreignFilms))
    }

    @Test(.speaking("ko")) func theSampleKeepsARequestCountOfItsOwnForUsageAndQuotaStatus() async throws {
        let home = temporaryFolder("sample-quota")
        defer { try? FileManager.default.removeItem(at: home) }
        let fresh = try object(try await demo(["usage", "-f", "json"], home: home), "usage --demo")
        #expect(fresh["used"] as? Int == 0 && fresh["source"] as? String == "sample" && fresh["limit"] is NSNull)
        #expect(try await demo(["daily"], home: home).status == 0)  // one request
        #expect(try await demo(["movie", "광해"], home: home).status == 0)  // the title's search, then the film
        let text = try await demo(["usage"], home: home)
        #expect(text.status == 0 && text.stdout.hasPrefix("샘플 (이 컴퓨터) · "), "\(text.stdout)")
        #expect(text.stdout.contains(": 오늘 답한 요청 3건 · 한도 없음"), "\(text.stdout)")
        let dryRun = try await demo(["daily", "--dry-run"], home: home)
        #expect(dryRun.stdout.contains("샘플이 오늘("), "\(dryRun.stdout)")
        #expect(dryRun.stdout.contains("답한 요청 3건. 샘플은 이 컴퓨터에 있어 한도가 없습니다"), "\(dryRun.stdout)")
        // A key's count is its own: the sample's requests are not in it, and its file is not the sample's.
        let keyed = ["HOME": home.path, "KOBIS_API_KEY": testKey]
        let withKey = try await runBoxOffice(["usage", "-f", "json"], environment: keyed)
        let key = try object(withKey, "usage with a key")
        #expect(key["used"] as? Int == 0 && key["source"] as? String == "kobis")
        let state = home.appendingPathComponent(".local/state/boxoffice")
        let files = try FileManager.default.contentsOfDirectory(atPath: state.path).sorted()
        #expect(files.count == 2 && files.contains("quota-sample.json"), "\(files)")
        // The assistant's tool reads the same count.
        let session = try MCPSession(["--demo"], environment: ["HOME": home.path])
        _ = try await session.initialize()
        let quota = try await session.call("quota_status")
        session.close()
        let document = try #require(quota["structuredContent"] as? [String: Any], "\(quota)")
        #expect(quota["isError"] as? Bool == false)
        #expect(document["source"] as? String == "sample" && document["used"] as? Int == 3, "\(document)")
        // The sample is local: no limit holds it (issue 30).
        let limited = ["BOXOFFICE_DAILY_LIMIT": "4"]
        #expect(try await demo(["daily"], home: home, environment: limited).status == 0)
        let past = try await demo(["daily"], home: home, environment: limited)
        #expect(past.status == 0, "\(past.stderr)")
    }

    @Test func posterAndPostersComeFromTheSamplesOwnOMDbWithoutAKey() async throws {
        let home = temporaryFolder("sample-posters")
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("p.jpg")
        let poster = try await demo(["poster", "20239001", "-o", file.path], home: home)
        #expect(poster.status == 0 && poster.stdout.isEmpty, "\(poster.stderr)")
        let image = try Data(contentsOf: file)
        #expect(image.prefix(3) == Data([0xFF, 0xD8, 0xFF]) && image.suffix(2) == Data([0xFF, 0xD9]))
        #expect(image.count < 4_096)
        let rows = try entries(try await demo(["daily", "--posters", "-f", "json"], home: home), "--posters")
        #expect(rows.count == 10)
        for row in rows {
            let url = (row["poster"] as? [String: Any])?["url"] as? String ?? ""
            #expect(url == SampleTests.posterHost + (row["movieCode"] as! String) + ".jpg", "\(row)")
        }
        let sheetRun = try await demo(["movie", "광해", "--posters", "-f", "json"], home: home)
        let sheet = try object(sheetRun, "movie --posters")
        #expect((sheet["poster"] as? [String: Any])?["url"] as? String == SampleTests.posterHost + "20124079.jpg")
    }

    /// The sample's gaps are its own: each message says "the sample", and exits as the live one does.
    @Test(
        arguments: [
            (["movie", "광해 아닌 영화"], 66, "the sample has no movie named '광해 아닌 영화'"),
            (["movie", "99999999"], 66, "the sample has no movie 99999999"),
            (["person", "99999999"], 66, "the sample has no person 99999999"),
            (["company", "99999999"], 66, "the sample has no company 99999999"),
            (["people", "없는 사람 이름"], 0, "the sample found no person named '없는 사람 이름'"),
            (["search", "없는 제목"], 0, "the sample found no films"),
            (
                ["trend", "20239002", "--from", "2023-07-01", "--to", "2023-07-10"], 66,
                "the sample counts only the daily top 10 of 2023-08-01 to 2023-08-31"
            ),
            (["trend", "20239010"], 64, "the sample has no release date for 20239010"),
            (["daily", "-d", "2023-09-05"], 64, "the sample counts up to its yesterday in Korea (2023-08-31)"),
            (["weekly", "-d", "2023-09-01"], 64, "which has not ended yet in the sample"),
        ] as [([String], Int32, String)])
    func gapsInTheSampleAreTheSamplesWithTheLiveExitCodes(
        arguments: [String], status: Int32, message: String
    )
        async throws
    {
        let home = temporaryFolder("sample-gaps")
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try await demo(arguments, home: home)
        #expect(run.status == status, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        for blame in ["KOBIS has", "KOBIS found", "KOBIS counts", "not in the sample"] {
            #expect(!run.stderr.contains(blame), "\(arguments): \(run.stderr)")
        }
    }

    @Test func anEmptyDayOfTheSampleSaysSoAndExitsAsAnEmptyLiveDay() async throws {
        let home = temporaryFolder("sample-empty")
        defer { try? FileManager.default.removeItem(at: home) }
        let sample = try await demo(["daily", "-d", "2023-07-01"], home: home)
        #expect(
            sample.stderr.contains("the sample has no ranking for 2023-07-01: it holds 2023-08-01 to 2023-08-31"),
            "\(sample.stderr)")
        let standIn = try StandIn()
        let now = ["HOME": home.path, "BOXOFFICE_NOW": "2024-01-16T03:00:00Z"]
        // daily_20240102_empty.json: KOBIS's answer for a day without figures.
        let live = try await runBoxOffice(
            ["daily", "-d", "2024-01-02"],
            environment: standIn.environment.merging(now) { $1 })
        #expect(live.stderr.contains("KOBIS has no ranking for 2024-01-02"), "\(live.stderr)")
        #expect(sample.status == live.status, "an empty day exits as it does live")
    }

    @Test func theREADMEsExamplesWorkInTheSample() async throws {
        let home = temporaryFolder("sample-readme")
        defer { try? FileManager.default.removeItem(at: home) }
        let movie = try await demo(["movie", "광해"], home: home)
        #expect(movie.status == 0 && movie.stdout.contains("광해, 왕이 된 남자"), "\(movie.stderr)")
        #expect(movie.stderr.contains("광해 → 20124079"), "\(movie.stderr)")
        let examples = [
            ["share", "20124079"], ["search", "바다"], ["trend", "20239002"], ["daily"],
            ["weekly", "--period", "week"],
        ]
        for arguments in examples {
            let run = try await demo(arguments, home: home)
            #expect(run.status == 0 && !run.stdout.isEmpty, "\(arguments): \(run.stderr)")
        }
        let note = try await demo(["note", "add", "20124079", "--stars", "5", "--text", "왕이 된 남자"], home: home)
        #expect(note.status == 0 && note.stderr.contains("광해, 왕이 된 남자 (20124079)"), "\(note.stderr)")
    }

    /// Item 9 through the binary: every day and every period of the sample, every film.
    @Test func dailyWeeklyTotalsRankChangesAndNEWAgreeAcrossTheWholeSample() async throws {
        let home = temporaryFolder("sample-identities")
        defer { try? FileManager.default.removeItem(at: home) }
        func lines(_ arguments: [String]) async throws -> [[String: Any]] {
            let run = try await demo(arguments + ["-f", "jsonl", "-q"], home: home)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            return run.stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }
        func int(_ row: [String: Any]?, _ key: String) -> Int { row?[key] as? Int ?? -1 }
        var days: [String: [String: [String: Any]]] = [:]
        for row in try await lines(["daily", "--from", "2023-08-01", "--to", "2023-08-31"]) {
            days[row["date"] as! String, default: [:]][row["movieCode"] as! String] = row
        }
        #expect(days.count == 31)
        func day(_ iso: String, _ offset: Int) -> String {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withFullDate]
            return formatter.string(from: formatter.date(from: iso)!.addingTimeInterval(Double(offset) * 86_400))
        }
        var checked = 0
        for (date, films) in days where date != "2023-08-01" {
            for (code, row) in films {
                let what = "\(date) \(code)"
                guard let before = days[day(date, -1)]?[code] else {
                    #expect(row["new"] as? Bool == true && int(row, "rankChange") == 0, "\(what): NEW")
                    continue
                }
                #expect(row["new"] as? Bool == false, "\(what): ranked the day before")
                #expect(int(row, "rankChange") == int(before, "rank") - int(row, "rank"), "\(what): rankInten")
                #expect(int(row, "audienceTotal") == int(before, "audienceTotal") + int(row, "audience"), "\(what): 누적")
                checked += 1
            }
        }
        #expect(checked > 200)
        #expect(days["2023-08-01"]!.values.contains { $0["new"] as? Bool == false }, "the first day is not all NEW")
        var sums = 0
        for period in ["week", "weekend", "weekdays"] {
            let rows = try await lines(["weekly", "-p", period, "--from", "2023-08-01", "--to", "2023-08-31"])
            #expect(rows.count >= 30, "\(period)")
            for row in rows {
                let start = row["periodStart"] as! String
                let end = row["periodEnd"] as! String
                let code = row["movieCode"] as! String
                let what = "\(period) \(start) \(code)"
                var span = [start]
                while span.last! != end { span.append(day(span.last!, 1)) }
                let ranked = span.compactMap { days[$0]?[code] }
                if let last = days[end]?[code] {
                    #expect(int(row, "audienceTotal") == int(last, "audienceTotal"), "\(what): 누적 of its last day")
                }
                if ranked.count == span.count {
                    let sum = ranked.reduce(0) { $0 + int($1, "audience") }
                    #expect(int(row, "audience") == sum, "\(what): its days' sum")
                    sums += 1
                }
            }
        }
        #expect(sums > 60)
    }
}
