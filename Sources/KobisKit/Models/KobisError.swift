import Foundation

/// Everything that can go wrong between asking KOBIS and holding typed data.
/// Each description is one line that says what happened and what to do next. None contains the API key.
public enum KobisError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No API key in the environment or the config file.
    case missingKey
    /// The configuration could not be used (unreadable file, bad base URL).
    case configuration(String)
    /// KOBIS answered `faultInfo` 320010: the key is wrong, revoked or missing.
    case invalidKey(message: String)
    /// KOBIS answered `faultInfo` 320011: the key's daily quota (3,000 calls) is spent.
    case quotaExceeded(message: String)
    /// Any other `faultInfo` answer.
    case fault(code: String, message: String)
    /// The connection could not be made or broke off.
    case unreachable(host: String, reason: String)
    /// No complete answer within the timeout.
    case timedOut(host: String, seconds: Double)
    /// HTTP 5xx, after the retries.
    case serverError(status: Int)
    /// An HTTP status that is neither 200 nor 5xx.
    case httpStatus(Int)
    /// The body is not the JSON KOBIS sends: empty, truncated, HTML, or a field that does not parse.
    case malformed(String)
    /// The JSON parsed but its root is not the one this endpoint answers with.
    case unexpectedRoot(expected: String, found: [String])

    public var description: String {
        switch self {
        case .missingKey:
            return "no KOBIS API key: set KOBIS_API_KEY or put it in Config.plist (see `boxoffice --help`), or try `--demo`"
        case let .configuration(text):
            return "configuration: \(text)"
        case let .invalidKey(message):
            return "KOBIS rejected the API key (320010 \(message.trimmed)): check KOBIS_API_KEY or the key in Config.plist"
        case let .quotaExceeded(message):
            let detail = message.trimmed.isEmpty ? "" : " \(message.trimmed)"
            return "KOBIS says the key's daily quota is spent (320011\(detail)): try again tomorrow (KST); cached answers still work"
        case let .fault(code, message):
            return "KOBIS refused the request (\(code) \(message.trimmed)): check the date and movie code"
        case let .unreachable(host, reason):
            return "cannot reach KOBIS at \(host) (\(reason)): check the network or KOBIS_BASE_URL, then try again"
        case let .timedOut(host, seconds):
            return "KOBIS at \(host) did not answer within \(KobisError.seconds(seconds)): try again later or raise --timeout"
        case let .serverError(status):
            return "KOBIS answered HTTP \(status) after retries: the service is down or busy, try again later"
        case let .httpStatus(status):
            return "KOBIS answered HTTP \(status): check KOBIS_BASE_URL"
        case let .malformed(reason):
            return "KOBIS sent an answer that is not understood (\(reason)): try again later; if it persists, KOBIS may have changed"
        case let .unexpectedRoot(expected, found):
            let keys = found.isEmpty ? "nothing" : found.sorted().joined(separator: ", ")
            return "KOBIS sent \(keys) where \(expected) was expected: try again later; if it persists, KOBIS may have changed"
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}

extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
