import Foundation
import Testing

/// `boxoffice mcp` served over Streamable HTTP through mcp-proxy (PyPI), as README's MCP section shows for web
/// assistants and teams: mcp_interop.py starts the bridge on 127.0.0.1 with the server behind it, connects the official
/// SDK's Streamable HTTP client, lists every tool and calls each, validating every result against its schema.
///
/// The bridge needs `mcp<2`, the client `mcp>=2`: .ci/run installs mcp-proxy in a virtual environment of its own,
/// `.build/mcp-proxy-venv`; `$MCP_PROXY` or an `mcp-proxy` on the usual paths serve too. Without one the tests report
/// as skipped, except under CI (CI=true), where they fail.
@Suite("boxoffice mcp behind mcp-proxy: Streamable HTTP with the official client")
struct MCPBridgeTests {
    static let proxy: String? = {
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment["MCP_PROXY"],
            Paths.root.appendingPathComponent(".build/mcp-proxy-venv/bin/mcp-proxy").path,
            TestPlatform.tool("mcp-proxy"),
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let runnable = MCPInteropTests.underCI || (proxy != nil && MCPInteropTests.python != nil)
    static let skipReason: Comment = "no mcp-proxy or no MCP SDK: .ci/run installs them into .build"

    static func run(_ server: String) async throws -> InteropRun {
        let proxy = try #require(
            proxy, "CI=true, yet there is no mcp-proxy: .ci/run installs it into .build/mcp-proxy-venv")
        return try await InteropRuns.shared.run(server, python: try MCPInteropTests.requirePython(), bridge: proxy)
    }

    @Test(.enabled(if: runnable, skipReason), arguments: ["demo", "standin"])
    func everyToolAnswersOverStreamableHTTPAndFitsItsSchema(server: String) async throws {
        let run = try await Self.run(server)
        #expect(run.status == 0, "\(server): the script failed. \(run.context)")
        let era = try #require(run.eras.first, "\(server): the script printed nothing. \(run.context)")
        #expect(run.eras.count == 1, "the bridge is driven in handshake mode only")
        #expect(era["fatal"] == nil || era["fatal"] is NSNull, "\(server): \(era["fatal"] ?? "")\n\(run.context)")
        #expect(era["protocolVersion"] as? String == "2025-11-25")
        let tools = era["tools"] as? [String] ?? []
        #expect(
            tools.sorted() == (try await ListedTools.shared.names()).sorted(),
            "\(server): the client saw \(tools.count) tools through the bridge")
        #expect(era["pages"] as? Int == 1, "\(server): every tool in the first tools/list answer through the bridge")
        #expect((era["untested"] as? [String] ?? []).isEmpty && (era["unlisted"] as? [String] ?? []).isEmpty)
        let results = era["results"] as? [String: [String: Any]] ?? [:]
        // A key is a tool, or a further call of one: `tool (what it shows)`.
        let called = Set(results.keys.map { String($0.prefix { $0 != " " }) })
        #expect(called == Set(tools), "\(server): every listed tool called")
        for (tool, result) in results.sorted(by: { $0.key < $1.key }) {
            // The calls the table expects to fail (MCPInteropTests.expectedErrors) fail through the bridge too.
            let expected = result["expectError"] as? Bool ?? false
            #expect(result["isError"] as? Bool == expected, "\(server) \(tool): \(result["errorText"] ?? "no result")")
            let errors = result["validationErrors"] as? [String] ?? ["(no validationErrors list)"]
            #expect(errors.isEmpty, "\(server) \(tool):\n\(errors.joined(separator: "\n"))")
            #expect((result["schemaProblems"] as? [String] ?? []).isEmpty, "\(server) \(tool): schema problems")
        }
    }

    /// Eight sessions at once through one bridge, so one `boxoffice mcp` process serves them all: every call answered,
    /// the request count equal to what the stand-in received, and each day the sessions share sent at most twice.
    @Test(.enabled(if: runnable, skipReason))
    func eightSessionsAtOnceShareOneProcessOneCacheAndOneCount() async throws {
        let proxy = try #require(Self.proxy, "CI=true, yet there is no mcp-proxy: .ci/run installs it")
        let python = try MCPInteropTests.requirePython()
        let standIn = try StandIn(["--synthetic", "--latency-ms", "50"])
        let folder = temporaryFolder("mcp-bridge-burst")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = standIn.environment.merging([
            "BOXOFFICE_NOW": InteropRuns.now, "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache",
            "XDG_STATE_HOME": folder.path + "/state", "XDG_DATA_HOME": folder.path + "/data",
            "XDG_CONFIG_HOME": folder.path + "/config",
        ]) { $1 }
        let script = Paths.root.appendingPathComponent("Tests/EndToEndTests/Interop/mcp_bridge_burst.py").path
        let run = try await runBoxOffice([script, Paths.binary, proxy], environment: environment, executable: python)
        let line = try #require(
            try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            "the script printed no summary; it exited \(run.status): \(run.stderr.suffix(2000))")
        #expect(line["calls"] as? Int == 48)
        let errors = line["errors"] as? [String] ?? ["(no errors list)"]
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
        let usage = try await runBoxOffice(["usage", "-f", "json"], environment: environment)
        let used = (try? JSONSerialization.jsonObject(with: Data(usage.stdout.utf8)) as? [String: Any])?["used"] as? Int
        #expect(used == standIn.requests.count, "the ledger: \(used ?? -1), the stand-in: \(standIn.requests.count)")
        for day in 1...5 {
            let sent = standIn.requests.filter { $0.contains("targetDt=2023030\(day)") }.count
            #expect((1...2).contains(sent), "2023-03-0\(day) was sent \(sent) times")
        }
    }
}
