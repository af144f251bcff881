import Foundation
import Testing

/// The real binary against the stand-in: every layout and format, piped.
@Suite("boxoffice end to end: output", .speaking("en"))
struct OutputTests {
    let date = "20240101"

    func assertClean(_ run: RunResult, _ label: String) {
        #expect(!run.stdout.contains("\u{1B}"), "escape codes in piped stdout: \(label)")
        #expect(!(run.stdout + run.stderr).contains(testKey), "key leaked: \(label)")
    }

    @Test(.speaking("ko"), arguments: ["list", "grid"])
    func dailyTextLayouts(layout: String) async throws {
        let standIn = try StandIn()
        for width in [60, 80, 120] {
            let run = try await runBoxOffice(
                ["daily", "--date", date, "--layout", layout, "--no-cache"],
                environment: standIn.environment.merging(["COLUMNS": "\(width)"]) { $1 })
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
            #expect(run.stdout.contains("일별 박스오피스 · 2024-01-01 (월)"))
            #expect(run.stdout.contains("123,456"))
            for line in run.stdout.split(separator: "\n") {
                #expect(displayWidth(String(line)) <= width, "\(layout) at \(width): \(line)")
            }
            assertClean(run, "\(layout) \(width)")
        }
        #expect(standIn.requests.allSatisfy { $0.contains("targetDt=20240101") && $0.contains("key=***") })
    }

