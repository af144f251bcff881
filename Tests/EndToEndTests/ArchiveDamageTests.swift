import Foundation
import Testing

/// Damage found, not guessed: the archive's checksums (manifest.tsv) through the real binary against the synthetic
/// stand-in. One digit changed in a daily, a weekly and a films file (each still parses) is named by `archive verify`
/// and by every read of it; a file of ours in an older format is rebuilt by the next sync.
@Suite("boxoffice end to end: the archive's checksums", .speaking("en"))
struct ArchiveDamageTests {
    /// 12:00 KST on 2024-12-20: 2024-12-19 has settled.
    let now = "2024-12-20T03:00:00Z"

    func environment(_ standIn: StandIn, home: URL) -> [String: String] {
        standIn.environment(home: home, now: now)
    }

    func archive(_ home: URL) -> URL { home.appendingPathComponent("data/boxoffice/archive") }

    /// `text` with the digit after the first `marker` one more (9 becomes 0): the file still parses.
    func bump(_ text: String, after marker: String) throws -> String {
        let found = try #require(text.range(of: marker), "no \(marker)")
        let digit = try #require(text[found.upperBound...].first?.wholeNumberValue, "no digit after \(marker)")
        return text.replacingCharacters(
            in: found.upperBound..<text.index(after: found.upperBound), with: "\((digit + 1) % 10)")
    }

