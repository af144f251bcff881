import Foundation
import Testing

/// Six real years of KOBIS's national daily top 10 (../shared/kobis/history, 2017-2022) through the real binary: the
/// stand-in serves them (`--real-history`), one `sync` keeps them in an archive, and then, offline and with no
/// request, the archive's answers are KOBIS's rows (tied ranks and previews kept) and its records and tops are those
/// that Tests/EndToEndTests/Oracle/real_oracle.py works out from the shared files alone, never from boxoffice's code.
/// Skipped when ../shared is absent (it is there in CI).
@Suite(
    "boxoffice end to end: six real years of KOBIS", .serialized, .speaking("en"),
    .enabled(if: RealArchive.available, "../shared/kobis/history is absent"))
struct RealHistoryTests {
    /// The figures under `entries` of a JSON answer.
    static func entries(_ text: String) throws -> [[String: Any]] {
        try #require(
            (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["entries"]
                as? [[String: Any]], "\(text.prefix(300))")
    }

    static func document(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text.prefix(300))")
    }

    /// An entry as compared: the oracle's keys only, the title without the spaces KOBIS leaves around some.
    static func comparable(_ entry: [String: Any], keys: [String]) -> NSDictionary {
        var kept: [String: Any] = [:]
        for key in keys {
            let value = entry[key] ?? NSNull()
            kept[key] = key == "title" ? ((value as? String)?.trimmingCharacters(in: .whitespaces) ?? value) : value
        }
        return kept as NSDictionary
    }

    /// `boxoffice` over the synced archive with `--offline` (`archive` sends nothing anyway and has no such option);
    /// the stand-in must see no request.
    func offline(_ arguments: [String], _ made: RealArchive.Made) async throws -> RunResult {
        let before = made.requests()
        let run = try await runBoxOffice(
            arguments + (arguments.first == "archive" ? [] : ["--offline"]), environment: made.environment)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        #expect(made.requests() == before, "\(arguments) sent a request")
        return run
    }

    /// The suite's archive; a test that reads it stops at once (one issue) when the sync failed.
    func synced() async throws -> RealArchive.Made {
        let made = try await RealArchive.shared.made()
        try #require(made.sync.status == 0, "the sync of the six years failed: \(made.sync.stderr)")
        return made
    }

    @Test func theOracleFindsTheKnownFacts() async throws {
        let oracle = try await RealArchive.oracle()
        let records = try #require(oracle["records"] as? [String: [[String: Any]]])
        let opening = try #require(records["opening"]?.first)
        #expect(opening["movieCode"] as? String == "20184889" && opening["audience"] as? Int == 1_338_729)
        #expect(opening["date"] as? String == "2019-04-24")
        let single = try #require(records["single-day"]?.first)
        #expect(single["audience"] as? Int == 1_662_469 && single["date"] as? String == "2019-04-27")
        let fastest = try #require(records["fast-10m"]?.first)
        #expect(fastest["movieCode"] as? String == "20184889" && fastest["days"] as? Int == 11)
        #expect(fastest["date"] as? String == "2019-05-04" && fastest["audienceTotal"] as? Int == 10_086_086)
        let top = try #require(oracle["top"] as? [String: [[String: Any]]])
        #expect((top["all-time"]?.first?["title"] as? String)?.trimmingCharacters(in: .whitespaces) == "극한직업")
        #expect(oracle["daysHeld"] as? Int == 2191)
        #expect(top.keys.sorted() == ["2017", "2018", "2019", "2020", "2021", "2022", "all-time"])
        #expect(records.keys.sorted() == RealArchive.kinds.sorted())
        #expect(records.values.allSatisfy { $0.count == 10 } && top.values.allSatisfy { $0.count == 10 })
    }

    @Test func aSyncOfTheSixYearsHoldsEveryDayAndVerifies() async throws {
        let made = try await synced()
        let told = try Self.document(made.sync.stdout)
        #expect(told["complete"] as? Bool == true, "\(told)")
        #expect(told["held"] as? Int == 2191 && told["missing"] as? Int == 0, "\(told)")
        #expect(told["from"] as? String == "2017-01-01" && told["to"] as? String == "2022-12-31", "\(told)")
        #expect(told["weeklyMissing"] as? Int == 0 && told["filmsMissing"] as? Int == 0, "\(told)")
        #expect(told["sent"] as? Int == made.requestsAfterSync, "\(told)")
        // Every year file is whole: read back, none refused (a year with tied ranks was, before boxoffice kept ties).
        _ = try await offline(["archive", "verify"], made)
    }

    @Test func tiedRanksAreKeptAsKOBISSentThem() async throws {
        let made = try await synced()
        // 2017-07-31: 내 사랑 and 플립 sold 6,312 each: both 7th, and the next film 9th.
        let run = try await offline(["daily", "-d", "2017-07-31", "-f", "json"], made)
        let rows = try Self.entries(run.stdout)
        #expect(rows.compactMap { $0["rank"] as? Int } == [1, 2, 3, 4, 5, 6, 7, 7, 9, 10], "\(run.stdout)")
        let sevenths = rows.filter { $0["rank"] as? Int == 7 }.compactMap { $0["title"] as? String }
        #expect(Set(sevenths) == ["내 사랑", "플립"], "\(sevenths)")
        #expect(rows.filter { $0["rank"] as? Int == 7 }.allSatisfy { $0["audience"] as? Int == 6312 })
        // 2021-01-16: two films at #2.
        let second = try Self.entries(try await offline(["daily", "-d", "2021-01-16", "-f", "json"], made).stdout)
        #expect(second.filter { $0["rank"] as? Int == 2 }.count == 2, "\(second)")
    }

    @Test(arguments: RealArchive.kinds)
    func recordsOfEachKindAreTheOracles(kind: String) async throws {
        let made = try await synced()
        let oracle = try await RealArchive.oracle()
        let expected = try #require((oracle["records"] as? [String: [[String: Any]]])?[kind])
        let run = try await offline(["records", "--kind", kind, "-f", "json"], made)
        let document = try Self.document(run.stdout)
        #expect(document["from"] as? String == "2017-01-01" && document["to"] as? String == "2022-12-31")
        #expect(document["daysHeld"] as? Int == 2191 && document["kind"] as? String == kind)
        try Self.expectSame(Self.entries(run.stdout), expected, kind)
    }

    @Test(arguments: ["all-time", "2017", "2018", "2019", "2020", "2021", "2022"])
    func theTopIsTheOracles(period: String) async throws {
        let made = try await synced()
        let oracle = try await RealArchive.oracle()
        let expected = try #require((oracle["top"] as? [String: [[String: Any]]])?[period])
        let asked = period == "all-time" ? ["top", "--all-time"] : ["top", "--year", period]
        let run = try await offline(asked + ["-f", "json"], made)
        let document = try Self.document(run.stdout)
        let (from, to) = period == "all-time" ? ("2017-01-01", "2022-12-31") : ("\(period)-01-01", "\(period)-12-31")
        #expect(document["from"] as? String == from && document["to"] as? String == to, "\(document)")
        try Self.expectSame(Self.entries(run.stdout), expected, "top \(period)")
    }

    /// boxoffice's entries are the oracle's, one for one, on every key the oracle gives.
    static func expectSame(_ got: [[String: Any]], _ expected: [[String: Any]], _ what: String) throws {
        let keys = try #require(expected.first).keys.sorted()
        #expect(got.count == expected.count, "\(what): \(got.count) entries, the oracle \(expected.count)")
        for (place, (ours, theirs)) in zip(got, expected).enumerated() {
            #expect(
                comparable(ours, keys: keys) == comparable(theirs, keys: keys),
                "\(what) #\(place + 1): boxoffice \(ours), the oracle \(theirs)")
        }
    }

    @Test func aFilmPreviewedWeeksBeforeItsReleaseCountsThoseDaysAsDMinusN() async throws {
        let made = try await synced()
        // 택시운전사 (20162869), released 2017-08-02, was ranked on nine days from 2017-07-10 (SOURCES.md).
        let previews = [
            "2017-07-10", "2017-07-11", "2017-07-12", "2017-07-13", "2017-07-14", "2017-07-17", "2017-07-18",
            "2017-07-19", "2017-07-27",
        ]
        let release = try #require(CalendarDay.ordinal("2017-08-02"))
        // Side by side with 군함도 (20161481), each day carries its D+N.
        let run = try await offline(
            ["trend", "20162869", "20161481", "--from", "2017-07-01", "--to", "2017-08-10", "-f", "json"], made)
        let document = try Self.document(run.stdout)
        let series = try #require(document["series"] as? [[String: Any]]).filter {
            $0["film"] as? String == "20162869"
        }
        let ranked = series.filter { $0["rank"] is Int }
        let before = ranked.compactMap { $0["date"] as? String }.filter { $0 < "2017-08-02" }
        #expect(before == previews, "\(ranked)")
        for row in ranked {
            let date = try #require(row["date"] as? String)
            let offset = try #require(CalendarDay.ordinal(date)) - release
            #expect(row["day"] as? Int == (offset >= 0 ? offset + 1 : offset), "\(row)")
        }
        let opening = try #require(ranked.first { $0["date"] as? String == "2017-08-02" })
        #expect(opening["day"] as? Int == 1 && opening["rank"] as? Int == 1, "\(opening)")
        #expect(ranked.first?["day"] as? Int == -23, "\(ranked.first ?? [:])")
        // Alone, the trend starts on its first ranked screening.
        let alone = try Self.document(try await offline(["trend", "20162869", "-f", "json"], made).stdout)
        #expect(alone["from"] as? String == "2017-07-10", "\(alone["from"] ?? "")")
        let days = try #require(alone["series"] as? [[String: Any]])
        #expect(days.first { $0["date"] as? String == "2017-08-02" }?["day"] as? Int == 1)
        #expect(days.first?["day"] as? Int == -23)
    }

    /// 아바타 (2009-12-17) back in June 2018 under its old code, with its first run's 13.3 million: a run of its own,
    /// from its first ranked day, whose opening figures are its own.
    @Test func aReReleaseUnderTheOldCodeIsARunOfItsOwn() async throws {
        let made = try await synced()
        let run = try await offline(
            ["trend", "20090834", "--from", "2018-06-01", "--to", "2018-06-30", "-f", "json"], made)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try Self.document(run.stdout)
        let series = try #require(document["series"] as? [[String: Any]])
        let first = try #require(series.first { $0["rank"] is Int })
        #expect(first["date"] as? String == "2018-06-12" && first["day"] as? Int == 1, "\(first)")
        #expect(series.first?["day"] as? Int == -11, "the days before the re-release count down to it")
        let figures = try #require(document["run"] as? [String: Any])
        #expect(figures["openingDay"] as? Int == 1_455, "its opening day is the re-release's: \(figures)")
        #expect((document["milestones"] as? [Any])?.isEmpty == true, "it passes no milestone anew")
    }

    /// Depends on `archive status` naming a stretch of empty days (another developer's work).
    @Test func aStretchServedEmptyIsNamedByArchiveStatus() async throws {
        let standIn = try StandIn([
            "--real-history", RealArchive.history.path, "--empty-days", "20180301:20180314",
        ])
        let home = temporaryFolder("real-history-empty")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = RealArchive.environment(standIn, home: home, now: "2018-05-01T03:00:00Z")
        let sync = try await runBoxOffice(["sync", "--since", "2018-01-01", "-f", "json"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        // The stand-in answered those days, empty, as KOBIS answers a day it has nothing for.
        #expect(standIn.requests.contains { $0.contains("targetDt=20180305") })
        // The archive holds it as a day with no films: offline, no request, and no film.
        let sent = standIn.requests.count
        let empty = try await runBoxOffice(
            ["daily", "-d", "2018-03-05", "-f", "json", "--offline"], environment: environment)
        #expect(
            (empty.status == 66 && empty.stderr.contains("the archive holds 2018-03-05 as empty"))
                || (empty.status == 0 && (try? Self.entries(empty.stdout))?.isEmpty == true),
            "\(empty.status) \(empty.stdout) \(empty.stderr)")
        let status = try await runBoxOffice(["archive", "status"], environment: environment)
        #expect(status.status == 0, "\(status.stderr)")
        let told = status.stdout + status.stderr
        #expect(told.contains("2018-03-01") && told.contains("2018-03-14"), "\(told)")
        #expect(standIn.requests.count == sent)
    }
}

