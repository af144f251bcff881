import Foundation
import Testing

/// What a new user hit, through the real binary: the sample everywhere, names for codes, no silent quota
/// spend, tidy rows, `-o` templates, narrow terminals, `-v`, `config`, and honest trends.
@Suite("boxoffice end to end: a new user", .speaking("en"))
struct NewUserTests {
    let now = "2024-12-20T03:00:00Z"

    func environment(_ standIn: StandIn, _ folder: URL, _ extra: [String: String] = [:]) -> [String: String] {
        standIn.environment.merging([
            "BOXOFFICE_NOW": now, "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config",
        ]) { $1 }
        .merging(extra) { $1 }
    }

    /// With no key at all, every command that reads KOBIS answers from the sample.
    @Test(arguments: [
        ["search", "바다"], ["weekly"], ["trend", "20239002"], ["person", "10090001"], ["company", "20237799"],
        ["codes", "region"], ["upcoming"], ["daily", "--from", "2023-08-01", "--to", "2023-08-07", "-f", "csv"],
        ["movie", "오펜하이머"], ["share", "20239001"], ["people", "크리스토퍼"], ["companies", "롯데"],
    ])
    func theSampleAnswersEveryCommandWithoutAKey(arguments: [String]) async throws {
        let run = try await runBoxOffice(arguments + ["--demo"])
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count >= 2, "\(arguments): \(run.stdout)")
        #expect(run.stderr.hasPrefix("boxoffice: sample data (2023-08-01 to 2023-08-31), not live KOBIS figures\n"))
    }

    @Test func theNoKeyMessageSuggestsACommandThatWorks() async throws {
        let run = try await runBoxOffice(["search", "바다"])
        #expect(run.status == 78)
        let suggestion = try #require(run.stderr.range(of: "`boxoffice daily --demo`"), "\(run.stderr)")
        let words = run.stderr[suggestion].dropFirst(11).dropLast().split(separator: " ").map(String.init)
        #expect(try await runBoxOffice(words).status == 0)
    }

    @Test(.speaking("ko")) func namesResolveThroughTheSearch() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("names")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let movie = try await runBoxOffice(["movie", "광해", "-f", "json"], environment: environment)
        #expect(movie.status == 0, "\(movie.stderr)")
        #expect(movie.stderr == "boxoffice: 광해 → 20124079  광해, 왕이 된 남자 (2012) 감독 추창민\n")
        #expect(movie.stdout.contains("\"movieCode\": \"20124079\""))
        #expect(
            standIn.requests.contains {
                $0.contains("searchMovieList.json") && $0.contains("movieNm=%EA%B4%91%ED%95%B4")
            })
        let many = try await runBoxOffice(["movie", "시험영화"], environment: environment)
        #expect(many.status == 64)
        #expect(many.stdout.isEmpty)
        let lines = many.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "boxoffice: '시험영화'에 맞는 영화가 3편입니다: 그중 하나의 코드를 주세요")
        #expect(
            lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
                == [
                    "2099T001  시험영화 1 (2019) 감독 김시험", "2099T002  시험영화 2 (2021) 감독 박시험",
                    "2099T003  시험영화 3 (2023) 감독 이시험",
                ])
        let people = try await runBoxOffice(["person", "강동원"], environment: environment)
        #expect(people.status == 64)
        #expect(people.stderr.contains("'강동원'에 맞는 인물이 2명입니다"))
        #expect(people.stderr.contains("10000558  강동원") && people.stderr.contains("20363775  강동원"))
        let none = try await runBoxOffice(["movie", "없는영화제목"], environment: environment)
        #expect(none.status == 66 && none.stderr.hasPrefix("boxoffice: KOBIS에 '없는영화제목'에 맞는 영화가 없습니다"))
        // The lookup is cached like any search: asked again, nothing is sent.
        let before = standIn.requests.count
        #expect(try await runBoxOffice(["movie", "광해", "-f", "json"], environment: environment).status == 0)
        #expect(standIn.requests.count == before)
    }

    @Test(.speaking("ko")) func aLongRangeAsksFirstAndADryRunSendsNothing() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("quota-spend")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let range = ["daily", "--from", "2024-01-01", "--to", "2024-06-29", "-f", "csv"]  // 181 days
        let refused = try await runBoxOffice(range, environment: environment)
        #expect(refused.status == 64)
        #expect(
            refused.stderr.hasPrefix(
                "boxoffice: 이 범위: 요청 181건을 보냅니다 (100건 넘음, 오늘 2,950건 남음). 진행하려면 --yes를"))
        #expect(standIn.requests.isEmpty)
        let dry = try await runBoxOffice(range + ["--dry-run"], environment: environment)
        #expect(dry.status == 0)
        #expect(
            dry.stdout.hasPrefix(
                "모의 실행: 일별 순위 181개 (2024-01-01 ~ 2024-06-29) — 요청 181건 (캐시 0건, 보낼 요청 181건)\n"),
            "\(dry.stdout)")
        #expect(dry.stdout.contains("이번 실행 뒤 2,769건 남음"), "\(dry.stdout)")
        #expect(standIn.requests.isEmpty)
        let yes = try await runBoxOffice(
            range + ["--yes", "-o", folder.path + "/half-year.csv"], environment: environment)
        #expect(yes.status == 0, "\(yes.stderr)")
        #expect(standIn.requests.count == 181)
        let again = try await runBoxOffice(range + ["--dry-run"], environment: environment)
        #expect(again.stdout.contains("(캐시 181건, 보낼 요청 0건)"), "\(again.stdout)")
    }

    @Test func tidyRowsFieldsAndAnOutputTemplate() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("tidy")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let csv = try await runBoxOffice(["daily", "-d", "2024-01-01", "-f", "csv"], environment: environment)
        #expect(csv.stdout.hasPrefix("date,rank,rankChange,new,movieCode,title,"))
        #expect(csv.stdout.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("2024-01-01,") })
        let three = try await runBoxOffice(
            ["daily", "-d", "2024-01-01", "--fields", "rank,title,audience", "-f", "csv"], environment: environment)
        #expect(three.stdout.split(separator: "\n").first == "rank,title,audience")
        #expect(
            three.stdout.split(separator: "\n").allSatisfy {
                $0.split(separator: ",", omittingEmptySubsequences: false).count == 3 || $0.contains("\"")
            })
        let unknown = try await runBoxOffice(
            ["daily", "-d", "2024-01-01", "--fields", "rank,revenue", "-f", "csv"], environment: environment)
        #expect(unknown.status == 64 && unknown.stderr.contains("no key 'revenue': use date, rank,"))
        let template = try await runBoxOffice(
            ["daily", "-d", "2024-01-01", "-f", "json", "-o", folder.path + "/daily-{date}.json"],
            environment: environment)
        #expect(template.status == 0, "\(template.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/daily-2024-01-01.json"))
        let weekly = try await runBoxOffice(
            ["weekly", "-d", "2024-01-07", "--period", "weekend", "-f", "tsv"], environment: environment)
        #expect(weekly.stdout.hasPrefix("periodStart\tperiodEnd\trank\t"))
    }

    @Test(.speaking("ko")) func sixtyColumnsDropColumnsBeforeCuttingTitles() async throws {
        let run = try await runBoxOffice(["daily", "--demo", "-q"], environment: ["COLUMNS": "60"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.dropFirst().first)
        // A title is cut only once 코드 and 개봉일 are gone; 누적 stays.
        #expect(!header.contains("코드") && !header.contains("개봉일") && header.contains("누적"), "\(header)")
        #expect(run.stdout.contains("오펜하이머"))
        for line in lines { #expect(displayWidth(line) <= 60) }
    }

    @Test(.speaking("ko")) func verboseShowsEachRequestWithTheKeyMasked() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("verbose")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let first = try await runBoxOffice(["daily", "-d", "2024-01-01", "-v", "-f", "json"], environment: environment)
        let lines = first.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(first.stderr)")
        #expect(
            lines[0].hasPrefix(
                "boxoffice: GET /kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json?key="))
        #expect(lines[0].contains("&targetDt=20240101 200 ") && lines[0].hasSuffix("cache=miss"))
        #expect(!first.stderr.contains(testKey))
        #expect(first.stdout.hasPrefix("{"))
        let second = try await runBoxOffice(
            ["daily", "-d", "2024-01-01", "-v", "-f", "json"], environment: environment)
        #expect(second.stderr.hasSuffix("cache=hit\n"))
        #expect(second.stdout.contains("\"fromCache\": true"))
    }

    @Test func configStoresTheKeyFromStdinAndNeverShowsIt() async throws {
        let folder = temporaryFolder("config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["XDG_CONFIG_HOME": folder.path + "/config", "SECRET": "my-KOBIS-key-5678"]
        let stored = try await runScript(
            #"printf '%s\n' "$SECRET" | "$BOXOFFICE" config set-key"#, environment: environment)
        #expect(stored.status == 0, "\(stored.stderr)")
        #expect(!stored.stderr.contains("my-KOBIS-key-5678") && stored.stderr.contains("…5678"))
        let file = folder.path + "/config/boxoffice/Config.plist"
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(
            try FileManager.default.attributesOfItem(atPath: folder.path + "/config/boxoffice")[.posixPermissions]
                as? Int == 0o700)
        let show = try await runBoxOffice(["config", "show"], environment: environment)
        #expect(show.status == 0)
        #expect(show.stdout.contains("KOBIS key …5678") && show.stdout.contains(file))
        #expect(!(show.stdout + show.stderr).contains("my-KOBIS-key-5678"))
        #expect(try await runBoxOffice(["config", "path"], environment: environment).stdout == file + "\n")
        let omdb = try await runScript(
            #"printf 'omdb-abcd\n' | "$BOXOFFICE" config set-omdb-key && "$BOXOFFICE" config show"#,
            environment: environment)
        #expect(omdb.stdout.contains("OMDb key  …abcd") && omdb.stdout.contains("KOBIS key …5678"))
        let empty = try await runScript(#"printf '' | "$BOXOFFICE" config set-key"#, environment: environment)
        #expect(empty.status == 64)
    }

    @Test func optionsAreNeverAcceptedAndIgnored() async throws {
        for (arguments, message) in [
            (
                ["trend", "20239002", "--cumulative", "--metric", "rank", "--demo"],
                "--cumulative goes with --metric audience or sales"
            ),
            (
                ["share", "20239001", "--copy", "--demo"],
                "--copy writes the clipboard through the terminal, and stderr is not one"
            ),
            (
                ["daily", "--demo", "--share", "--copy"],
                "--copy writes the clipboard through the terminal, and stderr is not one"
            ),
            (["codes", "regions", "--demo"], "did you mean 'region'?"),
            (["daily", "--demo", "--bom"], "--bom goes with -f csv or -f tsv"),
        ] {
            let run = try await runBoxOffice(arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
    }

    @Test func aFilmNeverInTheTopTenIs66AndAChartAcrossYearsShowsThem() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("trend-honest")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let never = try await runBoxOffice(["trend", "20230101", "--to", "2023-03-10"], environment: environment)
        #expect(never.status == 66, "\(never.stderr)")
        #expect(never.stdout.isEmpty)
        #expect(never.stderr.contains("20230101 was not in the top 10 on any day from 2023-03-01 to 2023-03-10"))
        let across = try await runBoxOffice(
            ["trend", "20990005", "--from", "2022-12-20", "--to", "2023-03-20", "--yes"],
            environment: environment.merging(["COLUMNS": "100"]) { $1 })
        #expect(across.status == 0, "\(across.stderr)")
        #expect(across.stdout.contains("2022-12-20") && across.stdout.contains("2023-0"))
    }

    @Test func helpPointsToTheExitCodesAndMessagesReadForwards() async throws {
        let help = try await runBoxOffice(["daily", "--help"])
        #expect(help.stdout.split(separator: "\n").count <= 80)
        #expect(!help.stdout.contains("EXIT CODES"))
        #expect(help.stdout.hasSuffix("Exit codes: boxoffice help exit-codes (and the man page).\n"))
        let codes = try await runBoxOffice(["help", "exit-codes"])
        #expect(codes.stdout.contains("  143  ended by SIGTERM"))
        for line in help.stdout.split(separator: "\n") where line.contains("[") && line.hasPrefix("      ") {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("["), "wrapped inside a bracket: \(line)")
        }
    }

    @Test func ambiguousWidthCanCountDouble() async throws {
        for (value, status) in [("double", Int32(0)), ("single", 0), ("triple", 78)] {
            let run = try await runBoxOffice(
                ["daily", "--demo", "-q"], environment: ["COLUMNS": "50", "BOXOFFICE_AMBIWIDTH": value])
            #expect(run.status == status, "\(value): \(run.stderr)")
            guard status == 0 else { continue }
            // – (U+2013) is East Asian Ambiguous: two columns when double, so every line still fits in 50.
            for line in run.stdout.split(separator: "\n") {
                #expect(displayWidth(String(line), ambiguousIsWide: value == "double") <= 50, "\(value): \(line)")
            }
        }
    }
}
