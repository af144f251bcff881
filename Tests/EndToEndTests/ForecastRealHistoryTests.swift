import Foundation
import Testing

/// `boxoffice forecast` on the real KOBIS history of ../shared/kobis/history (2017-2022), written into an archive's
/// year files by a small converter (docs/archive.md); skipped without ../shared.
@Suite("boxoffice end to end: forecast on the real history", .serialized)
struct ForecastRealHistoryTests {
    static let history = Paths.root.deletingLastPathComponent().appendingPathComponent("shared/kobis/history")
    static let held = FileManager.default.fileExists(atPath: history.appendingPathComponent("daily-2022.jsonl.gz").path)

    /// KOBIS's rows as the archive's daily/YYYY.csv files, one per year.
    static let converter = """
        import csv, gzip, json, os, sys
        src, dst = sys.argv[1], sys.argv[2]
        os.makedirs(dst + "/daily", exist_ok=True)
        open(dst + "/FORMAT", "w").write("boxoffice-archive 1\\n")
        keys = ["rank", "rankInten", "new", "movieCd", "movieNm", "openDt", "audiCnt", "audiInten", "audiChange",
                "audiAcc", "salesAmt", "salesShare", "salesInten", "salesChange", "salesAcc", "scrnCnt", "showCnt"]
        header = ("date,rank,rankChange,new,movieCode,title,openDate,audience,audienceChange,audienceChangePercent,"
                  "audienceTotal,sales,salesShare,salesChange,salesChangePercent,salesTotal,screens,shows")
        for year in range(2017, 2023):
            with gzip.open("%s/daily-%d.jsonl.gz" % (src, year), "rt") as f, \\
                    open("%s/daily/%d.csv" % (dst, year), "w", newline="") as out:
                w = csv.writer(out, lineterminator="\\n")
                w.writerow(header.split(","))
                for line in f:
                    day = json.loads(line)
                    t = day["targetDt"]
                    date = "%s-%s-%s" % (t[:4], t[4:6], t[6:])
                    if not day["rows"]:
                        w.writerow([date, 0] + [""] * 16)
                    for r in day["rows"]:
                        r = dict(r, new="1" if r["rankOldAndNew"] == "NEW" else "0", openDt=r["openDt"].strip())
                        w.writerow([date] + [r[k] for k in keys])
        """

