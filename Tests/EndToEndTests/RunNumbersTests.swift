import Foundation
import Testing

/// A film's run in numbers (issue 34) through the real binary against the stand-in's synthetic 2025
/// (Scripts/kobis-standin.py, BLOCKBUSTERS). Every expected figure is worked out by hand from the stand-in's formula
/// in its comments (d is 0 on the release day; screens 1,000, shows 5,000 + d, sales 10,000 won a ticket).
@Suite("boxoffice end to end: a run in numbers")
struct RunNumbersTests {
    func environment(_ standIn: StandIn, _ folder: URL) -> [String: String] {
        standIn.environment.merging([
            "BOXOFFICE_NOW": "2026-01-05T03:00:00Z", "XDG_CACHE_HOME": folder.path + "/cache",
            "XDG_STATE_HOME": folder.path + "/state", "COLUMNS": "80",
        ]) { $1 }
    }

    func document(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text.prefix(300))")
    }

    /// 20980004: 30,000 on the preview weekend (Sat 2025-09-06, Sun 09-07), then 90,000 - 2,000 d for 30 days from
    /// Wednesday 2025-09-10.
    static var preview: [String: Any] { [
        "openingDay": 90_000,  // d 0
        "openingWeekend": 252_000,  // Fri 09-12 to Sun 09-14: d 2, 3, 4 = 86,000 + 84,000 + 82,000
        "firstSevenDays": 588_000,  // d 0-6: 630,000 - 2,000 × 21
        "secondWeekDrop": 16.7,  // d 7-13: 630,000 - 2,000 × 70 = 490,000; 1 - 490/588
        "totalDay14": 1_138_000,  // previews 60,000 + d 0-13 (1,260,000 - 2,000 × 91)
        "totalDay49": NSNull(),  // the run ends on d 29: out of the top 10 by D+49
        "totalOverOpeningWeekend": 7.5,  // 60,000 + 1,830,000 over 252,000
        "day49OverDay14": NSNull(),
        "peakDay": "2025-09-10", "perShowAtPeak": 18, "perScreenAtPeak": 90,  // 90,000 over 5,000 shows, 1,000 screens
        "ticketPrice": 10_000,
        "absent": ["totalDay49": "outOfTopTen", "day49OverDay14": "outOfTopTen"],
    ] }

    /// 20980001: 600,000 - 12,000 d for 50 days from Wednesday 2025-03-05.
    static var blockbuster: [String: Any] { [
        "openingDay": 600_000, "openingWeekend": 1_692_000, "firstSevenDays": 3_948_000,
        "secondWeekDrop": 14.9,  // 3,360,000 against 3,948,000
        "totalDay14": 7_308_000, "totalDay49": 15_288_000,  // d 0-13; d 0-48
        "totalOverOpeningWeekend": 9.04,  // 15,300,000 over 1,692,000
        "day49OverDay14": 2.09, "peakDay": "2025-03-05", "perShowAtPeak": 120, "perScreenAtPeak": 600,
        "ticketPrice": 10_000, "absent": [String: Any](),
    ] }

    @Test func theTrendsJSONHasTheRunsFiguresAndWhyOneIsAbsent() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("run-json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        for (film, expected) in [("20980004", RunNumbersTests.preview), ("20980001", RunNumbersTests.blockbuster)] {
            let run = try await runBoxOffice(["trend", film, "--yes", "-f", "json"], environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            let figures = try #require(try document(run.stdout)["run"] as? [String: Any], "\(film)")
            #expect(figures as NSDictionary == expected as NSDictionary, "\(film): \(figures)")
        }
        let both = try await runBoxOffice(
            ["trend", "20980001", "20980004", "--yes", "-f", "json"], environment: environment)
        #expect(both.status == 0, "\(both.stderr)")
        let films = try #require(try document(both.stdout)["films"] as? [[String: Any]])
        #expect(films.compactMap { $0["run"] as? NSDictionary } == [
            RunNumbersTests.blockbuster as NSDictionary, RunNumbersTests.preview as NSDictionary,
        ])
    }

    @Test func theTrendsTextShowsTheFiguresInAnAlignedBlock() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("run-text")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let korean = try await runBoxOffice(["trend", "20980004", "--yes"], environment: environment)
        #expect(korean.status == 0, "\(korean.stderr)")
        let block = [
            "흥행 지표",
            "개봉일           90,000명      개봉 주말    252,000명 (09-12~09-14)",
            "첫 7일           588,000명     2주차 하락   16.7%",
            "D+14 누적        1,138,000명   D+49 누적    - (10위 밖)",
            "누적/개봉 주말   7.50배        D+49/D+14    - (10위 밖)",
            "최고일           2025-09-10    최고일 회당  18.0명",
            "최고일 스크린당  90.0명        평균 관람료  10,000원",
        ].joined(separator: "\n")
        #expect(korean.stdout.contains("\n" + block + "\n"), "\(korean.stdout)")
        let english = try await runBoxOffice(["trend", "20980001", "--yes", "--lang", "en"], environment: environment)
        #expect(english.status == 0, "\(english.stderr)")
        for line in [
            "The run in numbers",
            "Opening day            600,000      Opening weekend   1,692,000 (03-07~03-09)",
            "First 7 days           3,948,000    Week 2 drop       14.9%",
            "Total, day 14          7,308,000    Total, day 49     15,288,000",
            "Total/opening weekend  9.04×        Day 49/day 14     2.09×",
            "Peak day               2025-03-05   Per show at peak  120.0",
            "Per screen at peak     600.0        Average ticket    10,000 KRW",
        ] {
            #expect(english.stdout.contains("\n" + line + "\n"), "\(line)\n\(english.stdout)")
        }
        for line in english.stdout.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        // Side by side: a column a film, under its mark; an absent figure is "-".
        let both = try await runBoxOffice(["trend", "20980001", "20980004", "--yes"], environment: environment)
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stdout.contains("\n흥행 지표                   o            x\n"), "\(both.stdout)")
        #expect(both.stdout.contains("\n개봉일              600,000명     90,000명\n"), "\(both.stdout)")
        #expect(both.stdout.contains("\nD+49 누적        15,288,000명            -\n"), "\(both.stdout)")
        #expect(both.stdout.contains("\n2주차 하락              14.9%        16.7%\n"), "\(both.stdout)")
        // Five films: the units go, so that every column fits 80.
        let five = try await runBoxOffice(
            ["trend", "20980001", "20980002", "20980003", "20980004", "20980005", "--yes"], environment: environment)
        #expect(five.status == 0, "\(five.stderr)")
        #expect(
            five.stdout.contains("\n개봉일              600,000     250,000     400,000      90,000     100,000\n"),
            "\(five.stdout)")
        #expect(
            five.stdout.contains("\n평균 관람료          10,000      10,000      10,000      10,000      10,000\n"),
            "\(five.stdout)")
    }

    /// The film's sheet shows the run when the days are held (here the cache, after a trend), and never asks for
    /// them: cold it stays one request, and warm it sends none.
    @Test func theFilmSheetShowsTheRunOnlyWhenItsDaysAreHeld() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("run-sheet")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let cold = try await runBoxOffice(["movie", "20980004"], environment: environment)
        #expect(cold.status == 0, "\(cold.stderr)")
        #expect(standIn.requests.count == 1, "\(standIn.requests)")
        #expect(!cold.stdout.contains("흥행 지표"))
        let coldJSON = try await runBoxOffice(["movie", "20980004", "-f", "json"], environment: environment)
        #expect(try document(coldJSON.stdout)["run"] == nil)
        let trend = try await runBoxOffice(["trend", "20980004", "--yes"], environment: environment)
        #expect(trend.status == 0, "\(trend.stderr)")
        let before = standIn.requests.count
        let warm = try await runBoxOffice(["movie", "20980004"], environment: environment)
        #expect(warm.status == 0, "\(warm.stderr)")
        #expect(warm.stdout.contains("\n흥행 지표\n"), "\(warm.stdout)")
        #expect(warm.stdout.contains("D+14 누적        1,138,000명   D+49 누적    - (10위 밖)"), "\(warm.stdout)")
        let json = try await runBoxOffice(["movie", "20980004", "-f", "json"], environment: environment)
        let figures = try #require(try document(json.stdout)["run"] as? [String: Any], "\(json.stdout)")
        #expect(figures as NSDictionary == RunNumbersTests.preview as NSDictionary)
        #expect(standIn.requests.count == before, "\(standIn.requests.dropFirst(before))")
    }

    /// With the archive holding the run's days, the sheet reads them from it: no daily ranking is asked for, even
    /// without the cache.
    @Test func theFilmSheetReadsTheRunFromTheArchive() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("run-archive")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = environment(standIn, home).merging([
            "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path,
        ]) { $1 }
        let sync = try await runBoxOffice(
            ["sync", "--since", "2025-09-01", "--budget", "200", "-q"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        let before = standIn.requests.count
        let json = try await runBoxOffice(["movie", "20980004", "-f", "json", "--no-cache"], environment: environment)
        #expect(json.status == 0, "\(json.stderr)")
        let figures = try #require(try document(json.stdout)["run"] as? [String: Any], "\(json.stdout)")
        #expect(figures as NSDictionary == RunNumbersTests.preview as NSDictionary)
        let sent = standIn.requests.dropFirst(before)
        #expect(sent.count == 1 && !sent.contains { $0.contains("searchDailyBoxOfficeList") }, "\(sent)")
    }
}
