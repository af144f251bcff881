import Foundation
import Testing

/// Every fenced `boxoffice …` example in README.md and docs/ runs, offline, against the stand-in (or the
/// bundled sample where it says `--demo`), and exits as documented: 0, or the status a trailing `# exits N`
/// names. An example written as `$ boxoffice …` followed by output must print that output first.
@Suite("README and docs: every example runs")
struct DocsExamplesTests {
    struct Example: CustomTestStringConvertible, Sendable {
        let file: String
        let command: String
        let status: Int32
        let output: [String]
        var testDescription: String { "\(file): \(command)" }
    }

    static let examples: [Example] = {
        var files = ["README.md"]
        let docs = Paths.root.appendingPathComponent("docs")
        files += ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter {
            $0.hasSuffix(".md")
        }.sorted().map { "docs/" + $0 }
        var examples: [Example] = []
        for file in files {
            guard let text = try? String(contentsOf: Paths.root.appendingPathComponent(file), encoding: .utf8) else {
                continue
            }
            var inBlock = false
            var runnable = false
            var pending: (command: String, status: Int32, output: [String])?
            func flush() {
                if let pending {
                    examples.append(
                        Example(file: file, command: pending.command, status: pending.status, output: pending.output))
                }
                pending = nil
            }
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") {
                    if inBlock { flush() }
                    inBlock.toggle()
                    runnable =
                        inBlock
                        && ["", "sh", "bash", "console", "shell"].contains(
                            line.dropFirst(3).trimmingCharacters(in: .whitespaces))
                    continue
                }
                guard inBlock && runnable else { continue }
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let isPrompt = trimmed.hasPrefix("$ boxoffice ")
                if trimmed.hasPrefix("boxoffice ") || isPrompt {
                    flush()
                    var command = isPrompt ? String(trimmed.dropFirst(2)) : trimmed
                    var status: Int32 = 0
                    if let comment = command.range(of: "  # ") {
                        let note = command[comment.upperBound...]
                        if note.hasPrefix("exits "), let code = Int32(note.dropFirst(6).prefix { $0.isNumber }) {
                            status = code
                        }
                        command = String(command[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
                    }
                    pending = (command, status, [])
                    if !isPrompt { flush() }
                } else if pending != nil {
                    pending!.output.append(line)
                }
            }
        }
        return examples
    }()

    static var plain: [Example] { examples.filter { !$0.command.contains("| jq") } }
    static var withJQ: [Example] { examples.filter { $0.command.contains("| jq") } }

    func run(_ example: Example) async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("example")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.path + "/boxoffice", withDestinationPath: Paths.binary)
        let environment = standIn.environment.merging([
            "PATH": bin.path + ":/usr/bin:/bin:/usr/local/bin", "HOME": folder.path,
            "BOXOFFICE_NOW": "2024-12-20T03:00:00Z",
            "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data",
            "XDG_CONFIG_HOME": folder.path + "/config", "OMDB_BASE_URL": "http://127.0.0.1:\(standIn.port)/omdb/",
            "OMDB_API_KEY": "good-omdb-key",
        ]) { $1 }
        let run = try await runBoxOffice(
            [], environment: environment, executable: "/bin/bash",
            prefix: ["-c", "set -o pipefail; cd \"$HOME\" && " + example.command])
        #expect(run.status == example.status, "\(example.file): \(example.command)\n\(run.stderr.suffix(600))")
        if !example.output.isEmpty {
            #expect(
                run.stdout.hasPrefix(example.output.joined(separator: "\n")),
                "\(example.file): \(example.command) prints what the example shows")
        }
    }

    @Test func thereAreExamplesInEveryDocument() {
        let files = Set(DocsExamplesTests.examples.map(\.file))
        #expect(files.contains("README.md") && files.contains("docs/commands.md"))
        #expect(DocsExamplesTests.examples.count >= 40)
    }

    @Test(arguments: plain)
    func theExampleRunsAsDocumented(_ example: Example) async throws { try await run(example) }

    @Test(.enabled(if: TestPlatform.tool("jq") != nil, "needs jq"), arguments: withJQ)
    func theJQExampleRunsAsDocumented(_ example: Example) async throws { try await run(example) }
}
