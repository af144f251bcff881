import Foundation
import Testing

/// `boxoffice forecast` through the real binary, on the stand-in's ten-year history synced into an archive by the
/// binary itself (three runs, each with a fresh request ledger), and on the sample.
@Suite("boxoffice end to end: forecast", .serialized)
struct ForecastTests {
    /// 12:00 KST on 2026-01-01: 2025-12-31, the history's last day, has settled.
    static let now = "2026-01-01T03:00:00Z"

    static func environment(_ standIn: StandIn, home: URL, ledger: String = "state") -> [String: String] {
        standIn.environment.merging([
            "BOXOFFICE_NOW": now, "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent(ledger).path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
        ]) { $1 }
    }

    /// The history of `seed`, synced from 2016-01-01: 3,653 days, 1,044 weekly rankings and the films, more than
    /// one key's 2,950 requests a day, so three runs each with a ledger of its own (the archive is then complete).
    static func synced(seed: Int) async throws -> (StandIn, URL) {
        let standIn = try StandIn(["--history", "--history-seed", "\(seed)"])
        let home = temporaryFolder("forecast-home")
        for run in 1...3 {
            let sync = try await runBoxOffice(
                ["sync", "--since", "2016-01-01"], environment: environment(standIn, home: home, ledger: "state\(run)"))
            #expect(sync.status == 0, "\(sync.stderr)")
        }
        return (standIn, home)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    @Test(arguments: [1, 2]) func theBacktestOnTheHistoryMeetsTheTargets(seed: Int) async throws {
        let (standIn, home) = try await ForecastTests.synced(seed: seed)
        defer { try? FileManager.default.removeItem(at: home) }
        let sent = standIn.requests.count
        let run = try await runBoxOffice(
            ["forecast", "--backtest", "-f", "json"], environment: ForecastTests.environment(standIn, home: home))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(standIn.requests.count == sent, "the backtest sends no request")
        let backtest = try ForecastTests.json(run.stdout)
        #expect((backtest["runs"] as? Int ?? 0) > 500)
        let target = try #require(backtest["target"] as? [[String: Any]])
        let byHorizon = Dictionary(uniqueKeysWithValues: target.map { ($0["horizon"] as? Int ?? 0, $0) })
        let week = try #require(byHorizon[7])
        let fortnight = try #require(byHorizon[14])
        let coverage = week["coverage"] as? Double ?? 0
        #expect((70...90).contains(coverage), "seed \(seed): the 80% interval held \(coverage)% as of D+7")
        #expect((week["mape"] as? Double ?? 100) <= 15, "seed \(seed): MAPE as of D+7 \(week["mape"] ?? "")")
        #expect((fortnight["mape"] as? Double ?? 100) <= 8, "seed \(seed): MAPE as of D+14 \(fortnight["mape"] ?? "")")
        let text = try await runBoxOffice(
            ["forecast", "--backtest", "--lang", "en"], environment: ForecastTests.environment(standIn, home: home))
        #expect(text.stdout.hasPrefix("BACKTEST of the forecast on the archive 2016-01-01 to 2025-12-31: "))
        let korean = try await runBoxOffice(
            ["forecast", "--backtest"], environment: ForecastTests.environment(standIn, home: home))
        #expect(korean.stdout.hasPrefix("예측 백테스트 · 보관소 2016-01-01 ~ 2025-12-31: "), "\(korean.stdout)")
    }

    @Test func aFilmsForecastReadsOnlyTheArchiveAndItsDays() async throws {
        let (standIn, home) = try await ForecastTests.synced(seed: 1)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ForecastTests.environment(standIn, home: home)
        let sent = standIn.requests.count
        // The film ranked first on 2025-08-01, as of D+7 of its run.
        let csv = try String(
            contentsOf: home.appendingPathComponent("data/boxoffice/archive/daily/2025.csv"), encoding: .utf8)
        let row = try #require(csv.split(separator: "\n").first { $0.hasPrefix("2025-08-01,1,") })
        let fields = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let (code, title, opened) = (fields[4], fields[5], try #require(KobisDateText(fields[6])))
        let asOf = opened.plus(6)
        let text = try await runBoxOffice(
            ["forecast", code, "--as-of", asOf, "--lang", "en"], environment: environment)
        #expect(text.status == 0, "\(text.stderr)")
        // In English the film's English title, as the archive holds its detail (the stand-in's `History Film …`).
        #expect(
            text.stdout.hasPrefix(
                "FORECAST, not KOBIS's figures: History Film \(code) (\(code)) as of \(asOf) (D+7)\n"),
            "\(text.stdout)")
        #expect(text.stdout.contains("It rests on the film's 7 days and "), "\(text.stdout)")
        let korean = try await runBoxOffice(["forecast", code, "--as-of", asOf], environment: environment)
        #expect(korean.stdout.hasPrefix("예측 (KOBIS 집계 아님): \(title) (\(code)) · \(asOf) 기준 (D+7)\n"))
        let json = try await runBoxOffice(
            ["forecast", title, "--as-of", asOf, "-f", "json"], environment: environment)
        let forecast = try ForecastTests.json(json.stdout)
        #expect(forecast["type"] as? String == "forecast" && forecast["movieCode"] as? String == code)
        #expect(forecast["daysUsed"] as? Int == 7 && forecast["usesPrior"] as? Bool == false)
        let final = try #require(forecast["final"] as? [String: Any])
        #expect((final["low"] as? Int ?? 0) <= (final["expected"] as? Int ?? -1))
        #expect((final["expected"] as? Int ?? 0) <= (final["high"] as? Int ?? -1))
        #expect(((forecast["backtest"] as? [String: Any])?["horizon"] as? Int) == 7)
        // Two days in: one line, exit 66. A film in no top 10: one line, exit 66. A run that ended: its figures.
        let early = try await runBoxOffice(
            ["forecast", code, "--as-of", opened.plus(1), "--lang", "en"], environment: environment)
        #expect(early.status == 66 && early.stdout.isEmpty)
        #expect(early.stderr.hasSuffix("has 2 days of its run: a forecast needs at least 3 (D+3)\n"), "\(early.stderr)")
        let unknown = try await runBoxOffice(["forecast", "20990001", "--lang", "en"], environment: environment)
        #expect(unknown.status == 66)
        let koreanUnknown = try await runBoxOffice(["forecast", "20990001"], environment: environment)
        #expect(koreanUnknown.stderr == "boxoffice: 20990001: 보관소의 일별 상위 10위에 든 적이 없어 예측할 상영이 없습니다\n")
        #expect(
            unknown.stderr
                == "boxoffice: 20990001 is in no daily top 10 the archive holds: there is no run to forecast\n")
        let ended = try await runBoxOffice(["forecast", code, "--lang", "en"], environment: environment)
        // The sentence wraps at the width (120 columns off a terminal).
        let words = ended.stdout.replacingOccurrences(of: "\n", with: " ")
        #expect(ended.status == 0 && words.contains("its final figures, not a forecast"), "\(ended.stdout)")
        #expect(standIn.requests.count == sent, "a forecast sends no request")
    }

