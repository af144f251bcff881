import Foundation
import Testing

/// What `-o` names: a name ending in `/` is a folder, never a file; `-` is stdout.
@Suite("boxoffice end to end: -o targets", .speaking("en"))
struct OutputTargetTests {
    func oneLine(_ run: RunResult) -> Bool {
        run.stderr.split(separator: "\n").count == 1 && run.stderr.hasPrefix("boxoffice: ")
    }

    @Test func aNameEndingInASlashIsNeverWrittenAsAFile() async throws {
        let folder = temporaryFolder("output-slash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("afile")
        try "kept\n".write(to: file, atomically: true, encoding: .utf8)
        let new = folder.path + "/newdir/"
        let created = try await runBoxOffice(["records", "--demo", "-q", "-o", new])
        #expect(created.status == 74 && created.stdout.isEmpty, "\(created.stderr)")
        #expect(oneLine(created), "\(created.stderr)")
        #expect(created.stderr.contains("cannot write to \(new) (a name ending in / is a folder"), "\(created.stderr)")
        let replaced = try await runBoxOffice(["records", "--demo", "-q", "-o", file.path + "/"])
        #expect(replaced.status == 74 && oneLine(replaced), "\(replaced.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "kept\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["afile"])
        // An existing folder, with or without the slash, is refused as before.
        for name in [folder.path, folder.path + "/"] {
            let run = try await runBoxOffice(["records", "--demo", "-q", "-o", name])
            #expect(run.status == 74 && oneLine(run) && run.stderr.contains("(Is a directory)"), "\(run.stderr)")
        }
    }

    @Test(.speaking("ko")) func theSlashIsSaidInKoreanToo() async throws {
        let folder = temporaryFolder("output-slash-ko")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await runBoxOffice(["daily", "--demo", "-q", "-o", folder.path + "/new/"])
        #expect(run.status == 74 && oneLine(run), "\(run.stderr)")
        #expect(run.stderr.contains("/로 끝나는 이름은 폴더인데 그런 폴더가 없습니다"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aDashIsStdout() async throws {
        let folder = temporaryFolder("output-dash")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try await runBoxOffice(["records", "--demo", "-q", "-f", "csv"])
        let dashed = try await runScript("cd '\(folder.path)' && \"$BOXOFFICE\" records --demo -q -f csv -o -")
        #expect(dashed.status == 0 && dashed.stdout == plain.stdout && !plain.stdout.isEmpty, "\(dashed.stderr)")
        let svg = try await runScript("cd '\(folder.path)' && \"$BOXOFFICE\" daily --demo -q -f svg -o -")
        #expect(svg.status == 0 && svg.stdout.hasPrefix("<svg"), "a picture to -o - is piped: \(svg.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no file named -")
    }

    @Test(.speaking("ko"), .enabled(if: TestPlatform.hasPseudoTerminal, "script(1) is not installed"))
    func aPictureToADashOnATerminalIsRefusedAsWithoutOutput() async throws {
        let folder = temporaryFolder("output-dash-terminal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let refused = try await runScript(
            "cd '\(folder.path)' && " + TestPlatform.underPseudoTerminal("\"$BOXOFFICE\" daily --demo -f svg -o -"))
        #expect(refused.stdout.contains("-f svg: 터미널에 보일 글이 아니라 파일을 씁니다"), "\(refused.stdout)")
        #expect(refused.status == 64 || refused.stdout.contains("exit 64"), "\(refused.stdout)")
        #expect(!refused.stdout.contains("<svg"), "\(refused.stdout)")
        let open = try await runScript("cd '\(folder.path)' && \"$BOXOFFICE\" daily --demo -f svg -o - --open")
        #expect(open.status == 64 && open.stderr.contains("--open은 -o로 쓴 파일을 엽니다"), "\(open.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no file named -")
    }
}
