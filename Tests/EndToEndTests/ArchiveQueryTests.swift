import Foundation
import Testing

/// The whole history as questions, through the real binary: an archive made by `sync` from the synthetic stand-in
/// (2025-01-01 to 2025-04-30), then `top --all-time`, `top --year` and `records`, which send no request and answer
/// the stand-in's own figures (its 2025 films: Scripts/kobis-standin.py, BLOCKBUSTERS).
@Suite("boxoffice end to end: the archive's history as questions", .speaking("en"))
struct ArchiveQueryTests {
    /// 12:00 KST on 2025-05-01: 2025-04-30 has settled.
    static let now = "2025-05-01T03:00:00Z"

    static func environment(_ standIn: StandIn, home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        standIn.environment(home: home, now: now, extra)
    }

    /// What the stand-in itself answers: no archive, no cache.
    static func reference(_ arguments: [String], _ standIn: StandIn, home: URL) async throws -> RunResult {
        let empty = temporaryFolder("archive-query-empty")
        defer { try? FileManager.default.removeItem(at: empty) }
        return try await runBoxOffice(
            arguments + ["--no-cache", "--yes"],
            environment: environment(standIn, home: home, ["BOXOFFICE_ARCHIVE": empty.path]))
    }

    static func rows(_ csv: String) -> [[String]] {
        csv.split(separator: "\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// A dry run calls the days the archive holds "archived", not "cached" (issue 43).
    @Test func aDryRunCallsArchivedDaysArchived() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-dry-run")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = Self.environment(standIn, home: home)
        let sync = try await runBoxOffice(["sync", "--since", "2025-04-25", "-q"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        let plan = try await runBoxOffice(
            ["daily", "--from", "2025-04-26", "--to", "2025-04-28", "--dry-run", "--no-cache"],
            environment: environment)
        #expect(plan.status == 0, "\(plan.stderr)")
        #expect(plan.stdout.contains(": 3 archived, 0 cached, 0 to send"), "\(plan.stdout)")
    }

    @Test(.speaking("ko")) func theHistoryIsAnsweredFromTheArchiveWithNoRequest() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-query")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = Self.environment(standIn, home: home)
        let sync = try await runBoxOffice(["sync", "--since", "2025-01-01", "-q"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        let synced = standIn.requests.count

        // top --all-time: every held day, the same list as the range the stand-in answers.
        let all = try await runBoxOffice(["top", "--all-time", "-n", "20", "-f", "csv"], environment: environment)
        #expect(all.status == 0, "\(all.stderr)")
        let allJSON = try await runBoxOffice(["top", "--all-time", "-f", "json"], environment: environment)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(allJSON.stdout.utf8)) as? [String: Any])
        #expect(document["from"] as? String == "2025-01-01" && document["to"] as? String == "2025-04-30")
        #expect(document["type"] as? String == "top" && document["count"] as? Int == 10)
        let text = try await runBoxOffice(["top", "--all-time", "-n", "2"], environment: environment)
        #expect(text.stdout.hasPrefix("역대 박스오피스 상위 2 · 2025-01-01 ~ 2025-04-30\n"), "\(text.stdout)")
        // top --year: every day of the year up to yesterday is held.
        let year = try await runBoxOffice(["top", "--year", "2025", "-f", "csv"], environment: environment)
        #expect(year.status == 0, "\(year.stderr)")
        #expect(standIn.requests.count == synced, "the archive's answers sent a request")
        let range = try await Self.reference(
            ["top", "--from", "2025-01-01", "--to", "2025-04-30", "-n", "20", "-f", "csv"], standIn, home: home)
        #expect(all.stdout == range.stdout && !all.stdout.isEmpty)
        let yearReference = try await Self.reference(["top", "--year", "2025", "-f", "csv"], standIn, home: home)
        #expect(year.stdout == yearReference.stdout)
        let afterReferences = standIn.requests.count

        // records: the stand-in's formulas. 천만 관객 영화 opens 2025-03-05 at 600,000 less 12,000 a day.
        let opening = try await runBoxOffice(["records", "-n", "3", "-f", "csv"], environment: environment)
        #expect(opening.status == 0, "\(opening.stderr)")
        #expect(opening.stdout.hasPrefix("rank,movieCode,title,audience,date,dayRank\n"), "\(opening.stdout)")
        #expect(
            Self.rows(opening.stdout) == [
                ["1", "20980001", "천만 관객 영화", "600000", "2025-03-05", "1"],
                ["2", "20980003", "오백만 영화", "400000", "2025-04-30", "1"],
                ["3", "20980002", "삼백만 영화", "250000", "2025-03-12", "2"],
            ])
        let fastest = try await runBoxOffice(["records", "--kind", "fast-10m", "-f", "csv"], environment: environment)
        #expect(
            Self.rows(fastest.stdout) == [["1", "20980001", "천만 관객 영화", "21", "2025-03-25", "10080000", "2025-03-05"]],
            "\(fastest.stdout)")
        let million = try await runBoxOffice(["records", "--kind", "fast-1m", "-f", "csv"], environment: environment)
        #expect(Self.rows(million.stdout).map { $0[1] + " D+" + $0[3] } == ["20980001 D+2", "20980002 D+5"])
        let runs = try await runBoxOffice(
            ["records", "--kind", "number-one", "-n", "1", "-f", "csv"], environment: environment)
        // Number one from its release until day 47, when 600,000 - 12,000 x 47 falls under the made-up films'.
        #expect(
            Self.rows(runs.stdout) == [
                ["1", "20980001", "천만 관객 영화", "47", "15228000", "2025-03-05", "2025-04-20", "2025-03-05"]
            ], "\(runs.stdout)")
        let single = try await runBoxOffice(
            ["records", "--kind", "single-day", "-n", "2", "--fields", "movieCode,audience,date", "-f", "csv"],
            environment: environment)
        #expect(single.stdout == "movieCode,audience,date\n20980001,600000,2025-03-05\n20980001,588000,2025-03-06\n")
        let days = try await runBoxOffice(
            ["records", "--kind", "top-ten", "--from", "2025-03-01", "-n", "1", "-f", "json"], environment: environment)
        let top = try #require(try JSONSerialization.jsonObject(with: Data(days.stdout.utf8)) as? [String: Any])
        #expect(
            top["kind"] as? String == "top-ten" && top["daysHeld"] as? Int == 61
                && top["from"] as? String == "2025-03-01")
        let entry = try #require((top["entries"] as? [[String: Any]])?.first)
        #expect(entry["movieCode"] as? String == "20980001" && entry["days"] as? Int == 50)
        let english = try await runBoxOffice(["records", "-n", "1", "--lang", "en"], environment: environment)
        #expect(english.stdout.hasPrefix("Biggest opening days · 2025-01-01 ~ 2025-04-30 · from the 120 days held\n"))
        #expect(english.stdout.contains("#  Title"), "\(english.stdout)")
        // The English title is the archive's film detail (sync kept it): no request (a new user's finding).
        #expect(english.stdout.contains("Synthetic 20980001"), "\(english.stdout)")
        let englishJSON = try await runBoxOffice(
            ["records", "-n", "1", "--lang", "en", "-f", "json"], environment: environment)
        #expect(englishJSON.stdout.contains(#""titleEn": "Synthetic 20980001""#), "\(englishJSON.stdout)")
        #expect(standIn.requests.count == afterReferences, "records sent a request")

        // Nothing held in the window, and no archive at all: 66 and what to do.
        let none = try await runBoxOffice(["records", "--year", "2024"], environment: environment)
        #expect(none.status == 66 && none.stdout.isEmpty)
        #expect(none.stderr.contains("보관소에 이 기간의 날이 없습니다 (2024-01-01 ~ 2024-12-31)"), "\(none.stderr)")
        let noFilm = try await runBoxOffice(
            ["records", "--kind", "fast-10m", "--year", "2025", "--from", "2025-01-01"],
            environment: environment)
        #expect(noFilm.status == 64, "\(noFilm.stderr)")
        let empty = temporaryFolder("archive-query-none")
        defer { try? FileManager.default.removeItem(at: empty) }
        let bare = try await runBoxOffice(
            ["top", "--all-time"], environment: Self.environment(standIn, home: home, ["BOXOFFICE_ARCHIVE": empty.path])
        )
        #expect(bare.status == 66)
        #expect(bare.stderr.contains("보관소에 이 기간의 날이 없습니다. `boxoffice sync`로 보관소를 채우세요"), "\(bare.stderr)")
        #expect(standIn.requests.count == afterReferences)

        // What the archive answers needs no key (a new user's finding); what it lacks fails at its first request.
        let keyless = environment.merging(["KOBIS_API_KEY": ""]) { $1 }
        for arguments in [["records", "--kind", "number-one"], ["top", "--all-time"], ["daily", "-d", "2025-03-05"]] {
            let run = try await runBoxOffice(arguments, environment: keyless)
            #expect(run.status == 0 && !run.stdout.isEmpty, "\(arguments): \(run.stderr)")
        }
        let unheld = try await runBoxOffice(["daily", "-d", "2024-03-05"], environment: keyless)
        #expect(unheld.status == 78 && unheld.stderr.contains("KOBIS API 키가 설정되어 있지 않습니다"), "\(unheld.stderr)")
        // 2004 starts on KOBIS's first day (a new user's finding: the year was refused).
        let first = try await runBoxOffice(["records", "--year", "2004"], environment: environment)
        #expect(first.status == 66 && first.stderr.contains("(2004-05-04 ~ 2004-12-31)"), "\(first.stderr)")
        // sync under BOXOFFICE_OFFLINE=1 is told, not a silent success.
        let offline = try await runBoxOffice(
            ["sync"], environment: environment.merging(["BOXOFFICE_OFFLINE": "1"]) { $1 })
        #expect(offline.status == 64 && offline.stderr.contains("BOXOFFICE_OFFLINE=1"), "\(offline.stderr)")
        #expect(standIn.requests.count == afterReferences)
    }

    @Test(.speaking("ko")) func withTheSampleTheRecordsAreItsDays() async throws {
        let home = temporaryFolder("archive-query-demo")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
        ]
        let run = try await runBoxOffice(["records", "--kind", "fast-1m", "--demo"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("100만 최단 돌파 · 2023-08-01 ~ 2023-08-31 · 보관된 31일 중\n"), "\(run.stdout)")
        #expect(run.stdout.contains("오펜하이머") && run.stdout.contains("D+7"))
        // Held days of which no film makes the list: an answer with no entries, and a note (docs/json.md).
        let none = try await runBoxOffice(["records", "--kind", "fast-10m", "--demo"], environment: environment)
        #expect(none.status == 0)
        #expect(none.stdout == "1,000만 최단 돌파 · 2023-08-01 ~ 2023-08-31 · 보관된 31일 중\n", "\(none.stdout)")
        #expect(none.stderr.contains("샘플에 있는 31일") && none.stderr.contains("1,000만 명을 넘은 영화가 없습니다"), "\(none.stderr)")
        let json = try await runBoxOffice(
            ["records", "--kind", "fast-5m", "--demo", "-f", "json"], environment: environment)
        #expect(json.status == 0 && json.stdout.contains("\"count\": 0,") && json.stdout.contains("\"entries\": []"))
    }

    /// The DuckDB CLI: `$BOXOFFICE_DUCKDB`, or `.build/duckdb-venv` (.ci/run installs PyPI's duckdb-cli there).
    static let duckdb: String? = [
        ProcessInfo.processInfo.environment["BOXOFFICE_DUCKDB"],
        Paths.root.appendingPathComponent(".build/duckdb-venv/bin/duckdb").path,
    ].compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// DuckDB over the archive's own files: `a` every row, `r` the films ranked 1 to 10 (docs/archive.md's types).
    static func sql(_ folder: URL, _ query: String) -> String {
        let columns = [
            "date": "DATE", "rank": "INTEGER", "rankChange": "INTEGER", "new": "INTEGER", "movieCode": "VARCHAR",
            "title": "VARCHAR", "openDate": "DATE", "audience": "BIGINT", "audienceChange": "BIGINT",
            "audienceChangePercent": "DOUBLE", "audienceTotal": "BIGINT", "sales": "BIGINT", "salesShare": "DOUBLE",
            "salesChange": "BIGINT", "salesChangePercent": "DOUBLE", "salesTotal": "BIGINT", "screens": "INTEGER",
            "shows": "INTEGER",
        ]
        let typed = ArchiveQueryTests.columnOrder.map { "'\($0)': '\(columns[$0]!)'" }.joined(separator: ", ")
        return "WITH a AS (SELECT * FROM read_csv('\(folder.path)/daily/*.csv', header = true, auto_detect = false, "
            + "columns = {\(typed)})), r AS (SELECT * FROM a WHERE rank BETWEEN 1 AND 10) \(query)"
    }

    static let columnOrder = [
        "date", "rank", "rankChange", "new", "movieCode", "title", "openDate", "audience", "audienceChange",
        "audienceChangePercent", "audienceTotal", "sales", "salesShare", "salesChange", "salesChangePercent",
        "salesTotal", "screens", "shows",
    ]

    /// An answer's rows, `keys` of each, as DuckDB's CSV writes them.
    static func entries(_ json: String, _ keys: [String]) throws -> [[String]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let rows = try #require(document["entries"] as? [[String: Any]])
        return rows.map { row in keys.map { row[$0].map { "\($0)" } ?? "" } }
    }

    @Test(.enabled(if: duckdb != nil, "no DuckDB CLI: .ci/run installs duckdb-cli into .build/duckdb-venv"))
    func theAllTimeTopAndTheRunsAtNumberOneAreDuckDBsAnswers() async throws {
        let duckdb = try #require(Self.duckdb)
        let home = temporaryFolder("archive-duckdb")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("archive")
        let made = try await makeArchive(at: folder, from: "2022-11-20", to: "2024-02-10")
        #expect(made.status == 0, "\(made.stderr)")
        let environment = [
            "BOXOFFICE_ARCHIVE": folder.path, "KOBIS_API_KEY": "test-key-0000",
            "KOBIS_BASE_URL": "http://127.0.0.1:9/none",
            "BOXOFFICE_NOW": "2024-03-01T03:00:00Z", "HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache",
            "XDG_STATE_HOME": home.path + "/state", "BOXOFFICE_OFFLINE": "1",
        ]
        let verify = try await runBoxOffice(["archive", "verify"], environment: environment)
        #expect(verify.status == 0, "\(verify.stderr)")
        let asks: [([String], [String], String)] = [
            (
                ["top", "--all-time", "-n", "15"],
                [
                    "movieCode", "audience", "sales", "daysInTopTen", "bestRank", "bestRankDate", "openDate",
                    "audienceTotal", "audienceTotalDate",
                ],
                "SELECT movieCode, sum(audience), sum(sales), count(*), min(rank), arg_min(date, (rank, date)), "
                    + "arg_max(openDate, date), arg_max(audienceTotal, date), max(date) FROM r GROUP BY movieCode "
                    + "ORDER BY sum(audience) DESC, arg_max(openDate, date) NULLS LAST, movieCode LIMIT 15"
            ),
            (
                ["records", "--kind", "number-one", "-n", "15"], ["movieCode", "days", "audience", "from", "to"],
                "SELECT movieCode, count(*) AS days, sum(audience), min(date) AS first, max(date) FROM "
                    + "(SELECT movieCode, date, audience, date - CAST(row_number() OVER (PARTITION BY movieCode "
                    + "ORDER BY date) AS INTEGER) AS run FROM r WHERE rank = 1) GROUP BY movieCode, run "
                    + "ORDER BY days DESC, first, movieCode LIMIT 15"
            ),
        ]
        for (arguments, keys, query) in asks {
            let ours = try await runBoxOffice(arguments + ["-f", "json"], environment: environment)
            #expect(ours.status == 0, "\(arguments): \(ours.stderr)")
            let theirs = try await runBoxOffice(["-csv", "-c", Self.sql(folder, query)], executable: duckdb)
            #expect(theirs.status == 0, "\(theirs.stderr)")
            let expected = theirs.stdout.split(separator: "\n").dropFirst().map {
                $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            }
            #expect(expected.count == 15)
            #expect(try Self.entries(ours.stdout, keys) == expected, "\(arguments)")
        }
    }
}
