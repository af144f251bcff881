import Foundation
import Testing

@testable import KobisKit

@Suite("SharedRequests")
struct SharedRequestsTests {
    /// A send that counts itself and answers only once the test opens it.
    final class Gate: @unchecked Sendable {
        private let lock = NSLock()
        private var sends = 0
        private var open = false
        var count: Int { lock.withLock { sends } }
        func release() { lock.withLock { open = true } }

        func send(_ body: String) async throws -> Data {
            lock.withLock { sends += 1 }
            while !lock.withLock({ open }) {
                try Task.checkCancellation()
                try await Task.sleep(nanoseconds: 1_000_000)
            }
            return Data(body.utf8)
        }
    }

    let movie = Endpoint.movieInfo(code: "20124079").request
    let other = Endpoint.movieInfo(code: "20239002").request

    /// Waits until `count` callers wait for `request` (no clock decides; the bound only guards a hang).
    func joined(_ shared: SharedRequests, _ request: RequestIdentity, _ count: Int) async throws {
        let deadline = Date().addingTimeInterval(600)
        while shared.waiting(for: request) < count && Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
        try #require(shared.waiting(for: request) == count)
    }

    @Test func eightIdenticalRequestsInFlightAreSentOnceAndAllGetTheAnswer() async throws {
        let shared = SharedRequests()
        let gate = Gate()
        let request = movie
        let answers = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try await shared.body(for: request) { try await gate.send("광해") } } }
            try await joined(shared, request, 8)
            gate.release()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(gate.count == 1)
        #expect(answers.count == 8 && answers.allSatisfy { $0 == Data("광해".utf8) })
        #expect(shared.waiting(for: request) == 0, "the flight is gone once answered")
    }

    @Test func differentRequestsAndLaterOnesAreEachSent() async throws {
        let shared = SharedRequests()
        let gate = Gate()
        gate.release()
        _ = try await shared.body(for: movie) { try await gate.send("a") }
        _ = try await shared.body(for: movie) { try await gate.send("a") }
        _ = try await shared.body(for: other) { try await gate.send("b") }
        #expect(gate.count == 3)
    }

    @Test func anErrorReachesEveryWaiterAndTheNextAskSendsAgain() async throws {
        struct Refused: Error {}
        let shared = SharedRequests()
        let request = movie
        let gate = Gate()
        await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<3 {
                group.addTask {
                    do {
                        _ = try await shared.body(for: request) {
                            _ = try await gate.send("")
                            throw Refused()
                        }
                        return false
                    } catch { return error is Refused }
                }
            }
            try? await joined(shared, request, 3)
            gate.release()
            #expect(await group.reduce(into: []) { $0.append($1) } == [true, true, true])
        }
        #expect(gate.count == 1)
        _ = try await shared.body(for: request) { try await gate.send("again") }
        #expect(gate.count == 2)
    }

    @Test func theOnlyWaiterCancelledCancelsTheRequest() async throws {
        let shared = SharedRequests()
        let request = movie
        let gate = Gate()
        let caller = Task { try await shared.body(for: request) { try await gate.send("never") } }
        try await joined(shared, request, 1)
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(shared.waiting(for: request) == 0)
    }
}
