import Foundation
import Testing

/// The tools `boxoffice mcp --demo` lists, read once from the server: the tests compare what a client sees (through
/// a bridge, in another era, against the stand-in) with the server's own list instead of writing the list out.
actor ListedTools {
    static let shared = ListedTools()
    private var names: Task<[String], Error>?

    /// The listed tools' names, in the server's order.
    func names() async throws -> [String] {
        if let names { return try await names.value }
        let task = Task {
            let folder = temporaryFolder("mcp-listed")
            defer { try? FileManager.default.removeItem(at: folder) }
            let session = try MCPSession(["--demo"], environment: ["HOME": folder.path])
            defer { session.close() }
            _ = try await session.initialize()
            return try await session.allTools().compactMap { $0["name"] as? String }
        }
        names = task
        return try await task.value
    }

    /// How many tools the server lists.
    static func count() async throws -> Int { try await shared.names().count }
}
