import Foundation
import Testing

@testable import KobisKit

@Suite("NetworkManager")
struct NetworkManagerTests {
    let day = KobisDate(year: 2023, month: 8, day: 23)!
    let fast = RetryPolicy(maxRetries: 2, baseDelay: 0.001, jitter: 0.5)
    let ok = #"{"boxOfficeResult":{"dailyBoxOfficeList":[]}}"#

    /// The scripted transport answers at once: the deadline, which bounds the whole request, is made long enough that a
    /// busy machine never runs the retries out of time.
    func manager(_ transport: ScriptedTransport, key: String = "secret-key-123") -> NetworkManager {
        NetworkManager(
            transport: transport, baseURL: URL(string: "http://127.0.0.1:1/rest")!, apiKey: key,
            timeout: 600, retry: fast)
    }

    @Test func twoServerErrorsThenSuccessTakeExactlyThreeRequests() async throws {
        let transport = ScriptedTransport([.status(503, ""), .status(503, ""), .body(ok)])
        let data = try await manager(transport).body(for: Endpoint.daily(date: day).request)
        #expect(String(decoding: data, as: UTF8.self) == ok)
        #expect(transport.count == 3)
    }

    @Test func givesUpAfterTwoRetries() async {
        let transport = ScriptedTransport([.status(502, ""), .status(503, ""), .status(500, ""), .body(ok)])
        await #expect(throws: KobisError.serverError(host: "127.0.0.1:1", status: 500)) {
            try await manager(transport).body(for: Endpoint.daily(date: day).request)
        }
        #expect(transport.count == 3)
    }

    @Test func retriesTimeoutsAndConnectionFailures() async throws {
        let transport = ScriptedTransport([
            .failure(.timedOut), .failure(.connectionFailed("connection refused")), .body(ok),
        ])
        _ = try await manager(transport).body(for: Endpoint.daily(date: day).request)
        #expect(transport.count == 3)
    }

    @Test func neverRetriesA4xxOrAFault() async throws {
        let notFound = ScriptedTransport([.status(404, ""), .body(ok)])
        await #expect(throws: KobisError.httpStatus(host: "127.0.0.1:1", status: 404)) {
            try await manager(notFound).body(for: Endpoint.daily(date: day).request)
        }
        #expect(notFound.count == 1)
        let fault = ScriptedTransport([.body(#"{"faultInfo":{"message":"x","errorCode":"320010"}}"#), .body(ok)])
        _ = try await manager(fault).body(for: Endpoint.daily(date: day).request)
        #expect(fault.count == 1)
    }

    @Test func theTimeoutIsNeverUnderOneSecond() {
        let network = NetworkManager(transport: ScriptedTransport(), apiKey: "k", timeout: 0.2)
        #expect(network.timeout == 1)
    }

    @Test func backoffGrowsAndStaysWithinItsJitter() {
        let policy = RetryPolicy(maxRetries: 2, baseDelay: 0.25, jitter: 0.5)
        for _ in 0..<50 {
            #expect((0.25...0.375).contains(policy.delay(beforeRetry: 1)))
            #expect((0.5...0.75).contains(policy.delay(beforeRetry: 2)))
        }
    }

    @Test func aSlowTransportIsCutOffAtTheTimeout() async {
        let transport = ScriptedTransport(delayMilliseconds: 600_000, fallback: { _ in .body("{}") })
        let network = NetworkManager(
            transport: transport, baseURL: URL(string: "http://127.0.0.1:1")!, apiKey: "k",
            timeout: 1, retry: RetryPolicy(maxRetries: 0))
        // The transport would answer "{}" after ten minutes: only the deadline can turn this into a timeout.
        await #expect(throws: KobisError.timedOut(host: "127.0.0.1:1", seconds: 1)) {
            try await network.body(for: Endpoint.movieInfo(code: "1").request)
        }
        #expect(transport.count == 1)
    }

    /// The deadline bounds the whole request: an attempt that used it up leaves no time for a retry.
    @Test func aTimedOutAttemptLeavesNoTimeForARetry() async {
        let transport = ScriptedTransport(delayMilliseconds: 60_000, fallback: { _ in .body("{}") })
        let network = NetworkManager(
            transport: transport, baseURL: URL(string: "http://127.0.0.1:1")!, apiKey: "k", timeout: 1, retry: fast)
        await #expect(throws: KobisError.timedOut(host: "127.0.0.1:1", seconds: 1)) {
            try await network.body(for: Endpoint.movieInfo(code: "1").request)
        }
        #expect(transport.count == 1)
    }

    @Test(arguments: [
        ScriptedTransport.Step.failure(.other("bad URL http://x/?key=secret-key-123&targetDt=1")),
        .failure(.timedOut), .status(404, "key=secret-key-123"), .status(503, "secret-key-123"),
        .redirect("http://evil.example:8080/steal?key=secret-key-123"), .failure(.tooLarge),
    ])
    func errorsCarryNoKeyEvenUnredacted(step: ScriptedTransport.Step) async {
        let transport = ScriptedTransport([step, step, step])
        do {
            _ = try await manager(transport).body(for: Endpoint.daily(date: day).request)
            Issue.record("no error")
        } catch {
            // The raw text, before any redaction: the message is built from the host alone.
            #expect(!String(describing: error).contains("secret-key-123"))
            #expect(!"\(error)".contains("secret"))
        }
        #expect(transport.requests.first?.url?.query?.contains("key=secret-key-123") == true)
    }

    @Test func aRedirectIsNeverFollowedAndNamesTheTargetHost() async {
        let transport = ScriptedTransport([.redirect("https://other.example/rest?key=secret-key-123"), .body(ok)])
        await #expect(throws: KobisError.redirected(host: "127.0.0.1:1", target: "https://other.example")) {
            try await manager(transport).body(for: Endpoint.daily(date: day).request)
        }
        #expect(transport.count == 1)
    }

    @Test func aBodyOverTheCapIsRefused() async {
        let big = String(repeating: "x", count: 5000)
        let network = NetworkManager(
            transport: ScriptedTransport([.body(big)]), baseURL: URL(string: "http://127.0.0.1:1")!,
            apiKey: "k", retry: fast, maxBodyBytes: 4096)
        await #expect(throws: KobisError.tooLarge(host: "127.0.0.1:1", limit: 4096)) {
            try await network.body(for: Endpoint.daily(date: day).request)
        }
    }

    @Test func aKeyEchoedInTheBodyIsMasked() async throws {
        let transport = ScriptedTransport([
            .body(#"{"faultInfo":{"message":"bad key secret-key-123","errorCode":"1"}}"#)
        ])
        let body = try await manager(transport).body(for: Endpoint.daily(date: day).request)
        #expect(!String(decoding: body, as: UTF8.self).contains("secret-key-123"))
        #expect(String(decoding: body, as: UTF8.self).contains("REDACTED"))
    }

    @Test(.timeLimit(.minutes(30)))
    func aDeadlineRacingACompletionNeverHangs() async throws {
        // Answers land right at the deadline, over and over: every call returns (the time limit only catches a
        // hang), with the body or a timeout, never anything else.
        for delay in [995, 1000, 1005] {
            let transport = ScriptedTransport(delayMilliseconds: UInt64(delay), fallback: { _ in .body("{}") })
            let network = NetworkManager(
                transport: transport, baseURL: URL(string: "http://127.0.0.1:1")!, apiKey: "k",
                timeout: 1, retry: RetryPolicy(maxRetries: 0))
            do {
                let body = try await network.body(for: Endpoint.daily(date: day).request)
                #expect(body == Data("{}".utf8), "delay \(delay)")
            } catch let error as KobisError {
                guard case .timedOut = error else {
                    Issue.record("delay \(delay): \(error)")
                    continue
                }
            }
        }
    }

    @Test func redactsTheKeyAndAnyKeyParameter() {
        #expect(Redactor(key: nil).redact("https://omdb/?t=x&apikey=zzz9") == "https://omdb/?t=x&apikey=REDACTED")
        let redactor = Redactor(key: "abc+/123")
        #expect(redactor.redact("GET /x?key=abc%2B%2F123&targetDt=1") == "GET /x?key=REDACTED&targetDt=1")
        #expect(redactor.redact("the key abc+/123 leaked") == "the key REDACTED leaked")
        #expect(Redactor(key: nil).redact("https://h/p?targetDt=1&key=zzz") == "https://h/p?targetDt=1&key=REDACTED")
        #expect(Redactor(key: nil).redact("monkey=1") == "monkey=1")
    }
}