/// Days as ordinals, for D+N.
enum CalendarDay {
    static func ordinal(_ text: String) -> Int? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3,
            let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))
        else { return nil }
        return Int(date.timeIntervalSince1970 / 86_400)
    }
}

/// The suite's one archive: the stand-in serving the six real years, and one `sync` of them, made on first use and
/// kept (with the stand-in, for its request log) until the test process ends. The oracle runs once too.
actor RealArchive {
    static let shared = RealArchive()
    static let history = Paths.root.deletingLastPathComponent().appendingPathComponent("shared/kobis/history")
    static var available: Bool {
        FileManager.default.fileExists(atPath: history.appendingPathComponent("daily-2017.jsonl.gz").path)
    }
    static let script = Paths.root.appendingPathComponent("Tests/EndToEndTests/Oracle/real_oracle.py").path
    static let kinds = ["opening", "single-day", "fast-1m", "fast-5m", "fast-10m", "number-one", "top-ten"]
    /// 12:00 KST on 2023-01-01: 2022-12-31, the last day held, has settled.
    static let now = "2023-01-01T03:00:00Z"
    static let home = temporaryFolder("real-history")

    /// What the suite's tests read: the binary's environment, the sync's run, the stand-in's request count.
    struct Made: Sendable {
        let environment: [String: String]
        let sync: RunResult
        let requestsAfterSync: Int
        let log: URL

        /// The stand-in's request lines so far.
        func requests() -> Int {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").count
        }
    }

    /// Keeps the stand-in alive with the archive.
    final class Kept: @unchecked Sendable {
        let standIn: StandIn
        init(_ standIn: StandIn) { self.standIn = standIn }
    }

    private var making: Task<(Made, Kept), Error>?
    private var oracleRun: Task<String, Error>?

    static func environment(_ standIn: StandIn, home: URL, now: String) -> [String: String] {
        standIn.environment.merging([
            "BOXOFFICE_NOW": now, "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            // The six years are about 4,500 requests: past the default daily guard of 2,950.
            "BOXOFFICE_DAILY_LIMIT": "1000000",
        ]) { $1 }
    }

    func made() async throws -> Made {
        if making == nil {
            making = Task { try await RealArchive.make() }
        }
        return try await making!.value.0
    }

    private static func make() async throws -> (Made, Kept) {
        let standIn = try StandIn(["--real-history", history.path])
        atexit { try? FileManager.default.removeItem(at: RealArchive.home) }
        let environment = environment(standIn, home: home, now: now)
        let sync = try await runBoxOffice(
            ["sync", "--since", "2017-01-01", "--budget", "10000", "-f", "json"], environment: environment)
        let made = Made(
            environment: environment, sync: sync, requestsAfterSync: standIn.requests.count, log: standIn.log)
        return (made, Kept(standIn))
    }

    /// The oracle's document (real_oracle.py over the shared files), as it printed it.
    func oracleText() async throws -> String {
        if oracleRun == nil {
            oracleRun = Task {
                let run = try await runBoxOffice(
                    [RealArchive.history.path],
                    environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
                    executable: "/usr/bin/env", prefix: ["python3", RealArchive.script])
                guard run.status == 0 else { throw OracleFailed(status: run.status, stderr: run.stderr) }
                return run.stdout
            }
        }
        return try await oracleRun!.value
    }

    struct OracleFailed: Error {
        let status: Int32
        let stderr: String
    }

    /// The oracle's document, parsed.
    static func oracle() async throws -> [String: Any] {
        try RealHistoryTests.document(try await shared.oracleText())
    }
}
