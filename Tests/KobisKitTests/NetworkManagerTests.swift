import Foundation
import Testing
@testable import KobisKit

@Suite("NetworkManager")
struct NetworkManagerTests {
    let day = KobisDate(year: 2023, month: 8, day: 23)!
    let fast = RetryPolicy(maxRetries: 2, baseDelay: 0.001, jitter: 0.5)
    let ok = #"{"boxOfficeResult":{"dailyBoxOfficeList":[]}}"#

    func manager(_ transport: ScriptedTransport, key: String = "secret-key-123") -> NetworkManager {
        NetworkManager(transport: transport, baseURL: URL(string: "http://127.0.0.1:1/rest")!, apiKey: key,
                       timeout: 1, retry: fast)
    }

    @Test func twoServerErrorsThenSuccessTakeExactlyThreeRequests() async throws {
        let transport = ScriptedTransport([.status(503, ""), .status(503, ""), .body(ok)])
        let data = try await manager(transport).fetch(.dailyBoxOffice(date: day))
        #expect(String(decoding: data, as: UTF8.self) == ok)
        #expect(transport.count == 3)
    }

    @Test func givesUpAfterTwoRetries() async {
        let transport = ScriptedTransport([.status(502, ""), .status(503, ""), .status(500, ""), .body(ok)])
        await #expect(throws: KobisError.serverError(status: 500)) { try await manager(transport).fetch(.dailyBoxOffice(date: day)) }
        #expect(transport.count == 3)
    }

    @Test func retriesTimeoutsAndConnectionFailures() async throws {
        let transport = ScriptedTransport([.failure(.timedOut), .failure(.connectionFailed("connection refused")), .body(ok)])
        _ = try await manager(transport).fetch(.dailyBoxOffice(date: day))
        #expect(transport.count == 3)
    }

    @Test func neverRetriesA4xxOrAFault() async throws {
        let notFound = ScriptedTransport([.status(404, ""), .body(ok)])
        await #expect(throws: KobisError.httpStatus(404)) { try await manager(notFound).fetch(.dailyBoxOffice(date: day)) }
        #expect(notFound.count == 1)
        let fault = ScriptedTransport([.body(#"{"faultInfo":{"message":"x","errorCode":"320010"}}"#), .body(ok)])
        _ = try await manager(fault).fetch(.dailyBoxOffice(date: day))
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
        let transport = ScriptedTransport(delayMilliseconds: 5000, fallback: { _ in .body("{}") })
        let network = NetworkManager(transport: transport, baseURL: URL(string: "http://127.0.0.1:1")!, apiKey: "k",
                                     timeout: 1, retry: RetryPolicy(maxRetries: 0))
        // The transport would answer "{}" after 5 s: only the deadline can turn this into a timeout.
        await #expect(throws: KobisError.timedOut(host: "127.0.0.1:1", seconds: 1)) { try await network.fetch(.movieInfo(code: "1")) }
        #expect(transport.count == 1)
    }

    @Test func errorsCarryNoKey() async {
        let transport = ScriptedTransport([.failure(.other("bad URL http://x/?key=secret-key-123&targetDt=1"))])
        do {
            _ = try await manager(transport).fetch(.dailyBoxOffice(date: day))
        } catch {
            #expect(!Redactor(key: "secret-key-123").redact(String(describing: error)).contains("secret-key-123"))
        }
        #expect(transport.requests.first?.url?.query?.contains("key=secret-key-123") == true)
    }

    @Test func redactsTheKeyAndAnyKeyParameter() {
        let redactor = Redactor(key: "abc+/123")
        #expect(redactor.redact("GET /x?key=abc%2B%2F123&targetDt=1") == "GET /x?key=REDACTED&targetDt=1")
        #expect(redactor.redact("the key abc+/123 leaked") == "the key REDACTED leaked")
        #expect(Redactor(key: nil).redact("https://h/p?targetDt=1&key=zzz") == "https://h/p?targetDt=1&key=REDACTED")
        #expect(Redactor(key: nil).redact("monkey=1") == "monkey=1")
    }
}
