import Foundation
import Testing

/// What a script relies on, through the real binary: filmographies as lists, an empty day said the same way over
/// MCP as on the command line, `--timeout` as a bound on the whole request, the request count after a timeout,
/// and the cache's rule for a day not settled yet.
@Suite("boxoffice end to end: consistency a script relies on", .speaking("en"))
struct ConsistencyTests {
    /// HOME and the XDG folders in `folder`, shared by every run of one test.
    func folders(_ folder: URL) -> [String: String] {
        [
            "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config",
        ]
    }

    /// The fields of one RFC 4180 line (quoted fields may hold commas and doubled quotes).
    static func csvFields(_ line: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(line)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.append("\"")
                        characters.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }

    /// The `films` cell of the first row of a TSV or CSV answer.
    static func filmsCell(_ stdout: String, csv: Bool) throws -> String {
        let lines = stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        try #require(lines.count >= 2, "a header and a row: \(stdout)")
        let split = { (line: String) in csv ? csvFields(line) : line.components(separatedBy: "\t") }
        let header = split(lines[0])
        let column = try #require(header.firstIndex(of: "films"), "no films column: \(lines[0])")
        let row = split(lines[1])
        try #require(row.count == header.count, "the row has \(row.count) cells, the header \(header.count)")
        return row[column]
    }

    // MARK: Filmographies

    static let commaTitles = ["감독들, 김기영을 말하다", "괴물", "살인의 추억, 감독판"]

    /// A stand-in whose only company and person are credited with titles that hold commas.
    func commaStandIn(_ folder: URL) throws -> StandIn {
        let films = Self.commaTitles.joined(separator: "|")
        let companies = """
            [{"companyCd": "20990001", "companyNm": "쉼표영화사", "companyNmEn": "Comma Films", \
            "companyPartNames": "제작사,배급사", "ceoNm": "김쉼표", "filmoNames": "\(films)"}]
            """
        let people = """
            [{"peopleCd": "20990002", "peopleNm": "쉼표감독", "peopleNmEn": "COMMA Director", \
            "repRoleNm": "감독", "filmoNames": "\(films)"}]
            """
        for (name, body) in [("catalogue_companies.json", companies), ("catalogue_people.json", people)] {
            try body.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try StandIn(firstFixtures: [folder.path])
    }

    @Test func filmographiesAreListsInJSONAndMCPAndJoinedWithABarInTSVAndCSV() async throws {
        let folder = temporaryFolder("filmography")
        defer { try? FileManager.default.removeItem(at: folder) }
        let standIn = try commaStandIn(folder)
        let environment = standIn.environment.merging(folders(folder)) { $1 }
        for (command, name, key) in [("companies", "쉼표", "companies"), ("people", "쉼표", "people")] {
            let json = try await runBoxOffice([command, name, "-f", "json"], environment: environment)
            #expect(json.status == 0, "\(command): \(json.stderr)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)")
            let rows = try #require(document[key] as? [[String: Any]])
            #expect(rows.first?["films"] as? [String] == Self.commaTitles, "\(command) -f json: \(rows)")
            for format in ["csv", "tsv"] {
                let run = try await runBoxOffice([command, name, "-f", format], environment: environment)
                #expect(run.status == 0, "\(command) -f \(format): \(run.stderr)")
                let cell = try Self.filmsCell(run.stdout, csv: format == "csv")
                #expect(
                    cell.components(separatedBy: "|") == Self.commaTitles,
                    "\(command) -f \(format): the films cell splits back into the titles on '|': \(cell)")
            }
        }
        // Over MCP: arrays, and the output schema says so.
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        let tools = try await session.allTools()
        for (tool, key) in [("search_companies", "companies"), ("search_people", "people")] {
            let result = try await session.call(tool, ["name": "쉼표"])
            #expect(result["isError"] as? Bool == false, "\(tool): \(result)")
            let rows = (result["structuredContent"] as? [String: Any])?[key] as? [[String: Any]]
            #expect(rows?.first?["films"] as? [String] == Self.commaTitles, "\(tool): \(result)")
            let schema = try #require(tools.first { $0["name"] as? String == tool }?["outputSchema"] as? [String: Any])
            // tools/list names a document's lists and what they hold (rows are objects); each row's keys and types
            // are docs/json.md's, which DocumentedSchemaTests checks against every tool's whole output schema.
            let items = (schema["properties"] as? [String: Any])?[key] as? [String: Any]
            #expect(items?["type"] as? String == "array", "\(tool): \(key) is \(items ?? [:])")
            #expect((items?["items"] as? [String: Any])?["type"] as? String == "object", "\(tool): \(items ?? [:])")
        }
        session.close()
        _ = await session.exitStatus()
    }

    /// 기생충 as director and as writer is one film of the filmography, in Korean and in English.
    @Test(.speaking("ko")) func aFilmographyCountsDistinctFilms() async throws {
        let standIn = try StandIn()
        let korean = try await runBoxOffice(["person", "10031641"], environment: standIn.environment)
        #expect(korean.status == 0, "\(korean.stderr)")
        #expect(korean.stdout.contains("필모그래피 3편"), "\(korean.stdout)")
        #expect(korean.stdout.components(separatedBy: "기생충").count - 1 == 2, "both credits are listed")
        let english = try await runBoxOffice(["person", "10031641", "--lang", "en"], environment: standIn.environment)
        #expect(english.stdout.contains("3 films"), "\(english.stdout)")
    }

    // MARK: An empty day

    /// 10:00 in Korea on 2024-01-16: yesterday (2024-01-15) is not settled until noon, and the stand-in has no
    /// figures for it.
    static let beforeNoon = "2024-01-16T01:00:00Z"

