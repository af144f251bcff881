import Foundation
import Testing

/// `boxoffice mcp` driven through its pipes, in both eras, against the stand-in.
final class MCPSession: @unchecked Sendable {
    let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var lines: [String] = []
    private var errText = ""
    private var nextID = 100
    private var outputEnded = false

    init(_ arguments: [String] = [], environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: Paths.binary)
        process.arguments = ["mcp"] + arguments
        var env = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        for (name, value) in environment { env[name] = value }
        process.environment = env
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading
        let err = errors.fileHandleForReading
        Thread {
            var buffer = Data()
            while true {
                let chunk = out.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: 0x0A) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer = Data(buffer[buffer.index(after: newline)...])
                    self.lock.withLock { self.lines.append(line) }
                }
            }
            try? out.close()  // Foundation keeps the process, and its pipes, for good: close the ends here
            self.lock.withLock { self.outputEnded = true }
        }.start()
        Thread {
            while true {
                let chunk = err.availableData
                if chunk.isEmpty { break }
                self.lock.withLock { self.errText += String(decoding: chunk, as: UTF8.self) }
            }
            try? err.close()
        }.start()
    }

    var stdoutLines: [String] { lock.withLock { lines } }
    var stderr: String { lock.withLock { errText } }

    func send(_ text: String) {
        input.fileHandleForWriting.write(Data((text + "\n").utf8))
    }

    func send(_ object: [String: Any]) {
        send(String(decoding: try! JSONSerialization.data(withJSONObject: object), as: UTF8.self))
    }

    func close() { try? input.fileHandleForWriting.close() }

    func newID() -> Int {
        lock.withLock {
            nextID += 1
            return nextID
        }
    }

    /// Every message on stdout so far, parsed.
    var messages: [[String: Any]] {
        stdoutLines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// Whether the server's stdout reached end of file and every line of it has been read.
    var outputIsRead: Bool { lock.withLock { outputEnded } }

    /// The response with this id: it waits until the response comes or stdout ends (or the hang guard).
    func response(_ id: Any) async throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(hangGuard)
        func found() -> [String: Any]? {
            messages.first { "\($0["id"] ?? "none")" == "\(id)" && ($0["result"] != nil || $0["error"] != nil) }
        }
        while Date() < deadline {
            if let answer = found() { return answer }
            if outputIsRead { break }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        if let answer = found() { return answer }
        throw MCPTestError.noResponse("\(id)", stdoutLines.suffix(3).joined(separator: "\n") + "\n" + stderr)
    }

    /// The answer's line as the server wrote it, for its size.
    func rawLine(id: Int) async throws -> String {
        _ = try await response(id)
        return try #require(stdoutLines.first { $0.contains("\"id\":\(id),") })
    }

    func request(_ method: String, _ params: [String: Any]? = nil, id: Int? = nil) async throws -> [String: Any] {
        let id = id ?? newID()
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        send(message)
        return try await response(id)
    }

    func initialize(_ version: String = "2025-11-25") async throws -> [String: Any] {
        let answer = try await request(
            "initialize",
            ["protocolVersion": version, "capabilities": [:], "clientInfo": ["name": "tests", "version": "1"]])
        send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        return answer
    }

    /// Every tool, following `nextCursor` page by page as a client must; each page's result is checked by `page`.
    func allTools(meta: [String: Any]? = nil, page: ([String: Any]) -> Void = { _ in }) async throws -> [[String: Any]]
    {
        var tools: [[String: Any]] = []
        var cursor: String?
        repeat {
            var params: [String: Any] = [:]
            if let cursor { params["cursor"] = cursor }
            if let meta { params["_meta"] = meta }
            let answer = try await request("tools/list", params)
            let result = try #require(answer["result"] as? [String: Any], "\(answer)")
            page(result)
            tools += try #require(result["tools"] as? [[String: Any]])
            cursor = result["nextCursor"] as? String
        } while cursor != nil && tools.count < 100
        return tools
    }

    func call(
        _ tool: String, _ arguments: [String: Any] = [:], meta: [String: Any]? = nil, id: Int? = nil
    ) async throws -> [String: Any] {
        var params: [String: Any] = ["name": tool, "arguments": arguments]
        if let meta { params["_meta"] = meta }
        let answer = try await request("tools/call", params, id: id)
        return try #require(answer["result"] as? [String: Any], "\(answer)")
    }

    /// Waits for the process to end and its stdout to be read to the end; its status, or nil after the hang guard.
    func exitStatus() async -> Int32? {
        let deadline = Date().addingTimeInterval(hangGuard)
        while Date() < deadline {
            if outputIsRead {
                switch TestPlatform.state(process.processIdentifier) {
                case .ended(let status): return status
                case .reaped where !process.isRunning: return process.terminationStatus
                default: break
                }
            }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return nil
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        close()
    }
}

enum MCPTestError: Error { case noResponse(String, String) }

nonisolated(unsafe) let statelessMeta: [String: Any] = [
    "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": [:],
]

@Suite("boxoffice mcp: the MCP server through its pipes")
struct MCPTests {
    let now = "2024-01-16T03:00:00Z"

    func setUp(_ standInArguments: [String] = []) throws -> (StandIn, [String: String], URL) {
        let standIn = try StandIn(standInArguments)
        let folder = temporaryFolder("mcp")
        let environment = standIn.environment.merging([
            "BOXOFFICE_NOW": now, "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache",
            "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config",
        ]) { $1 }
        return (standIn, environment, folder)
    }

    func document(_ result: [String: Any]) throws -> [String: Any] {
        try #require(result["structuredContent"] as? [String: Any], "\(result)")
    }

    func cli(_ arguments: [String], _ environment: [String: String]) async throws -> [String: Any] {
        let run = try await runBoxOffice(arguments + ["-f", "json"], environment: environment)
        return try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            "\(arguments): \(run.stderr)")
    }

    /// The CLI's document without what differs between two runs: where the answer came from.
    func stable(_ document: [String: Any]) -> NSDictionary {
        var copy = document
        copy.removeValue(forKey: "provenance")
        return copy as NSDictionary
    }

    /// The tools that read only this machine (the notes, the request count, the archive): not open-world.
    static let local: Set<String> = ["list_notes", "quota_status", "box_office_records", "forecast_movie"]

    @Test func theHandshakeListsNineteenToolsAndEveryToolAnswersAsTheCommandLineDoes() async throws {
        let (standIn, environment, folder) = try setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try MCPSession(environment: environment)
        let hello = try await session.initialize("2025-06-18")
        let result = try #require(hello["result"] as? [String: Any])
        #expect(result["protocolVersion"] as? String == "2025-06-18")
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "boxoffice")
        let newest = try await session.request(
            "initialize",
            ["protocolVersion": "2099-01-01", "capabilities": [:], "clientInfo": ["name": "t", "version": "1"]])
        #expect((newest["result"] as? [String: Any])?["protocolVersion"] as? String == "2025-11-25")
        var pages = 0
        let tools = try await session.allTools { _ in pages += 1 }
        #expect(pages == 1, "every tool in one tools/list answer: clients that read only the first page see them all")
        // The same tools against KOBIS as on the sample, as many as the README says.
        let names = tools.compactMap { $0["name"] as? String }
        #expect(names == (try await ListedTools.shared.names()))
        let readme = try String(contentsOf: Paths.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("on stdio with \(names.count) tools"), "README.md says how many tools there are")
        for tool in tools {
            #expect((tool["inputSchema"] as? [String: Any])?["type"] as? String == "object")
            #expect((tool["outputSchema"] as? [String: Any])?["type"] as? String == "object")
            let name = tool["name"] as? String ?? "?"
            let annotations = tool["annotations"] as? [String: Any] ?? [:]
            // Each hint as a client reads it, a missing one at the specification's default: readOnlyHint false,
            // destructiveHint true and idempotentHint false (meaningful only when readOnlyHint is false),
            // openWorldHint true.
            let readOnly = annotations["readOnlyHint"] as? Bool ?? false
            #expect(readOnly == (name != "add_note"))
            #expect(
                readOnly || annotations["destructiveHint"] as? Bool == false, "\(name): no tool deletes or overwrites")
            #expect(readOnly || annotations["idempotentHint"] as? Bool ?? false == false, "\(name): adds each time")
            #expect(annotations["openWorldHint"] as? Bool ?? true == !Self.local.contains(name))
            // The title at the top (the official SDK reads `Tool.title`) and in the annotations (2025-03-26).
            #expect((annotations["title"] as? String)?.isEmpty == false, "\(name) has no title in its annotations")
            #expect(tool["title"] as? String == annotations["title"] as? String, "\(name): one title")
            #expect(((tool["description"] as? String)?.count ?? 0) > 40)
        }
        // Each tool's structured content is the command line's JSON document (a ranking's every column asked for).
        let everyColumn =
            "rank,rankChange,new,movieCode,title,openDate,audience,audienceChange,audienceChangePercent,audienceTotal,"
            + "sales,salesShare,salesChange,salesChangePercent,salesTotal,screens,shows"
        let pairs: [(String, [String: Any], [String])] = [
            ("daily_box_office", ["date": "2024-01-01", "fields": everyColumn], ["daily", "-d", "2024-01-01"]),
            ("movie_info", ["movie": "20230002", "detail": "full"], ["movie", "20230002"]),
            ("search_movies", ["title": "바다"], ["search", "바다"]),
            ("search_people", ["name": "강동원"], ["people", "강동원"]),
            ("person_info", ["person": "10031641"], ["person", "10031641"]),
            ("company_info", ["company": "20188621"], ["company", "20188621"]),
            ("search_companies", ["name": "영화"], ["companies", "영화"]),
            ("list_codes", ["list": "nation"], ["codes", "nation"]),
            (
                "weekly_box_office", ["date": "2024-01-07", "period": "weekend", "fields": everyColumn],
                ["weekly", "-d", "2024-01-07", "--period", "weekend"]
            ),
            ("quota_status", [:], ["usage"]),
        ]
        for (tool, arguments, command) in pairs {
            let result = try await session.call(tool, arguments)
            #expect(result["isError"] as? Bool == false, "\(tool): \(result)")
            let structured = try document(result)
            let text = try #require((result["content"] as? [[String: Any]])?.first?["text"] as? String)
            #expect(
                (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary) == structured
                    as NSDictionary, "\(tool): text and structure")
            var expected = try await cli(command, environment)
            if tool == "quota_status" { expected["used"] = structured["used"] }  // the CLI's own run counted nothing more
            #expect(stable(structured) == stable(expected), "\(tool)")
        }
        // Every request the server sent was counted in the ledger the command line reads.
        let usage = try await cli(["usage"], environment)
        #expect(usage["used"] as? Int == standIn.requests.count)
        let added = try await session.call("add_note", ["movie": "20230002", "stars": 4, "text": "좋아요"])
        #expect(try document(added)["stars"] as? Int == 4)
        let notes = try document(try await session.call("list_notes", [:]))
        #expect(notes["count"] as? Int == 1)
        session.close()
        #expect(await session.exitStatus() == 0)
        for line in session.stdoutLines {
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "stdout is JSON-RPC only: \(line)")
        }
    }

    @Test func theStatelessEraNeedsNoHandshake() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let session = try MCPSession(environment: environment)
        let discover = try #require(
            try await session.request("server/discover", ["_meta": statelessMeta])["result"] as? [String: Any])
        #expect((discover["supportedVersions"] as? [String])?.first == "2026-07-28")
        #expect(discover["resultType"] as? String == "complete")
        var pages = 0
        let tools = try await session.allTools(meta: statelessMeta) { page in
            pages += 1
            #expect(page["resultType"] as? String == "complete")
        }
        #expect(pages == 1)
        #expect(tools.count == (try await ListedTools.count()))
        let daily = try await session.call("daily_box_office", ["date": "2024-01-01"], meta: statelessMeta)
        #expect(daily["resultType"] as? String == "complete" && daily["isError"] as? Bool == false)
        var future = statelessMeta
        future["io.modelcontextprotocol/protocolVersion"] = "2099-01-01"
        let refused = try await session.request("tools/list", ["_meta": future])
        let error = try #require(refused["error"] as? [String: Any])
        #expect(error["code"] as? Int == -32022)
        #expect((error["data"] as? [String: Any])?["requested"] as? String == "2099-01-01")
        session.close()
    }

    @Test func badMessagesGetTheirErrorCodesAndTheServerStaysUp() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        session.send("{not json")
        session.send("[1, 2]")
        session.send(#"{"jsonrpc":"2.0","id":7,"method":7}"#)
        session.send(String(repeating: "[", count: 600) + String(repeating: "]", count: 600))
        session.send(
            "{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"ping\",\"params\":{\"pad\":\""
                + String(repeating: "x", count: 4 * 1_048_576 + 10) + "\"}}")
        let unknownMethod = try await session.request("resources/list")
        #expect((unknownMethod["error"] as? [String: Any])?["code"] as? Int == -32601)
        let unknownTool = try await session.request("tools/call", ["name": "nope", "arguments": [:]])
        #expect((unknownTool["error"] as? [String: Any])?["code"] as? Int == -32602)
        let badParams = try await session.request("tools/call", ["name": "daily_box_office", "arguments": 5])
        #expect((badParams["error"] as? [String: Any])?["code"] as? Int == -32602)
        let nullErrors = session.messages.filter { $0["id"] is NSNull }.compactMap {
            ($0["error"] as? [String: Any])?["code"] as? Int
        }
        #expect(nullErrors.filter { $0 == -32700 }.count == 1, "\(nullErrors)")
        #expect(nullErrors.filter { $0 == -32600 }.count == 3, "\(nullErrors)")  // the batch, the nesting, the 4 MB message
        let invalid = try await session.response(7)
        #expect((invalid["error"] as? [String: Any])?["code"] as? Int == -32600)
        // Argument problems and KOBIS's answers are tool errors with one line the assistant can act on.
        for (arguments, words) in [
            (["date": "2099-01-01"], "has no figures yet"), (["limit": 11], "from 1 to 10"),
            (["region": "화성"], "knows no region '화성'"), (["colour": "red"], "has no argument 'colour'"),
        ] as [([String: Any], String)] {
            // In English as asked (`lang`); Korean without it, as the call's labels.
            let result = try await session.call("daily_box_office", arguments.merging(["lang": "en"]) { $1 })
            #expect(result["isError"] as? Bool == true, "\(arguments)")
            let text = try #require((result["content"] as? [[String: Any]])?.first?["text"] as? String)
            #expect(text.contains(words) && !text.contains("\n") && !text.contains(testKey), "\(text)")
        }
        let korean = try await session.call("daily_box_office", ["limit": 11])
        let koreanText = (korean["content"] as? [[String: Any]])?.first?["text"] as? String ?? ""
        #expect(korean["isError"] as? Bool == true && koreanText == "'limit': '11' 대신 1에서 10 사이의 정수를 주세요")
        let alive = try await session.request("ping")
        #expect(alive["result"] != nil)
        session.close()
        #expect(await session.exitStatus() == 0)
    }

    @Test func callsRunConcurrentlyReportProgressAndACancelledRangeStopsSending() async throws {
        // Every answer waits while the hold file exists: what is in flight at once is seen, not raced against a clock.
        let hold = temporaryFolder("mcp-hold")
        defer { try? FileManager.default.removeItem(at: hold) }
        let holding = hold.appendingPathComponent("hold")
        _ = FileManager.default.createFile(atPath: holding.path, contents: Data())
        let (standIn, environment, folder) = try setUp([
            "--synthetic", "--latency-ms", "100", "--hold-while", holding.path,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try MCPSession(environment: environment.merging(["BOXOFFICE_NOW": "2024-12-20T03:00:00Z"]) { $1 })
        _ = try await session.initialize()
        func untilRequests(_ count: Int) async throws {
            let deadline = Date().addingTimeInterval(hangGuard)
            while standIn.requests.count < count && Date() < deadline { try await Task.sleep(nanoseconds: 10_000_000) }
        }
        // Four calls at once are in flight together, each answered by its own id.
        let ids = (0..<4).map { _ in session.newID() }
        for (index, id) in ids.enumerated() {
            session.send([
                "jsonrpc": "2.0", "id": id, "method": "tools/call",
                "params": ["name": "daily_box_office", "arguments": ["date": "2023-03-0\(index + 1)"]],
            ])
        }
        try await untilRequests(4)
        let inFlight = standIn.requests.compactMap { $0.split(separator: "=").last.flatMap { Int($0) } }
        #expect(inFlight.max() == 4, "\(inFlight)")
        try FileManager.default.removeItem(at: holding)
        for id in ids {
            let answer = try await session.response(id)
            #expect((answer["result"] as? [String: Any])?["isError"] as? Bool == false)
        }
        // Progress for a range, with a token.
        let range = try await session.call(
            "box_office_range", ["from": "2023-03-05", "to": "2023-03-08"], meta: ["progressToken": "p1"])
        #expect(range["isError"] as? Bool == false)
        #expect((try document(range)["items"] as? [Any])?.count == 4)
        let progress = session.messages.filter { $0["method"] as? String == "notifications/progress" }
            .compactMap { $0["params"] as? [String: Any] }.filter { $0["progressToken"] as? String == "p1" }
        #expect(progress.count >= 4 && progress.last?["progress"] as? Int == 4 && progress.last?["total"] as? Int == 4)
        // A range of 60 days, cancelled once it has sent a few: the stand-in's count stops growing and no answer comes.
        let before = standIn.requests.count
        let cancelID = session.newID()
        session.send([
            "jsonrpc": "2.0", "id": cancelID, "method": "tools/call",
            "params": ["name": "box_office_range", "arguments": ["from": "2023-05-01", "to": "2023-06-29"]],
        ])
        _ = FileManager.default.createFile(atPath: holding.path, contents: Data())  // the range cannot finish first
        try await untilRequests(before + 3)
        session.send([
            "jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": cancelID, "reason": "test"],
        ])
        // No clock decides when the cancellation has settled: a ping answered after it (messages are read in
        // order), then a whole range of other days answered, give the cancelled range every chance to go on; it
        // must not have asked for all its 60 days, nor answered.
        _ = try await session.request("ping")
        try FileManager.default.removeItem(at: holding)
        let other = try await session.call("box_office_range", ["from": "2023-08-01", "to": "2023-08-12"])
        #expect(other["isError"] as? Bool == false)
        func cancelledRangeAsked() -> Int {
            standIn.requests.filter { $0.contains("targetDt=202305") || $0.contains("targetDt=202306") }.count
        }
        let afterCancel = cancelledRangeAsked()
        #expect(afterCancel < 60)
        #expect(!session.messages.contains { "\($0["id"] ?? "")" == "\(cancelID)" })
        // A range that needs more than 100 requests is refused up front, saying how many.
        let tooBig = try await session.call(
            "box_office_range", ["from": "2021-01-01", "to": "2023-01-01", "lang": "en"])
        #expect(tooBig["isError"] as? Bool == true)
        let tooBigText = (tooBig["content"] as? [[String: Any]])?.first?["text"] as? String ?? ""
        #expect(tooBigText.contains("would send 731 requests (more than 100)"), "\(tooBigText)")
        session.close()
        #expect(await session.exitStatus() == 0)
        #expect(cancelledRangeAsked() == afterCancel, "the cancelled range asked for no day after its cancellation")
    }

    /// A script pipes its calls and closes stdin: every call received is answered before the server exits 0.
    /// The stand-in holds its answers until a call is in flight and stdin is closed.
    @Test func callsInFlightAtEOFAreAnsweredBeforeTheServerExits() async throws {
        let hold = temporaryFolder("mcp-eof-hold")
        defer { try? FileManager.default.removeItem(at: hold) }
        let holding = hold.appendingPathComponent("hold")
        _ = FileManager.default.createFile(atPath: holding.path, contents: Data())
        let (standIn, environment, folder) = try setUp(["--synthetic", "--hold-while", holding.path])
        defer { try? FileManager.default.removeItem(at: folder) }
        // A held answer outlasts no deadline, however long a busy machine takes to let it go.
        let session = try MCPSession(["--timeout", "600"], environment: environment)
        session.send([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": [
                "protocolVersion": "2025-11-25", "capabilities": [:], "clientInfo": ["name": "t", "version": "1"],
            ],
        ])
        session.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        for (id, date) in [(2, "2023-03-01"), (3, "2023-03-02")] {
            session.send([
                "jsonrpc": "2.0", "id": id, "method": "tools/call",
                "params": ["name": "daily_box_office", "arguments": ["date": date]],
            ])
        }
        session.close()
        // A call has asked the stand-in, which answers nothing while the hold file exists: it is in flight past EOF.
        let guardEnds = Date().addingTimeInterval(hangGuard)
        while standIn.requests.isEmpty && Date() < guardEnds { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(!standIn.requests.isEmpty, "no call reached the stand-in")
        try FileManager.default.removeItem(at: holding)
        #expect(await session.exitStatus() == 0, "\(session.stderr)")
        let answers = session.messages.filter { $0["id"] as? Int == 2 || $0["id"] as? Int == 3 }
        #expect(answers.count == 2, "\(session.stdoutLines)")
        for answer in answers {
            #expect((answer["result"] as? [String: Any])?["isError"] as? Bool == false, "\(answer)")
        }
    }

    /// A call that would send more than the command line's 100 requests is refused, sending nothing, unless it says
    /// `confirm: true`; days the cache holds cost nothing, so the same call then goes ahead unconfirmed.
    @Test func aCallOverOneHundredRequestsNeedsConfirm() async throws {
        let (standIn, environment, folder) = try setUp(["--synthetic"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        let tools = try await session.allTools()
        for name in ["top_movies", "box_office_range", "movie_trend", "movie_milestones", "upcoming_movies"] {
            let tool = tools.first { $0["name"] as? String == name }
            let properties = (tool?["inputSchema"] as? [String: Any])?["properties"] as? [String: Any]
            #expect((properties?["confirm"] as? [String: Any])?["type"] as? String == "boolean", "\(name)")
        }
        let refused = try await session.call("top_movies", ["year": 2023, "lang": "en"])
        let text = (refused["content"] as? [[String: Any]])?.first?["text"] as? String ?? ""
        #expect(refused["isError"] as? Bool == true)
        #expect(
            text.contains("would send 365 requests (more than 100)") && text.contains("boxoffice sync")
                && text.contains("shorter period") && text.contains("confirm=true"), "\(text)")
        #expect(standIn.requests.isEmpty, "\(standIn.requests.count) requests sent for a refused call")
        let confirmed = try await session.call("top_movies", ["year": 2023, "confirm": true])
        #expect(confirmed["isError"] as? Bool == false, "\(confirmed)")
        #expect(standIn.requests.count == 365)
        let cached = try await session.call("top_movies", ["year": 2023, "limit": 5])
        #expect(cached["isError"] as? Bool == false, "\(cached)")
        #expect(standIn.requests.count == 365, "every day was cached")
        session.close()
        #expect(await session.exitStatus() == 0)
    }

    /// Eight sessions asking for the same film at once cost one request: identical requests in flight are sent once,
    /// and the ledger counts what was sent.
    @Test func eightIdenticalCallsInFlightSendOneRequest() async throws {
        let (standIn, environment, folder) = try setUp(["--latency-ms", "300"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        let ids = (0..<8).map { _ in session.newID() }
        for id in ids {
            session.send([
                "jsonrpc": "2.0", "id": id, "method": "tools/call",
                "params": ["name": "movie_info", "arguments": ["movie": "20230002", "detail": "full"]],
            ])
        }
        var titles: Set<String> = []
        for id in ids {
            let result = try #require(try await session.response(id)["result"] as? [String: Any])
            #expect(result["isError"] as? Bool == false, "\(result)")
            titles.insert(try document(result)["title"] as? String ?? "")
        }
        #expect(titles.count == 1 && titles.first?.isEmpty == false)
        let asked = standIn.requests.filter { $0.contains("movieCd=20230002") }
        // One, or two when a busy machine reads some of the calls only after the first answer came.
        #expect(asked.count <= 2, "eight identical calls sent \(asked.count) requests")
        session.close()
        #expect(await session.exitStatus() == 0)
        let usage = try await cli(["usage"], environment)
        #expect(usage["used"] as? Int == standIn.requests.count, "the count is what the stand-in received")
    }

    @Test func theSampleServesWithoutAKey() async throws {
        let folder = temporaryFolder("mcp-demo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try MCPSession(
            ["--demo"], environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path + "/data"])
        _ = try await session.initialize()
        let daily = try await session.call("daily_box_office")
        #expect(try document(daily)["source"] as? String == "sample")
        let trend = try await session.call("movie_trend", ["movie": "오펜하이머"])
        #expect(trend["isError"] as? Bool == false, "\(trend)")
        let quota = try await session.call("quota_status")
        #expect(quota["isError"] as? Bool == false, "the sample keeps its own count: \(quota)")
        #expect(try document(quota)["source"] as? String == "sample" && (try document(quota)["used"] as? Int ?? 0) > 2)
        session.close()
        #expect(!session.stderr.contains("Fatal"))
    }
}

/// What an assistant gets unless it asks: the figures people quote, a film's essentials.
@Suite("boxoffice mcp: answers an assistant can read")
struct MCPDefaultAnswerTests {
    /// The server is started by the command line, which names parameters as flags; a tool's error names its
    /// arguments instead ('from', not --from), in both languages.
    @Test func aToolsRefusalNamesItsArgumentsNotFlags() async throws {
        let folder = temporaryFolder("mcp-naming")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try MCPSession(
            ["--demo"], environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path + "/data"])
        _ = try await session.initialize()
        for (tool, arguments, named) in [
            ("top_movies", ["month": "2023-08", "period": "week"] as [String: Any], "'weekly'"),
            ("box_office_records", ["to": "2023-08-10", "lang": "en"], "'from'"),
            ("top_movies", ["year": 2023, "from": "2023-08-01"], "'year'"),
        ] {
            let answer = try await session.call(tool, arguments)
            let text = try #require((answer["content"] as? [[String: Any]])?.first?["text"] as? String)
            #expect(answer["isError"] as? Bool == true && text.contains(named) && !text.contains("--"), "\(text)")
        }
    }

    @Test func rankingsGiveTheQuotedColumnsAndFilmsTheBriefSheetUnlessFieldsAskForMore() async throws {
        let folder = temporaryFolder("mcp-defaults")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try MCPSession(
            ["--demo"], environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path + "/data"])
        _ = try await session.initialize()
        let daily = try await session.call("daily_box_office")
        let entries = try #require((daily["structuredContent"] as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(
            Set(entries[0].keys) == [
                "rank", "rankChange", "movieCode", "title", "openDate", "audience", "audienceTotal", "screens",
            ])
        let picked = try await session.call("daily_box_office", ["fields": "rank,title,salesShare"])
        let pickedEntries = try #require(
            (picked["structuredContent"] as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(Set(pickedEntries[0].keys) == ["rank", "title", "salesShare"])
        let wrong = try await session.call("daily_box_office", ["fields": "rank,nope", "lang": "en"])
        #expect(wrong["isError"] as? Bool == true)
        let text = try #require((wrong["content"] as? [[String: Any]])?.first?["text"] as? String)
        #expect(text.contains("'fields' has no key 'nope'"), "\(text)")
        let brief = try #require(
            try await session.call("movie_info", ["movie": "20239002"])["structuredContent"] as? [String: Any])
        #expect(brief["type"] as? String == "movieBrief")
        #expect(brief["staff"] == nil && brief["staffByRole"] != nil && brief["actorCount"] != nil)
        #expect(((brief["actors"] as? [Any])?.count ?? 99) <= 10)
        let full = try #require(
            try await session.call("movie_info", ["movie": "20239002", "detail": "full"])["structuredContent"]
                as? [String: Any])
        #expect(full["type"] as? String == "movie" && full["staff"] != nil)
        // The text block is the same document, as compact JSON.
        let reply = try await session.call("movie_info", ["movie": "20239002"])
        let compact = try #require((reply["content"] as? [[String: Any]])?.first?["text"] as? String)
        #expect(!compact.contains("\n") && !compact.contains(": "))
        session.close()
    }

    /// A flood of cancels for ids never sent holds no memory, and a later request with one of those ids is answered.
    @Test func aFloodOfStrayCancelsIsDroppedAndItsIDsAreAnsweredLater() async throws {
        let folder = temporaryFolder("mcp-flood")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try MCPSession(
            ["--demo"], environment: ["HOME": folder.path, "XDG_DATA_HOME": folder.path + "/data"])
        _ = try await session.initialize()
        let before = try #require(TestPlatform.residentKilobytes(session.process.processIdentifier))
        var flood = ""
        for id in 0..<100_000 {
            flood +=
                "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":\(1_000_000 + id),"
                + "\"reason\":\"stray\"}}\n"
            if flood.utf8.count > 1 << 20 {
                session.send(flood.dropLast().description)
                flood = ""
            }
        }
        session.send(flood.dropLast().description)
        let answer = try await session.call("list_notes", id: 1_000_042)
        #expect(answer["isError"] as? Bool == false)
        let after = try #require(TestPlatform.residentKilobytes(session.process.processIdentifier))
        #expect(after - before < 20_000, "resident size grew from \(before) KB to \(after) KB")
        #expect(session.messages.allSatisfy { $0["method"] != nil || "\($0["id"] ?? "")" != "" })
        session.close()
    }

    static let masquerade = URL(fileURLWithPath: Paths.root.path).deletingLastPathComponent()
        .appendingPathComponent("shared/kobis/fixtures/movieinfo_20124079_masquerade.json")

    /// KOBIS's real answer for 광해 (345 staff): the brief sheet an assistant gets stays within 6 KB a message.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: masquerade.path), "../shared/kobis/fixtures is absent"))
    func theBriefSheetOfKobisRealMasqueradeIsAtMostSixKilobytes() async throws {
        let folder = temporaryFolder("mcp-masquerade")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = folder.appendingPathComponent("fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: MCPDefaultAnswerTests.masquerade,
            to: fixtures.appendingPathComponent("movieinfo_20124079_real.json"))
        let standIn = try StandIn(firstFixtures: [fixtures.path])
        defer { withExtendedLifetime(standIn) {} }
        let environment = standIn.environment.merging([
            "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache",
            "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data",
        ]) { $1 }
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        session.send(
            [
                "jsonrpc": "2.0", "id": 77, "method": "tools/call",
                "params": ["name": "movie_info", "arguments": ["movie": "20124079"]],
            ] as [String: Any])
        let line = try await session.rawLine(id: 77)
        #expect(line.utf8.count <= 6 * 1024, "movie_info 20124079 is \(line.utf8.count) bytes")
        let staff = try #require(
            ((try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["result"]
                as? [String: Any])?["structuredContent"] as? [String: Any])
        #expect(((staff["staffByRole"] as? [String: Int])?.values.reduce(0, +) ?? 0) > 300)
        session.close()
    }
}
