import Foundation

@testable import KobisKit

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The repository's own fixtures, written in KOBIS's format to cover every quirk in API.md.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static var all: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()) ?? []
    }
}

/// A transport that answers from a script and counts what it was asked.
final class ScriptedTransport: HTTPTransport, @unchecked Sendable {
    enum Step: Sendable {
        case status(Int, String)
        case failure(TransportError)
        case body(String)
        case redirect(String)
    }

    private let lock = NSLock()
    private var steps: [Step]
    private let fallback: (URLRequest) -> Step
    private(set) var requests: [URLRequest] = []
    private var inFlight = 0
    private(set) var maxInFlight = 0
    let delay: UInt64

    init(
        _ steps: [Step] = [], delayMilliseconds: UInt64 = 0,
        fallback: @escaping (URLRequest) -> Step = { _ in .status(500, "") }
    ) {
        self.steps = steps
        self.fallback = fallback
        self.delay = delayMilliseconds * 1_000_000
    }

    var count: Int { lock.withLock { requests.count } }

    func send(_ request: URLRequest, maxBytes: Int) async throws -> (Data, HTTPURLResponse) {
        let step: Step = lock.withLock {
            requests.append(request)
            inFlight += 1
            maxInFlight = max(maxInFlight, inFlight)
            return steps.isEmpty ? fallback(request) : steps.removeFirst()
        }
        if delay > 0 { try? await Task.sleep(nanoseconds: delay) }
        lock.withLock { inFlight -= 1 }
        switch step {
        case .failure(let error): throw error
        case .status(let code, let text):
            return (
                Data(text.utf8),
                HTTPURLResponse(url: request.url!, statusCode: code, httpVersion: nil, headerFields: nil)!
            )
        case .redirect(let location):
            return (
                Data(),
                HTTPURLResponse(
                    url: request.url!, statusCode: 302, httpVersion: nil, headerFields: ["Location": location])!
            )
        case .body(let text):
            return (
                Data(text.utf8),
                HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
            )
        }
    }
}

func fixedDate(_ iso: String) -> Date {
    ISO8601DateFormatter().date(from: iso)!
}
