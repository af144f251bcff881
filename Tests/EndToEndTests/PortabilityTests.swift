import Foundation
import Testing

/// `Scripts/portability-check`, which CI runs: clean on this tree, and failing on a copy of it with a
/// Linux-only call added outside the platform modules.
@Suite("portability check")
struct PortabilityTests {
    func check(root: String? = nil) async throws -> RunResult {
        let script = Paths.root.appendingPathComponent("Scripts/portability-check").path
        return try await runBoxOffice(
            root.map { ["--root", $0] } ?? [], executable: "/usr/bin/env", prefix: ["python3", script])
    }

    @Test func theTreeIsClean() async throws {
        let run = try await check()
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout == "portability-check: clean\n")
    }

    @Test(arguments: [
        (
            "Sources/KobisKit/Cache/ResponseCache.swift", "let injected = Glibc.read(0, nil, 0)",
            "Glibc- or Darwin-qualified call"
        ),
        ("Sources/BoxOfficeCLI/Terminal/OutputSink.swift", "import Glibc", "import of Glibc or Darwin"),
        ("Tests/EndToEndTests/HostileTests.swift", #"let injected = "ulimit -v 100; true""#, "ulimit -v"),
        (
            "Tests/EndToEndTests/RangeTests.swift", #"let injected = "script -qec true /dev/null""#,
            "util-linux script -c"
        ),
        (
            "Sources/KobisKit/Network/HTTPTransport.swift",
            #"let injected = try? String(contentsOfFile: "/proc/self/statm")"#, "/proc"
        ),
        ("Scripts/fuzz", "mapfile -t sources < <(true)", "bash 4 mapfile"),
        ("Scripts/update-golden", "day=$(date -d yesterday +%F)", "GNU date -d"),
        ("Scripts/update-golden", "sed -i 's/a/b/' file", "sed -i without a suffix"),
    ])
    func anInjectedLinuxOnlyLineFailsIt(file: String, line: String, rule: String) async throws {
        let copy = temporaryFolder("portability")
        defer { try? FileManager.default.removeItem(at: copy) }
        for top in ["Sources", "Tests", "Scripts"] {
            try FileManager.default.copyItem(
                at: Paths.root.appendingPathComponent(top), to: copy.appendingPathComponent(top))
        }
        let clean = try await check(root: copy.path)
        #expect(clean.status == 0, "the copy is clean before the injection: \(clean.stdout)")
        let target = copy.appendingPathComponent(file)
        var text = try String(contentsOf: target, encoding: .utf8)
        text += "\n" + line + "\n"
        try text.write(to: target, atomically: true, encoding: .utf8)
        let run = try await check(root: copy.path)
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "\(file):\(text.split(separator: "\n", omittingEmptySubsequences: false).count - 1): \(rule): "),
            "\(run.stdout)")
    }
}
