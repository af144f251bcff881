import Foundation
import Testing

/// Milestones, a period's top films and films side by side, through the real binary against the stand-in's
/// synthetic 2025 (Scripts/kobis-standin.py, BLOCKBUSTERS). Every expected figure comes from the stand-in's own
/// formula through Tests/EndToEndTests/Oracle/synthetic_oracle.py, never from boxoffice's code.
@Suite("boxoffice end to end: milestones, top and films side by side", .speaking("en"))
struct NumbersTests {
    /// 2026-01-05 noon in Korea: all of 2025 has figures.
    let now = "2026-01-05T03:00:00Z"
    static let oracle = Paths.root.appendingPathComponent("Tests/EndToEndTests/Oracle/synthetic_oracle.py").path

    func environment(_ standIn: StandIn, _ folder: URL, _ extra: [String: String] = [:]) -> [String: String] {
        standIn.environment.merging([
            "BOXOFFICE_NOW": now, "XDG_CACHE_HOME": folder.path + "/cache",
            "XDG_STATE_HOME": folder.path + "/state", "COLUMNS": "100",
        ]) { $1 }.merging(extra) { $1 }
    }

    /// What the oracle prints for these arguments.
    func oracle(_ arguments: [String]) async throws -> String {
        let run = try await runBoxOffice(
            arguments, environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
            executable: "/usr/bin/env", prefix: ["python3", NumbersTests.oracle])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    func rows(_ text: String, key: String) throws -> [[String: Any]] {
        try #require((try json(text) as? [String: Any])?[key] as? [[String: Any]], "\(text.prefix(300))")
    }

    @Test(.speaking("ko")) func milestoneDatesAreTheStandInsOwnAndOneCrossedOutOfTheTopTenIsMarked() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("milestones")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        // 20980001 passes 1, 2, 3, 5, 10 and 15 million; 20980005 passes 1 million on a day out of the top 10.
        for (film, last) in [
            ("20980001", "2025-05-31"), ("20980002", "2025-05-31"), ("20980003", "2025-07-31"),
            ("20980005", "2025-07-31"),
        ] {
            let run = try await runBoxOffice(
                ["milestones", film, "--to", last, "-f", "json"], environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            let got = try rows(run.stdout, key: "milestones")
            let opened = try #require((try json(run.stdout) as? [String: Any])?["openDate"] as? String)
            let expected = try #require(
                try json(try await oracle(["milestones", film, opened, last])) as? [[String: Any]])
            #expect(!expected.isEmpty)
            #expect(got.map { $0 as NSDictionary } == expected.map { $0 as NSDictionary }, "\(film)")
        }
        let thresholds = try rows(
            try await runBoxOffice(
                ["milestones", "20980001", "--to", "2025-05-31", "-f", "json"],
                environment: environment
            ).stdout, key: "milestones"
        ).compactMap { $0["threshold"] as? Int }
        #expect(thresholds == [1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 15_000_000])
        let late = try await runBoxOffice(["milestones", "20980005", "--yes"], environment: environment)
        #expect(late.stdout.contains("100만  2025-06-13     D+13  1,300,000  *"), "\(late.stdout)")
        #expect(late.stdout.contains("* 10위 밖이던 날에 넘어, 다음 집계일에 적었습니다"))
    }

