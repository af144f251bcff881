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
            return Phrase.say(ko: "KOBIS API 키가 설정되어 있지 않습니다", en: "no KOBIS API key is configured")
        case .missingOMDbKey:
            return Phrase.say(
                ko: "포스터는 OMDb에서 받는데, OMDb 키가 설정되어 있지 않습니다",
                en: "posters come from OMDb, and no OMDb key is configured")
        case .configuration(let text):
            return text
        case .invalidKey(let message):
            return Phrase.say(
                ko: "KOBIS가 API 키를 거부했습니다 (320010\(KobisError.quoted(message)))",
                en: "KOBIS rejected the API key (320010\(KobisError.quoted(message)))")
        case .quotaExceeded(let message):
            return Phrase.say(
                ko: "KOBIS에 따르면 이 키의 하루 호출 한도를 다 썼습니다 (320011\(KobisError.quoted(message)))",
                en: "KOBIS says the key's daily quota is spent (320011\(KobisError.quoted(message)))")
        case .fault(let code, let message):
            let detail = "\(Sanitizer.line(code).prefix(20))\(KobisError.quoted(message))"
            return Phrase.say(
                ko: "KOBIS가 요청을 거절했습니다 (\(detail))", en: "KOBIS refused the request (\(detail))")
        case .unreachable(let host, let reason):
            return Phrase.say(
                ko: "KOBIS(\(host))에 연결할 수 없습니다 (\(reason))", en: "cannot reach KOBIS at \(host) (\(reason))")
        case .timedOut(let host, let seconds):
            return Phrase.say(
                ko: "KOBIS(\(host))가 \(KobisError.seconds(seconds)) 안에 답하지 않았습니다",
                en: "KOBIS at \(host) did not answer within \(KobisError.seconds(seconds))")
        case .redirected(let host, let target):
            return Phrase.say(
                ko: "KOBIS(\(host))가 다른 주소(\(target))로 넘기려 했지만 따라가지 않습니다 (키는 설정된 서버에만 "
                    + "보냅니다)",
                en: "KOBIS at \(host) redirected to \(target), which is not followed "
                    + "(the key goes only to the configured server)")
        case .serverError(let host, let status):
            return Phrase.say(
                ko: "KOBIS(\(host))가 다시 시도한 뒤에도 HTTP \(status) 오류로 답했습니다",
                en: "KOBIS at \(host) answered HTTP \(status) after retries")
        case .httpStatus(let host, let status) where status == 414:
            return Phrase.say(
                ko: "KOBIS(\(host))가 요청이 너무 길다며 거절했습니다 (HTTP 414)",
                en: "KOBIS at \(host) refused the request as too long (HTTP 414)")
        case .httpStatus(let host, let status):
            return Phrase.say(
                ko: "KOBIS(\(host))가 HTTP \(status) 상태로 답했습니다", en: "KOBIS at \(host) answered HTTP \(status)")
        case .tooLarge(let host, let limit):
            return Phrase.say(
                ko: "KOBIS(\(host))의 답이 한도인 \(limit / 1_048_576) MB를 넘었습니다",
                en: "KOBIS at \(host) sent more than \(limit / 1_048_576) MB, the most an answer may be")
        case .malformed(let reason):
            return Phrase.say(
                ko: "KOBIS가 알아볼 수 없는 답을 보냈습니다 (\(reason))",
                en: "KOBIS sent an answer that is not understood (\(reason))")
        case .unexpectedRoot(let expected, let found):
            let shown = found.map { Sanitizer.line($0) }.filter { !$0.isEmpty }
            if Phrase.korean {
                let keys = found.isEmpty ? "빈 답" : shown.isEmpty ? "알 수 없는 루트" : shown.joined(separator: ", ")
                return "KOBIS가 \(expected) 대신 다른 답을 보냈습니다: \(keys)"
            }
            let keys = found.isEmpty ? "nothing" : shown.isEmpty ? "an unknown root" : shown.joined(separator: ", ")
            return "KOBIS sent \(keys) where \(expected) was expected"
        case .notFound(let kind, let code, let source):
            return Phrase.say(
                ko: "\(source.name)에 없는 \(kind.word)입니다: \(code)",
                en: "\(source.name) has no \(kind.rawValue) \(code)")
        case .noMatch(let kind, let name, let source):
            let shown = Sanitizer.line(String(name.prefix(40)))
            return Phrase.say(
                ko: "\(source.name)에 '\(shown)'에 맞는 \(kind.koreanSubject) 없습니다",
                en: "\(source.name) has no \(kind.rawValue) named '\(shown)'")
        case .localQuotaReached(let used, let limit, let resetsAt):
            let spent = Formatting.grouped(Int64(min(used, limit)))
            let allowed = Formatting.grouped(limit)
            if Phrase.korean {
                let counted = used > limit ? " (\(Formatting.grouped(used))건 셈)" : ""
                return "오늘 허용된 요청 \(allowed)건을 모두 써서\(counted) 요청을 보내지 않았습니다. "
                    + "요청 수는 \(KoreaTime.display(resetsAt))에 초기화됩니다"
            }
            let counted = used > limit ? " (\(Formatting.grouped(used)) counted)" : ""
            let allowedText = limit == 1 ? "1 request allowed today is" : "\(allowed) requests allowed today are"
            return
                "\(spent) of \(allowedText) used\(counted), so the request was not sent; "
                + "the count resets at \(KoreaTime.display(resetsAt))"
        case .omdbKeyRejected(let message):
            let shown = String(Sanitizer.line(message).prefix(100))
            return Phrase.say(
                ko: "OMDb가 API 키를 거부했습니다 (\(shown))", en: "OMDb rejected its API key (\(shown))")
        case .omdbLimitReached(let message):
            let shown = String(Sanitizer.line(message).prefix(100))
            return Phrase.say(
                ko: "OMDb에 따르면 이 키의 하루 한도에 닿았습니다 (\(shown))",
                en: "OMDb says the key's daily limit is reached (\(shown))")
        case .download(let host, let reason):
            return Phrase.say(
                ko: "\(host)에서 포스터를 받지 못했습니다 (\(reason))",
                en: "the poster could not be downloaded from \(host) (\(reason))")
        case .posterTooLarge(let host, let limit):
            return Phrase.say(
                ko: "\(host)의 포스터가 한도인 \(limit / 1_048_576) MB보다 큽니다",
                en: "the poster at \(host) is larger than \(limit / 1_048_576) MB, the most a poster may be")
        case .notWebAddress(let address):
            let shown = String(Sanitizer.line(address).prefix(60))
            return Phrase.say(
                ko: "OMDb가 준 포스터 주소가 http나 https가 아니어서 받지 않습니다 (\(shown))",
                en: "OMDb gave a poster address that is not http or https (\(shown)), which is never fetched")
        case .quotaTooSmall(let needed, let remaining, let resetsAt):
            let resets = KoreaTime.display(resetsAt)
            return Phrase.say(
                ko: "요청이 \(needed)건 필요한데 이 키로 오늘 남은 요청은 \(remaining)건이라 아무것도 보내지 "
                    + "않았습니다. 요청 수는 \(resets)에 초기화됩니다",
                en: "this needs \(needed) requests but only \(remaining) remain today for this key, so nothing was "
                    + "sent; the count resets at \(resets)")
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
