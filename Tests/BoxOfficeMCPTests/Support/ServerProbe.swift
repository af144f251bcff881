import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// An ``MCPServer`` inside the test's process, serving the bundled sample (no network, no key) from a fresh home:
/// JSON-RPC lines go in through ``MCPServer/receive(_:)`` and every message it sends comes back parsed, in order.
/// Waits are for a message, never for the clock.
final class ServerProbe {
    let server: MCPServer
    let home: URL
    private var messages: AsyncStream<JSONValue>.Iterator
    /// Every notification the server sent while a response was awaited.
    private(set) var notifications: [JSONValue] = []
    private var nextID = 0

    init(sample: Bool = true) {
        home = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-mcp-unit-\(UUID().uuidString)", isDirectory: true)
        let environment = [
            "HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache", "XDG_STATE_HOME": home.path + "/state",
            "XDG_DATA_HOME": home.path + "/data", "XDG_CONFIG_HOME": home.path + "/config",
            "BOXOFFICE_NOW": "2023-09-01T03:00:00Z",
        ]
        let launch = ServerLaunch(
            options: ServiceOptions(demo: sample), environment: environment, now: DemoSource.now,
            secrets: SecretBox(), version: "0.0-test", interactive: false, log: { _ in })
        let (stream, continuation) = AsyncStream.makeStream(of: JSONValue.self)
        server = MCPServer(launch) { line in
            // Every message is one line of compact JSON ending in a newline: anything else fails to parse here.
            let parsed =
                line.hasSuffix("\n") && !line.dropLast().contains("\n")
                ? (try? JSONReader.parse(String(line.dropLast()))) : nil
            continuation.yield(parsed ?? .string("not one line of JSON: \(line)"))
        }
        messages = stream.makeAsyncIterator()
    }

    deinit { try? FileManager.default.removeItem(at: home) }

    /// Hands the server one line, as its stdin reader would.
    func send(_ text: String) {
        server.receive(.line(Array(text.utf8)))
    }

    /// The next message the server sends; it waits for it.
    func next() async throws -> JSONValue {
        try #require(await messages.next())
    }

    /// The next response (a message with a result or an error), keeping the notifications sent before it.
    func response() async throws -> JSONValue {
        while true {
            let message = try await next()
            if message["result"] != nil || message["error"] != nil { return message }
            notifications.append(message)
        }
    }

    /// A fresh integer id.
    func newID() -> Int {
        nextID += 1
        return nextID
    }

    /// Sends a request (`params` is JSON text) and returns its response, which must carry the request's id.
    func request(_ method: String, _ params: String? = nil, meta: String? = nil) async throws -> JSONValue {
        let id = newID()
        var members = [#""jsonrpc":"2.0""#, "\"id\":\(id)", "\"method\":\(JSONValue.string(method).compact())"]
        if let params { members.append("\"params\":\(params)") }
        send("{" + members.joined(separator: ",") + "}")
        let answer = try await response()
        #expect(answer["id"] == .int(Int64(id)), "the response to \(method) #\(id): \(answer.compact())")
        return answer
    }

    /// A request's result; it fails the test when the server answered with an error.
    func result(_ method: String, _ params: String? = nil) async throws -> JSONValue {
        let answer = try await request(method, params)
        return try #require(answer["result"], "\(method): \(answer.compact())")
    }

    /// A JSON-RPC error's code and message, for a request that must fail.
    func error(_ method: String, _ params: String? = nil) async throws -> (code: Int64, message: String) {
        let answer = try await request(method, params)
        let error = try #require(answer["error"], "\(method) must fail: \(answer.compact())")
        return (try #require(error["code"]?.intValue), try #require(error["message"]?.stringValue))
    }

    /// `tools/call`'s result for `arguments` (JSON text).
    func call(_ tool: String, _ arguments: String = "{}") async throws -> ToolResult {
        ToolResult(
            try await result(
                "tools/call", "{\"name\":\(JSONValue.string(tool).compact()),\"arguments\":\(arguments)}"))
    }
}

/// A `tools/call` result: the document (structured content) or the one line of a failure.
struct ToolResult {
    let raw: JSONValue

    init(_ raw: JSONValue) { self.raw = raw }

    var isError: Bool? { raw["isError"]?.boolValue }

    /// The text of the one content block.
    var text: String? {
        guard case .array(let blocks)? = raw["content"], blocks.count == 1 else { return nil }
        return blocks[0]["text"]?.stringValue
    }

    /// The structured content, which a success carries and the text repeats as compact JSON.
    func document(sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONValue {
        #expect(isError == false, "\(raw.compact())", sourceLocation: sourceLocation)
        let document = try #require(raw["structuredContent"], "\(raw.compact())", sourceLocation: sourceLocation)
        #expect(text == document.compact(), sourceLocation: sourceLocation)
        return document
    }

    /// The failure's one line.
    func failure(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        #expect(isError == true, "\(raw.compact())", sourceLocation: sourceLocation)
        #expect(raw["structuredContent"] == nil, sourceLocation: sourceLocation)
        let line = try #require(text, "\(raw.compact())", sourceLocation: sourceLocation)
        #expect(!line.contains("\n"), sourceLocation: sourceLocation)
        return line
    }
}

extension JSONValue {
    /// The items of an array; nil for anything else.
    var items: [JSONValue]? {
        if case .array(let items) = self { return items } else { return nil }
    }

    /// An object's keys, in order.
    var keys: [String] { members?.map(\.0) ?? [] }
}
