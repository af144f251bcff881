import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one seam between the client and the network: send a GET, get the body and the response.
/// Tests and `--demo` swap it; production uses ``URLSessionTransport``.
public protocol HTTPTransport: Sendable {
    /// Throws ``TransportError`` for failures below HTTP; any HTTP status comes back as a response.
    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse)
}

/// A failure below HTTP, sorted by whether trying again can help.
public enum TransportError: Error, Equatable, Sendable {
    case timedOut
    /// Refused, reset, dropped, unresolvable: worth one more try.
    case connectionFailed(String)
    /// Anything else (a bad URL, TLS refused): not worth retrying.
    case other(String)
}

/// ``HTTPTransport`` over a URLSession of its own, sized for concurrent detail requests.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    private let timeout: TimeInterval
    private let maxConnections: Int
    private let lock = NSLock()
    private var cachedSession: URLSession?

    /// The session is made on the first request, so a run served from the cache never pays for it.
    public init(timeout: TimeInterval, maxConnections: Int = 10) {
        self.timeout = max(1, timeout)
        self.maxConnections = max(maxConnections, 1)
    }

    private var session: URLSession {
        lock.withLock {
            if let cachedSession { return cachedSession }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = timeout
            configuration.timeoutIntervalForResource = timeout
            configuration.httpMaximumConnectionsPerHost = maxConnections
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.httpAdditionalHeaders = ["Accept": "application/json", "User-Agent": "boxoffice"]
            let session = URLSession(configuration: configuration)
            cachedSession = session
            return session
        }
    }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
            throw URLSessionTransport.classify(error)
        } catch is CancellationError {
            throw TransportError.timedOut
        } catch {
            throw TransportError.other(String(describing: type(of: error)))
        }
        guard let http = response as? HTTPURLResponse else {
            throw TransportError.other("not an HTTP response")
        }
        return (data, http)
    }

    static func classify(_ error: URLError) -> TransportError {
        switch error.code {
        case .timedOut, .cancelled:
            return .timedOut
        case .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet, .cannotFindHost,
             .dnsLookupFailed, .badServerResponse, .resourceUnavailable, .cannotLoadFromNetwork,
             .secureConnectionFailed, .zeroByteResource, .cannotParseResponse:
            return .connectionFailed(reason(error.code))
        default:
            return .other(reason(error.code))
        }
    }

    private static func reason(_ code: URLError.Code) -> String {
        switch code {
        case .cannotConnectToHost: return "connection refused"
        case .networkConnectionLost: return "connection lost"
        case .notConnectedToInternet: return "no network"
        case .cannotFindHost, .dnsLookupFailed: return "host not found"
        case .badServerResponse, .cannotParseResponse: return "broken HTTP response"
        case .secureConnectionFailed: return "TLS failed"
        case .zeroByteResource: return "empty response"
        case .unsupportedURL: return "unsupported URL"
        default: return "URL error \(code.rawValue)"
        }
    }
}
