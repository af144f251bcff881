import Foundation
import Testing

/// The archive through the real binary against the synthetic stand-in: `sync` within its budget, commands that
/// read archived days without a request, `--offline`, one sync at a time, SIGKILL mid-sync, damaged files.
@Suite("boxoffice end to end: the archive", .speaking("en"))
struct ArchiveTests {
    /// 12:00 KST on 2024-12-20: 2024-12-19 has settled.
    let now = "2024-12-20T03:00:00Z"
    let since = "2024-10-21"
    let last = "2024-12-19"

    /// A home of its own: cache, state (the quota ledger) and data (the archive) under `home`.
    func environment(_ standIn: StandIn, home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        standIn.environment(home: home, now: now, extra)
    }

    func archive(_ home: URL) -> URL { home.appendingPathComponent("data/boxoffice/archive") }

    func dailyRequests(_ standIn: StandIn) -> [String] {
        standIn.requests.filter { $0.contains("searchDailyBoxOfficeList") }
    }

    /// What the stand-in itself answers: no archive (an empty one), no cache.
    func reference(_ arguments: [String], _ standIn: StandIn, home: URL) async throws -> RunResult {
        let empty = temporaryFolder("archive-empty")
        defer { try? FileManager.default.removeItem(at: empty) }
        return try await runBoxOffice(
            arguments + ["--no-cache"],
            environment: environment(standIn, home: home, ["BOXOFFICE_ARCHIVE": empty.path]))
    }

    func summary(_ run: RunResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    /// Syncs until the archive is complete (each run within its budget); the number of runs.
    func syncToTheEnd(_ standIn: StandIn, home: URL, budget: Int = 20) async throws -> Int {
        for runs in 1...12 {
            let before = standIn.requests.count
            let run = try await runBoxOffice(
                ["sync", "--since", since, "--budget", "\(budget)", "-f", "json"],
                environment: environment(standIn, home: home))
            #expect(run.status == 0, "\(run.stderr)")
            #expect(standIn.requests.count - before <= budget)
            if try summary(run)["complete"] as? Bool == true { return runs }
        }
        Issue.record("twelve runs of 20 did not complete 60 days")
        return 0
    }

    @Test func aSyncKeepsToItsBudgetAndArchivedDaysCostNoRequest() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-home")
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try await runBoxOffice(
            ["sync", "--since", since, "--budget", "20", "-f", "json"], environment: environment(standIn, home: home))
        #expect(first.status == 0, "\(first.stderr)")
        // The budget covers the days, the weekly rankings and the films' details.
        #expect(standIn.requests.count == 20)
        let days = dailyRequests(standIn).count
        let told = try summary(first)
        #expect(told["sent"] as? Int == 20 && told["held"] as? Int == days && told["missing"] as? Int == 60 - days)
        #expect(told["runsLeft"] as? Int ?? 0 >= 2 && told["complete"] as? Bool == false)
        #expect(told["remaining"] as? Int == 2950 - 20)
        // Newest first: the first run holds the latest days.
        #expect(!dailyRequests(standIn).contains { $0.contains("targetDt=202410") || $0.contains("targetDt=2024112") })
        let text = try await runBoxOffice(
            ["sync", "--since", since, "--budget", "20"], environment: environment(standIn, home: home))
        #expect(text.stderr.contains(" missing; 20 requests sent ("), "\(text.stderr)")
        #expect(text.stderr.contains(" days added, 0 days changed by the recheck)"), "\(text.stderr)")
        #expect(try await syncToTheEnd(standIn, home: home) >= 1)

        let status = try await runBoxOffice(["archive", "status"], environment: environment(standIn, home: home))
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.contains("\n2024  60 of 354 days\n"), "\(status.stdout)")
        #expect(status.stdout.contains("figures before about 2011 cover only part of the screens"))
        let path = try await runBoxOffice(["archive", "path"], environment: environment(standIn, home: home))
        #expect(path.stdout == archive(home).path + "\n")
        let asks = [
            ["daily", "-d", "2024-11-05", "-f", "csv"], ["daily", "--from", since, "--to", last, "-f", "csv"],
            ["top", "--from", since, "--to", last, "-f", "csv"],
        ]
        for arguments in asks {
            let sent = standIn.requests.count
            let run = try await runBoxOffice(arguments, environment: environment(standIn, home: home))
            #expect(run.status == 0, "\(run.stderr)")
            #expect(standIn.requests.count == sent, "\(arguments) sent a request")
            let expected = try await reference(arguments, standIn, home: home)
            #expect(run.stdout == expected.stdout, "\(arguments)")
        }
        // A film's run asks for the film's detail, and for no day.
        let daysBefore = dailyRequests(standIn).count
        let trend = try await runBoxOffice(
            ["trend", "20990068", "-f", "csv"], environment: environment(standIn, home: home))
        #expect(trend.status == 0, "\(trend.stderr)")
        #expect(dailyRequests(standIn).count == daysBefore)
        #expect(trend.stdout == (try await reference(["trend", "20990068", "-f", "csv"], standIn, home: home)).stdout)
        let offlineBefore = dailyRequests(standIn).count

