import Foundation
import Testing

/// A second, read-only archive behind the own one (`BOXOFFICE_SHARED_ARCHIVE`, a team's on a shared drive): every
/// question of the history reads both, the own one first, with no request; sync writes only the own one.
@Suite("boxoffice end to end: a shared archive behind the own one", .speaking("en"))
struct SharedArchiveTests {
    /// The files of `folder` with their bytes, to see that nothing wrote there.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = walker?.nextObject() as? URL {
            if let data = FileManager.default.contents(atPath: file.path) { files[file.path] = data }
        }
        return files
    }

    @Test func everyHistoryQuestionReadsBothFoldersAndWritesNeither() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("shared-archive")
        defer { try? FileManager.default.removeItem(at: home) }
        let shared = home.appendingPathComponent("shared")
        let own = home.appendingPathComponent("own")
        let base = ArchiveQueryTests.environment(standIn, home: home)
        let first = try await runBoxOffice(
            ["sync", "--since", "2025-01-01", "--until", "2025-02-28", "-q"],
            environment: base.merging(["BOXOFFICE_ARCHIVE": shared.path]) { $1 })
        #expect(first.status == 0, "\(first.stderr)")
        let environment = base.merging(["BOXOFFICE_ARCHIVE": own.path, "BOXOFFICE_SHARED_ARCHIVE": shared.path]) { $1 }
        let before = Self.snapshot(shared)
        // The own sync sends only what neither folder holds, and writes only the own folder.
        let sent = standIn.requests.count
        let second = try await runBoxOffice(["sync", "--since", "2025-02-01", "-q"], environment: environment)
        #expect(second.status == 0, "\(second.stderr)")
        let synced = standIn.requests.count
        let asked = standIn.requests.dropFirst(sent)
        #expect(!asked.isEmpty && !asked.contains { $0.contains("targetDt=202502") }, "February is the shared one's")
        let again = try await runBoxOffice(
            ["sync", "--since", "2025-01-01", "--recheck", "0", "--dry-run", "-f", "json"], environment: environment)
        #expect(again.stdout.contains("\"requests\": 0"), "\(again.stdout)")

        let all = try await runBoxOffice(["top", "--all-time", "-n", "20", "-f", "csv"], environment: environment)
        #expect(all.status == 0, "\(all.stderr)")
        let json = try await runBoxOffice(["top", "--all-time", "-f", "json"], environment: environment)
        #expect(json.stdout.contains("\"from\": \"2025-01-01\"") && json.stdout.contains("\"to\": \"2025-04-30\""))
        let records = try await runBoxOffice(["records", "--kind", "top-ten", "-f", "csv"], environment: environment)
        #expect(records.status == 0 && !records.stdout.isEmpty, "\(records.stderr)")
        let offline = try await runBoxOffice(
            ["daily", "-d", "2025-01-15", "--offline", "-f", "csv", "-v"], environment: environment)
        #expect(offline.stderr.contains("READ shared-archive:daily/2025.csv 2025-01-15"), "\(offline.stderr)")
        #expect(offline.status == 0 && offline.stdout.split(separator: "\n").count > 1, "\(offline.stderr)")
        #expect(standIn.requests.count == synced, "the two archives' answers sent a request")

        let reference = try await ArchiveQueryTests.reference(
            ["top", "--from", "2025-01-01", "--to", "2025-04-30", "-n", "20", "-f", "csv"], standIn, home: home)
        #expect(all.stdout == reference.stdout && !all.stdout.isEmpty)
        #expect(Self.snapshot(shared) == before, "something wrote to the shared archive")
        #expect(FileManager.default.fileExists(atPath: own.appendingPathComponent("daily/2025.csv").path))

        // Without the setting, the own folder alone: January is not held.
        let alone = try await runBoxOffice(
            ["daily", "-d", "2025-01-15", "--offline"],
            environment: environment.filter { $0.key != "BOXOFFICE_SHARED_ARCHIVE" })
        #expect(alone.status != 0 && alone.stdout.isEmpty)
        // A damaged file in the shared archive is named offline, as the own archive's is, not called missing.
        let damaged = home.appendingPathComponent("damaged")
        try FileManager.default.copyItem(at: shared, to: damaged)
        let year = damaged.appendingPathComponent("daily/2025.csv")
        var lines = try String(contentsOf: year, encoding: .utf8).components(separatedBy: "\n")
        lines[4] = String(lines[4].dropLast()) + (lines[4].hasSuffix("1") ? "2" : "1")  // one digit changed
        try lines.joined(separator: "\n").write(to: year, atomically: true, encoding: .utf8)
        let told = try await runBoxOffice(
            ["daily", "-d", "2025-01-15", "--offline"],
            environment: environment.merging(["BOXOFFICE_SHARED_ARCHIVE": damaged.path]) { $1 })
        #expect(told.status == 65 && told.stderr.contains("daily/2025.csv"), "\(told.stderr)")

        // A setting that names no archive is said once on stderr, and the own archive answers alone.
        let missing = home.appendingPathComponent("no-such-archive").path
        for (setting, told) in [(missing, "holds no archive"), ("relative/path", "must be an absolute path")] {
            let run = try await runBoxOffice(
                ["top", "--all-time", "-n", "1", "-f", "csv"],
                environment: environment.merging(["BOXOFFICE_SHARED_ARCHIVE": setting]) { $1 })
            #expect(run.status == 0 && run.stdout.hasPrefix("rank,"), "\(run.stderr)")
            #expect(run.stderr.contains(told) && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }
    }
}
