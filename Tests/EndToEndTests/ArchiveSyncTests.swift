import Foundation
import Testing

/// `sync`'s storage side through the real binary against the synthetic stand-in: weekly rankings and film details in
/// the archive, the summary and `--dry-run`, `--offline` without a key, revisions, SIGKILL at several points and a
/// full disk.
@Suite("boxoffice end to end: the archive's sync", .speaking("en"))
struct ArchiveSyncTests {
    /// 12:00 KST on 2024-12-20: 2024-12-19 (a Thursday) has settled.
    let now = "2024-12-20T03:00:00Z"
    let last = "2024-12-19"

    func environment(_ standIn: StandIn, home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        standIn.environment(home: home, now: now, extra)
    }

    func archive(_ home: URL) -> URL { home.appendingPathComponent("data/boxoffice/archive") }

    func requests(_ standIn: StandIn, _ service: String) -> [String] {
        standIn.requests.filter { $0.contains(service) }
    }

    /// What the stand-in itself answers: an empty archive, no cache.
    func reference(_ arguments: [String], _ standIn: StandIn, home: URL) async throws -> RunResult {
        let empty = temporaryFolder("archive-sync-empty")
        defer { try? FileManager.default.removeItem(at: empty) }
        return try await runBoxOffice(
            arguments + ["--no-cache"],
            environment: environment(standIn, home: home, ["BOXOFFICE_ARCHIVE": empty.path]))
    }

    func summary(_ run: RunResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    /// An answer's figures: without the lines that say where it came from (`fetchedAt`, `fromCache`), which differ
    /// between the archive and KOBIS.
    func figures(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("\"fetchedAt\":") && !$0.contains("\"fromCache\":") }.joined(separator: "\n")
    }

