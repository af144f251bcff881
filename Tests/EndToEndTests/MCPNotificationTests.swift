import Foundation
import Testing

/// `boxoffice mcp` through its pipes: what it does with notifications, without a key, and how big its answers are.
@Suite("boxoffice mcp: notifications, no key, response sizes")
struct MCPNotificationTests {
    /// The largest a response line may be, in bytes (1 KB = 1,024 bytes), for the calls an assistant makes first:
    /// every byte of them is context the assistant pays for.
    /// Every tool in one answer, at most 20 KB (issue 43): every session holds it in its context.
    static let toolsListBudget = 20 * 1024
    static let dailyBudget = 4 * 1024
    static let movieBudget = 6 * 1024

    /// HOME and the XDG folders in a fresh temporary folder, nothing in them.
    func folders(_ folder: URL) -> [String: String] {
        [
            "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config",
        ]
    }

    /// The response to `id` (a message with that id and a result or an error), or nil when the server's stdout
    /// ended without one (or the hang guard passed).
    func answer(_ session: MCPSession, _ id: Int) async -> [String: Any]? {
        func found() -> [String: Any]? {
            session.messages.first { ($0["id"] as? Int) == id && ($0["result"] != nil || $0["error"] != nil) }
        }
        let deadline = Date().addingTimeInterval(hangGuard)
        while Date() < deadline {
            if let answer = found() { return answer }
            if session.outputIsRead { return found() }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return found()
    }

    /// The raw line of the response to `id`: its size is what the client reads.
    func line(_ session: MCPSession, _ id: Int) -> String? {
        session.stdoutLines.first { line in
            guard let message = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                return false
            }
            return (message["id"] as? Int) == id && (message["result"] != nil || message["error"] != nil)
        }
    }

    func ended(_ session: MCPSession) -> String {
        session.process.isRunning ? "it is still running" : "it exited with status \(session.process.terminationStatus)"
    }

    func initialize(_ session: MCPSession, id: Int) {
        session.send([
            "jsonrpc": "2.0", "id": id, "method": "initialize",
            "params": [
                "protocolVersion": "2025-11-25", "capabilities": [:] as [String: Any],
                "clientInfo": ["name": "tests", "version": "1"],
            ],
        ])
    }