    @Test(.speaking("ko")) func anEmptyDayOverMCPIsTheCommandLinesErrorAndAnUnsettledOneIsNeverCached() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("empty-day")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = standIn.environment.merging(folders(folder)) { $1 }
            .merging(["BOXOFFICE_NOW": Self.beforeNoon]) { $1 }
        let cli = try await runBoxOffice(["daily"], environment: environment)
        #expect(cli.status == 66 && cli.stdout.isEmpty, "\(cli.status): \(cli.stdout)")
        let sentence = "KOBIS에 2024-01-15 순위가 없습니다"
        #expect(cli.stderr == "boxoffice: \(sentence)\n", "\(cli.stderr)")
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        for _ in 0..<2 {
            let result = try await session.call("daily_box_office", [:])
            #expect(result["isError"] as? Bool == true, "\(result)")
            let text = ((result["content"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
            #expect(text.first?.hasPrefix(sentence) == true, "\(text)")
        }
        let asked = standIn.requests.filter { $0.contains("targetDt=20240115") }.count
        #expect(asked == 3, "the command and both calls asked KOBIS: nothing unsettled was cached: \(standIn.requests)")
        // A settled day without figures is the same error, and its answer is kept.
        for _ in 0..<2 {
            let result = try await session.call("daily_box_office", ["date": "2024-01-02"])
            #expect(result["isError"] as? Bool == true, "\(result)")
            let text = ((result["content"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
            #expect(text.first?.hasPrefix("KOBIS에 2024-01-02 순위가 없습니다") == true, "\(text)")
        }
        #expect(standIn.requests.filter { $0.contains("targetDt=20240102") }.count == 1, "\(standIn.requests)")
        // A weekend without a ranking: the command's sentence, as a tool error.
        let weekly = try await runBoxOffice(["weekly", "-d", "2024-01-14"], environment: environment)
        #expect(weekly.status == 66, "\(weekly.stderr)")
        let weekend = try await session.call("weekly_box_office", ["date": "2024-01-14"])
        #expect(weekend["isError"] as? Bool == true, "\(weekend)")
        let said = ((weekend["content"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }.first ?? ""
        #expect(weekly.stderr == "boxoffice: \(said)\n", "the tool says '\(said)', the command \(weekly.stderr)")
        session.close()
        _ = await session.exitStatus()
    }

    /// A day's ranking fetched before noon in Korea the next day is fetched again later; one fetched after it is
    /// kept.
    @Test func aDayFetchedBeforeNoonTheNextDayIsFetchedAgain() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("settle")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = standIn.environment.merging(folders(folder)) { $1 }
        func run(at now: String) async throws {
            let run = try await runBoxOffice(
                ["daily", "-d", "2023-03-01", "-f", "tsv"],
                environment: environment.merging(["BOXOFFICE_NOW": now]) { $1 })
            #expect(run.status == 0, "at \(now): \(run.stderr)")
        }
        func asked() -> Int { standIn.requests.filter { $0.contains("targetDt=20230301") }.count }
        try await run(at: "2023-03-02T00:00:00Z")  // 09:00 KST on the next day: not settled
        #expect(asked() == 1)
        try await run(at: "2023-03-02T00:30:00Z")  // half an hour on: still within the hour an unsettled day keeps
        #expect(asked() == 1, "\(standIn.requests)")
        try await run(at: "2023-03-02T02:30:00Z")  // 11:30 KST: past that hour, fetched again
        #expect(asked() == 2, "an unsettled day is fetched again: \(standIn.requests)")
        try await run(at: "2023-03-02T03:30:00Z")  // 12:30 KST: settled now, and the 11:30 answer was not
        #expect(asked() == 3, "a day fetched before noon the next day is fetched again after it: \(standIn.requests)")
        try await run(at: "2023-03-20T00:00:00Z")  // weeks later: the settled answer is kept
        #expect(asked() == 3, "\(standIn.requests)")
    }

    // MARK: Timeouts

    @Test func theTimeoutBoundsTheWholeRequestRetriesIncluded() async throws {
        let standIn = try StandIn(["--mode", "stall"])
        let folder = temporaryFolder("timeout")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await runBoxOffice(
            ["daily", "-d", "2024-01-01", "--timeout", "2", "--no-cache"],
            environment: standIn.environment.merging(folders(folder)) { $1 })
        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr.contains("within 2 s"), "\(run.stderr)")
        // The first attempt took the whole budget, so no retry fits in it (three attempts took 3 × 2 s and more).
        #expect(standIn.requests.count == 1, "attempts the stand-in saw: \(standIn.requests)")
        #expect(run.seconds < 120, "a hang guard only: \(run.seconds) s")
    }

    /// A request that may have reached KOBIS stays counted: one that timed out, one whose connection was lost after
    /// it was sent.
    @Test(arguments: [("stall", "1"), ("reset", "5")])
    func aRequestThatTimedOutOrLostItsConnectionStaysCounted(mode: String, timeout: String) async throws {
        let standIn = try StandIn(["--mode", mode])
        let folder = temporaryFolder("counted")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = standIn.environment.merging(folders(folder)) { $1 }
        let run = try await runBoxOffice(
            ["daily", "-d", "2024-01-01", "--timeout", timeout, "--no-cache"], environment: environment)
        #expect(run.status == 69, "\(mode): \(run.stderr)")
        let attempts = standIn.requests.count
        #expect(attempts >= 1)
        let usage = try await runBoxOffice(["usage", "-f", "json"], environment: environment)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(usage.stdout.utf8)) as? [String: Any], "\(usage.stderr)")
        #expect(
            document["used"] as? Int == attempts,
            "\(mode): every attempt the stand-in saw is counted: \(attempts) attempts, \(document)")
    }
}