    @Test func dailyJSONIsTypedAndParses() async throws {
        let standIn = try StandIn()
        let run = try await runBoxOffice(
            ["daily", "--date", "2024-01-01", "--format", "json", "--no-cache"], environment: standIn.environment)
        #expect(run.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["date"] as? String == "2024-01-01")
        #expect(object["boxOfficeType"] as? String == "일별 박스오피스")
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == 5)
        #expect(entries[0]["audience"] as? Int == 123_456)
        #expect(entries[0]["salesTotal"] as? Int64 == 70_123_456_789)
        #expect(entries[1]["movieCode"] as? String == "2023C165")
        assertClean(run, "json")
    }

    @Test func dailyTSVHasAHeaderAndFullTitles() async throws {
        let standIn = try StandIn()
        let run = try await runBoxOffice(
            ["daily", "--date", date, "--format", "tsv", "--no-cache"],
            environment: standIn.environment.merging(["COLUMNS": "20"]) { $1 })
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix("date\trank\trankChange\tnew\tmovieCode\ttitle\t"))
        #expect(lines[1].hasPrefix("2024-01-01\t1\t"))
        #expect(lines[2].contains("\tGregory \"Tarzan\" 의 모험\t"))
        assertClean(run, "tsv")
    }

    @Test func colourOnlyWhenAsked() async throws {
        let standIn = try StandIn()
        let always = try await runBoxOffice(
            ["daily", "--date", date, "--color", "always", "--no-cache"], environment: standIn.environment)
        #expect(always.stdout.contains("\u{1B}["))
        let auto = try await runBoxOffice(
            ["daily", "--date", date, "--no-cache"], environment: standIn.environment.merging(["TERM": "xterm"]) { $1 })
        #expect(!auto.stdout.contains("\u{1B}"))
    }

    @Test(.speaking("ko"), arguments: [("20230002", "가 감독 (Director A), 나 감독"), ("20230097", "감독       -")])
    func movieLayouts(code: String, expected: String) async throws {
        let standIn = try StandIn()
        let list = try await runBoxOffice(["movie", code, "--no-cache"], environment: standIn.environment)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains(expected))
        for width in [60, 80, 120] {
            let grid = try await runBoxOffice(
                ["movie", code, "--layout", "grid", "--no-cache"],
                environment: standIn.environment.merging(["COLUMNS": "\(width)"]) { $1 })
            #expect(grid.status == 0)
            #expect(grid.stdout.hasPrefix("┌"))
            for line in grid.stdout.split(separator: "\n") { #expect(displayWidth(String(line)) <= width) }
            assertClean(grid, "movie grid")
        }
        let json = try await runBoxOffice(
            ["movie", code, "--format", "json", "--no-cache"], environment: standIn.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["movieCode"] as? String == code)
    }

    @Test(.speaking("ko")) func detailsJoinEachFilmsDetailWithFewRequests() async throws {
        let standIn = try StandIn(["--movie", Paths.fixture("movieinfo_20230002_two_directors.json")])
        let run = try await runBoxOffice(
            ["daily", "--date", date, "--details", "--format", "json", "--no-cache"], environment: standIn.environment)
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try #require(
            (try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])?["entries"]
                as? [[String: Any]])
        #expect(entries.allSatisfy { ($0["details"] as? [String: Any])?["runningTimeMinutes"] as? Int == 108 })
        #expect(standIn.requests.count == 6)  // the ranking and five films
        let list = try await runBoxOffice(
            ["daily", "--date", date, "--details", "--jobs", "2", "--no-cache"], environment: standIn.environment)
        #expect(list.stdout.contains("애니메이션, 코미디 · 감독 가 감독, 나 감독 · 108분 · 전체관람가"))
    }

    /// A day without a ranking is no data: one line, nothing on stdout, and 66, as `grep` ends when nothing matched.
    @Test func anEmptyRankingExits66AndSaysSoOnStderr() async throws {
        let standIn = try StandIn()
        let text = try await runBoxOffice(
            ["daily", "--date", "20240102", "--no-cache"], environment: standIn.environment)
        #expect(text.status == 66)
        #expect(text.stdout.isEmpty)
        #expect(text.stderr == "boxoffice: KOBIS has no ranking for 2024-01-02\n")
        let json = try await runBoxOffice(
            ["daily", "--date", "20240102", "--format", "json", "--no-cache"], environment: standIn.environment)
        #expect(json.status == 66 && json.stdout.isEmpty)
    }

    @Test func theDefaultDateIsYesterdayInKoreaWhateverTheMachinesZone() async throws {
        let standIn = try StandIn()
        // 16:00 UTC on 1 Nov 2023 is 08:00 in Los Angeles on 1 Nov and 01:00 on 2 Nov in Seoul.
        let run = try await runBoxOffice(
            ["daily", "--no-cache"],
            environment: standIn.environment.merging(
                ["TZ": "America/Los_Angeles", "BOXOFFICE_NOW": "2023-11-01T16:00:00Z"]) { $1 })
        #expect(run.status == 66, "the stand-in has no figures for that day")
        #expect(standIn.requests.last?.contains("targetDt=20231101") == true)
        // And with the real clock: Korea's yesterday, read before and after the run, so a run that crosses
        // Korea's midnight accepts either day and every other run exactly one.
        var korea = Calendar(identifier: .gregorian)
        korea.timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
        func yesterdayInKorea() -> String {
            let parts = korea.dateComponents([.year, .month, .day], from: Date().addingTimeInterval(-86400))
            return String(format: "%04d%02d%02d", parts.year!, parts.month!, parts.day!)
        }
        let before = yesterdayInKorea()
        _ = try await runBoxOffice(
            ["daily", "--no-cache"], environment: standIn.environment.merging(["TZ": "America/Los_Angeles"]) { $1 })
        let after = yesterdayInKorea()
        let asked = try #require(standIn.requests.last?.components(separatedBy: "targetDt=").last?.prefix(8))
        #expect(asked == before || asked == after, "\(standIn.requests)")
    }

    @Test(.speaking("ko")) func demoWorksWithoutAKeyOrNetwork() async throws {
        let run = try await runBoxOffice(["daily", "--demo", "--details"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("오펜하이머"))
        #expect(run.stderr.contains("샘플 데이터입니다"))
        let movie = try await runBoxOffice(["movie", "20239001", "--demo", "--layout", "grid"])
        #expect(movie.status == 0 && movie.stdout.contains("크리스토퍼 놀란"))
    }

    @Test func helpAndVersionGoToStdout() async throws {
        let help = try await runBoxOffice(["--help"])
        #expect(help.status == 0 && help.stdout.contains("help exit-codes") && help.stderr.isEmpty)
        let daily = try await runBoxOffice(["daily", "--help"])
        #expect(daily.stdout.contains("EXAMPLES") && daily.stdout.contains("--date D"))
        let version = try await runBoxOffice(["--version"])
        #expect(version.stdout.hasPrefix("boxoffice "))
    }
}

/// Display columns, as a terminal counts them (Hangul and other wide characters take two); with
/// `ambiguousIsWide`, as a CJK terminal does, the East Asian Ambiguous characters boxoffice draws take two as well.
func displayWidth(_ text: String, ambiguousIsWide: Bool = false) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
        let v = scalar.value
        if v < 0x20 { return width }
        if ambiguousIsWide
            && (v == 0xB7 || v == 0xD7 || (0x2010...0x2027).contains(v) || (0x2190...0x21FF).contains(v)
                || (0x2500...0x25FF).contains(v) || v == 0x2605 || v == 0x2606)
        {
            return width + 2
        }
        let wide =
            (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
        return width + (wide ? 2 : 1)
    }
}