    /// A film sheet's JSON without what differs between the archive and KOBIS: where it came from, and the run's
    /// figures (shown when the archive holds the film's days).
    func sheet(_ json: String) -> NSDictionary? {
        guard var object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            return nil
        }
        object["provenance"] = nil
        object["run"] = nil
        return object as NSDictionary
    }

    /// The film codes of a CSV answer's `movieCode` column.
    func codes(_ csv: String) -> Set<String> {
        let lines = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        guard let header = lines.first, let column = header.firstIndex(of: "movieCode") else { return [] }
        return Set(lines.dropFirst().compactMap { $0.count > column ? String($0[column]) : nil })
    }

    /// Every file under the archive folder with its bytes.
    func files(_ root: URL) -> [String: Data] {
        var found: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let name = walker?.nextObject() as? String {
            let path = root.appendingPathComponent(name).path
            var folder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &folder), !folder.boolValue {
                found[name] = FileManager.default.contents(atPath: path)
            }
        }
        return found
    }

    @Test func weeklyRankingsAndFilmDetailsAreKeptAndAnsweredWithNoRequest() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-sync-weekly")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(standIn, home: home)
        let sync = try await runBoxOffice(["sync", "--since", "2024-11-25", "-f", "json"], environment: env)
        #expect(sync.status == 0, "\(sync.stderr)")
        let told = try summary(sync)
        let films = requests(standIn, "searchMovieInfo")
        let weekly = requests(standIn, "searchWeeklyBoxOfficeList")
        // Days 11-25 to 12-19; the weeks and weekends ending 12-01, 12-08 and 12-15; each ranked film once.
        #expect(requests(standIn, "searchDailyBoxOfficeList").count == 25)
        #expect(weekly.count == 6 && weekly.filter { $0.contains("weekGb=0") }.count == 3, "\(weekly)")
        #expect(!films.isEmpty && Set(films).count == films.count, "\(films)")
        #expect(told["held"] as? Int == 25 && told["missing"] as? Int == 0)
        #expect(told["weeklyHeld"] as? Int == 6 && told["weeklyMissing"] as? Int == 0)
        #expect(told["filmsHeld"] as? Int == films.count && told["filmsMissing"] as? Int == 0)
        #expect(told["sent"] as? Int == 25 + 6 + films.count && told["complete"] as? Bool == true)
        #expect(FileManager.default.fileExists(atPath: archive(home).appendingPathComponent("weekly/2024.csv").path))

        // The next sync fetches the recheck window only: 7 days and the week and weekend ending 12-15.
        let before = standIn.requests.count
        let again = try await runBoxOffice(["sync", "--since", "2024-11-25"], environment: env)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(standIn.requests.count - before == 9, "\(standIn.requests.suffix(12))")
        #expect(
            again.stderr.contains("25 days held, 0 missing; 6 weekly rankings held, 0 missing; "), "\(again.stderr)")

        let code = try #require(films.first?.split(separator: "movieCd=").last.map { String($0.prefix(8)) })
        let asks = [
            ["weekly", "-d", "2024-12-08", "-f", "csv"],
            ["weekly", "--period", "week", "-d", "2024-12-03", "-f", "json"],
            ["weekly", "--from", "2024-11-25", "--to", "2024-12-15", "-f", "csv"],
            ["daily", "-d", "2024-12-10", "--lang", "en", "-f", "csv"], ["movie", code, "-f", "json"],
            ["movie", code, "--lang", "en"],
        ]
        for arguments in asks {
            let sent = standIn.requests.count
            let run = try await runBoxOffice(arguments, environment: env)
            #expect(run.status == 0, "\(arguments) \(run.stderr)")
            // A film's sheet shows the crew, which the archive does not keep: it asks KOBIS (then the cache) for the
            // film alone.
            let isSheet = arguments[0] == "movie"
            #expect(standIn.requests.count == sent + (arguments == asks[4] ? 1 : 0), "\(arguments): requests")
            let expected = try await reference(arguments, standIn, home: home)
            if !isSheet {
                #expect(figures(run.stdout) == figures(expected.stdout), "\(arguments)")
            } else if arguments.contains("json") {
                #expect(sheet(run.stdout) != nil && sheet(run.stdout) == sheet(expected.stdout), "\(arguments)")
            }
            // Offline, without a key: the archive answers.
            let offline = try await runBoxOffice(
                arguments, environment: env.merging(["BOXOFFICE_OFFLINE": "1", "KOBIS_API_KEY": ""]) { $1 })
            #expect(offline.status == 0, "\(arguments) \(offline.stderr)")
            #expect(figures(offline.stdout) == figures(run.stdout), "\(arguments)")
        }
        // --refresh asks KOBIS.
        let sent = standIn.requests.count
        let refreshed = try await runBoxOffice(["movie", code, "--refresh", "-f", "json"], environment: env)
        #expect(refreshed.status == 0 && standIn.requests.count == sent + 1, "\(refreshed.stderr)")

        // An offline range lacking several days names them.
        let lacking = try await runBoxOffice(
            ["daily", "--from", "2024-11-18", "--to", "2024-11-26", "--offline"],
            environment: env.merging(["KOBIS_API_KEY": ""]) { $1 })
        #expect(lacking.status == 66, "\(lacking.stderr)")
        #expect(
            lacking.stderr.contains(
                "lacks 7 days 2024-11-18, 2024-11-19, 2024-11-20, 2024-11-21, 2024-11-22 and 2 more"),
            "\(lacking.stderr)")
        #expect(standIn.requests.count == sent + 1)
    }

    @Test func aRunKeepsToItsBudgetAndADryRunSaysThePlanAndSendsNothing() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-sync-budget")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(standIn, home: home)
        let dry = try await runBoxOffice(
            ["sync", "--since", "2024-10-21", "--budget", "30", "--dry-run"], environment: env)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(standIn.requests.isEmpty)
        #expect(
            dry.stdout.contains("dry run: 30 requests for the archive: 60 days and 16 weekly rankings missing"),
            "\(dry.stdout)")
        #expect(dry.stdout.contains("runs") && dry.stdout.hasSuffix("nothing was sent\n"), "\(dry.stdout)")
        #expect(!dry.stdout.contains("--yes"), "a sync asks nothing: its budget is the bound")
        // A script reads the plan as JSON, as it reads the summary: the same figures, typed.
        let plan = try summary(
            try await runBoxOffice(
                ["sync", "--since", "2024-10-21", "--budget", "30", "--dry-run", "-f", "json"], environment: env))
        #expect(plan["type"] as? String == "dryRun" && plan["requests"] as? Int == 30, "\(plan)")
        #expect(plan["toSend"] as? Int == 30 && plan["sent"] as? Int == 0 && plan["leftAfter"] as? Int == 2920)
        #expect((plan["what"] as? String ?? "").hasPrefix("the archive: 60 days and 16 weekly rankings missing"))
        let ranking = try summary(
            try await runBoxOffice(["daily", "-d", "2024-10-21", "--dry-run", "-f", "json"], environment: env))
        #expect(ranking["type"] as? String == "dryRun" && ranking["toSend"] as? Int == 1, "\(ranking)")
        #expect(standIn.requests.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: archive(home).appendingPathComponent("daily").path))
        var runs = 0
        var complete = false
        while !complete && runs < 8 {
            runs += 1
            let before = standIn.requests.count
            let run = try await runBoxOffice(
                ["sync", "--since", "2024-10-21", "--budget", "30", "-f", "json"], environment: env)
            #expect(run.status == 0, "\(run.stderr)")
            let told = try summary(run)
            let sent = standIn.requests.count - before
            #expect(told["sent"] as? Int == sent && sent <= 30)
            #expect((told["held"] as? Int ?? 0) + (told["missing"] as? Int ?? 0) == 60)
            #expect((told["weeklyHeld"] as? Int ?? 0) + (told["weeklyMissing"] as? Int ?? 0) == 16)
            #expect(told["remaining"] as? Int == 2950 - standIn.requests.count)
            complete = told["complete"] as? Bool == true
            #expect(complete == (told["runsLeft"] as? Int == 0), "\(told)")
            if runs == 1 { #expect(told["runsLeft"] as? Int ?? 0 >= 2, "\(told)") }
        }
        #expect(complete, "eight runs of 30 did not complete the archive")
        let films = requests(standIn, "searchMovieInfo")
        #expect(Set(films).count == films.count, "a film's detail asked twice: \(films)")
    }

    /// Today's requests spent and days still missing: the sync sends nothing, says so, and exits 75 (a cron job's
    /// run that did nothing is not a success); `--budget 0` is the user's choice and exits 0.
    @Test func aSyncWithTodaysRequestsSpentExits75() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-sync-spent")
        defer { try? FileManager.default.removeItem(at: home) }
        // A limit of 1: the first run sends its one request (stopped at its budget: 0); the second has none.
        let env = environment(standIn, home: home, ["BOXOFFICE_DAILY_LIMIT": "1"])
        let first = try await runBoxOffice(["sync", "--since", "2024-10-21"], environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        let spent = try await runBoxOffice(["sync", "--since", "2024-10-21", "-f", "json"], environment: env)
        #expect(spent.status == 75, "\(spent.stderr)")
        let told = try summary(spent)
        #expect(told["idle"] as? String == "quota" && told["sent"] as? Int == 0, "\(told)")
        #expect(standIn.requests.count == 1)
        let none = try await runBoxOffice(["sync", "--since", "2024-10-21", "--budget", "0"], environment: env)
        #expect(none.status == 0, "\(none.stderr)")
    }

    @Test func aDayKOBISRevisesWithinTheRecheckIsUpdatedAndOneOutsideIsNotFetched() async throws {
        let gate = temporaryFolder("archive-sync-revise")
        defer { try? FileManager.default.removeItem(at: gate) }
        let revise = gate.appendingPathComponent("revise")
        let standIn = try StandIn([
            "--synthetic", "--revise-when", revise.path, "20241217", "--revise-when", revise.path, "20241201",
        ])
        let home = temporaryFolder("archive-sync-revise-home")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(standIn, home: home)
        let first = try await runBoxOffice(["sync", "--since", "2024-11-25", "-f", "json"], environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        let changed = try summary(first)["changed"] as? Int
        #expect(changed == 0)
        let day = ["daily", "-d", "2024-12-17", "-f", "csv"]
        let old = try await runBoxOffice(day + ["--offline"], environment: env)
        #expect(FileManager.default.createFile(atPath: revise.path, contents: nil))
        let before = standIn.requests.count
        let second = try await runBoxOffice(["sync", "--since", "2024-11-25"], environment: env)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains(", 1 day changed by the recheck)"), "\(second.stderr)")
        #expect(!standIn.requests.dropFirst(before).contains { $0.contains("targetDt=20241201") })
        let revised = try await runBoxOffice(day + ["--offline"], environment: env)
        let expected = try await reference(day, standIn, home: home)
        #expect(revised.stdout == expected.stdout && revised.stdout != old.stdout)
        let outside = ["daily", "-d", "2024-12-01", "-f", "csv"]
        let kept = try await runBoxOffice(outside + ["--offline"], environment: env)
        let fresh = try await reference(outside, standIn, home: home)
        #expect(kept.status == 0 && kept.stdout != fresh.stdout)
    }

    @Test func aSyncKilledAtSeveralPointsThenSyncedAgainHoldsTheStandInsFigures() async throws {
        let home = temporaryFolder("archive-sync-kill")
        defer { try? FileManager.default.removeItem(at: home) }
        let never = home.appendingPathComponent("never")
        let since = "2024-10-21"
        for point in [35, 12, 35] {
            let standIn = try StandIn(["--synthetic", "--hold-after", "\(point)", "--release", never.path])
            let killed = try await runScript(
                RangeTests.signalAfterRequests(
                    point + 1, signal: "KILL", log: standIn.log.path,
                    command: #""$BOXOFFICE" sync --since \#(since) --jobs 2"#),
                environment: environment(standIn, home: home))
            #expect(killed.stdout == "status 137\n", "\(killed.stdout) \(killed.stderr)")
            let verify = try await runBoxOffice(["archive", "verify"], environment: environment(standIn, home: home))
            #expect(verify.status == 0, "\(verify.stderr)")
        }
        let standIn = try StandIn(["--synthetic"])
        let env = environment(standIn, home: home)
        // What a killed sync left half-written the next sync removes (a new user found them piling up).
        let leftover = archive(home).appendingPathComponent("daily/.2024.csv.99999.1.tmp")
        try Data("date,rank\n2024-12".utf8).write(to: leftover)
        let last = try await runBoxOffice(["sync", "--since", since, "-f", "json"], environment: env)
        #expect(last.status == 0, "\(last.stderr)")
        #expect(!FileManager.default.fileExists(atPath: leftover.path), "a killed sync's temporary file stays")
        #expect(try summary(last)["complete"] as? Bool == true, "\(last.stdout)")
        let offline = env.merging(["BOXOFFICE_OFFLINE": "1", "KOBIS_API_KEY": ""]) { $1 }
        var films: Set<String> = []
        for arguments in [
            ["daily", "--from", since, "--to", self.last, "-f", "csv"],
            ["weekly", "--from", since, "--to", self.last, "-f", "csv"],
            ["weekly", "--period", "week", "--from", since, "--to", self.last, "-f", "csv"],
        ] {
            let archived = try await runBoxOffice(arguments, environment: offline)
            #expect(archived.status == 0, "\(arguments) \(archived.stderr)")
            let expected = try await reference(arguments, standIn, home: home)
            #expect(archived.stdout == expected.stdout, "\(arguments)")
            films.formUnion(codes(expected.stdout))
        }
        #expect(films.count > 5)
        for code in films.sorted() {
            let archived = try await runBoxOffice(["movie", code, "-f", "json"], environment: offline)
            #expect(archived.status == 0, "\(code) \(archived.stderr)")
            let expected = try await reference(["movie", code, "-f", "json"], standIn, home: home)
            #expect(sheet(archived.stdout) != nil && sheet(archived.stdout) == sheet(expected.stdout), "\(code)")
        }
        let verify = try await runBoxOffice(["archive", "verify"], environment: env)
        #expect(verify.status == 0, "\(verify.stderr)")
    }

    @Test func aFullDiskIsOneLineAndExit74AndLeavesEveryFileAsItWas() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-sync-full")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(standIn, home: home)
        let first = try await runBoxOffice(["sync", "--since", "2024-12-09"], environment: env)
        #expect(first.status == 0, "\(first.stderr)")
        let kept = files(archive(home))
        #expect(kept.keys.contains("daily/2024.csv") && kept.keys.contains("weekly/2024.csv"), "\(kept.keys)")
        // Files of at most 8 KiB, SIGXFSZ ignored: a longer write fails with EFBIG, as on a full disk.
        let full = try await runScript(
            """
            trap '' XFSZ; ulimit -f 8
            "$BOXOFFICE" sync --since 2024-06-01 --jobs 2; echo "status $?"
            """, environment: env)
        #expect(full.stdout == "status 74\n", "\(full.stdout) \(full.stderr)")
        #expect(full.stderr.split(separator: "\n").count == 1, "\(full.stderr)")
        #expect(full.stderr.contains("cannot write"), "\(full.stderr)")
        // A file is the old one or a whole new one (verify reads each), never a part; no temporary file is left.
        let after = files(archive(home))
        #expect(after["daily/2024.csv"] == kept["daily/2024.csv"], "the year's file could not be written whole")
        #expect(!after.keys.contains { $0.contains(".tmp") }, "\(after.keys)")
        #expect(Set(kept.keys).isSubset(of: after.keys))
        let verify = try await runBoxOffice(["archive", "verify"], environment: env)
        #expect(verify.status == 0, "\(verify.stderr)")
        let next = try await runBoxOffice(["sync", "--since", "2024-09-01", "-f", "json"], environment: env)
        #expect(next.status == 0, "\(next.stderr)")
        let complete = try summary(next)["complete"] as? Bool
        #expect(complete == true)
    }
}
