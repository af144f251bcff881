import Foundation
import Testing

/// The typed command layer through the real binary: options as people type them, subcommands with their
/// own options, and machine columns that are keys of the JSON documents.
@Suite("boxoffice end to end: the command line", .speaking("en"))
struct CommandLineTests {
    let now = "2024-01-16T03:00:00Z"

    func environment(_ standIn: StandIn, _ folder: URL) -> [String: String] {
        standIn.environment.merging([
            "BOXOFFICE_NOW": now, "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data",
        ]) { $1 }
    }

    @Test(arguments: [
        (["note", "list", "--stars", "3"], "boxoffice: unknown option '--stars'"),
        (["daily", "-d", "20240115", "-d", "20240116"], "boxoffice: option '--date' was given more than once"),
        (
            ["daily", "--demo", "-f", "json", "--format", "csv"],
            "boxoffice: option '--format' was given more than once"
        ),
        (["cache", "clear", "--stars", "3"], "boxoffice: unknown option '--stars'"),
        (["note"], "boxoffice: missing the note action: add, list, rm"),
        (["note", "lst"], "boxoffice: unknown note action 'lst': use add, list, rm; did you mean 'list'?"),
        (["cache", "remove"], "boxoffice: unknown cache action 'remove': use path, clear"),
        (["usage", "-f", "csv"], "boxoffice: option '--format' takes 'text', 'json', not 'csv'"),
        (
            ["daily", "--demo", "--jobs", "2"],
            "boxoffice: option '--jobs' goes with --from/--to, --details or --posters"
        ),
        (
            ["daily", "--from", "2024-01-01", "--share"],
            "boxoffice: --share tells of one ranking: drop --from and --to, or --share"
        ),
        (
            ["daily", "--from", "2024-01-01", "--posters"],
            "boxoffice: --posters works on one ranking: drop --from and --to, or --posters"
        ),
        (["search", "바다", "--yes"], "boxoffice: --yes and --jobs go with --all"),
        // The sentence movie_info, person_info and company_info answer for an empty one (MCPToolsTests).
        (["movie", ""], "boxoffice: missing the film: a code (8 letters or digits, such as 20124079) or a name"),
        (["person", " "], "boxoffice: missing the person: a code (8 letters or digits, such as 10031641) or a name"),
    ])
    func refusedLinesExit64NamingTheCause(arguments: [String], first: String) async throws {
        let run = try await runBoxOffice(arguments, environment: ["KOBIS_API_KEY": testKey, "BOXOFFICE_NOW": now])
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").first.map(String.init) == first, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(run.stderr)")
        #expect(lines.last?.hasPrefix("See 'boxoffice \(arguments[0])") == true)
        #expect(lines.last?.hasSuffix(" --help'.") == true)
    }

    @Test func shortOptionsBundleAndTakeAttachedValues() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let plain = try await runBoxOffice(
            ["daily", "--date", "2024-01-01", "--format", "json", "--quiet", "--no-cache"], environment: environment)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.hasPrefix("{\n  \"type\": \"daily\""))
        for arguments in [
            ["daily", "-d20240101", "-qf", "json"], ["daily", "-qfjson", "-d", "20240101"],
            ["daily", "--date=20240101", "-fjson", "-q"],
        ] {
            let run = try await runBoxOffice(arguments + ["--no-cache"], environment: environment)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout == plain.stdout, "\(arguments)")
            #expect(run.stderr.isEmpty, "\(arguments): -q")
        }
    }

    @Test func subcommandsHaveTheirOwnHelpAndOptions() async throws {
        let help = try await runBoxOffice(["note", "add", "--help"])
        #expect(help.status == 0)
        #expect(
            help.stdout.hasPrefix(
                "boxoffice note add: add a note with a star rating to a film\n\n"
                    + "usage: boxoffice note add <movie> -s 1..5 [-t TEXT]"))
        #expect(help.stdout.contains("--stars 1..5"))
        let group = try await runBoxOffice(["help", "note"])
        #expect(group.stdout.contains("  add ") && group.stdout.contains("  list ") && group.stdout.contains("  rm "))
        #expect(try await runBoxOffice(["help", "note", "list"]).stdout.hasPrefix("boxoffice note list: "))
        let cachePath = try await runBoxOffice(
            ["cache", "path"], environment: ["XDG_CACHE_HOME": "/tmp/xdg-cache-e2e"])
        #expect(cachePath.stdout == "/tmp/xdg-cache-e2e/boxoffice\n")
    }

    /// Every TSV/CSV column of a record is a key of its JSON document, in the same order.
    @Test(arguments: [["person", "10031641"], ["company", "20188621"], ["movie", "20230002"]])
    func recordColumnsAreKeysOfTheirDocument(arguments: [String]) async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("cli-record")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let tsv = try await runBoxOffice(arguments + ["-f", "tsv"], environment: environment)
        #expect(tsv.status == 0, "\(tsv.stderr)")
        let header = try #require(tsv.stdout.split(separator: "\n").first).split(separator: "\t").map(String.init)
        #expect(header.count >= 5)
        let json = try await runBoxOffice(arguments + ["-f", "json"], environment: environment)
        let keys = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]).keys
        for column in header { #expect(keys.contains(column), "\(arguments[0]): \(column)") }
        let positions = header.map { json.stdout.range(of: "\n  \"\($0)\":")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(
            positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(),
            "\(arguments[0]) columns follow the document's order")
    }
}
