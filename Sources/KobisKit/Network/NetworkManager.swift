import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// When and how long to wait before trying a request again.
public struct RetryPolicy: Sendable {
    /// Further attempts after the first.
    public var maxRetries: Int
    /// The first pause; each later pause doubles it.
    public var baseDelay: Double
    /// Up to this fraction of each pause is added at random, so parallel cron jobs do not retry in step.
    public var jitter: Double

    public init(maxRetries: Int = 2, baseDelay: Double = 0.25, jitter: Double = 0.5) {
        self.maxRetries = max(0, maxRetries)
        self.baseDelay = max(0, baseDelay)
        self.jitter = max(0, jitter)
    }

    public static let standard = RetryPolicy()

    /// The pause before retry number `attempt` (1-based).
    public func delay(beforeRetry attempt: Int) -> Double {
        let base = baseDelay * pow(2, Double(attempt - 1))
        return base + base * jitter * Double.random(in: 0...1)
    }
}

/// Sends KOBIS requests: adds the key, applies the timeout, retries what is worth retrying,
/// and turns every failure into a ``KobisError`` that carries no key.
public final class NetworkManager: Sendable {
    public let baseURL: URL
    public let timeout: Double
    public let retry: RetryPolicy
    private let transport: HTTPTransport
    private let apiKey: String
    private let onRequest: (@Sendable (KobisAPI) -> Void)?

    /// `timeout` is per attempt and never under one second (URLSession on Linux fails sooner ones at once).
    public init(transport: HTTPTransport, baseURL: URL = KobisAPI.defaultBaseURL, apiKey: String,
                timeout: Double = 10, retry: RetryPolicy = .standard,
                onRequest: (@Sendable (KobisAPI) -> Void)? = nil) {
        self.transport = transport
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.timeout = max(1, timeout)
        self.retry = retry
        self.onRequest = onRequest
    }

    var host: String { baseURL.host.map { h in baseURL.port.map { "\(h):\($0)" } ?? h } ?? baseURL.absoluteString }

    /// The body of a 200 answer. `faultInfo` bodies come back too (KOBIS sends them with 200); the decoder sorts them out.
    public func fetch(_ endpoint: KobisAPI) async throws -> Data {
        var request = URLRequest(url: endpoint.url(base: baseURL, key: apiKey))
        request.httpMethod = "GET"
        request.timeoutInterval = timeout
        var attempt = 0
        while true {
            onRequest?(endpoint)
            let failure: KobisError
            do {
                let (data, response) = try await sendWithDeadline(request)
                switch response.statusCode {
                case 200..<300:
                    return data
                case 500..<600:
                    failure = .serverError(status: response.statusCode)
                default:
                    throw KobisError.httpStatus(response.statusCode)
                }
            } catch let error as TransportError {
                switch error {
                case .timedOut: failure = .timedOut(host: host, seconds: timeout)
                case .connectionFailed(let reason): failure = .unreachable(host: host, reason: reason)
                case .other(let reason): throw KobisError.unreachable(host: host, reason: reason)
                }
            } catch let error as KobisError {
                throw error
            } catch {
                throw KobisError.unreachable(host: host, reason: String(describing: type(of: error)))
            }
            attempt += 1
            guard attempt <= retry.maxRetries else { throw failure }
            try? await Task.sleep(nanoseconds: UInt64(retry.delay(beforeRetry: attempt) * 1_000_000_000))
        }
    }

    /// Races the request against the timeout, so a server that trickles bytes cannot hold the run past it.
    private func sendWithDeadline(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let transport = self.transport
        let limit = UInt64((timeout + 0.25) * 1_000_000_000)
        return try await withThrowingTaskGroup(of: (Data, HTTPURLResponse).self) { group in
            group.addTask { try await transport.send(request) }
            group.addTask {
                try await Task.sleep(nanoseconds: limit)
                throw TransportError.timedOut
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw TransportError.timedOut }
            return first
        }
    }
}
