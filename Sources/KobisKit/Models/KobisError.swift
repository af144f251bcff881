import Foundation

/// Everything that can go wrong between asking KOBIS and holding typed data. Each case carries its
/// context and says what happened; the command line decides the exit code and the advice.
/// No case ever carries the API key: messages are built from the host, never from a request URL.
/// Cases carry server text (a fault message, root keys) raw; descriptions quote it sanitized and shortened.
public enum KobisError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No API key in the environment or the config file.
    case missingKey
    /// Posters were asked for, and no OMDb key is configured.
    case missingOMDbKey
    /// The configuration could not be used (unreadable file, bad base URL, bad environment value).
    case configuration(String)
    /// KOBIS answered `faultInfo` 320010: the key is wrong, revoked or missing.
    case invalidKey(message: String)
    /// KOBIS answered `faultInfo` 320011: the key's daily quota (3,000 calls) is spent.
    case quotaExceeded(message: String)
    /// Any other `faultInfo` answer.
    case fault(code: String, message: String)
    /// The connection could not be made or broke off.
    case unreachable(host: String, reason: String)
    /// No complete answer within the deadline.
    case timedOut(host: String, seconds: Double)
    /// The server answered with a redirect, which is never followed: the key goes to the configured origin only.
    case redirected(host: String, target: String)
    /// HTTP 5xx, after the retries.
    case serverError(host: String, status: Int)
    /// An HTTP status that is neither 2xx, 3xx nor 5xx.
    case httpStatus(host: String, status: Int)
    /// The answer grew past the body cap.
    case tooLarge(host: String, limit: Int)
    /// The body is not the JSON KOBIS sends: empty, truncated, HTML, or a field that does not parse.
    case malformed(String)
    /// The JSON parsed but its root is not the one this endpoint answers with.
    case unexpectedRoot(expected: String, found: [String])
    /// KOBIS (or the sample) answered with an empty record: it has no such movie, person or company.
    case notFound(kind: RecordKind, code: String, in: AnswerSource = .kobis)
    /// A search by name found nothing, in KOBIS (or in the sample).
    case noMatch(kind: RecordKind, name: String, in: AnswerSource = .kobis)
    /// The local count of today's requests reached the limit: the request was not sent.
    case localQuotaReached(used: Int, limit: Int, resetsAt: Date)
    /// A run needs more requests than remain today: nothing was sent.
    case quotaTooSmall(needed: Int, remaining: Int, resetsAt: Date)
    /// OMDb refused its key (HTTP 401, "Invalid API key!").
    case omdbKeyRejected(message: String)
    /// OMDb's daily limit is reached ("Request limit reached!").
    case omdbLimitReached(message: String)
    /// A poster could not be downloaded.
    case download(host: String, reason: String)
    /// A poster larger than the cap.
    case posterTooLarge(host: String, limit: Int)
    /// A poster address that is not http or https: never fetched.
    case notWebAddress(String)

    public var description: String {
        switch self {
        case .missingKey:
            return "no KOBIS API key is configured"
        case .missingOMDbKey:
            return "posters come from OMDb, and no OMDb key is configured"
        case .configuration(let text):
            return text
        case .invalidKey(let message):
            return "KOBIS rejected the API key (320010\(KobisError.quoted(message)))"
        case .quotaExceeded(let message):
            return "KOBIS says the key's daily quota is spent (320011\(KobisError.quoted(message)))"
        case .fault(let code, let message):
            return "KOBIS refused the request (\(Sanitizer.line(code).prefix(20))\(KobisError.quoted(message)))"
        case .unreachable(let host, let reason):
            return "cannot reach KOBIS at \(host) (\(reason))"
        case .timedOut(let host, let seconds):
            return "KOBIS at \(host) did not answer within \(KobisError.seconds(seconds))"
        case .redirected(let host, let target):
            return
                "KOBIS at \(host) redirected to \(target), which is not followed (the key goes only to the configured server)"
        case .serverError(let host, let status):
            return "KOBIS at \(host) answered HTTP \(status) after retries"
        case .httpStatus(let host, let status) where status == 414:
            return "KOBIS at \(host) refused the request as too long (HTTP 414)"
        case .httpStatus(let host, let status):
            return "KOBIS at \(host) answered HTTP \(status)"
        case .tooLarge(let host, let limit):
            return "KOBIS at \(host) sent more than \(limit / 1_048_576) MB, the most an answer may be"
        case .malformed(let reason):
            return "KOBIS sent an answer that is not understood (\(reason))"
        case .unexpectedRoot(let expected, let found):
            let shown = found.map { Sanitizer.line($0) }.filter { !$0.isEmpty }
            let keys = found.isEmpty ? "nothing" : shown.isEmpty ? "an unknown root" : shown.joined(separator: ", ")
            return "KOBIS sent \(keys) where \(expected) was expected"
        case .notFound(let kind, let code, let source):
            return "\(source.name) has no \(kind.rawValue) \(code)"
        case .noMatch(let kind, let name, let source):
            return "\(source.name) has no \(kind.rawValue) named '\(Sanitizer.line(String(name.prefix(40))))'"
        case .localQuotaReached(let used, let limit, let resetsAt):
            let counted = used > limit ? " (\(Formatting.grouped(Int64(used))) counted)" : ""
            let allowed =
                limit == 1
                ? "1 request allowed today is" : "\(Formatting.grouped(Int64(limit))) requests allowed today are"
            let spent = Formatting.grouped(Int64(min(used, limit)))
            return
                "\(spent) of \(allowed) used\(counted), so the request was not sent; "
                + "the count resets at \(KoreaTime.display(resetsAt))"
        case .omdbKeyRejected(let message):
            return "OMDb rejected its API key (\(String(Sanitizer.line(message).prefix(100))))"
        case .omdbLimitReached(let message):
            return "OMDb says the key's daily limit is reached (\(String(Sanitizer.line(message).prefix(100))))"
        case .download(let host, let reason):
            return "the poster could not be downloaded from \(host) (\(reason))"
        case .posterTooLarge(let host, let limit):
            return "the poster at \(host) is larger than \(limit / 1_048_576) MB, the most a poster may be"
        case .notWebAddress(let address):
            return
                "OMDb gave a poster address that is not http or https (\(String(Sanitizer.line(address).prefix(60)))), which is never fetched"
        case .quotaTooSmall(let needed, let remaining, let resetsAt):
            return
                "this needs \(needed) requests but only \(remaining) remain today for this key, so nothing was sent; the count resets at \(KoreaTime.display(resetsAt))"
        }
    }

    /// The same error as told by `source`: a record or name the sample lacks is the sample's gap, not KOBIS's.
    public func answered(by source: AnswerSource) -> KobisError {
        switch self {
        case .notFound(let kind, let code, _): return .notFound(kind: kind, code: code, in: source)
        case .noMatch(let kind, let name, _): return .noMatch(kind: kind, name: name, in: source)
        default: return self
        }
    }

    static func quoted(_ message: String) -> String {
        let trimmed = Sanitizer.line(message).trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? "" : " " + String(trimmed.prefix(200))
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}

extension KobisError {
    /// Whether this failure would hit every request that follows (a rejected key, a spent quota, an unusable
    /// configuration), so a run of many requests stops at it. Any other failure belongs to one request: a
    /// missing detail or poster is reported, and the run goes on.
    public var stopsRun: Bool {
        switch self {
        case .missingKey, .missingOMDbKey, .configuration, .invalidKey, .quotaExceeded, .localQuotaReached,
            .quotaTooSmall, .omdbKeyRejected, .omdbLimitReached:
            return true
        case .fault, .unreachable, .timedOut, .redirected, .serverError, .httpStatus, .tooLarge, .malformed,
            .unexpectedRoot,
            .notFound, .noMatch, .download, .posterTooLarge, .notWebAddress:
            return false
        }
    }
}
