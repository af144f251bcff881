import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A failure below HTTP, sorted by whether trying again can help.
public enum TransportError: Error, Equatable, Sendable {
    case timedOut
    /// Dropped, reset or a broken answer, after the request may have reached the server: worth one more try.
    case connectionFailed(String)
    /// No connection was made (host not found, refused, no network, TLS failed), so the server never saw the
    /// request: worth one more try, and not counted against a quota.
    case notSent(String)
    /// The body passed the cap.
    case tooLarge
    /// The body came compressed (`Content-Encoding`) although only `identity` was accepted.
    case unexpectedEncoding(String)
    /// Anything else (a bad URL, TLS refused): not worth retrying.
    case other(String)
}

extension TransportError {
    /// What went wrong, in plain words (`-v` shows it): "host not found", "no answer in time".
    public var reason: String {
        switch self {
        case .timedOut: return "no answer in time"
        case .connectionFailed(let reason), .notSent(let reason), .other(let reason): return reason
        case .tooLarge: return "the answer was too large"
        case .unexpectedEncoding(let encoding): return "a compressed answer (\(encoding))"
        }
    }
}