    @Test func oneChangedDigitInEachKindOfFileIsNamedByVerifyAndByEveryReadOfIt() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-damage")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(standIn, home: home)
        let sync = try await runBoxOffice(["sync", "--since", "2024-12-10", "-q"], environment: env)
        #expect(sync.status == 0, "\(sync.stderr)")
        let films = archive(home).appendingPathComponent("films/2099.jsonl")
        let code = try String(contentsOf: films, encoding: .utf8).prefix(20).suffix(8)
        // The first digit of the number one film's audience, and of a film's running time.
        let first = "1,0,0,20990071,가상의 영화 71,2024-12-11,"
        let cases: [(file: String, marker: String, read: [String])] = [
            ("daily/2024.csv", "\n2024-12-15," + first, ["daily", "-d", "2024-12-15", "--offline"]),
            (
                "weekly/2024.csv", "\nweekend,2024-12-13,2024-12-15,202450," + first,
                ["weekly", "-d", "2024-12-15", "--offline"]
            ),
            ("films/2099.jsonl", "\"showTm\":\"", ["movie", String(code), "--offline"]),
        ]
        for (name, marker, read) in cases {
            let file = archive(home).appendingPathComponent(name)
            let whole = try String(contentsOf: file, encoding: .utf8)
            try Data(try bump(whole, after: marker).utf8).write(to: file)
            let verify = try await runBoxOffice(["archive", "verify"], environment: env)
            #expect(verify.status == 65, "\(name): \(verify.stderr)")
            #expect(verify.stderr.contains(file.path) && verify.stderr.contains("checksum"), "\(verify.stderr)")
            let json = try await runBoxOffice(["archive", "verify", "-f", "json"], environment: env)
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stderr)")
            let problems = document["problems"] as? [[String: Any]] ?? []
            #expect(document["type"] as? String == "archiveVerify" && document["whole"] as? Bool == false)
            #expect(json.status == 65 && problems.map { $0["path"] as? String } == [file.path], "\(json.stdout)")
            let refused = try await runBoxOffice(read, environment: env)
            #expect(refused.status == 65, "\(read): \(refused.stderr)")
            #expect(refused.stdout.isEmpty)
            #expect(refused.stderr.split(separator: "\n").count == 1 && refused.stderr.contains(file.path))
            try Data(whole.utf8).write(to: file)
            let again = try await runBoxOffice(read, environment: env)
            #expect(again.status == 0, "\(read): \(again.stderr)")
        }
        let verify = try await runBoxOffice(["archive", "verify"], environment: env)
        #expect(verify.status == 0, "\(verify.stderr)")
    }

    @Test func aFileOfOursInAnOlderFormatIsRebuiltByTheNextSync() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("archive-outdated")
        defer { try? FileManager.default.removeItem(at: home) }
        let env = environment(standIn, home: home)
        let sync = try await runBoxOffice(["sync", "--since", "2024-12-10", "-q"], environment: env)
        #expect(sync.status == 0, "\(sync.stderr)")
        // Written before checksums (no line in the manifest), with a header of ours this version does not read.
        let file = archive(home).appendingPathComponent("daily/2024.csv")
        let text = try String(contentsOf: file, encoding: .utf8)
        let header = try #require(text.split(separator: "\n").first)
        try Data((header + ",comment\n2024-12-15,1\n").utf8).write(to: file)
        let manifest = archive(home).appendingPathComponent("manifest.tsv")
        let lines = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n")
        try Data(lines.filter { !$0.hasPrefix("daily/") }.map { $0 + "\n" }.joined().utf8).write(to: manifest)
        let read = try await runBoxOffice(["daily", "-d", "2024-12-15", "--offline"], environment: env)
        #expect(read.status == 65 && read.stderr.contains("older format"), "\(read.stderr)")
        let verify = try await runBoxOffice(["archive", "verify"], environment: env)
        #expect(verify.status == 0 && verify.stderr.contains("older format"), "\(verify.stderr)")
        let rebuilt = try await runBoxOffice(["sync", "--since", "2024-12-10"], environment: env)
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(rebuilt.stderr.contains("10 days held, 0 missing"), "\(rebuilt.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        let whole = try await runBoxOffice(["archive", "verify"], environment: env)
        #expect(whole.status == 0 && !whole.stderr.contains("older"), "\(whole.stderr)")
    }

    /// A year file with this version's header and no checksum (written before manifests, or by make-archive) whose
    /// line 5 no longer reads is damage, not an older format: verify names the file and the line (65), and every
    /// question over the whole history refuses with one line naming it, never an answer without that year.
    @Test func anEditedLineWithoutAChecksumIsDamageThatEveryHistoryQuestionRefuses() async throws {
        let home = temporaryFolder("archive-unsummed-damage")
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.appendingPathComponent("archive")
        let made = try await makeArchive(at: folder, from: "2022-11-20", to: "2024-02-10")
        #expect(made.status == 0, "\(made.stderr)")
        let file = folder.appendingPathComponent("daily/2023.csv")
        let text = try String(contentsOf: file, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var fields = lines[4].split(separator: ",", omittingEmptySubsequences: false)
        fields[fields.count - 2] = "7x6"
        lines[4] = fields.joined(separator: ",")[...]
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
        let env = [
            "BOXOFFICE_ARCHIVE": folder.path, "KOBIS_API_KEY": "test-key-0000",
            "KOBIS_BASE_URL": "http://127.0.0.1:9/none",
            "BOXOFFICE_NOW": "2024-03-01T03:00:00Z", "HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache",
            "XDG_STATE_HOME": home.path + "/state", "XDG_CONFIG_HOME": home.path + "/config",
        ]
        let verify = try await runBoxOffice(["archive", "verify"], environment: env)
        #expect(verify.status == 65, "\(verify.stderr)")
        #expect(verify.stderr.contains(file.path) && verify.stderr.contains("line 5"), "\(verify.stderr)")
        #expect(!verify.stderr.contains("older format"), "\(verify.stderr)")
        let status = try await runBoxOffice(["archive", "status"], environment: env)
        #expect(status.status == 65)
        #expect(status.stderr == "boxoffice: 1 archive file is damaged: `boxoffice archive verify` says which and how "
            + "to rebuild\n", "\(status.stderr)")
        for asked in [["records"], ["records", "--year", "2022"], ["top", "--all-time"]] {
            let refused = try await runBoxOffice(asked + ["--offline"], environment: env)
            #expect(refused.status == 65, "\(asked): \(refused.stderr)")
            #expect(refused.stdout.isEmpty, "\(asked): \(refused.stdout)")
            let told = refused.stderr.split(separator: "\n")
            #expect(told.count == 1 && told[0].contains(file.path) && told[0].contains("--since 2023-01-01"), "\(told)")
        }
        let session = try MCPSession(environment: env.merging(["BOXOFFICE_OFFLINE": "1"]) { $1 })
        _ = try await session.initialize()
        let calls: [(String, [String: Any])] = [("box_office_records", [:]), ("top_movies", ["all_time": true])]
        for (tool, arguments) in calls {
            let result = try await session.call(tool, arguments)
            let text = ((result["content"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
            #expect(result["isError"] as? Bool == true && text.first?.contains(file.path) == true, "\(tool): \(result)")
        }
        session.close()
        _ = await session.exitStatus()
    }
}
