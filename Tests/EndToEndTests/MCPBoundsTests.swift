import Foundation
import Testing

/// Issue 32's bounds on what an assistant reads: every answer at most 24 KB a message unless the call asks for the
/// whole (`full: true`), a brief daily ranking at most 4 KB, and `lang` on every tool whose answer holds titles,
/// names or labels. The stand-in serves Tests/EndToEndTests/Interop/Fixtures first: a day of long titles
/// (2024-01-15), a person and a company with 600 films each.
@Suite("boxoffice mcp: bounded answers and lang")
struct MCPBoundsTests {
    static let messageLimit = 24 * 1024
    static let dailyLimit = 4 * 1024
    static let fixtures = Paths.root.appendingPathComponent("Tests/EndToEndTests/Interop/Fixtures").path

    /// A stand-in with made-up history (2023 on) and the fixtures above; the clock on `now`.
    func setUp(now: String = "2024-01-16T03:00:00Z") throws -> (StandIn, [String: String], URL) {
        let standIn = try StandIn(["--synthetic"], firstFixtures: [Self.fixtures])
        let folder = temporaryFolder("mcp-bounds")
        let environment = standIn.environment.merging([
            "BOXOFFICE_NOW": now, "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache",
            "XDG_STATE_HOME": folder.path + "/state", "XDG_DATA_HOME": folder.path + "/data",
            "XDG_CONFIG_HOME": folder.path + "/config",
        ]) { $1 }
        return (standIn, environment, folder)
    }

