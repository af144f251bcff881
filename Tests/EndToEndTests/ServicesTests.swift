import Foundation
import Testing

/// Every KOBIS service through the real binary, the quota guard, completions and the man page.
@Suite("boxoffice end to end: every service", .speaking("en"))
struct ServicesTests {
    /// Friday 2024-12-20, 12:00 in Korea.
    let now = "2024-12-20T03:00:00Z"

    func environment(_ standIn: StandIn, _ extra: [String: String] = [:]) -> [String: String] {
        standIn.environment.merging(["BOXOFFICE_NOW": now]) { $1 }.merging(extra) { $1 }
    }

    func json(_ run: RunResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    /// The default weekly period for every day of a week, at 23:59 and 00:00 in Korea, on hosts in UTC and Los Angeles.
    @Test(.speaking("ko"), arguments: ["UTC", "America/Los_Angeles"])
    func weeklyDefaultsFollowKoreaTime(zone: String) async throws {
        let standIn = try StandIn()
        // Korea midnight of each day from Monday 2024-01-08 to Sunday 2024-01-14, and the minute before it.
        for offset in 0..<7 {
            let midnight = 1_704_639_600 + offset * 86400  // 2024-01-08T00:00:00+09:00
            for (instant, yesterday) in [(midnight, 7 + offset), (midnight - 60, 6 + offset)] {  // yesterday's day of January
                for (period, code) in [("week", "0"), ("weekend", "1"), ("weekdays", "2")] {
                    let run = try await runBoxOffice(
                        ["weekly", "--period", period, "--no-cache", "-f", "json"],
                        environment: standIn.environment.merging(["BOXOFFICE_NOW": "\(instant)", "TZ": zone]) { $1 })
                    // The stand-in has figures for some of these periods only; an empty one is 66.
                    #expect(
                        run.status == 0 || run.status == 66 && run.stderr.contains("순위가 없습니다"), "\(run.stderr)")
                    let end: String
                    if period == "weekdays" {
                        end = yesterday >= 11 ? "20240111" : "20240104"  // Thursday the 11th once it has passed, else the 4th
                    } else {
                        end = yesterday >= 14 ? "20240114" : yesterday >= 7 ? "20240107" : "20231231"  // the last Sunday that has passed
                    }
                    let expected = "targetDt=\(end)&weekGb=\(code)"
                    #expect(
                        standIn.requests.last?.contains(expected) == true,
                        "\(zone) \(instant) \(period): \(standIn.requests.last ?? "")")
                }
            }
        }
    }

    @Test func aPeriodThatHasNotEndedIsAUsageError() async throws {
        let standIn = try StandIn()
        let run = try await runBoxOffice(["weekly", "-d", "2024-12-19"], environment: environment(standIn))
        #expect(run.status == 64)
        #expect(run.stderr.contains("has not ended yet"))
        #expect(standIn.requests.isEmpty)
    }

    @Test(.speaking("ko")) func weeklyShowsItsRangeAndISOWeek() async throws {
        let standIn = try StandIn()
        let text = try await runBoxOffice(
            ["weekly", "--period", "week", "-d", "20240103"], environment: environment(standIn))
        #expect(text.stdout.hasPrefix("주간 박스오피스 · 2024-01-01 ~ 2024-01-07 · 2024년 1주차\n"), "\(text.stdout)")
        let object = try json(
            try await runBoxOffice(["weekly", "-d", "20240107", "-f", "json"], environment: environment(standIn)))
        #expect(object["type"] as? String == "weekly")
        #expect(object["period"] as? String == "weekend")
        #expect(object["isoWeek"] as? String == "2024-W01")
        #expect((object["range"] as? [String: String])?["start"] == "2024-01-05")
    }

    @Test(.speaking("ko")) func filtersGoToKOBISAndShowInTheHeadingAndJSON() async throws {
        let standIn = try StandIn()
        let cache = temporaryFolder("filters")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = environment(standIn, ["XDG_CACHE_HOME": cache.path])
        let run = try await runBoxOffice(
            [
                "daily", "-d", "20240101", "--region", "서울", "--nation", "korean", "--kind", "diversity",
                "--limit", "3", "-f", "json",
            ], environment: environment)
        let object = try json(run)
        let filters = try #require(object["filters"] as? [String: Any])
        #expect((filters["region"] as? [String: String])?["code"] == "0105001")
        #expect(
            filters["nation"] as? String == "korean" && filters["kind"] as? String == "diversity"
                && filters["limit"] as? Int == 3)
        #expect((object["entries"] as? [Any])?.count == 3)
        let ranking = try #require(standIn.requests.last { $0.contains("searchDailyBoxOfficeList") })
        for parameter in ["itemPerPage=3", "multiMovieYn=Y", "repNationCd=K", "wideAreaCd=0105001"] {
            #expect(ranking.contains(parameter))
        }
        let text = try await runBoxOffice(
            ["daily", "-d", "20240101", "--region", "0105002", "--nation", "foreign"], environment: environment)
        #expect(text.stdout.hasPrefix("일별 박스오피스 · 2024-01-01 (월) · 경기도 · 외국영화\n"))
        // The region list was fetched once and then cached for 30 days.
        #expect(standIn.requests.filter { $0.contains("searchCodeList") }.count == 1)
    }

    @Test(
        .speaking("ko"),
        arguments: [
            ("경상", "'경상'에 맞는 지역이 여럿입니다: 경상북도 (0105006), 경상남도 (0105007)"), ("화성", "'화성' 지역은 없습니다"),
        ])
    func anUnknownOrAmbiguousRegionIsAUsageError(region: String, message: String) async throws {
        let standIn = try StandIn()
        let run = try await runBoxOffice(
            ["daily", "-d", "20240101", "--region", region], environment: environment(standIn))
        #expect(run.status == 64)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!standIn.requests.contains { $0.contains("searchDailyBoxOfficeList") })
    }

    @Test(.speaking("ko")) func searchShowsTheTotalAndThePage() async throws {
        let standIn = try StandIn()
        let text = try await runBoxOffice(
            ["search", "바다", "--per-page", "5", "--page", "2"], environment: environment(standIn))
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("영화 검색 '바다' · 총 27건 · 2/6쪽\n"), "\(text.stdout)")
        let object = try json(
            try await runBoxOffice(
                ["search", "--director", "봉준호", "--released", "2021-2023", "-f", "json"],
                environment: environment(standIn)))
        #expect(object["total"] as? Int ?? 0 > 0)
        let movies = try #require(object["movies"] as? [[String: Any]])
        #expect(!movies.isEmpty)
        #expect(movies.allSatisfy { ($0["directors"] as? [String])?.contains("봉준호") == true })
        #expect(standIn.requests.last?.contains("openStartDt=2021&openEndDt=2023") == true)
    }

    /// A page past the last is bad input: one line on stderr in the language chosen, nothing on stdout, exit 64 (it
    /// showed an empty "7/6쪽" and exited 0). The last page itself, and an empty search's first page, are answers.
    @Test func aPagePastTheLastIsAUsageError() async throws {
        let standIn = try StandIn()
        let words = ["search", "바다", "--per-page", "5", "--page", "7"]
        let korean = try await runBoxOffice(words, environment: environment(standIn, ["BOXOFFICE_LANG": "ko"]))
        #expect(korean.status == 64 && korean.stdout.isEmpty, "\(korean.stdout)")
        #expect(korean.stderr == "boxoffice: --page 7: 검색 결과는 6쪽까지입니다 (총 27건, 한 쪽에 5건)\n", "\(korean.stderr)")
        let english = try await runBoxOffice(words + ["--lang", "en", "-f", "json"], environment: environment(standIn))
        #expect(english.status == 64 && english.stdout.isEmpty, "\(english.stdout)")
        #expect(
            english.stderr
                == "boxoffice: --page 7 is past the last page: the search has 6 pages (27 in all, 5 a page)\n",
            "\(english.stderr)")
        let people = try await runBoxOffice(
            ["people", "이병헌", "--page", "9", "--lang", "en"], environment: environment(standIn))
        #expect(people.status == 64 && people.stderr.contains("is past the last page"), "\(people.stderr)")
        let last = try await runBoxOffice(
            ["search", "바다", "--per-page", "5", "--page", "6"], environment: environment(standIn))
        #expect(last.status == 0, "\(last.stderr)")
    }

    @Test func searchAllWalksEveryPageWithFourInFlight() async throws {
        let standIn = try StandIn(["--latency-ms", "20", "--catalogue-repeat", "45"])
        let environment = environment(standIn)
        // 10,800 films: 108 pages of 100, so 107 more requests after the first: past the threshold of 100.
        let refused = try await runBoxOffice(["search", "--all", "-f", "csv"], environment: environment)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--all would send 107 requests (more than 100)"), "\(refused.stderr)")
        #expect(refused.stderr.contains("pass --yes to go ahead"))
        #expect(standIn.requests.count == 1)
        let run = try await runBoxOffice(
            ["search", "--all", "--yes", "-f", "csv", "--no-cache"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 10_801)
        let walk = standIn.requests.dropFirst()
        #expect(walk.count == 108)
        let inFlight = walk.compactMap { $0.split(separator: "=").last.flatMap { Int($0) } }
        #expect(inFlight.max() ?? 0 <= 4 && inFlight.max() ?? 0 >= 2, "\(inFlight)")
        #expect(walk.allSatisfy { $0.contains("itemPerPage=100") })
    }

    @Test func upcomingListsFilmsAfterTodayAcrossTheYear() async throws {
        let standIn = try StandIn()
        let object = try json(
            try await runBoxOffice(["upcoming", "--days", "45", "-f", "json"], environment: environment(standIn)))
        let movies = try #require(object["movies"] as? [[String: Any]])
        let dates = movies.compactMap { $0["openDate"] as? String }
        #expect(dates == dates.sorted())
        #expect(dates.allSatisfy { $0 > "2024-12-20" && $0 <= "2025-02-03" })
        #expect(
            movies.contains { $0["title"] as? String == "새해 영화" }
                && !movies.contains { $0["title"] as? String == "어제 개봉한 영화" })
        #expect(movies.first?["daysLeft"] as? Int == 1)
        #expect(standIn.requests.allSatisfy { $0.contains("openStartDt=2024&openEndDt=2025") })
    }

    @Test(.speaking("ko")) func peopleAndPersons() async throws {
        let standIn = try StandIn()
        let people = try json(
            try await runBoxOffice(["people", "강동원", "-f", "json"], environment: environment(standIn)))
        let rows = try #require(people["people"] as? [[String: Any]])
        #expect(rows.map { $0["peopleCode"] as? String } == ["10000558", "20363775"])
        #expect(rows[0]["films"] as? [String] == ["검은 사제들", "군도:민란의 시대", "전우치"])
        let person = try await runBoxOffice(["person", "10031641"], environment: environment(standIn))
        #expect(person.stdout.contains("20170561  옥자      감독"), "\(person.stdout)")
        let unknown = try await runBoxOffice(["person", "99999999"], environment: environment(standIn))
        #expect(unknown.status == 66 && unknown.stderr == "boxoffice: KOBIS에 없는 인물입니다: 99999999\n")
        // Not 8 letters or digits: a name, searched for, never sent as a code.
        let badCode = try await runBoxOffice(["person", "1234567"], environment: environment(standIn))
        #expect(badCode.status == 66 && badCode.stderr.hasPrefix("boxoffice: KOBIS에 '1234567'에 맞는 인물이 없습니다"))
        #expect(!standIn.requests.contains { $0.contains("peopleCd=1234567") })
    }

    @Test func companiesAndCompanies() async throws {
        let standIn = try StandIn()
        let list = try json(
            try await runBoxOffice(["companies", "영화", "-f", "json"], environment: environment(standIn)))
        #expect((list["companies"] as? [[String: Any]])?.first?["parts"] as? [String] == ["제작사"])
        let company = try json(
            try await runBoxOffice(["company", "20188621", "-f", "json"], environment: environment(standIn)))
        #expect(company["nameEn"] is NSNull)
        #expect((company["films"] as? [[String: Any]])?.count == 3)
        let unknown = try await runBoxOffice(["company", "20000000"], environment: environment(standIn))
        #expect(unknown.status == 66)
        #expect(try await runBoxOffice(["company", "2013214"], environment: environment(standIn)).status == 66)
        #expect(!standIn.requests.contains { $0.contains("companyCd=2013214") })
    }

    @Test(arguments: [("region", 17), ("nation", 13), ("type", 5), ("company-part", 6)])
    func codeLists(list: String, count: Int) async throws {
        let standIn = try StandIn()
        let object = try json(try await runBoxOffice(["codes", list, "-f", "json"], environment: environment(standIn)))
        #expect(object["count"] as? Int == count)
        if list == "nation" {
            let codes = try #require(object["codes"] as? [[String: Any]])
            #expect(codes.first { $0["code"] as? String == "22041001" }?["parent"] as? String == "22041000")
        }
    }

    @Test func jsonCarriesProvenance() async throws {
        let standIn = try StandIn()
        let cache = temporaryFolder("provenance")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = environment(standIn, ["XDG_CACHE_HOME": cache.path])
        let first = try json(
            try await runBoxOffice(["daily", "-d", "20240101", "-f", "json"], environment: environment))
        let second = try json(
            try await runBoxOffice(["daily", "-d", "20240101", "-f", "json"], environment: environment))
        let provenance = try #require(first["provenance"] as? [String: Any])
        #expect(provenance["fromCache"] as? Bool == false)
        #expect(provenance["fetchedAt"] as? String == "2024-12-20T12:00:00+09:00")
        #expect((second["provenance"] as? [String: Any])?["fromCache"] as? Bool == true)
    }

    @Test(.speaking("ko")) func theQuotaGuardRefusesBeforeSending() async throws {
        let standIn = try StandIn()
        let state = temporaryFolder("quota")
        defer { try? FileManager.default.removeItem(at: state) }
        let environment = environment(standIn, ["XDG_STATE_HOME": state.path, "BOXOFFICE_DAILY_LIMIT": "3"])
        for (day, status) in [("20240101", 0), ("20240102", 66), ("20240103", 0)] as [(String, Int32)] {  // the 2nd is empty
            #expect(
                try await runBoxOffice(["daily", "-d", day, "--no-cache"], environment: environment).status == status)
        }
        let refused = try await runBoxOffice(["daily", "-d", "20240105", "--no-cache"], environment: environment)
        #expect(refused.status == 75)
        #expect(
            refused.stderr.contains("오늘 허용된 요청 3건을 모두 써서")
                && refused.stderr.contains("2024-12-21 00:00 KST"))
        #expect(standIn.requests.count == 3)
        // A cached answer still works.
        let usage = try json(try await runBoxOffice(["usage", "-f", "json"], environment: environment))
        #expect(usage.keys.sorted() == ["date", "limit", "resetsAt", "source", "type", "used"])
        #expect(usage["source"] as? String == "kobis")
        #expect(usage["used"] as? Int == 3 && usage["limit"] as? Int == 3 && usage["date"] as? String == "2024-12-20")
        #expect(usage["resetsAt"] as? String == "2024-12-21T00:00:00+09:00")
        let text = try await runBoxOffice(["usage"], environment: environment)
        #expect(text.stdout.contains("…" + String(testKey.suffix(4))) && !text.stdout.contains(testKey))
    }

    @Test(.speaking("ko")) func twentyParallelRunsCountWhatTheServerSaw() async throws {
        let standIn = try StandIn(["--latency-ms", "20"])
        let state = temporaryFolder("quota-parallel")
        defer { try? FileManager.default.removeItem(at: state) }
        let environment = environment(standIn, ["XDG_STATE_HOME": state.path])
        try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    try await runBoxOffice(
                        ["daily", "-d", "20240101", "--details", "--no-cache", "-f", "json"], environment: environment
                    ).status
                }
            }
            // The stand-in has no record for some of the day's films: every run exits 66 for the missing details.
            for try await status in group { #expect(status == 66) }
        }
        let usage = try json(try await runBoxOffice(["usage", "-f", "json"], environment: environment))
        #expect(usage["used"] as? Int == standIn.requests.count)
        #expect(standIn.requests.count == 20 * 6)
    }

    @Test func aSpentQuotaFaultFillsTheLocalCount() async throws {
        let standIn = try StandIn(["--fault", "320011"])
        let state = temporaryFolder("quota-fault")
        defer { try? FileManager.default.removeItem(at: state) }
        let environment = environment(standIn, ["XDG_STATE_HOME": state.path])
        #expect(try await runBoxOffice(["daily", "-d", "20240101"], environment: environment).status == 75)
        let usage = try json(try await runBoxOffice(["usage", "-f", "json"], environment: environment))
        #expect(usage["used"] as? Int == 2950)
        #expect(try await runBoxOffice(["daily", "-d", "20240102"], environment: environment).status == 75)
        #expect(standIn.requests.count == 1)
    }

    @Test func bashCompletesCommandsFlagsAndChoices() async throws {
        let script = #"""
            completion="$(mktemp)"; "$BOXOFFICE" completions bash > "$completion"; source "$completion"
            complete_words() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _boxoffice; echo "${COMPREPLY[*]}"; }
            complete_words boxoffice we
            complete_words boxoffice daily --lay
            complete_words boxoffice weekly --period ""
            complete_words boxoffice codes n
            complete_words boxoffice daily --region 경
            """#
        let run = try await runScript(script)
        #expect(
            run.stdout == "weekly\n--layout\nweek weekend weekdays\nnation\n경기 경북 경남\n", "\(run.stdout) \(run.stderr)")
    }

    @Test(.enabled(if: TestPlatform.tool("bash") != nil, "needs bash"))
    func theBashCompletionScriptParses() async throws { try await completionScriptParses(shell: "bash") }

    @Test(.enabled(if: TestPlatform.tool("zsh") != nil, "needs zsh"))
    func theZshCompletionScriptParses() async throws { try await completionScriptParses(shell: "zsh") }

    @Test(.enabled(if: TestPlatform.tool("fish") != nil, "needs fish"))
    func theFishCompletionScriptParses() async throws { try await completionScriptParses(shell: "fish") }

    func completionScriptParses(shell: String) async throws {
        let path = try #require(TestPlatform.tool(shell))
        let run = try await runScript(
            #"cd "$(mktemp -d)" && "$BOXOFFICE" completions \#(shell) > script && \#(path) -n script && grep -c -- weekly script"#
        )
        #expect(run.status == 0, "\(shell): \(run.stderr)")
    }

    @Test(.enabled(if: TestPlatform.renderManPage("x") != nil, "needs man (man-db) or mandoc"))
    func theManPageRendersWithoutWarnings() async throws {
        let render = try #require(TestPlatform.renderManPage("boxoffice.1"))
        let run = try await runScript(
            #"cd "$(mktemp -d)" && "$BOXOFFICE" manpage > boxoffice.1 && "# + render
                + #" > page.txt && grep -c 'boxoffice weekly' page.txt"#,
            environment: ["LANG": "C.UTF-8"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }
}