    @Test func stdoutHoldsOnlyAnswersToTheTestsRequestsAndIDsNamedByEarlierCancelsAreAnswered() async throws {
        let folder = temporaryFolder("mcp-notifications")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A key, so the server starts; nothing here reaches KOBIS, and nothing listens at the address.
        let environment = folders(folder).merging([
            "KOBIS_API_KEY": testKey, "KOBIS_BASE_URL": "http://127.0.0.1:\(closedPort())/kobisopenapi/webservice/rest",
        ]) { $1 }
        let session = try MCPSession(environment: environment)
        initialize(session, id: 1)
        let hello = await answer(session, 1)
        try #require(
            hello?["result"] != nil,
            Comment(
                rawValue:
                    "initialize (id 1) was not answered with a result: \(ended(session)); "
                    + "\(hello ?? [:]); stderr: \(session.stderr.suffix(1000))"))
        session.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        session.send(["jsonrpc": "2.0", "method": "notifications/whatever", "params": ["anything": 1]])
        // Cancellations for requests the client never sent: there is nothing to cancel, and the ids stay free. The
        // ids are then used by a tools/list and by a tools/call (a tool that needs no KOBIS: list_notes).
        for never in [4242, 4243] {
            session.send([
                "jsonrpc": "2.0", "method": "notifications/cancelled",
                "params": ["requestId": never, "reason": "for a request never sent"],
            ])
        }
        session.send(["jsonrpc": "2.0", "id": 4242, "method": "tools/list"])
        session.send([
            "jsonrpc": "2.0", "id": 4243, "method": "tools/call",
            "params": ["name": "list_notes", "arguments": [:] as [String: Any]],
        ])
        session.send(["jsonrpc": "2.0", "id": 7, "method": "ping"])
        let ping = await answer(session, 7)
        #expect(ping?["result"] != nil, "ping (id 7) was not answered with a result: \(ping ?? [:]); \(ended(session))")
        // The ping was sent last, and requests may be answered in any order: a few seconds more for the others.
        let list = await answer(session, 4242)
        #expect(
            ((list?["result"] as? [String: Any])?["tools"] as? [Any])?.isEmpty == false,
            Comment(
                rawValue:
                    "tools/list with id 4242 was not answered with the tools: a notifications/cancelled for id "
                    + "4242 came before any request with that id, so it cancelled nothing, and a later request "
                    + "may use the id. "
                    + "Got: \(list.map { "\($0)".prefix(300) } ?? "no answer")"))
        let notes = await answer(session, 4243)
        #expect(
            (notes?["result"] as? [String: Any])?["isError"] as? Bool == false,
            Comment(
                rawValue:
                    "tools/call list_notes with id 4243 was not answered with a result: a notifications/cancelled for "
                    + "id 4243 came before any request with that id, so it cancelled nothing, and a later request "
                    + "may use the id. Got: \(notes.map { "\($0)".prefix(300) } ?? "no answer")"))
        session.close()
        #expect(await session.exitStatus() == 0, "the server did not end cleanly at EOF: \(ended(session))")
        // Everything the server wrote: responses to ids 1, 4242, 4243 and 7, once each, and notifications; nothing
        // else.
        var answered: [String: Int] = [:]
        for line in session.stdoutLines {
            guard let message = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                Issue.record("stdout holds a line that is not a JSON-RPC message: \(line.prefix(300))")
                continue
            }
            guard let id = message["id"] else {
                #expect(
                    message["method"] is String,
                    "stdout holds a message with neither an id nor a method: \(line.prefix(300))")
                continue
            }
            let key = id is NSNull ? "null" : "\(id)"
            if message["method"] != nil {
                Issue.record("the server sent a request (id \(key)) the test did not expect: \(line.prefix(300))")
            } else if !["1", "4242", "4243", "7"].contains(key) {
                Issue.record(
                    Comment(
                        rawValue:
                            "stdout holds a response to id \(key), which the test never used (an answer to one of "
                            + "the notifications?): \(line.prefix(300))"))
            } else if message["result"] == nil && message["error"] == nil {
                Issue.record("stdout holds a message for id \(key) with neither result nor error: \(line.prefix(300))")
            } else {
                answered[key, default: 0] += 1
            }
        }
        #expect(
            answered == ["1": 1, "4242": 1, "4243": 1, "7": 1],
            "each of the test's requests must be answered exactly once; answers per id: \(answered)")
    }

    @Test func withoutAKeyTheServerStartsListsItsToolsAndACallSaysHowToGetAKeyOrUseTheSample() async throws {
        let folder = temporaryFolder("mcp-no-key")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Nothing but PATH, LANG, HOME and the XDG folders (MCPSession adds PATH and LANG): no key, no config file.
        let session = try MCPSession(environment: folders(folder))
        initialize(session, id: 1)
        let hello = await answer(session, 1)
        try #require(
            hello?["result"] != nil,
            Comment(
                rawValue:
                    "with no key, initialize (id 1) was not answered: \(ended(session)); "
                    + "stderr: \(session.stderr.suffix(1000))"))
        session.send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        session.send(["jsonrpc": "2.0", "id": 2, "method": "tools/list"])
        let list = await answer(session, 2)
        let tools = (list?["result"] as? [String: Any])?["tools"] as? [[String: Any]] ?? []
        #expect(
            tools.contains { $0["name"] as? String == "daily_box_office" },
            Comment(
                rawValue: "with no key, tools/list (id 2) did not list daily_box_office: "
                    + "\(list.map { "\($0)".prefix(300) } ?? "no answer"); " + ended(session)))
        session.send([
            "jsonrpc": "2.0", "id": 3, "method": "tools/call",
            "params": ["name": "daily_box_office", "arguments": [:] as [String: Any]],
        ])
        let call = await answer(session, 3)
        let result = try #require(
            call?["result"] as? [String: Any],
            Comment(
                rawValue:
                    "with no key, tools/call daily_box_office (id 3) got no result: \(call ?? [:]); "
                    + ended(session)))
        let text = ((result["content"] as? [[String: Any]]) ?? []).compactMap { $0["text"] as? String }
            .joined(separator: "\n")
        #expect(result["isError"] as? Bool == true, "with no key, daily_box_office must be a tool error: \(result)")
        #expect(
            text.contains("set-key") && text.contains("--demo"),
            Comment(
                rawValue:
                    "with no key, the tool error must say how to set one (`set-key`) and how to try the sample "
                    + "(`--demo`): \(text)"))
        session.close()
        #expect(await session.exitStatus() == 0, "the server did not end cleanly at EOF: \(ended(session))")
    }

    @Test func theFirstAnswersAnAssistantReadsStayWithinTheirSizeBudgets() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("mcp-sizes")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let environment = folders(folder).merging(standIn.environment) { $1 }
            .merging(["BOXOFFICE_NOW": "2024-01-16T03:00:00Z"]) { $1 }
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        let listID = session.newID()
        let list = try await session.request("tools/list", id: listID)
        let listed = try await ListedTools.count()
        #expect(((list["result"] as? [String: Any])?["tools"] as? [Any])?.count == listed, "tools/list: \(list)")
        #expect((list["result"] as? [String: Any])?["nextCursor"] == nil, "tools/list lists every tool in one answer")
        // 20124079 (광해, 왕이 된 남자) is in the stand-in's fixtures, as movieinfo_20124079_masquerade_short.json: a
        // shortened record (two actors, no staff), so the real film's answer is larger than the one measured here.
        let calls: [(String, [String: Any], Int)] = [
            ("daily_box_office", ["date": "2024-01-01"], Self.dailyBudget),
            ("movie_info", ["movie": "20124079"], Self.movieBudget),
        ]
        var measured: [(String, Int, Int?)] = [("tools/list", Self.toolsListBudget, line(session, listID)?.utf8.count)]
        for (tool, arguments, budget) in calls {
            let id = session.newID()
            let result = try await session.call(tool, arguments, id: id)
            // A short error would fit any budget: only a full answer counts.
            #expect(result["isError"] as? Bool == false, "\(tool) \(arguments) must succeed to be measured: \(result)")
            measured.append(("\(tool) \(arguments)", budget, line(session, id)?.utf8.count))
        }
        for (what, budget, bytes) in measured {
            let size = try #require(bytes, "the response line of \(what) was not found on stdout")
            #expect(
                size <= budget,
                Comment(
                    rawValue:
                        "the JSON-RPC response line of \(what) is \(size) bytes, over its budget of "
                        + "\(budget) bytes (\(budget / 1024) KB)"))
        }
        session.close()
    }
}
