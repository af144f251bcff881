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

    /// ``reason`` in the language chosen, for a message a person reads (`-v`'s log line keeps ``reason``). The
    /// transport words a failure on URLSession's threads, which do not know the language, so the words are turned
    /// here, in the request's task.
    public var spokenReason: String {
        guard Phrase.korean else { return reason }
        switch self {
        case .timedOut: return "제시간에 답이 없었습니다"
        case .connectionFailed(let reason), .notSent(let reason), .other(let reason):
            return TransportError.korean(reason)
        case .tooLarge: return "답이 너무 큽니다"
        case .unexpectedEncoding(let encoding): return "압축된 답입니다 (\(encoding))"
        }
    }

    /// The Korean for a reason the transport words in English; any other text (the system's) as it is.
    static func korean(_ reason: String) -> String {
        switch reason {
        case "connection refused": return "연결이 거부되었습니다"
        case "connection lost": return "연결이 끊겼습니다"
        case "no network": return "네트워크에 연결되어 있지 않습니다"
        case "host not found": return "호스트를 찾을 수 없습니다"
        case "broken HTTP response": return "HTTP 응답이 깨졌습니다"
        case "TLS failed": return "TLS 연결에 실패했습니다"
        case "empty response": return "빈 응답입니다"
        case "unsupported URL": return "지원하지 않는 URL입니다"
        case "body could not be decompressed": return "본문의 압축을 풀 수 없습니다"
        case "not an HTTP response": return "HTTP 응답이 아닙니다"
        case "network error": return "네트워크 오류"
        default:
            if reason.hasPrefix("URL error ") { return "URL 오류 " + reason.dropFirst("URL error ".count) }
            return reason
        }
    }
}