    /// A call's result, its structured content and the size of its whole JSON-RPC message.
    func measured(
        _ session: MCPSession, _ tool: String, _ arguments: [String: Any]
    ) async throws -> (result: [String: Any], document: [String: Any], bytes: Int) {
        let id = session.newID()
        let result = try await session.call(tool, arguments, id: id)
        let text = ((result["content"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }.joined()
        #expect(result["isError"] as? Bool == false, "\(tool) \(arguments) failed: \(text.prefix(400))")
        let line = try await session.rawLine(id: id)
        return (result, result["structuredContent"] as? [String: Any] ?? [:], line.utf8.count)
    }

    @Test func theBriefDailyRankingOfADayOfLongTitlesIsAtMost4KBAndFieldsGiveEveryKey() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        let brief = try await measured(session, "daily_box_office", ["date": "2024-01-15"])
        #expect(
            brief.bytes <= Self.dailyLimit,
            "daily_box_office 2024-01-15 is \(brief.bytes) bytes a message, over \(Self.dailyLimit)")
        let entries = brief.document["entries"] as? [[String: Any]] ?? []
        #expect(entries.count == 10, "the brief form still lists the ten films: \(brief.document)")
        #expect(
            entries.allSatisfy { $0["title"] is String && $0["audience"] is Int && $0["movieCode"] is String },
            "each film keeps its title, code and audience: \(entries.first ?? [:])")
        let every = try await measured(
            session, "daily_box_office", ["date": "2024-01-15", "fields": "rank,title,salesShare,salesChange"])
        let rows = every.document["entries"] as? [[String: Any]] ?? []
        #expect(rows.first?["salesShare"] != nil, "fields still picks any key of the full row: \(rows.first ?? [:])")
        session.close()
    }

    @Test func aYearOfRankingsIsASummaryUnder24KBThatSaysHowToGetTheRestAndFullGivesEveryDay() async throws {
        // The made-up history starts in 2023: 2025 is a whole year of it, with the blockbusters of June.
        let (standIn, environment, folder) = try setUp(now: "2026-01-02T03:00:00Z")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        let year: [String: Any] = ["from": "2025-01-01", "to": "2025-12-31", "confirm": true]
        let summary = try await measured(session, "box_office_range", year)
        #expect(
            summary.bytes <= Self.messageLimit,
            "box_office_range for 2025 is \(summary.bytes) bytes a message by default, over \(Self.messageLimit)")
        let document = summary.document
        #expect(document["type"] as? String == "rangeSummary", "\(String(describing: document).prefix(600))")
        #expect(document["count"] as? Int == 365, "the summary counts the days: \(document["count"] ?? "none")")
        let top = document["topMovies"] as? [[String: Any]] ?? []
        #expect(!top.isEmpty && top.allSatisfy { $0["title"] is String && $0["audience"] is Int }, "\(top.prefix(2))")
        let firsts = document["numberOnes"] as? [[String: Any]] ?? []
        let days = firsts.reduce(0) { $0 + ($1["days"] as? Int ?? 0) }
        #expect(days > 300, "each day's number one, in runs of days: \(days) days covered, \(firsts.prefix(2))")
        #expect((document["totals"] as? [String: Any])?["audience"] is Int, "\(document["totals"] ?? "no totals")")
        let more = document["more"] as? String ?? ""
        for hint in ["from", "fields", "top_movies", "full"] {
            #expect(more.contains(hint), "the sentence on how to get the rest names \(hint): \(more)")
        }
        #expect(more.filter { $0 == "." }.count <= 1, "one sentence: \(more)")
        let whole = try await measured(session, "box_office_range", year.merging(["full": true]) { $1 })
        #expect(whole.document["type"] as? String == "range")
        #expect((whole.document["items"] as? [Any])?.count == 365, "full: true returns every day")
        #expect(whole.bytes > Self.messageLimit, "the whole year is larger than the bound: \(whole.bytes)")
        session.close()
    }

    /// The largest answer of each other tool that can pass 24 KB: cut to the bound with `truncated` saying how much
    /// is left out and how to get it, and whole with `full: true`.
    @Test(arguments: [
        ("person_info", #"{"person": "10999001"}"#, "films"),
        ("company_info", #"{"company": "20999001"}"#, "films"),
        ("search_movies", #"{"per_page": 100}"#, "movies"),
        ("movie_trend", #"{"movie": "20990001", "to": "2023-12-31", "confirm": true}"#, "series"),
        (
            "movie_trend",
            #"{"movies": ["20990001","20990002","20990003","20990004","20990005"], "to": "2023-12-31","#
                + #" "confirm": true}"#,
            "series"
        ),
        (
            "top_movies",
            #"{"from": "2023-01-01", "to": "2028-06-30", "weekly": true, "period": "week", "limit": 100,"#
                + #" "confirm": true}"#,
            "entries"
        ),
    ])
    func theLargestAnswerOfABoundedToolIsCutTo24KBAndFullLiftsIt(
        tool: String, json: String, rows: String
    ) async throws {
        let arguments = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        // Late enough for six years of weekly rankings: more than 100 films.
        let (standIn, environment, folder) = try setUp(now: "2029-01-02T03:00:00Z")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        let bounded = try await measured(session, tool, arguments)
        #expect(
            bounded.bytes <= Self.messageLimit,
            "\(tool) \(arguments) is \(bounded.bytes) bytes a message by default, over \(Self.messageLimit)")
        let truncated = bounded.document["truncated"] as? [String: Any]
        let shown = (bounded.document[rows] as? [Any])?.count ?? -1
        #expect(truncated?["shown"] as? Int == shown, "\(tool): truncated says how many \(rows) it shows")
        #expect((truncated?["of"] as? Int ?? 0) > shown, "\(tool): and of how many: \(truncated ?? [:])")
        let more = truncated?["more"] as? String ?? ""
        #expect(more.contains("full=true"), "\(tool): the sentence says how to get every row: \(more)")
        let whole = try await measured(session, tool, arguments.merging(["full": true]) { $1 })
        #expect(whole.document["truncated"] == nil)
        #expect((whole.document[rows] as? [Any])?.count == truncated?["of"] as? Int, "\(tool): full gives every row")
        session.close()
    }

    /// Tools whose answers hold no title, name or label.
    static let withoutLang: Set<String> = ["quota_status"]

    @Test func everyToolWhoseAnswerHoldsTitlesNamesOrLabelsTakesLang() async throws {
        let folder = temporaryFolder("mcp-lang")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try MCPSession(["--demo"], environment: ["HOME": folder.path])
        _ = try await session.initialize()
        let tools = try await session.allTools()
        #expect(tools.count == (try await ListedTools.count()))
        for tool in tools {
            let name = tool["name"] as? String ?? "?"
            let properties = (tool["inputSchema"] as? [String: Any])?["properties"] as? [String: Any] ?? [:]
            let lang = properties["lang"] as? [String: Any]
            if Self.withoutLang.contains(name) {
                #expect(lang == nil, "\(name) has nothing to say in a language")
            } else {
                #expect(
                    lang?["enum"] as? [String] == ["ko", "en"], "\(name) takes no lang: \(properties.keys.sorted())")
            }
        }
        // A call in English on a tool that lacked it: accepted, and the film's English names are in the answer.
        let result = try await session.call("movie_info", ["movie": "20239002", "lang": "en"])
        #expect(result["isError"] as? Bool == false, "\(result)")
        let actors = (result["structuredContent"] as? [String: Any])?["actors"] as? [[String: Any]] ?? []
        #expect(
            actors.first?.keys.contains("nameEn") == true, "in English the brief sheet names actors in English")
        session.close()
    }

    /// The brief form leaves out what the date or the call already says, and the figures `fields` adds.
    static let briefLeavesOut: Set<String> = ["boxOfficeType", "range", "filters", "provenance"]

    @Test func dailyInEnglishIsTheCommandLinesEnglishJSONLessTheKeysTheBriefFormLeavesOut() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let run = try await runBoxOffice(
            ["daily", "-d", "2024-01-15", "--lang", "en", "-f", "json"], environment: environment)
        let cli = try #require(
            try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            "the command line printed no JSON: \(run.stderr)")
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        let mcp = try await measured(session, "daily_box_office", ["date": "2024-01-15", "lang": "en"]).document
        #expect(
            Set(cli.keys).subtracting(mcp.keys) == Self.briefLeavesOut,
            "the brief form leaves out exactly \(Self.briefLeavesOut.sorted()): \(mcp.keys.sorted())")
        for (key, value) in mcp where key != "entries" {
            #expect(cli[key].map { "\($0)" } == "\(value)", "\(key): the command line says \(cli[key] ?? "nothing")")
        }
        let cliRows = cli["entries"] as? [[String: Any]] ?? []
        let rows = mcp["entries"] as? [[String: Any]] ?? []
        #expect(rows.count == cliRows.count && !rows.isEmpty)
        #expect(rows.contains { $0["titleEn"] is String }, "English titles: \(rows.first ?? [:])")
        for (row, cliRow) in zip(rows, cliRows) {
            let kept = cliRow.filter { row.keys.contains($0.key) }
            #expect(row as NSDictionary == kept as NSDictionary, "a row differs from the command line's: \(row)")
        }
        session.close()
    }

    /// Issue 31: a handler gets its arguments from its own tool value, never by looking a tool up by a name.
    @Test func noHandlerLooksItsToolUpByAString() throws {
        let folder = Paths.root.appendingPathComponent("Sources/BoxOfficeMCP")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for pattern in ["arguments(for:", "MCPTools.tool(", "func tool(_ name: String)"] {
                #expect(!text.contains(pattern), "\(file) looks a tool up by name: \(pattern)")
            }
        }
    }
}
