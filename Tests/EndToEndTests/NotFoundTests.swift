import Foundation
import Testing

/// "No such film, person or company" ends the same way from every command that takes one, in `--demo` and live:
/// 66 and one line naming what is missing; and from every MCP tool that takes one, `isError` with the same sentence.
@Suite("No such film, person or company", .speaking("en"))
struct NotFoundTests {
    /// Each command that takes a record, with the words after it, and the sentence KOBIS's empty answer gives.
    static let commands: [(arguments: [String], sentence: String)] = [
        (["movie", "99999999"], "has no movie 99999999"),
        (["movie", "99999999", "-f", "json"], "has no movie 99999999"),
        (["share", "99999999"], "has no movie 99999999"),
        (["trend", "99999999"], "has no movie 99999999"),
        (["poster", "99999999", "--show"], "has no movie 99999999"),
        (["note", "add", "99999999", "--stars", "3"], "has no movie 99999999"),
        (["person", "99999999"], "has no person 99999999"),
        (["company", "99999999"], "has no company 99999999"),
    ]

    func environment(_ standIn: StandIn?, _ folder: URL) -> [String: String] {
        var environment = [
            "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config",
        ]
        if let standIn {
            environment.merge(standIn.environment) { $1 }
            environment["OMDB_BASE_URL"] = "http://127.0.0.1:\(standIn.port)/omdb/"
            environment["OMDB_API_KEY"] = "good-omdb-key"
        }
        return environment
    }

    @Test(arguments: ["demo", "live"])
    func everyCommandThatTakesARecordEndsWith66AndOneLine(mode: String) async throws {
        let standIn = mode == "live" ? try StandIn() : nil
        let folder = temporaryFolder("not-found-\(mode)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        for (arguments, sentence) in NotFoundTests.commands {
            let run = try await runBoxOffice(
                arguments + (mode == "demo" ? ["--demo"] : []), environment: environment(standIn, folder))
            let label = "\(mode): boxoffice \(arguments.joined(separator: " "))"
            #expect(run.status == 66, "\(label) -> \(run.status): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(label) printed \(run.stdout.prefix(200))")
            let lines = run.stderr.split(separator: "\n").filter { !$0.contains("sample data") }
            #expect(lines.count == 1 && lines[0].contains(sentence), "\(label): \(run.stderr)")
        }
    }

    @Test(arguments: ["demo", "live"])
    func everyToolThatTakesARecordAnswersIsErrorWithTheSameSentence(mode: String) async throws {
        let standIn = mode == "live" ? try StandIn() : nil
        let folder = temporaryFolder("not-found-mcp-\(mode)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let session = try MCPSession(mode == "demo" ? ["--demo"] : [], environment: environment(standIn, folder))
        _ = try await session.initialize()
        let calls: [(String, [String: Any], String)] = [
            // In the call's language, Korean without `lang`.
            ("movie_info", ["movie": "99999999"], "없는 영화입니다: 99999999"),
            ("movie_trend", ["movie": "99999999"], "없는 영화입니다: 99999999"),
            ("add_note", ["movie": "99999999", "stars": 3], "없는 영화입니다: 99999999"),
            ("person_info", ["person": "99999999"], "없는 인물입니다: 99999999"),
            ("company_info", ["company": "99999999"], "없는 회사입니다: 99999999"),
        ]
        for (tool, arguments, sentence) in calls {
            let result = try await session.call(tool, arguments)
            let text = (result["content"] as? [[String: Any]])?.first?["text"] as? String ?? ""
            #expect(result["isError"] as? Bool == true, "\(mode) \(tool): \(result)")
            #expect(text.contains(sentence), "\(mode) \(tool): \(text)")
        }
        session.close()
    }
}
