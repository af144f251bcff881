import Foundation

/// What a long run asks its front-end before it sends anything: the command line asks on a terminal (or
/// wants `--yes`), the MCP server refuses a call over its limit.
public struct RunApproval {
    /// Runs of at most this many requests go ahead without asking.
    public let above: Int
    /// Hears how many requests the run would send; throws to stop it.
    public let ask: (Int) async throws -> Void

    public init(above: Int, ask: @escaping (Int) async throws -> Void) {
        self.above = above
        self.ask = ask
    }

    /// Nothing is asked: only the quota is checked.
    public static var unasked: RunApproval { RunApproval(above: .max) { _ in } }
}
