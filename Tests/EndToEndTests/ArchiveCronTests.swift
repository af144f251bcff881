import Foundation
import Testing

/// README's crontab lines as cron runs them: `env -i` with cron's `PATH=/usr/bin:/bin`, a `HOME` and the stand-in's
/// environment, each command through `/bin/sh -c`, the binary where `Scripts/install` puts it (`~/.local/bin`).
@Suite("boxoffice end to end: README's cron lines")
struct ArchiveCronTests {
    /// The lines of README's ```cron block: its `NAME=value` settings and its commands (the five time fields cut).
    func cronBlock() throws -> (settings: [String: String], commands: [String]) {
        let readme = try String(contentsOf: Paths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```cron\n"), "README has no cron block")
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        var settings: [String: String] = [:]
        var commands: [String] = []
        for line in readme[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            if fields.count == 1, let equals = line.firstIndex(of: "=") {
                settings[String(line[..<equals])] = String(line[line.index(after: equals)...])
            } else if fields.count == 6 {
                commands.append(String(fields[5]))
            }
        }
        return (settings, commands)
    }

    @Test func theReadmesCronLinesRunAsPastedWithCronsPath() async throws {
        let (settings, commands) = try cronBlock()
        let sync = try #require(commands.first { $0.contains(" sync") }, "\(commands)")
        let daily = try #require(commands.first { $0.contains(" daily") }, "\(commands)")
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("cron-home")
        defer { try? FileManager.default.removeItem(at: home) }
        let bin = home.appendingPathComponent(".local/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("boxoffice").path, withDestinationPath: Paths.binary)
        // Cron's environment: its PATH, HOME, the crontab's settings (CRON_TZ is cron's own), and nothing else but
        // the stand-in's address and key and the clock (12:00 KST on 2024-12-20).
        var environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "BOXOFFICE_NOW": "2024-12-20T03:00:00Z"]
        environment.merge(settings.filter { $0.key != "CRON_TZ" }) { $1 }
        environment.merge(standIn.environment) { $1 }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // The first run: the archive remembers the --since of a sync given one, as a user's first run would.
        let seed = try await runBoxOffice(
            ["-i"] + assignments + [bin.appendingPathComponent("boxoffice").path, "sync", "--since", "2024-12-10"],
            executable: "/usr/bin/env")
        #expect(seed.status == 0, "\(seed.stderr)")
        for command in [sync, daily] {
            let run = try await runBoxOffice(
                ["-i"] + assignments + ["/bin/sh", "-c", command], executable: "/usr/bin/env")
            #expect(run.status == 0, "\(command): \(run.stdout) \(run.stderr)")
        }
        let log = home.appendingPathComponent("boxoffice/sync.log")
        #expect(FileManager.default.fileExists(atPath: log.path), "the log's folder was made")
        #expect((try? String(contentsOf: log, encoding: .utf8)) == "", "sync -q says nothing when it succeeds")
        let archive = home.appendingPathComponent(".local/share/boxoffice/archive")
        let record = try String(contentsOf: archive.appendingPathComponent("sync.json"), encoding: .utf8)
        #expect(record.contains("\"since\":\"2024-12-10\"") && record.contains("\"running\":false"), "\(record)")
        #expect(FileManager.default.fileExists(atPath: archive.appendingPathComponent("daily/2024.csv").path))
        let day = home.appendingPathComponent("boxoffice/daily-2024-12-19.json")
        #expect(FileManager.default.fileExists(atPath: day.path), "the daily line wrote its file")
        // The cron sync fetched the recheck alone: no backfill to 2004.
        #expect(!standIn.requests.contains { $0.contains("targetDt=2004") || $0.contains("targetDt=202411") })
    }
}
