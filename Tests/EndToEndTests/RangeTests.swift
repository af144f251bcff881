import Foundation
import Testing

/// Date ranges as datasets, and a film's run, through the real binary against the synthetic stand-in.
@Suite("boxoffice end to end: ranges and trends", .speaking("en"))
struct RangeTests {
    let now = "2024-12-20T03:00:00Z"

    func environment(_ standIn: StandIn, cache: URL, _ extra: [String: String] = [:]) -> [String: String] {
        standIn.environment.merging(["BOXOFFICE_NOW": now, "XDG_CACHE_HOME": cache.path]) { $1 }.merging(extra) { $1 }
    }

    /// A range that fails mid-way says what it wrote: earlier days on stdout, nothing into a -o file (written only
    /// when the whole run succeeds).
    @Test func aRangeThatStopsSaysWhatWasWritten() async throws {
        let standIn = try StandIn(["--synthetic", "--fail-date", "20230303"])
        let cache = temporaryFolder("range-stop")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = environment(standIn, cache: cache)
        let days = ["daily", "--from", "2023-03-01", "--to", "2023-03-05", "-f", "csv", "--no-cache", "--jobs", "1"]
        let piped = try await runBoxOffice(days, environment: environment)
        #expect(piped.status != 0 && piped.stderr.contains("(earlier days were written)"), "\(piped.stderr)")
        let file = cache.appendingPathComponent("march.csv")
        let saved = try await runBoxOffice(days + ["-o", file.path], environment: environment)
        #expect(saved.status == piped.status && saved.stderr.contains("(nothing was written)"), "\(saved.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aRangesRowsAreTheSingleDaysRowsInOrder() async throws {
        let standIn = try StandIn(["--synthetic"])
        let cache = temporaryFolder("range")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = environment(standIn, cache: cache)
        let range = try await runBoxOffice(
            ["daily", "--from", "2023-03-01", "--to", "2023-03-10", "-f", "jsonl", "--no-cache"],
            environment: environment)
        #expect(range.status == 0, "\(range.stderr)")
        var singles = ""
        for day in 1...10 {
            let run = try await runBoxOffice(
                ["daily", "-d", String(format: "2023-03-%02d", day), "-f", "jsonl", "--no-cache"],
                environment: environment)
            singles += run.stdout
        }
        #expect(range.stdout == singles)
        #expect(range.stdout.split(separator: "\n").first?.hasPrefix(#"{"date":"2023-03-01","rank":1,"#) == true)
        let csv = try await runBoxOffice(
            ["daily", "--from", "2023-03-01", "--to", "2023-03-10", "-f", "csv", "--no-cache"], environment: environment
        )
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines[0].hasPrefix("date,rank,rankChange,"))
        #expect(lines.count == 1 + range.stdout.split(separator: "\n").count)
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: Data(
                    try await runBoxOffice(
                        ["daily", "--from", "2023-03-01", "--to", "2023-03-03", "-f", "json", "--no-cache"],
                        environment: environment
                    ).stdout.utf8)) as? [[String: Any]])
        #expect(json.map { $0["date"] as? String } == ["2023-03-01", "2023-03-02", "2023-03-03"])
    }

    @Test(.speaking("ko")) func aRerunSendsNothingAndAnInterruptedRunResumes() async throws {
        // Five days are answered, then the stand-in holds every later request until the test releases them: the
        // signal finds the run mid-way.
        let gate = temporaryFolder("resume-gate")
        defer { try? FileManager.default.removeItem(at: gate) }
        let release = gate.appendingPathComponent("release")
        let standIn = try StandIn(["--synthetic", "--hold-after", "5", "--release", release.path])
        let cache = temporaryFolder("resume")
        let out = temporaryFolder("resume-out")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: out)
        }
        let environment = environment(standIn, cache: cache)
        // Interrupted once the stand-in has seen seven requests (the five it answers, and the next two, held):
        // some days are cached, the -o file is not written.
        let interrupted = try await runScript(
            RangeTests.signalAfterRequests(
                7, signal: "INT", log: standIn.log.path,
                command:
                    #""$BOXOFFICE" daily --from 2023-03-01 --to 2023-03-30 --jobs 2 -f csv -o "\#(out.path)/year.csv""#),
            environment: environment)
        #expect(interrupted.stdout == "status 130\n", "\(interrupted.stdout) \(interrupted.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
        let first = standIn.requests.count
        #expect(first > 0 && first < 30, "\(first)")
        _ = FileManager.default.createFile(atPath: release.path, contents: Data())
        let resumed = try await runBoxOffice(
            ["daily", "--from", "2023-03-01", "--to", "2023-03-30", "-f", "csv", "-o", out.path + "/year.csv"],
            environment: environment)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        // Only the missing days were asked for (a request under way at Ctrl-C may have been answered but not cached).
        #expect(standIn.requests.count - first <= 30 - first + 2)
        #expect(standIn.requests.count - first < 30)
        let rerun = try await runBoxOffice(
            ["daily", "--from", "2023-03-01", "--to", "2023-03-30", "-f", "csv"], environment: environment)
        #expect(rerun.stdout == (try String(contentsOf: out.appendingPathComponent("year.csv"), encoding: .utf8)))
        let before = standIn.requests.count
        _ = try await runBoxOffice(
            ["daily", "--from", "2023-03-01", "--to", "2023-03-30", "-f", "jsonl"], environment: environment)
        #expect(standIn.requests.count == before)
    }

    @Test func aRangeBeyondTodaysQuotaSendsNothing() async throws {
        let standIn = try StandIn(["--synthetic"])
        let cache = temporaryFolder("range-quota")
        let state = temporaryFolder("range-quota-state")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: state)
        }
        let run = try await runBoxOffice(
            ["daily", "--from", "2023-03-01", "--to", "2023-03-10"],
            environment: environment(
                standIn, cache: cache, ["XDG_STATE_HOME": state.path, "BOXOFFICE_DAILY_LIMIT": "5"]))
        #expect(run.status == 75)
        #expect(run.stderr.contains("needs 10 requests but only 5 remain"), "\(run.stderr)")
        #expect(standIn.requests.isEmpty)
    }

    @Test func aFailedDayStopsTheRunAfterTheEarlierRows() async throws {
        let standIn = try StandIn(["--synthetic", "--fail-date", "20230305"])
        let cache = temporaryFolder("range-fail")
        let out = temporaryFolder("range-fail-out")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: out)
        }
        let environment = environment(standIn, cache: cache)
        let run = try await runBoxOffice(
            ["daily", "--from", "2023-03-01", "--to", "2023-03-10", "-f", "csv", "--jobs", "1"],
            environment: environment)
        #expect(run.status == 76)
        #expect(run.stderr.contains("2023-03-05 failed"), "\(run.stderr)")
        let days = Set(run.stdout.split(separator: "\n").dropFirst().map { $0.prefix(10) })
        #expect(days == ["2023-03-01", "2023-03-02", "2023-03-03", "2023-03-04"])
        let withFile = try await runBoxOffice(
            ["daily", "--from", "2023-03-01", "--to", "2023-03-10", "-o", out.path + "/x.csv"], environment: environment
        )
        #expect(withFile.status == 76)
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).isEmpty)
    }

    /// A shell script that starts `command` in the background, waits until the stand-in's log has `count` requests
    /// (or the command ended), sends `signal`, and prints the exit status as `status N`.
    static func signalAfterRequests(_ count: Int, signal: String, log: String, command: String) -> String {
        """
        \(command) & pid=$!
        until [ "$(wc -l < '\(log)')" -ge \(count) ] || ! kill -0 $pid 2>/dev/null; do sleep 0.05; done
        kill -\(signal) $pid; wait $pid; echo "status $?"
        """
    }

    /// SIGTERM (timeout, systemd) and SIGHUP (a closed terminal) end a range as Ctrl-C does: the exit status
    /// says which, the -o target keeps what it held, and no temporary file is left beside it or in the cache.
    @Test(arguments: [("TERM", 143), ("HUP", 129), ("INT", 130)])
    func everySignalLeavesNoTemporaryFile(signal: String, status: Int) async throws {
        // Five days are answered, then the stand-in holds every later request: the signal finds the run mid-way.
        let standIn = try StandIn(["--synthetic", "--hold-after", "5"])
        let cache = temporaryFolder("signal-cache")
        let out = temporaryFolder("signal-out")
        defer {
            try? FileManager.default.removeItem(at: cache)
            try? FileManager.default.removeItem(at: out)
        }
        let target = out.appendingPathComponent("year.csv")
        try Data("what was there\n".utf8).write(to: target)
        let run = try await runScript(
            RangeTests.signalAfterRequests(
                7, signal: signal, log: standIn.log.path,
                command: #""$BOXOFFICE" daily --from 2023-03-01 --to 2023-03-30 --jobs 2 -f csv -o "\#(target.path)""#),
            environment: environment(standIn, cache: cache))
        #expect(run.stdout == "status \(status)\n", "\(run.stdout) \(run.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "what was there\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["year.csv"])
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache.path + "/boxoffice")
        #expect(!cached.isEmpty, "days answered before the signal are cached")
        #expect(cached.allSatisfy { $0.hasSuffix(".cache") && !$0.hasPrefix(".") }, "\(cached)")
    }

    @Test(.speaking("ko")) func aWeeklyRangeHasEveryPeriodThatEndsInside() async throws {
        let standIn = try StandIn()
        let cache = temporaryFolder("weekly-range")
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try await runBoxOffice(
            ["weekly", "--from", "2024-01-03", "--to", "2024-01-28", "--period", "week", "-f", "csv"],
            environment: environment(standIn, cache: cache))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("periodStart,periodEnd,rank,"))
        let weekly = standIn.requests.filter { $0.contains("searchWeeklyBoxOfficeList") }
        #expect(weekly.count == 4)
        for sunday in ["20240107", "20240114", "20240121", "20240128"] {
            #expect(weekly.contains { $0.contains("targetDt=\(sunday)&weekGb=0") })
        }
    }

    @Test(.speaking("ko")) func theTrendSeriesIsTheRankingsGapsIncluded() async throws {
        let standIn = try StandIn(["--synthetic"])
        let cache = temporaryFolder("trend")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = environment(standIn, cache: cache)
        let trend = try await runBoxOffice(["trend", "20990005", "-f", "jsonl", "--yes"], environment: environment)
        #expect(trend.status == 0, "\(trend.stderr)")
        let rows = trend.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        // Film 5 opens on 2023-02-20, is out of the top 10 on days 12 and 13 of its run, and leaves it after day 39:
        // the series stops after seven days out.
        #expect(rows.first?["date"] as? String == "2023-02-20")
        #expect(rows.count == 40 + 7)
        #expect(rows[12]["rank"] is NSNull && rows[13]["rank"] is NSNull && rows[12]["audience"] is NSNull)
        for row in rows.prefix(15) {
            let date = row["date"] as! String
            let day = try await runBoxOffice(["daily", "-d", date, "-f", "json"], environment: environment)
            let entries = try #require(
                (try JSONSerialization.jsonObject(with: Data(day.stdout.utf8)) as? [String: Any])?["entries"]
                    as? [[String: Any]])
            let entry = entries.first { $0["movieCode"] as? String == "20990005" }
            #expect((entry?["rank"] as? Int) == (row["rank"] as? Int), "\(date)")
            #expect((entry?["audience"] as? Int) == (row["audience"] as? Int), "\(date)")
        }
        let csv = try await runBoxOffice(
            ["trend", "20990005", "--cumulative", "-f", "csv", "--to", "2023-03-05"], environment: environment)
        #expect(csv.stdout.hasPrefix("date,day,rank,audienceTotal\n2023-02-20,1,1,"), "day is D+N, then the rank")
        #expect(csv.stdout.contains("\n2023-03-04,13,,\n"))
        let chart = try await runBoxOffice(
            ["trend", "20990005", "--yes"], environment: environment.merging(["COLUMNS": "80"]) { $1 })
        #expect(chart.stdout.contains("가상의 영화 5 (20990005) · 관객수"))
        #expect(chart.stdout.contains("··"))
        for line in chart.stdout.split(separator: "\n") { #expect(displayWidth(String(line)) <= 80) }
    }

    @Test(.enabled(if: TestPlatform.hasPseudoTerminal, "needs script(1)"))
    func theProgressBarIsOneLineOnATerminalAndNothingOffIt() async throws {
        let standIn = try StandIn(["--synthetic", "--latency-ms", "60"])
        let cache = temporaryFolder("progress")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = environment(standIn, cache: cache)
        let onTerminal = try await runScript(
            TestPlatform.underPseudoTerminal(
                #"COLUMNS=50 "$BOXOFFICE" daily --from 2023-03-01 --to 2023-03-20 -f csv --no-cache > /dev/null"#),
            environment: environment)
        let frames = onTerminal.stdout.components(separatedBy: "\r").filter { $0.contains("days") }
        #expect(!frames.isEmpty, "\(onTerminal.stdout.debugDescription)")
        for frame in frames {
            #expect(displayWidth(frame.replacingOccurrences(of: "\u{1B}[K", with: "")) <= 50)
            #expect(frame.contains("cached") && frame.contains("req/s"))
        }
        #expect(
            onTerminal.stdout.hasSuffix("\r\u{1B}[K"),
            "the bar is erased at the end: \(onTerminal.stdout.suffix(80).debugDescription)")
        let piped = try await runBoxOffice(
            ["daily", "--from", "2023-03-01", "--to", "2023-03-05", "-f", "csv"], environment: environment)
        #expect(piped.stderr.isEmpty)
    }
}