    /// A home with the real history's archive.
    static func archive() throws -> (home: URL, environment: [String: String]) {
        let home = temporaryFolder("forecast-real")
        let archive = home.appendingPathComponent("archive")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", converter, history.path, archive.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let environment = [
            "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path, "BOXOFFICE_ARCHIVE": archive.path,
            "BOXOFFICE_NOW": "2023-01-01T03:00:00Z",
        ]
        return (home, environment)
    }

    /// The target group's D+3, D+7 and D+14 errors (docs/forecast.md gives the figures): the interval holds 75-85% of
    /// the finals at D+7 and D+14 (issue 42's target, met); the MAPE, each error a share of the run's own audience
    /// (a re-release's earlier runs left out), stays at the level reached, 26.6%, 16.0% and 5.8% (issue 42's 24%, 13%
    /// and 5% are not reached: these guard against going back).
    @Test(.enabled(if: held, "../shared/kobis/history is absent"))
    func theBacktestOnTheRealHistory() async throws {
        let (home, environment) = try ForecastRealHistoryTests.archive()
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try await runBoxOffice(
            ["forecast", "--backtest", "--offline", "-f", "json"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let backtest = try ForecastTests.json(run.stdout)
        let target = try #require(backtest["target"] as? [[String: Any]])
        let byHorizon = Dictionary(uniqueKeysWithValues: target.map { ($0["horizon"] as? Int ?? 0, $0) })
        for (horizon, most) in [(3, 26.8), (7, 16.2), (14, 5.9)] {
            let error = try #require(byHorizon[horizon])
            let mape = error["mape"] as? Double ?? 100
            let coverage = error["coverage"] as? Double ?? 0
            #expect(mape <= most, "D+\(horizon): MAPE \(mape)%")
            if horizon > 3 {
                #expect((75...85).contains(coverage), "D+\(horizon): the 80% interval held \(coverage)%")
            }
        }
        let all = try #require(backtest["all"] as? [[String: Any]])
        let week = try #require(all.first { $0["horizon"] as? Int == 7 })
        #expect((week["mape"] as? Double ?? 100) <= 16, "every finished run, D+7: \(week)")
    }

    /// 30 forecasts of `--backtest --runs` are what `forecast CODE --as-of DAY -f json` says; 택시운전사 (previews from
    /// 2017-07-10, released 2017-08-02) is forecast as of 2017-08-08 at its D+7.
    @Test(.enabled(if: held, "../shared/kobis/history is absent"))
    func theBacktestsRunsAreWhatAForecastSays() async throws {
        let (home, environment) = try ForecastRealHistoryTests.archive()
        defer { try? FileManager.default.removeItem(at: home) }
        let runs = try await runBoxOffice(
            [
                "forecast", "--backtest", "--runs", "--from", "2021-01-01", "--to", "2021-12-31", "--offline", "-f",
                "jsonl",
            ],
            environment: environment)
        #expect(runs.status == 0, "\(runs.stderr)")
        let lines = runs.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count > 100)
        let picked = lines.enumerated().filter { $0.offset % (lines.count / 30) == 0 }.prefix(30).map(\.element)
        #expect(picked.count == 30)
        for line in picked {
            let run = try ForecastTests.json(line)
            let (code, asOf) = (run["movieCode"] as? String ?? "", run["asOf"] as? String ?? "")
            #expect((run["asOf"] as? String ?? "") >= "2021-01-01")
            let forecast = try await runBoxOffice(
                ["forecast", code, "--as-of", asOf, "--offline", "-f", "json"], environment: environment)
            #expect(forecast.status == 0, "\(forecast.stderr)")
            let final = try #require(try ForecastTests.json(forecast.stdout)["final"] as? [String: Any])
            #expect(final["expected"] as? Int == run["forecast"] as? Int, "\(code) as of \(asOf)")
            #expect(final["low"] as? Int == run["low"] as? Int && final["high"] as? Int == run["high"] as? Int)
        }
        // A re-release (its earlier runs' tickets in `before`) is scored on its own run's audience.
        let again = try lines.map { try ForecastTests.json($0) }.filter { ($0["before"] as? Int ?? 0) > 0 }
        #expect(!again.isEmpty)
        for run in again {
            let (forecast, final) = (run["forecast"] as? Int ?? 0, run["final"] as? Int ?? 0)
            let before = run["before"] as? Int ?? 0
            let error = (Double(forecast - final) / Double(final - before) * 1000).rounded() / 10
            #expect(run["error"] as? Double == error, "\(run)")
        }
        let taxi = try await runBoxOffice(
            ["forecast", "20162869", "--as-of", "2017-08-08", "--offline", "-f", "json"], environment: environment)
        #expect(taxi.status == 0, "\(taxi.stderr)")
        let forecast = try ForecastTests.json(taxi.stdout)
        #expect(forecast["daysUsed"] as? Int == 7 && forecast["runEnded"] as? Bool == false)
        let final = try #require(forecast["final"] as? [String: Any])
        #expect((final["low"] as? Int ?? 0) < (final["expected"] as? Int ?? 0), "\(final)")
        // The archive's first quarter has no scored run like 패트리어트 데이 yet: no backtest, rather than 0%.
        let early = try await runBoxOffice(
            ["forecast", "20171781", "--as-of", "2017-04-08", "--offline", "-f", "json"], environment: environment)
        #expect(early.status == 0, "\(early.stderr)")
        #expect(try ForecastTests.json(early.stdout)["backtest"] is NSNull, "\(early.stdout)")
        let past = try await runBoxOffice(
            ["forecast", "--backtest", "--from", "2025-01-01", "--offline"], environment: environment.merging(["BOXOFFICE_LANG": "en"]) { $1 })
        #expect(past.status == 64)
        #expect(past.stderr.contains("--from") && past.stderr.contains("after the archive's last day 2022-12-31"))
    }
}
