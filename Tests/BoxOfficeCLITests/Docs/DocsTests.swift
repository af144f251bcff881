import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// Documents that cannot drift from the program: they are made from the registry, and checked here.
@Suite("Docs agree with the registry")
struct DocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let updating = ProcessInfo.processInfo.environment["BOXOFFICE_UPDATE_GOLDEN"] == "1"

    func text(_ path: String) throws -> String {
        try String(contentsOf: DocsTests.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func docsCommandsIsTheRegistry() throws {
        let expected = CommandsDoc.markdown()
        if DocsTests.updating {
            try expected.write(
                to: DocsTests.root.appendingPathComponent("docs/commands.md"), atomically: true, encoding: .utf8)
        }
        #expect(try text("docs/commands.md") == expected, "run Scripts/update-golden")
    }

    /// README's command list is the registry's synopses, between its markers.
    @Test func readmeListsEveryCommandAsTheRegistrySaysIt() throws {
        let readme = try text("README.md")
        let start = "<!-- commands:begin -->\n```text\n"
        let end = "```\n<!-- commands:end -->"
        let block = CommandsDoc.synopses() + "\n"
        if DocsTests.updating, let from = readme.range(of: start),
            let to = readme.range(of: end, range: from.upperBound..<readme.endIndex)
        {
            try readme.replacingCharacters(in: from.upperBound..<to.lowerBound, with: block)
                .write(to: DocsTests.root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        }
        let current = try text("README.md")
        let from = try #require(current.range(of: start), "README has no command list markers")
        let to = try #require(current.range(of: end, range: from.upperBound..<current.endIndex))
        #expect(String(current[from.upperBound..<to.lowerBound]) == block, "run Scripts/update-golden")
        for command in CommandRegistry.commands { #expect(block.contains("boxoffice \(command.name) ")) }
    }

    /// Every variable the sources read is declared, the man page names it, and nothing is declared that is never read.
    @Test func theManPageNamesEveryEnvironmentVariableTheProgramReads() throws {
        var read = Set<String>()
        let sources = DocsTests.root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 40)
        let pattern = try NSRegularExpression(pattern: #"environment\["([A-Z_]+)"\]"#)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                read.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        let declared = Set(EnvironmentVariables.all.map(\.name))
        #expect(read.isSubset(of: declared), "undeclared: \(read.subtracting(declared))")
        #expect(read.contains("OMDB_API_KEY") && read.contains("KOBIS_API_KEY"))
        let page = ManPage.page()
        let environment = try #require(
            page.components(separatedBy: ".SH ENVIRONMENT\n").last?.components(separatedBy: ".SH FILES").first)
        for name in declared { #expect(environment.contains(".B \(name)\n"), "\(name)") }
        for name in ["XDG_DATA_HOME", "OMDB_BASE_URL", "OMDB_API_KEY"] { #expect(environment.contains(name)) }
        #expect(page.contains("notes.json") && page.contains("Config.plist"))
    }

    /// Help, usage and the man page show the same synopsis for every command.
    @Test func everySynopsisIsTheDeclarations() {
        let page = ManPage.page()
        for command in CommandRegistry.runnable {
            #expect(command.help.contains(command.usage), "\(command.fullName)")
            let flat = command.usage.replacingOccurrences(of: "usage: ", with: "").split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(page.contains(ManPage.roff(flat)), "\(command.fullName)")
            for spec in command.options {
                #expect(command.help.contains(spec.synopsis), "\(command.fullName) --\(spec.name)")
            }
        }
    }
}