    @Test(.speaking("ko")) func theTrendShowsItsMilestonesUnderTheChartAndInItsJSON() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("trend-milestones")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let json = try await runBoxOffice(["trend", "20980005", "-f", "json", "--yes"], environment: environment)
        #expect(json.status == 0, "\(json.stderr)")
        let document = try #require(try self.json(json.stdout) as? [String: Any])
        let expected = try #require(
            try self.json(try await oracle(["milestones", "20980005", "2025-06-01", "2025-07-07"])) as? [[String: Any]])
        #expect(
            (document["milestones"] as? [[String: Any]])?.map { $0 as NSDictionary }
                == expected.map { $0 as NSDictionary })
        let before = standIn.requests.count
        let chart = try await runBoxOffice(["trend", "20980005", "--yes"], environment: environment)
        // The chart's run is the JSON's, read from the cache; only days past the run's end that were fetched ahead
        // when it stopped (and so never cached) may be asked again.
        let again = standIn.requests.dropFirst(before).filter { $0.contains("targetDt=") }
        #expect(
            again.allSatisfy { line in
                guard let range = line.range(of: "targetDt=") else { return false }
                return String(line[range.upperBound...].prefix(8)) > "20250707"
            }, "\(again)")
        #expect(chart.stdout.contains("100만 돌파 2025-06-13 (D+13) 누적 1,300,000명 *"), "\(chart.stdout)")
        #expect(chart.stdout.contains("300만 돌파 2025-06-30 (D+30) 누적 3,000,000명\n"))
    }

    @Test(.speaking("ko")) func theYearsTopIsTheStandInsOwnAndASecondRunSendsNothing() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("top")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let dry = try await runBoxOffice(["top", "--year", "2025", "--dry-run"], environment: environment)
        #expect(
            dry.stdout.hasPrefix(
                "모의 실행: 2025-01-01 ~ 2025-12-31 일별 순위 — 요청 365건 (캐시 0건, 보낼 요청 365건)\n"),
            "\(dry.stdout)")
        #expect(standIn.requests.isEmpty)
        let asked = try await runBoxOffice(["top", "--year", "2025"], environment: environment)
        #expect(
            asked.status == 64 && asked.stderr.contains("요청 365건을 보냅니다") && asked.stderr.contains("--yes"),
            "\(asked.stderr)")
        #expect(standIn.requests.isEmpty)
        let csv = try await runBoxOffice(
            ["top", "--year", "2025", "-n", "20", "-f", "csv", "--yes"], environment: environment)
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(standIn.requests.count == 365)
        let expected = try #require(
            try json(try await oracle(["top", "2025-01-01", "2025-12-31", "20"])) as? [[String: Any]])
        var lines = [
            "rank,movieCode,title,audience,sales,daysInTopTen,bestRank,bestRankDate,openDate,audienceTotal,"
                + "audienceTotalDate"
        ]
        for film in expected {
            lines.append(
                [
                    "rank", "movieCode", "title", "audience", "sales", "count", "bestRank", "bestRankDate", "openDate",
                    "audienceTotal", "last",
                ]
                .map { "\(film[$0]!)" }.joined(separator: ","))
        }
        #expect(csv.stdout == lines.joined(separator: "\n") + "\n")
        // The 1, 2, 3, 5 and 10 million films lead, and days outside the top 10 are not counted: 20980005 drew
        // 3,000,000 but only 2,500,000 on its ranked days.
        #expect(csv.stdout.split(separator: "\n")[1].hasPrefix("1,20980001,천만 관객 영화,15300000,"))
        #expect(csv.stdout.contains(",20980005,늦게 뜬 영화,2500000,25000000000,25,1,2025-06-01,2025-06-01,3000000,"))
        let again = try await runBoxOffice(
            ["top", "--year", "2025", "-n", "20", "-f", "csv", "--yes"], environment: environment)
        #expect(again.stdout == csv.stdout)
        #expect(standIn.requests.count == 365, "a second top over the same year sends nothing")
        let text = try await runBoxOffice(
            ["top", "--year", "2025"], environment: environment.merging(["COLUMNS": "80"]) { $1 })
        #expect(text.status == 0, "a cached year asks nothing: \(text.stderr)")
        let heading = text.stdout.split(separator: "\n").prefix(2)
        #expect(heading == ["2025년 박스오피스 상위 10 · 2025-01-01 ~ 2025-12-31", "일별 상위 10위에 든 날의 관객만 셉니다 (10위 밖의 날은 빠짐)"])
        for line in text.stdout.split(separator: "\n") { #expect(displayWidth(String(line)) <= 80) }
    }

    @Test(.speaking("ko")) func aWeeklyTopCountsEachFilmOnlyInItsTopTenWeeks() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("top-weekly")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await runBoxOffice(
            ["top", "--year", "2025", "--weekly", "--period", "week", "-n", "15", "-f", "json"],
            environment: environment(standIn, folder))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(standIn.requests.count == 52 && standIn.requests.allSatisfy { $0.contains("weekGb=0") })
        let got = try rows(run.stdout, key: "entries")
        let expected = try #require(
            try json(try await oracle(["weekly-top", "2025-01-01", "2025-12-31", "15", "0"])) as? [[String: Any]])
        #expect(got.count == expected.count)
        for (row, film) in zip(got, expected) {
            for (ours, theirs) in [
                ("rank", "rank"), ("movieCode", "movieCode"), ("audience", "audience"), ("sales", "sales"),
                ("weeksInTopTen", "count"), ("bestRank", "bestRank"), ("bestRankDate", "bestRankDate"),
                ("audienceTotal", "audienceTotal"),
            ] {
                #expect("\(row[ours]!)" == "\(film[theirs]!)", "\(ours) of \(film["movieCode"]!)")
            }
        }
    }

    @Test(.speaking("ko")) func twoFilmsAlignedByReleaseAreTheStandInsSeries() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("side-by-side")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let csv = try await runBoxOffice(
            ["trend", "20980001", "20980002", "--to", "2025-04-30", "-f", "csv"], environment: environment)
        #expect(csv.status == 0, "\(csv.stderr)")
        #expect(csv.stdout == (try await oracle(["aligned", "2025-04-30", "20980001", "20980002"])))
        let byDate = try await runBoxOffice(
            ["trend", "20980001", "20980002", "--to", "2025-04-30", "--by", "date", "-f", "jsonl"],
            environment: environment)
        let dates = byDate.stdout.split(separator: "\n").compactMap {
            (try? json(String($0)) as? [String: Any])?["date"] as? String
        }
        #expect(dates == dates.sorted() && dates.count == 57 + 50)
        let chart = try await runBoxOffice(
            ["trend", "20980001", "20980002", "--to", "2025-04-30"], environment: environment)
        #expect(chart.status == 0)
        #expect(chart.stdout.contains("\no 천만 관객 영화 (20980001)\n") && chart.stdout.contains("\nx 삼백만 영화 (20980002)\n"))
        #expect(chart.stdout.contains("100만 D+2 · 200만 D+4 · 300만 D+6 · 500만 D+10 · 1,000만 D+21 · 1,500만 D+44"))
        #expect(!chart.stdout.contains("\u{1B}["), "no colour off a terminal")
        let coloured = try await runBoxOffice(
            ["trend", "20980001", "20980002", "--to", "2025-04-30", "--color", "always"], environment: environment)
        #expect(coloured.stdout.contains("\u{1B}[36mo\u{1B}[0m") && coloured.stdout.contains("\u{1B}[33mx\u{1B}[0m"))
        let six = try await runBoxOffice(
            ["trend", "20980001", "20980002", "20980003", "20980004", "20980005", "20990001"], environment: environment)
        #expect(six.status == 64 && six.stderr.contains("5개까지 받습니다"), "\(six.stderr)")
    }

    @Test func aFilmThatNeverRanksIs66WithOneLine() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("never")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        for arguments in [
            ["milestones", "20980099", "--yes"], ["trend", "20980099", "--yes"],
            ["trend", "20980001", "20980099", "--to", "2025-05-10"],
        ] {
            let run = try await runBoxOffice(arguments, environment: environment)
            #expect(run.status == 66, "\(arguments): \(run.stderr)")
            #expect(
                run.stderr.hasPrefix("boxoffice: 20980099 was not in the top 10 on any day from 2025-05-01 to ")
                    && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func aWindowPastTodaysQuotaIsRefusedBeforeSending() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("numbers-quota")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder, ["BOXOFFICE_DAILY_LIMIT": "100"])
        let top = try await runBoxOffice(["top", "--year", "2025", "--yes"], environment: environment)
        #expect(top.status == 75)
        #expect(top.stderr.contains("needs 365 requests but only 100 remain"), "\(top.stderr)")
        #expect(standIn.requests.isEmpty)
        let trend = try await runBoxOffice(
            ["trend", "20980001", "--to", "2025-12-31", "--yes"], environment: environment)
        #expect(trend.status == 75, "\(trend.stderr)")
        #expect(
            !standIn.requests.contains { $0.contains("searchDailyBoxOfficeList") },
            "the film's detail only: \(standIn.requests)")
        let milestones = try await runBoxOffice(
            ["milestones", "20980001", "--to", "2025-12-31", "--yes"], environment: environment)
        #expect(milestones.status == 75)
        #expect(!standIn.requests.contains { $0.contains("searchDailyBoxOfficeList") })
    }

    @Test func filmsRankedBeforeTheirReleaseAreChartedFromTheirFirstRankedDay() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("previews")
        defer { try? FileManager.default.removeItem(at: folder) }
        // 20980004 opens on 2025-09-10 and is ranked on its preview weekend, 09-06 and 09-07.
        let run = try await runBoxOffice(
            ["trend", "20980004", "-f", "csv", "--to", "2025-09-11"], environment: environment(standIn, folder))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.split(separator: "\n").dropFirst().map {
                $0.split(separator: ",", omittingEmptySubsequences: false).prefix(3).joined(separator: ",")
            }
                == [
                    "2025-09-06,-4,2", "2025-09-07,-3,3", "2025-09-08,-2,", "2025-09-09,-1,", "2025-09-10,1,1",
                    "2025-09-11,2,1",
                ], "date, D+N (the previews D-N) and rank: \(run.stdout)")
        let fixed = try await runBoxOffice(
            ["trend", "20980004", "-f", "csv", "--from", "2025-09-10", "--to", "2025-09-11"],
            environment: environment(standIn, folder))
        #expect(
            fixed.stdout.split(separator: "\n").dropFirst().map { String($0.prefix(10)) } == [
                "2025-09-10", "2025-09-11",
            ])
        let whole = try await runBoxOffice(
            ["trend", "20980004", "-f", "csv", "--yes"], environment: environment(standIn, folder))
        #expect(
            whole.stdout.split(separator: "\n").dropFirst().prefix(5).map { String($0.prefix(10)) }
                == ["2025-09-06", "2025-09-07", "2025-09-08", "2025-09-09", "2025-09-10"], "\(whole.stdout.prefix(300))"
        )
        // Before the release has figures: the run so far, from the preview weekend, instead of 64 "opens after".
        let early = try await runBoxOffice(
            ["trend", "20980004", "-f", "csv"],
            environment: environment(
                standIn, folder,
                [
                    "BOXOFFICE_NOW": "2025-09-08T03:00:00Z",
                    "XDG_CACHE_HOME": folder.path + "/early",
                ]))
        #expect(early.status == 0, "\(early.stderr)")
        #expect(
            early.stdout.split(separator: "\n").dropFirst().map { String($0.prefix(16)) } == [
                "2025-09-06,-4,2,", "2025-09-07,-3,3,",
            ], "the previews count down to the release: \(early.stdout)")
        // The sample's 20239008 opens on 2023-09-06, after the sample's last day, and is ranked before it.
        let demo = try await runBoxOffice(["trend", "20239008", "--demo", "-f", "csv"])
        #expect(demo.status == 0, "\(demo.stderr)")
        let first = try #require(demo.stdout.split(separator: "\n").dropFirst().first.map { String($0.prefix(10)) })
        #expect(first <= "2023-08-31")
    }

    @Test(.speaking("ko")) func topTakesAYearAMonthOrARangeInEveryFormat() async throws {
        let environment = ["COLUMNS": "100"]
        for format in ["json", "jsonl", "csv", "tsv", "markdown"] {
            let run = try await runBoxOffice(
                ["top", "--month", "2023-08", "--demo", "-f", format, "-n", "3"], environment: environment)
            #expect(run.status == 0, "\(format): \(run.stderr)")
            #expect(run.stdout.contains("오펜하이머"), "\(format)")
        }
        let fields = try await runBoxOffice([
            "top", "--from", "2023-08-01", "--to", "2023-08-15", "--demo", "-f", "csv", "--fields",
            "rank,title,audience",
        ])
        #expect(fields.stdout.hasPrefix("rank,title,audience\n1,"), "\(fields.stdout)")
        let markdown = try await runBoxOffice(["top", "--month", "2023-08", "--demo", "-f", "markdown"])
        #expect(markdown.stdout.contains("\n일별 상위 10위에 든 날의 관객만 셉니다 (10위 밖의 날은 빠짐)\n"))
        for (arguments, words) in [
            (["top"], "top needs one period: --year, --month, --from or --all-time"),
            (["top", "--year", "2023", "--month", "2023-08"], "top takes one period: --year or --month, not more"),
            (["top", "--year", "2023", "-n", "101"], "from 1 to 100"),
            (["top", "--month", "2023-13"], "such as 2023-08"),
            (["top", "--year", "2023", "--period", "week"], "--period goes with --weekly"),
            (["top", "--month", "2023-08", "--fields", "rank,revenue", "-f", "csv"], "has no key 'revenue'"),
        ] {
            let run = try await runBoxOffice(arguments + ["--demo"], environment: ["BOXOFFICE_LANG": "en"])
            #expect(run.status == 64 && run.stderr.contains(words), "\(arguments): \(run.stderr)")
        }
        let milestones = try await runBoxOffice(["milestones", "20239002", "--demo", "-f", "csv"])
        #expect(
            milestones.stdout.hasPrefix("threshold,date,day,audienceTotal,crossedOutOfTopTen\n1000000,"),
            "\(milestones.stdout)")
        let dry = try await runBoxOffice(["milestones", "20239002", "--demo", "--dry-run"])
        #expect(dry.status == 0 && dry.stdout.hasSuffix("아무것도 보내지 않았습니다\n"), "\(dry.stdout)")
    }

    @Test(.speaking("ko")) func theMCPToolsAnswerAsTheCommandLineDoes() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("numbers-mcp")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder, ["HOME": folder.path, "XDG_DATA_HOME": folder.path + "/data"])
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        let pairs: [(String, [String: Any], [String])] = [
            (
                "top_movies", ["year": 2025, "limit": 12, "confirm": true],
                ["top", "--year", "2025", "-n", "12", "--yes"]
            ),
            (
                "top_movies", ["month": "2025-06", "weekly": true, "period": "weekend"],
                ["top", "--month", "2025-06", "--weekly", "-p", "weekend"]
            ),
            (
                // Over 24 KB, so whole only when asked for.
                "movie_trend", ["movies": ["20980001", "20980002"], "to": "2025-04-30", "by": "date", "full": true],
                ["trend", "20980001", "20980002", "--to", "2025-04-30", "--by", "date"]
            ),
            ("movie_milestones", ["movie": "20980005", "confirm": true], ["milestones", "20980005", "--yes"]),
        ]
        for (tool, arguments, words) in pairs {
            let result = try await session.call(tool, arguments)
            #expect(result["isError"] as? Bool == false, "\(tool): \(result)")
            let run = try await runBoxOffice(words + ["-f", "json"], environment: environment)
            let cli = try #require(try json(run.stdout) as? [String: Any], "\(words): \(run.stderr)")
            #expect((result["structuredContent"] as? NSDictionary) == cli as NSDictionary, "\(tool)")
        }
        for (arguments, words) in [
            (["movie": "20980001", "movies": ["20980002"]], "not both"), ([:], "needs 'movie'"),
            (["movies": ["1", "2", "3", "4", "5", "6"]], "at most 5"),
            (["year": 2025, "month": "2025-01"], "one period"),
        ]
            as [([String: Any], String)]
        {
            let tool = arguments["year"] == nil ? "movie_trend" : "top_movies"
            let result = try await session.call(tool, arguments.merging(["lang": "en"]) { $1 })
            let text = (result["content"] as? [[String: Any]])?.first?["text"] as? String ?? ""
            #expect(result["isError"] as? Bool == true && text.contains(words), "\(arguments): \(text)")
        }
        let tooLong = try await session.call("top_movies", ["from": "2023-01-01", "to": "2024-12-31", "lang": "en"])
        let tooLongText = (tooLong["content"] as? [[String: Any]])?.first?["text"] as? String ?? ""
        #expect(tooLongText.contains("more than 100"), "\(tooLongText)")
        session.close()
        #expect(await session.exitStatus() == 0)
    }
}
