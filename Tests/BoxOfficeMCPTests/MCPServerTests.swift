import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// The server's JSON-RPC, in the test's process: lines in, messages out, on the bundled sample.
@Suite("MCPServer", .timeLimit(.minutes(30)))
struct MCPServerTests {
    static let handshakeVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    static let stateless = #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}"#

    // MARK: - The handshake and the stateless era

    @Test(arguments: handshakeVersions)
    func initializeAnswersInTheVersionAsked(_ version: String) async throws {
        let probe = ServerProbe()
        let result = try await probe.result(
            "initialize",
            #"{"protocolVersion":"\#(version)","capabilities":{},"clientInfo":{"name":"t","version":"1"}}"#)
        #expect(result["protocolVersion"] == .string(version))
        #expect(result["capabilities"]?["tools"]?["listChanged"] == .bool(false))
        #expect(result["capabilities"]?["logging"] != nil)
        #expect(result["serverInfo"]?["name"] == .string("boxoffice"))
        #expect(result["serverInfo"]?["version"] == .string("0.0-test"))
        #expect(result["instructions"]?.stringValue?.isEmpty == false)
    }

    @Test(arguments: ["1999-01-01", "2026-07-28", ""])
    func initializeInAVersionItDoesNotSpeakAnswersInItsLatest(_ version: String) async throws {
        let probe = ServerProbe()
        let result = try await probe.result("initialize", #"{"protocolVersion":"\#(version)","capabilities":{}}"#)
        #expect(result["protocolVersion"] == .string("2025-11-25"))
    }

    @Test func serverDiscoverListsEveryVersionAndARequestInAnotherIsRefused() async throws {
        let probe = ServerProbe()
        let discovered = try await probe.result("server/discover")
        #expect(
            discovered["supportedVersions"] == .array((["2026-07-28"] + Self.handshakeVersions).map(JSONValue.string)))
        #expect(discovered["resultType"] == .string("complete"))
        let ping = try await probe.result("ping", "{\(Self.stateless)}")
        #expect(ping == .object([("resultType", .string("complete"))]))
        let refused = try await probe.request(
            "ping", #"{"_meta":{"io.modelcontextprotocol/protocolVersion":"2099-01-01"}}"#)
        #expect(refused["error"]?["code"] == .int(-32022))
        #expect(refused["error"]?["data"]?["requested"] == .string("2099-01-01"))
        #expect(refused["error"]?["data"]?["supported"] == discovered["supportedVersions"])
    }

    @Test func aStatelessCallSaysItsResultIsComplete() async throws {
        let probe = ServerProbe()
        let result = try await probe.result(
            "tools/call", #"{"name":"quota_status","arguments":{},\#(Self.stateless)}"#)
        #expect(result["resultType"] == .string("complete"))
        #expect(result["isError"] == .bool(false))
        #expect(result["structuredContent"]?["source"] == .string("sample"))
    }

    @Test func pingAnswersAnEmptyObject() async throws {
        let probe = ServerProbe()
        #expect(try await probe.result("ping") == .object([]))
        #expect(try await probe.result("ping", "{}") == .object([]))
    }

    // MARK: - tools/list

    @Test func toolsListGivesEveryToolOnOnePageWithItsSchemasAndAnnotations() async throws {
        let probe = ServerProbe()
        let result = try await probe.result("tools/list")
        #expect(result["nextCursor"] == nil, "one page holds every tool")
        let tools = try #require(result["tools"]?.items)
        let names = tools.compactMap { $0["name"]?.stringValue }
        #expect(names.count == tools.count && Set(names).count == names.count, "each tool once, named: \(names)")
        for name in ["daily_box_office", "movie_info", "search_movies", "quota_status", "weekly_box_office"] {
            #expect(names.contains(name), "\(name) is listed")
        }
        for tool in tools {
            let name = tool["name"]?.stringValue ?? "?"
            #expect(tool["description"]?.stringValue?.isEmpty == false, "\(name) has a description")
            let input = try #require(tool["inputSchema"], "\(name) has an input schema")
            #expect(input["type"] == .string("object"), "\(name)")
            #expect(input["properties"]?.members != nil, "\(name)")
            #expect(input["additionalProperties"] == .bool(false), "\(name)")
            // Every required argument is a property.
            for required in input["required"]?.items ?? [] {
                #expect(input["properties"]?[required.stringValue ?? ""] != nil, "\(name): \(required.compact())")
            }
            let output = try #require(tool["outputSchema"], "\(name) has an output schema")
            #expect(output["type"] == .string("object"), "\(name)")
            let annotations = try #require(tool["annotations"], "\(name) has annotations")
            // A hint left out is at the specification's default; destructiveHint means something only when
            // readOnlyHint is false, and then it says false.
            let hint = annotations["readOnlyHint"]?.boolValue
            #expect(hint != nil, "\(name): readOnlyHint")
            let readOnly = hint ?? false
            #expect(readOnly || annotations["destructiveHint"] == .bool(false), "\(name) deletes nothing")
        }
        #expect(tools.first { $0["name"] == .string("quota_status") }?["annotations"]?["openWorldHint"] == .bool(false))
    }

    /// Every session holds the listing in its context: every tool, schema, title and hint in at most 20 KB, counted
    /// as the response line is sent.
    @Test func toolsListIsAtMostTwentyKilobytes() async throws {
        let probe = ServerProbe()
        let answer = try await probe.request("tools/list")
        let bytes = answer.compact().utf8.count + 1
        #expect(answer["result"]?["tools"]?.items?.count == MCPTools.all.count)
        #expect(bytes <= 20 * 1024, "tools/list is \(bytes) bytes, over 20 KB")
    }

    /// The title at the top of each tool, where the official Python SDK reads `Tool.title`, and in its annotations,
    /// where the 2025-03-26 revision put it.
    @Test func everyToolHasItsTitleAtTheTopAndInItsAnnotations() async throws {
        let probe = ServerProbe()
        let tools = try #require(try await probe.result("tools/list")["tools"]?.items)
        for tool in tools {
            let name = tool["name"]?.stringValue ?? "?"
            let title = try #require(tool["title"]?.stringValue, "\(name) has no top-level title")
            #expect(!title.isEmpty && tool["annotations"]?["title"] == .string(title), "\(name)")
        }
    }

    @Test func toolsListRefusesACursorItNeverGave() async throws {
        let probe = ServerProbe()
        let refused = try await probe.error("tools/list", #"{"cursor":"not-a-cursor"}"#)
        #expect(refused.code == -32602)
        #expect(refused.message.contains("cursor"))
    }

    @Test func statelessToolsListSaysItIsComplete() async throws {
        let probe = ServerProbe()
        let result = try await probe.result("tools/list", "{\(Self.stateless)}")
        #expect(result["resultType"] == .string("complete"))
        #expect(result["tools"]?.items?.isEmpty == false)
    }

    // MARK: - Bad messages

    @Test func anUnknownMethodIsMethodNotFound() async throws {
        let probe = ServerProbe()
        let refused = try await probe.error("resources/list")
        #expect(refused.code == -32601)
        #expect(refused.message == "Method not found: resources/list")
    }

    @Test(arguments: [#"{"jsonrpc":"2.0","id":1,"method":"ping""#, "not json", #"{"jsonrpc":"2.0"} trailing"#])
    func malformedJSONIsAParseErrorWithANullID(_ line: String) async throws {
        let probe = ServerProbe()
        probe.send(line)
        let answer = try await probe.next()
        #expect(answer["id"] == .null)
        #expect(answer["error"]?["code"] == .int(-32700))
        #expect(answer["error"]?["message"]?.stringValue?.hasPrefix("Parse error") == true)
        #expect(try await probe.result("ping") == .object([]), "the server goes on")
    }

    @Test func aBatchOrAMessageWithoutJSONRPCIsAnInvalidRequest() async throws {
        let probe = ServerProbe()
        probe.send(#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#)
        let batch = try await probe.next()
        #expect(batch["id"] == .null && batch["error"]?["code"] == .int(-32600))
        probe.send(#"{"id":"a","method":"ping"}"#)
        let bare = try await probe.next()
        #expect(bare["id"] == .string("a"), "a valid id is echoed")
        #expect(bare["error"]?["code"] == .int(-32600))
        probe.send(#"{"jsonrpc":"2.0","id":"b","method":"ping","params":[1]}"#)
        let params = try await probe.next()
        #expect(params["id"] == .string("b") && params["error"]?["code"] == .int(-32602))
    }

    @Test(arguments: ["1.5", "true", "null", "[1]", #"{"n":1}"#])
    func anIDThatIsNeitherAStringNorAnIntegerIsRefused(_ id: String) async throws {
        let probe = ServerProbe()
        probe.send(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#)
        let answer = try await probe.next()
        #expect(answer["id"] == .null)
        #expect(answer["error"]?["code"] == .int(-32600))
        #expect(answer["error"]?["message"] == .string("Invalid Request: an id is a string or an integer"))
    }

    @Test func aStringIDIsAnsweredWithTheSameString() async throws {
        let probe = ServerProbe()
        probe.send(#"{"jsonrpc":"2.0","id":"요청-1","method":"ping"}"#)
        let answer = try await probe.next()
        #expect(answer["id"] == .string("요청-1") && answer["result"] == .object([]))
    }

    // MARK: - Notifications and logging

    /// A notification gets no answer: the next message is the answer to the ping sent after it.
    @Test func aCancelForAnUnknownIDIsDroppedAndThatIDIsAnsweredLater() async throws {
        let probe = ServerProbe()
        probe.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7,"reason":"stray"}}"#)
        probe.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        probe.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1.5}}"#)
        probe.send(#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#)
        let answer = try await probe.next()
        #expect(answer["id"] == .int(7) && answer["result"] == .object([]))
        probe.send(
            #"{"jsonrpc":"2.0","id":7,"method":"tools/call","#
                + #""params":{"name":"movie_info","arguments":{"movie":"20239002"}}}"#)
        let call = try await probe.next()
        #expect(call["id"] == .int(7))
        #expect(ToolResult(try #require(call["result"])).isError == false, "a reused id is answered")
    }

    @Test func setLevelTakesMCPsLevelsAndRefusesOthers() async throws {
        let probe = ServerProbe()
        for level in ["debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"] {
            #expect(try await probe.result("logging/setLevel", #"{"level":"\#(level)"}"#) == .object([]))
        }
        for params in [#"{"level":"loud"}"#, #"{"level":3}"#, "{}"] {
            let refused = try await probe.error("logging/setLevel", params)
            #expect(refused.code == -32602)
            #expect(refused.message.hasPrefix("Invalid params: level must be one of debug"))
        }
    }

    /// A film named, not coded, is noted at info: sent to the client only once it asked for info.
    @Test func aNoteReachesTheClientOnlyAtTheLevelItAskedFor() async throws {
        let probe = ServerProbe()
        _ = try await probe.call("movie_info", #"{"movie":"콘크리트 유토피아"}"#).document()
        #expect(probe.notifications.isEmpty, "warning is the default level")
        _ = try await probe.result("logging/setLevel", #"{"level":"info"}"#)
        _ = try await probe.call("movie_info", #"{"movie":"콘크리트 유토피아"}"#).document()
        let note = try #require(probe.notifications.first)
        #expect(probe.notifications.count == 1)
        #expect(note["method"] == .string("notifications/message"))
        #expect(note["params"]?["level"] == .string("info"))
        #expect(note["params"]?["logger"] == .string("boxoffice"))
        #expect(note["params"]?["data"]?.stringValue?.contains("20239002") == true)
    }

    // MARK: - The size limit

    /// Stdin's reader splits lines across chunks and drops a line over 4 MB while it arrives.
    @Test func aLineOverFourMegabytesIsDroppedAndReportedOnceItEnds() throws {
        let limit = 4 * 1_048_576
        var buffer: [UInt8] = []
        var discarding = false
        var delivered: [MCPServer.Incoming] = []
        let ping = Array(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8)
        // A ping cut in two chunks, then a line one byte over the limit in 64 KB chunks, then another ping.
        let stream = ping + [0x0A] + [UInt8](repeating: 0x20, count: limit + 1) + [0x0A] + ping + [0x0A]
        let cuts = [10] + Array(stride(from: ping.count + 1, to: stream.count, by: 65_536)) + [stream.count]
        var start = 0
        for end in cuts {
            MCPServer.split(stream[start..<end], buffer: &buffer, discarding: &discarding) { delivered.append($0) }
            start = end
        }
        #expect(delivered.count == 3)
        guard delivered.count == 3 else { return }
        guard case .line(let first) = delivered[0], case .oversized = delivered[1], case .line(let last) = delivered[2]
        else {
            Issue.record("a line, the oversized one, a line: \(delivered)")
            return
        }
        #expect(first == ping && last == ping)
        #expect(buffer.isEmpty && !discarding)
    }

    @Test func aLineOfExactlyFourMegabytesIsKept() throws {
        var buffer: [UInt8] = []
        var discarding = false
        var delivered: [Int] = []
        let line = [UInt8](repeating: 0x20, count: 4 * 1_048_576) + [0x0A]
        MCPServer.split(line[...], buffer: &buffer, discarding: &discarding) { message in
            if case .line(let bytes) = message { delivered.append(bytes.count) } else { delivered.append(-1) }
        }
        #expect(delivered == [4 * 1_048_576])
    }

    @Test func anOversizedMessageIsAnInvalidRequestAndTheServerGoesOn() async throws {
        let probe = ServerProbe()
        probe.server.receive(.oversized)
        let refused = try await probe.next()
        #expect(refused["id"] == .null)
        #expect(refused["error"]?["code"] == .int(-32600))
        #expect(refused["error"]?["message"]?.stringValue?.contains("4 MB") == true)
        probe.send("  \t\r")  // a blank line is skipped
        #expect(try await probe.result("ping") == .object([]))
    }

    /// A message nested deeper than 512 is refused before it costs anything.
    @Test func aMessageNestedTooDeepIsAnInvalidRequest() async throws {
        let probe = ServerProbe()
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        probe.send(#"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":\#(deep)}}"#)
        let refused = try await probe.next()
        #expect(refused["id"] == .null && refused["error"]?["code"] == .int(-32600))
        #expect(refused["error"]?["message"]?.stringValue?.contains("512") == true)
    }

    // MARK: - tools/call's protocol errors

    @Test func aCallWithoutAKnownToolOrWithArgumentsNotAnObjectIsAJSONRPCError() async throws {
        let probe = ServerProbe()
        let unknown = try await probe.error("tools/call", #"{"name":"no_such_tool","arguments":{}}"#)
        #expect(unknown.code == -32602 && unknown.message == "Unknown tool: no_such_tool")
        let nameless = try await probe.error("tools/call", #"{"arguments":{}}"#)
        #expect(nameless.code == -32602)
        let list = try await probe.error("tools/call", #"{"name":"movie_info","arguments":["20239002"]}"#)
        #expect(list.code == -32602 && list.message == "Invalid params: arguments must be an object")
    }

    @Test func aCallWithArgumentsTheToolRefusesIsAToolError() async throws {
        let probe = ServerProbe()
        // In English with `lang` "en"; in Korean by default, as the call's labels are.
        let unknown = try await probe.call("movie_info", #"{"movie":"20239002","bogus":1,"lang":"en"}"#).failure()
        #expect(unknown.hasPrefix("movie_info has no argument 'bogus': it takes "))
        let takes = unknown.components(separatedBy: "it takes ").last?.components(separatedBy: ", ") ?? []
        #expect(takes.contains("movie") && takes.contains("detail"), "the line names what it takes: \(unknown)")
        #expect(try await probe.call("movie_info", #"{"lang":"en"}"#).failure() == "movie_info needs 'movie'")
        #expect(
            try await probe.call("movie_info", #"{"movie":null,"lang":"en"}"#).failure() == "movie_info needs 'movie'")
        #expect(
            try await probe.call("daily_box_office", #"{"limit":"ten","lang":"en"}"#).failure()
                == "'limit' is a whole number")
        #expect(
            try await probe.call("daily_box_office", #"{"limit":11,"lang":"en"}"#).failure()
                == "'limit' takes a whole number from 1 to 10, not '11'")
        #expect(
            try await probe.call("daily_box_office", #"{"nation":"mars","lang":"en"}"#).failure()
                .hasPrefix("'nation' takes "))
        #expect(
            try await probe.call("daily_box_office", #"{"details":"yes","lang":"en"}"#).failure()
                == "'details' is true or false")
        let korean = try await probe.call("movie_info", #"{"movie":"20239002","bogus":1}"#).failure()
        #expect(korean.hasPrefix("movie_info에는 'bogus' 인자가 없습니다: "), "\(korean)")
        #expect(try await probe.call("movie_info").failure() == "movie_info에는 'movie' 인자가 꼭 필요합니다")
        #expect(
            try await probe.call("daily_box_office", #"{"limit":11}"#).failure()
                == "'limit': '11' 대신 1에서 10 사이의 정수를 주세요")
    }
}
