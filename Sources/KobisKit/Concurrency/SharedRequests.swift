import Foundation

/// Identical requests in flight at once in one process are sent once: the first asks, the others wait for its
/// answer (or its error). An MCP server serving many sessions, or a range and a detail lookup side by side, would
/// otherwise spend the key's daily calls on the same answer several times.
///
/// A cancelled caller cancels the request when it is the only one waiting for it; beside others, it waits for the
/// shared answer.
public final class SharedRequests: @unchecked Sendable {
    private final class Flight: @unchecked Sendable {  // its `waiting` is read and written under the lock
        let task: Task<Data, Error>
        var waiting = 0
        init(_ task: Task<Data, Error>) { self.task = task }
    }

    private let lock = NSLock()
    private var flights: [RequestIdentity: Flight] = [:]

    public init() {}

    /// How many callers wait for `request` now.
    func waiting(for request: RequestIdentity) -> Int { lock.withLock { flights[request]?.waiting ?? 0 } }

    /// The answer to `request`: from the flight already under way for it, or from `send` in a new one.
    public func body(
        for request: RequestIdentity, send: @escaping @Sendable () async throws -> Data
    ) async throws -> Data {
        let flight = lock.withLock {
            if let flight = flights[request] {
                flight.waiting += 1
                return flight
            }
            let flight = Flight(Task { try await send() })
            flight.waiting = 1
            flights[request] = flight
            return flight
        }
        defer {
            lock.withLock {
                flight.waiting -= 1
                if flight.waiting == 0 {
                    if flights[request] === flight { flights[request] = nil }
                    flight.task.cancel()
                }
            }
        }
        return try await withTaskCancellationHandler {
            try await flight.task.value
        } onCancel: {
            lock.withLock {
                if flight.waiting == 1 { flight.task.cancel() }
            }
        }
    }
}
