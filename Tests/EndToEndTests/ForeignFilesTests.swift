import Foundation
import Testing

/// One rule for files the archive did not write (issue 43, docs/archive.md): every command ignores them, and
/// `archive verify` names each as a note in one wording and exits 0, whatever the file's kind.
@Suite("boxoffice end to end: foreign files in the archive", .speaking("en"))
struct ForeignFilesTests {
    @Test func everyCommandIgnoresThemAndVerifyNamesThemAsANote() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-foreign")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = standIn.environment.merging([
            "HOME": home.path, "XDG_DATA_HOME": home.path + "/data", "XDG_STATE_HOME": home.path + "/state",
            "XDG_CACHE_HOME": home.path + "/cache", "BOXOFFICE_NOW": "2024-12-20T03:00:00Z",
        ]) { $1 }
        let sync = try await runBoxOffice(["sync", "--since", "2024-12-10", "-q"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        let archive = home.appendingPathComponent("data/boxoffice/archive")
        let foreign = ["daily/.DS_Store", "daily/2024-backup.csv", "films/backup.jsonl", "weekly/notes.txt"].map {
            archive.appendingPathComponent($0)
        }
        for file in foreign { try Data("not the archive's\n".utf8).write(to: file) }
        let verify = try await runBoxOffice(["archive", "verify"], environment: environment)
        #expect(verify.status == 0, "\(verify.stderr)")
        let lines = verify.stderr.split(separator: "\n").map(String.init)
        for file in foreign {
            #expect(
                lines.contains("boxoffice: \(file.path) is not a file the archive writes: every command ignores it"),
                "\(verify.stderr)")
        }
        #expect(lines.count == foreign.count + 1 && lines.last?.contains("is whole") == true, "\(verify.stderr)")
        let json = try await runBoxOffice(["archive", "verify", "-f", "json"], environment: environment)
        #expect(json.status == 0, "\(json.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let problems = document?["problems"] as? [[String: Any]] ?? []
        #expect(document?["whole"] as? Bool == true && problems.count == foreign.count, "\(json.stdout)")
        #expect(problems.allSatisfy { $0["problem"] as? String == "foreign" }, "\(json.stdout)")
        for arguments in [
            ["sync", "-q"], ["top", "--from", "2024-12-10", "--to", "2024-12-19", "--offline"],
            ["daily", "-d", "2024-12-15", "--offline"], ["archive", "status"],
        ] {
            let run = try await runBoxOffice(arguments, environment: environment)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        for file in foreign { #expect(FileManager.default.fileExists(atPath: file.path), "never removed: \(file)") }
    }
}