    @Test func theDemoForecastsWithThePriorAndDeclinesABacktest() async throws {
        let forecast = try await runBoxOffice(
            ["forecast", "20239002", "--as-of", "2023-08-15", "--demo", "--lang", "en"])
        #expect(forecast.status == 0, "\(forecast.stderr)")
        #expect(forecast.stdout.contains("It rests on the film's 7 days and the prior"), "\(forecast.stdout)")
        #expect(forecast.stderr.contains("this forecast rests on the prior"))
        let backtest = try await runBoxOffice(["forecast", "--backtest", "--demo"])
        #expect(backtest.status == 66 && backtest.stdout.isEmpty)
        #expect(backtest.stderr.contains("31일로는 백테스트를 할 수 없습니다"), "\(backtest.stderr)")
    }
}

extension ForecastTests {
    /// A forecast reads the archive and sends no request: without a KOBIS key (no config file, no
    /// KOBIS_API_KEY) it answers from an archive, exit 0.
    @Test func aForecastNeedsNoKey() async throws {
        let standIn = try StandIn(["--history", "--history-seed", "1"])
        let home = temporaryFolder("forecast-keyless")
        defer { try? FileManager.default.removeItem(at: home) }
        let sync = try await runBoxOffice(
            ["sync", "--since", "2025-09-01"], environment: ForecastTests.environment(standIn, home: home))
        #expect(sync.status == 0, "\(sync.stderr)")
        let sent = standIn.requests.count
        let keyless = ForecastTests.environment(standIn, home: home).filter {
            $0.key != "KOBIS_API_KEY" && $0.key != "KOBIS_BASE_URL"
        }
        let csv = try String(
            contentsOf: home.appendingPathComponent("data/boxoffice/archive/daily/2025.csv"), encoding: .utf8)
        let row = try #require(csv.split(separator: "\n").first { $0.hasPrefix("2025-11-05,1,") })
        let code = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)[4]
        let forecast = try await runBoxOffice(
            ["forecast", code, "--as-of", "2025-11-12", "--lang", "en"], environment: keyless)
        #expect(forecast.status == 0, "\(forecast.stderr)")
        #expect(forecast.stdout.hasPrefix("FORECAST, not KOBIS's figures: "), "\(forecast.stdout)")
        let backtest = try await runBoxOffice(["forecast", "--backtest", "--lang", "en"], environment: keyless)
        #expect(backtest.status == 0, "\(backtest.stderr)")
        #expect(backtest.stdout.hasPrefix("BACKTEST of the forecast on the archive "), "\(backtest.stdout)")
        #expect(standIn.requests.count == sent, "a forecast sends no request")
    }

    /// With --demo the sample answers, and the messages say so; the path's first day ahead has an interval.
    @Test func theDemoSaysTheSampleAndThePathHasAWidthFromItsFirstDay() async throws {
        let unknown = try await runBoxOffice(["forecast", "20990001", "--demo"])
        #expect(unknown.status == 66 && unknown.stdout.isEmpty)
        #expect(
            unknown.stderr.hasSuffix(
                "boxoffice: 20990001: 샘플의 일별 상위 10위에 든 적이 없어 예측할 상영이 없습니다\n"),
            "\(unknown.stderr)")
        let forecast = try await runBoxOffice(
            ["forecast", "20239002", "--as-of", "2023-08-15", "--demo", "-f", "json", "--paths"])
        #expect(forecast.status == 0, "\(forecast.stderr)")
        #expect(
            forecast.stderr.contains(
                "샘플에 상영이 끝난 영화가 없어 사전 가정만으로 예측했습니다"), "\(forecast.stderr)")
        let answer = try ForecastTests.json(forecast.stdout)
        let first = try #require((answer["path"] as? [[String: Any]])?.first)
        let (low, high) = (first["low"] as? Int ?? 0, first["high"] as? Int ?? 0)
        #expect(low < high, "the first day ahead: \(first)")
    }
}

/// A yyyy-mm-dd day, to count days from it.
struct KobisDateText {
    let date: Date
    init?(_ text: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let date = formatter.date(from: text) else { return nil }
        self.date = date
    }

    func plus(_ days: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date.addingTimeInterval(Double(days) * 86_400))
    }
}