        let offline = try await runBoxOffice(
            ["daily", "--from", "2024-10-19", "--to", "2024-10-22", "--offline"],
            environment: environment(standIn, home: home))
        #expect(offline.status == 66)
        // A range names every missing day before it starts.
        #expect(offline.stderr.contains("the archive lacks 2 days 2024-10-19, 2024-10-20"), "\(offline.stderr)")
        let variable = try await runBoxOffice(
            ["daily", "-d", "2024-10-01"], environment: environment(standIn, home: home, ["BOXOFFICE_OFFLINE": "1"]))
        #expect(variable.status == 66)
        #expect(variable.stderr.contains("the archive lacks the day 2024-10-01"), "\(variable.stderr)")
        #expect(dailyRequests(standIn).count == offlineBefore)
        let held = try await runBoxOffice(
            ["daily", "-d", last, "-f", "csv", "--offline"], environment: environment(standIn, home: home))
        #expect(held.status == 0, "\(held.stderr)")
    }

    @Test func aSecondSyncSaysWhoHoldsTheArchive() async throws {
        let gate = temporaryFolder("archive-gate")
        defer { try? FileManager.default.removeItem(at: gate) }
        let hold = gate.appendingPathComponent("hold")
        _ = FileManager.default.createFile(atPath: hold.path, contents: nil)
        let standIn = try StandIn(["--synthetic", "--hold-while", hold.path])
        let home = temporaryFolder("archive-lock")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = environment(standIn, home: home)
        let script = """
            "$BOXOFFICE" sync --since \(since) --budget 5 -q & pid=$!
            until [ "$(wc -l < '\(standIn.log.path)')" -ge 1 ] || ! kill -0 $pid 2>/dev/null; do sleep 0.05; done
            "$BOXOFFICE" sync --since \(since) --budget 5; echo "second $?"
            rm -f '\(hold.path)'; wait $pid; echo "first $?"
            """
        let run = try await runScript(script, environment: environment)
        #expect(run.stdout == "second 75\nfirst 0\n", "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.contains("another sync holds the archive (pid "), "\(run.stderr)")
        #expect(standIn.requests.count == 5)
    }

    @Test func aSyncKilledMidWayLosesOnlyTheDaysInFlight() async throws {
        let gate = temporaryFolder("archive-kill-gate")
        defer { try? FileManager.default.removeItem(at: gate) }
        let release = gate.appendingPathComponent("release")
        let standIn = try StandIn(["--synthetic", "--hold-after", "40", "--release", release.path])
        let home = temporaryFolder("archive-kill")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = environment(standIn, home: home)
        let killed = try await runScript(
            RangeTests.signalAfterRequests(
                41, signal: "KILL", log: standIn.log.path,
                command: #""$BOXOFFICE" sync --since \#(since) --budget 100 --jobs 2"#), environment: environment)
        #expect(killed.stdout == "status 137\n", "\(killed.stdout) \(killed.stderr)")
        _ = FileManager.default.createFile(atPath: release.path, contents: nil)
        let kept = try await runBoxOffice(["archive", "verify"], environment: environment)
        #expect(kept.status == 0, "\(kept.stderr)")
        let next = try await runBoxOffice(["sync", "--since", since, "--budget", "100"], environment: environment)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stderr.contains("60 days held, 0 missing"), "\(next.stderr)")
        let arguments = ["daily", "--from", since, "--to", last, "-f", "csv"]
        let archived = try await runBoxOffice(
            arguments, environment: environment.merging(["BOXOFFICE_OFFLINE": "1"]) { $1 })
        #expect(archived.status == 0, "\(archived.stderr)")
        #expect(archived.stdout == (try await reference(arguments, standIn, home: home)).stdout)
        let verified = try await runBoxOffice(["archive", "verify"], environment: environment)
        #expect(verified.status == 0, "\(verified.stderr)")
    }

    @Test func aDamagedFileIsNamedAndNeverUsedOrOverwritten() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-damaged")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = environment(standIn, home: home)
        let sync = try await runBoxOffice(["sync", "--since", "2024-12-10", "-q"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        let file = archive(home).appendingPathComponent("daily/2024.csv")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "2024-12-15,1,", with: "2024-12-15,one,")
        try Data(text.utf8).write(to: file)
        let verify = try await runBoxOffice(["archive", "verify"], environment: environment)
        #expect(verify.status == 65)
        #expect(verify.stderr.contains(file.path) && verify.stderr.contains("--since 2024-01-01"), "\(verify.stderr)")
        let before = dailyRequests(standIn).count
        let daily = try await runBoxOffice(
            ["daily", "-d", "2024-12-15", "-f", "csv", "--no-cache"], environment: environment)
        #expect(daily.status == 0, "\(daily.stderr)")
        #expect(dailyRequests(standIn).count == before + 1, "the damaged file is not used")
        let expected = try await reference(["daily", "-d", "2024-12-15", "-f", "csv"], standIn, home: home)
        #expect(daily.stdout == expected.stdout)
        let again = try await runBoxOffice(["sync", "--since", "2024-12-10"], environment: environment)
        #expect(again.status == 65)
        #expect(again.stderr.contains("2024.csv"), "\(again.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == text, "never overwritten")
        // Offline, what lacks the damaged year's days names the file and how to rebuild it, not `sync` (65).
        for arguments in [["daily", "-d", "2024-12-14"], ["daily", "--from", "2024-12-12", "--to", "2024-12-16"]] {
            let offline = try await runBoxOffice(arguments + ["--offline"], environment: environment)
            #expect(offline.status == 65, "\(arguments): \(offline.stderr)")
            #expect(offline.stderr.contains(file.path) && offline.stderr.contains("--since 2024-01-01"))
        }
    }
}
