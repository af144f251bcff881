import Foundation
import Testing

/// `boxoffice mcp` against what it promises: silence on notifications, whatever their method. (That the output
/// schemas say what docs/json.md says is BoxOfficeMCPTests' DocumentedSchemaTests: the listing shows them slim.)
@Suite("boxoffice mcp: notifications")
struct MCPContractTests {
    func folders(_ folder: URL) -> [String: String] {
        [
            "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config",
        ]
    }

    /// Messages without an id are notifications: the server answers none of them and acts on none that asks for
    /// work (a tool call without an id sends nothing to KOBIS). After EOF, its stdout holds exactly the answers to
    /// the two requests, and the stand-in saw no request.
    @Test func notificationsOfAnyMethodGetNoAnswerAndDoNoWork() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("mcp-silent")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = standIn.environment.merging(folders(folder)) { $1 }
            .merging(["BOXOFFICE_NOW": "2024-01-16T03:00:00Z"]) { $1 }
        let session = try MCPSession(environment: environment)
        _ = try await session.initialize()
        let notifications: [[String: Any]] = [
            ["jsonrpc": "2.0", "method": "tools/call", "params": ["name": "daily_box_office", "arguments": [:]]],
            ["jsonrpc": "2.0", "method": "tools/call", "params": ["name": "no_such_tool"]],
            ["jsonrpc": "2.0", "method": "tools/list"],
            ["jsonrpc": "2.0", "method": "ping"],
            ["jsonrpc": "2.0", "method": "no/such/method", "params": ["x": 1]],
            ["jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": ["not": "an id"]]],
            ["jsonrpc": "2.0", "method": "notifications/cancelled"],
            ["jsonrpc": "2.0", "method": "notifications/progress", "params": ["progressToken": 1, "progress": 1]],
            ["jsonrpc": "2.0", "method": "notifications/roots/list_changed", "params": "not an object"],
        ]
        for notification in notifications { session.send(notification) }
        let ping = try await session.request("ping", id: 9)
        #expect(ping["result"] != nil, "\(ping)")
        session.close()
        #expect(await session.exitStatus() == 0, "the server ends at EOF")
        let messages = session.stdoutLines.map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unparsed": line]
        }
        let ids = messages.map { "\($0["id"] ?? "none")" }
        #expect(
            ids.sorted() == ["101", "9"], "only the initialize (101) and the ping are answered: \(session.stdoutLines)")
        #expect(standIn.requests.isEmpty, "a tool call without an id ran: \(standIn.requests)")
    }
}
