import Foundation
import Testing

/// `archive status` through the real binary against the synthetic stand-in: empty days reported (a suspect stretch
/// named with the sync that fetches it again, and a note on stderr from the answers that read them), `-f json`, the
/// `--since` a sync remembers, and a sync stopped by a signal told from one never run.
@Suite("boxoffice end to end: the archive's status", .speaking("en"))
struct ArchiveStatusTests {
    /// 12:00 KST on 2024-12-20: 2024-12-19 has settled.
    let now = "2024-12-20T03:00:00Z"

    func environment(_ standIn: StandIn, home: URL) -> [String: String] {
        standIn.environment(home: home, now: now)
    }

    func archive(_ home: URL) -> URL { home.appendingPathComponent("data/boxoffice/archive") }

    func json(_ run: RunResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
    }

    /// Makes the days from `first` to `last` empty in the year file, as KOBIS's empty answers would have kept them,
    /// and drops the file's checksum (a file without one that reads is accepted).
    func empty(_ days: ClosedRange<String>, home: URL) throws {
        let file = archive(home).appendingPathComponent("daily/2024.csv")
        var seen: Set<String> = []
        var lines: [String] = []
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init) {
            let day = String(line.prefix(10))
            guard days.contains(day) else {
                lines.append(line)
                continue
            }
            if seen.insert(day).inserted { lines.append(day + ",0" + String(repeating: ",", count: 16)) }
        }
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: file)
        let manifest = archive(home).appendingPathComponent("manifest.tsv")
        let kept = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").filter {
            !$0.hasPrefix("daily/")
        }
        try Data(kept.map { $0 + "\n" }.joined().utf8).write(to: manifest)
    }

    @Test(.speaking("ko")) func emptyDaysAreReportedAndASuspectStretchIsFetchedAgain() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-status-empty")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(standIn, home: home)
        let sync = try await runBoxOffice(["sync", "--since", "2024-11-25", "-q"], environment: env)
        #expect(sync.status == 0, "\(sync.stderr)")
        try empty("2024-12-01"..."2024-12-05", home: home)
        try empty("2024-12-12"..."2024-12-13", home: home)
        let status = try await runBoxOffice(["archive", "status"], environment: env)
        #expect(status.status == 0, "\(status.stderr)")
        #expect(status.stdout.contains("보관된 날 중 영화가 없는 날 7일\n"), "\(status.stdout)")
        let english = try await runBoxOffice(["archive", "status", "--lang", "en"], environment: env)
        let refetch = "boxoffice sync --refresh --since 2024-12-01 --until 2024-12-05"
        #expect(english.stdout.contains("7 held days have no films\n"), "\(english.stdout)")
        #expect(
            english.stdout.contains(
                "suspect: 2024-12-01 to 2024-12-05 (5 days in a row without films); fetch them again: `\(refetch)`"),
            "\(english.stdout)")
        #expect(!english.stdout.contains("2024-12-12 to"), "two days in a row are not suspect")
        let document = try json(try await runBoxOffice(["archive", "status", "-f", "json"], environment: env))
        #expect(document["type"] as? String == "archiveStatus" && document["emptyDays"] as? Int == 7)
        let suspect = document["suspect"] as? [[String: Any]] ?? []
        #expect(suspect.count == 1 && suspect.first?["refetch"] as? String == refetch, "\(suspect)")
        #expect(suspect.first?["from"] as? String == "2024-12-01" && suspect.first?["days"] as? Int == 5)
        // The answers that read them say so once on stderr, and stdout holds the answer alone.
        for arguments in [
            ["top", "--from", "2024-11-28", "--to", "2024-12-10", "-f", "csv"], ["top", "--all-time", "-f", "csv"],
            ["records", "--kind", "single-day", "-f", "csv"],
        ] {
            let run = try await runBoxOffice(arguments + ["--lang", "en", "--offline"], environment: env)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            let notes = run.stderr.split(separator: "\n").filter { $0.contains("have no films") }
            #expect(notes.count == 1, "\(arguments): \(run.stderr)")
            #expect(!run.stdout.contains("no films"))
        }
        // A range of empty days alone writes nothing on stdout (exit 66) and says the archive holds them empty.
        for format in ["text", "csv", "json"] {
            let range = try await runBoxOffice(
                ["daily", "--from", "2024-12-01", "--to", "2024-12-05", "--offline", "-f", format, "--lang", "en"],
                environment: env)
            #expect(range.status == 66 && range.stdout.isEmpty, "\(format): \(range.stdout)")
            #expect(range.stderr.contains("the archive holds all 5 from 2024-12-01 to 2024-12-05 as empty"))
        }
        let window = try await runBoxOffice(
            ["top", "--from", "2024-12-14", "--to", "2024-12-19", "--offline"], environment: env)
        #expect(window.status == 0 && !window.stderr.contains("없는 날"), "a window without empty days: no note")
        // The suggested sync fetches the stretch again, held or not, and nothing else of the days.
        let before = standIn.requests.count
        let words = refetch.split(separator: " ").dropFirst().map(String.init)
        let again = try await runBoxOffice(words, environment: env)
        #expect(again.status == 0, "\(again.stderr)")
        let days = standIn.requests.dropFirst(before).filter { $0.contains("searchDailyBoxOfficeList") }
        #expect(days.count == 5 && days.allSatisfy { $0.contains("targetDt=2024120") }, "\(days)")
        #expect(again.stderr.contains("재확인으로 바뀐 날 5일"), "\(again.stderr)")
        let after = try json(try await runBoxOffice(["archive", "status", "-f", "json"], environment: env))
        #expect(after["emptyDays"] as? Int == 2 && (after["suspect"] as? [Any])?.isEmpty == true, "\(after)")
    }

    @Test func aSyncRemembersItsSinceAndAStoppedOneIsToldFromOneNeverRun() async throws {
        let home = temporaryFolder("archive-status-since")
        defer { try? FileManager.default.removeItem(at: home) }
        let never = home.appendingPathComponent("never")
        do {
            let standIn = try StandIn(["--synthetic"])
            let env = environment(standIn, home: home)
            let fresh = try await runBoxOffice(["archive", "status"], environment: env)
            #expect(fresh.stdout.contains("never synced"), "\(fresh.stdout)")
            let first = try await runBoxOffice(["sync", "--since", "2024-12-10"], environment: env)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stderr.contains("(10 days added, 0 days changed by the recheck)"), "\(first.stderr)")
            // The README's cron line names no --since: it keeps the one given before, and backfills nothing.
            let before = standIn.requests.count
            let plain = try await runBoxOffice(["sync", "-f", "json"], environment: env)
            #expect(plain.status == 0, "\(plain.stderr)")
            let told = try json(plain)
            #expect(told["from"] as? String == "2024-12-10" && told["complete"] as? Bool == true, "\(told)")
            #expect(standIn.requests.count - before == 9, "the recheck alone: \(standIn.requests.suffix(10))")
            let status = try await runBoxOffice(["archive", "status", "-f", "json"], environment: env)
            let document = try json(status)
            #expect(document["since"] as? String == "2024-12-10" && document["daysMissing"] as? Int == 0)
            #expect((document["lastSync"] as? [String: Any])?["state"] as? String == "done", "\(document)")
        }
        for (signal, status) in [("INT", 130), ("TERM", 143), ("KILL", 137)] {
            let standIn = try StandIn(["--synthetic", "--hold-after", "3", "--release", never.path])
            let env = environment(standIn, home: home)
            let killed = try await runScript(
                RangeTests.signalAfterRequests(
                    4, signal: signal, log: standIn.log.path, command: #""$BOXOFFICE" sync --since 2024-11-01"#),
                environment: env)
            #expect(killed.stdout == "status \(status)\n", "\(signal): \(killed.stdout) \(killed.stderr)")
            let told = try await runBoxOffice(["archive", "status", "--lang", "en"], environment: env)
            #expect(told.stdout.contains("last sync interrupted (started "), "\(signal): \(told.stdout)")
            #expect(!told.stdout.contains("never synced"))
            let document = try json(try await runBoxOffice(["archive", "status", "-f", "json"], environment: env))
            #expect((document["lastSync"] as? [String: Any])?["state"] as? String == "interrupted", "\(document)")
            #expect(document["since"] as? String == "2024-11-01", "a stopped sync's --since is kept")
        }
    }

    /// A sync refused before it sent anything (no key) ended: only a signal or a kill leaves one "interrupted".
    @Test func aRefusedSyncIsNotAnInterruptedOne() async throws {
        let home = temporaryFolder("archive-status-refused")
        defer { try? FileManager.default.removeItem(at: home) }
        let standIn = try StandIn(["--synthetic"])
        var env = environment(standIn, home: home)
        env["KOBIS_API_KEY"] = ""
        let refused = try await runBoxOffice(["sync"], environment: env)
        #expect(refused.status == 78, "\(refused.status) \(refused.stderr)")
        let document = try json(try await runBoxOffice(["archive", "status", "-f", "json"], environment: env))
        #expect((document["lastSync"] as? [String: Any])?["state"] as? String != "interrupted", "\(document)")
    }
}
