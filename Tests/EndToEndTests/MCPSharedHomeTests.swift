import Foundation
import Testing

/// Eight local clients, each with its own `boxoffice mcp` process, on one home: one cache and one request count.
@Suite("boxoffice mcp: eight processes on one home")
struct MCPSharedHomeTests {
    @Test func eightProcessesShareOneCountAndOneCacheWithNoTornFile() async throws {
        let standIn = try StandIn(["--synthetic", "--latency-ms", "50"])
        let folder = temporaryFolder("mcp-shared-home")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = standIn.environment.merging([
            "BOXOFFICE_NOW": "2024-01-16T03:00:00Z", "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache",
            "XDG_STATE_HOME": folder.path + "/state", "XDG_DATA_HOME": folder.path + "/data",
            "XDG_CONFIG_HOME": folder.path + "/config",
        ]) { $1 }
        let sessions = try (0..<8).map { _ in try MCPSession(environment: environment) }
        for session in sessions { _ = try await session.initialize() }
        // A burst: every process asks for the same five days and a day of its own, all at once.
        let days = (1...5).map { "2023-03-0\($0)" }
        var asked: [(MCPSession, Int)] = []
        for (index, session) in sessions.enumerated() {
            for date in days + ["2023-04-\(String(format: "%02d", index + 1))"] {
                let id = session.newID()
                session.send([
                    "jsonrpc": "2.0", "id": id, "method": "tools/call",
                    "params": ["name": "daily_box_office", "arguments": ["date": date]],
                ])
                asked.append((session, id))
            }
        }
        for (session, id) in asked {
            let result = try #require(try await session.response(id)["result"] as? [String: Any])
            #expect(result["isError"] as? Bool == false, "\(result)")
        }
        for session in sessions {
            session.close()
            #expect(await session.exitStatus() == 0)
        }
        // One count: the ledger holds every request the stand-in received, no more and no fewer.
        let usage = try await runBoxOffice(["usage", "-f", "json"], environment: environment)
        let used = try #require(
            (try JSONSerialization.jsonObject(with: Data(usage.stdout.utf8)) as? [String: Any])?["used"] as? Int,
            "\(usage.stdout) \(usage.stderr)")
        #expect(used == standIn.requests.count, "the ledger says \(used), the stand-in received \(standIn.requests.count)")
        // One cache, no torn file: every day is answered from it, whole, with no request.
        let before = standIn.requests.count
        for date in days + (1...8).map({ "2023-04-\(String(format: "%02d", $0))" }) {
            let run = try await runBoxOffice(["daily", "-d", date, "-f", "json"], environment: environment)
            #expect(run.status == 0, "\(date): \(run.stderr)")
            #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(date) whole")
        }
        #expect(standIn.requests.count == before, "every day came from the cache")
        let perDay = days.map { day in
            standIn.requests.filter { $0.contains("targetDt=\(day.replacingOccurrences(of: "-", with: ""))") }.count
        }
        // Eight processes asking for a day at once: each day sent at most twice.
        #expect(perDay.allSatisfy { $0 <= 2 }, "requests per shared day: \(perDay)")
    }
}
