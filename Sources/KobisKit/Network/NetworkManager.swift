import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends KOBIS requests: adds the key, holds the whole request (retries included) to one deadline and the
/// body to a cap, refuses redirects, retries what is worth retrying, masks the key in answers, and turns every
/// failure into a ``KobisError`` built from the host alone, never from the URL that carries the key.
public final class NetworkManager: ResponseSource {
    public let baseURL: URL
    /// Seconds for the whole request: every attempt (connect, headers and body) and the pauses between them, as
    /// curl's `--max-time` bounds a transfer.
    public let timeout: Double
    public let retry: RetryPolicy
    /// The most bytes an answer may have, counted after decompression.
    public let maxBodyBytes: Int
    private let transport: HTTPTransport
    private let apiKey: String
    private let redactor: Redactor
    private let beforeRequest: (@Sendable (RequestIdentity) async throws -> Void)?
    /// Runs after an attempt that `beforeRequest` let through never reached the server (gives back its count).
    private let notSent: (@Sendable (RequestIdentity) async -> Void)?
    /// The query parameter that carries the key: `key` for KOBIS, `apikey` for OMDb.
    private let keyParameter: String
    /// Statuses whose bodies are answers, not failures (OMDb explains a 401 in its body).
    private let answerStatuses: Set<Int>
    /// Hears every attempt that went to the network (`-v`).
    private let observer: (@Sendable (RequestEvent) -> Void)?

    /// KOBIS's largest real answer is about 2.4 MB.
    public static let defaultMaxBodyBytes = 16 * 1_048_576

    /// `timeout` bounds the whole request, retries included, and is held to 1…600 s. `secrets` are masked in every
    /// body as well as the key. `beforeRequest` runs before each attempt that goes to the network; throwing from
    /// it stops the request before anything is sent (the quota guard). `notSent` runs after an attempt that failed
    /// before any connection was made (``TransportError/notSent(_:)``): the server never saw it, so the guard gives
    /// it back.
    public init(
        transport: HTTPTransport, baseURL: URL = KobisServer.defaultBaseURL, apiKey: String,
        timeout: Double = 10, retry: RetryPolicy = .standard, maxBodyBytes: Int = NetworkManager.defaultMaxBodyBytes,
        secrets: [String] = [], keyParameter: String = "key", answerStatuses: Set<Int> = [],
        beforeRequest: (@Sendable (RequestIdentity) async throws -> Void)? = nil,
        notSent: (@Sendable (RequestIdentity) async -> Void)? = nil,
        observer: (@Sendable (RequestEvent) -> Void)? = nil
    ) {
        self.notSent = notSent
        self.observer = observer
        self.keyParameter = keyParameter
        self.answerStatuses = answerStatuses
        self.transport = transport
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.timeout = timeout.isFinite ? min(600, max(1, timeout)) : 10
        self.retry = retry
        self.maxBodyBytes = max(1024, maxBodyBytes)
        self.redactor = Redactor(secrets: [apiKey] + secrets)
        self.beforeRequest = beforeRequest
    }

    /// `host[:port]` for messages.
    public var host: String { NetworkManager.hostLabel(baseURL) }

    /// Scheme, host, port and base path: answers from two servers never share a cache entry.
    public var server: String { NetworkManager.origin(of: baseURL) + NetworkManager.basePath(baseURL) }

    static func hostLabel(_ url: URL) -> String {
        let host = String((url.host ?? "?").prefix(100))
        return url.port.map { "\(host):\($0)" } ?? host
    }

    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? "?"
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\((url.host ?? "?").lowercased()):\(port)"
    }

    static func basePath(_ url: URL) -> String {
        var path = url.path
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The request URL: the key goes first so that redaction has a fixed shape to look for.
    func url(for request: RequestIdentity) -> URL {
        var text = baseURL.absoluteString
        if let query = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<query]) }
        while text.hasSuffix("/") { text.removeLast() }
        let query = RequestIdentity.query([QueryParameter(keyParameter, apiKey)] + request.parameters)
        return URL(string: "\(text)/\(request.path)?\(query)")!
    }

    /// The request as `-v` shows it: the base path, the service path, the key masked, then the parameters.
    func logTarget(_ request: RequestIdentity) -> String {
        let query = ([QueryParameter(keyParameter, "***")] + request.parameters).map {
            "\($0.name)=\($0.name == keyParameter ? "***" : RequestIdentity.percentEncode($0.value))"
        }
        return NetworkManager.basePath(baseURL) + "/" + request.path + "?" + query.joined(separator: "&")
    }

    public func body(for request: RequestIdentity) async throws -> Data {
        var urlRequest = URLRequest(url: url(for: request))
        urlRequest.httpMethod = "GET"
        urlRequest.timeoutInterval = timeout
        var attempt = 0
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            try await beforeRequest?(request)
            let failure: KobisError
            let started = Date()
            func log(_ status: Int?, _ failure: String?, _ bytes: Int) {
                observer?(
                    RequestEvent(
                        target: logTarget(request), status: status, failure: failure, bytes: bytes,
                        milliseconds: Int(Date().timeIntervalSince(started) * 1000), cache: "miss"))
            }
            do {
                let (data, response): (Data, HTTPURLResponse)
                do {
                    (data, response) = try await sendWithDeadline(
                        urlRequest, seconds: max(0.001, deadline.timeIntervalSinceNow))
                    log(response.statusCode, nil, data.count)
                } catch let error as TransportError {
                    if case .notSent = error {
                        log(nil, "failed (\(error.reason); never sent)", 0)
                        await notSent?(request)
                    } else {
                        log(nil, "failed (\(error.reason))", 0)
                    }
                    throw error
                }
                if (200..<300).contains(response.statusCode) || answerStatuses.contains(response.statusCode) {
                    guard data.count <= maxBodyBytes else { throw KobisError.tooLarge(host: host, limit: maxBodyBytes) }
                    return redactor.redact(data)
                }
                switch response.statusCode {
                case 300..<400:
                    throw KobisError.redirected(host: host, target: redirectTarget(response))
                case 500..<600:
                    failure = .serverError(host: host, status: response.statusCode)
                default:
                    throw KobisError.httpStatus(host: host, status: response.statusCode)
                }
            } catch let error as TransportError {
                switch error {
                case .timedOut: failure = .timedOut(host: host, seconds: timeout)
                case .connectionFailed, .notSent:
                    failure = .unreachable(host: host, reason: redactor.redact(error.spokenReason))
                case .tooLarge: throw KobisError.tooLarge(host: host, limit: maxBodyBytes)
                case .unexpectedEncoding(let encoding):
                    let shown = Sanitizer.line(encoding)
                    throw KobisError.malformed(
                        Phrase.say(
                            ko: "압축하지 않은 답만 받는데 \(shown)(으)로 압축되어 왔습니다",
                            en: "compressed with \(shown) although only uncompressed answers were accepted"))
                case .other: throw KobisError.unreachable(host: host, reason: redactor.redact(error.spokenReason))
                }
            } catch let error as KobisError {
                throw error
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                throw KobisError.unreachable(host: host, reason: Phrase.say(ko: "네트워크 오류", en: "network error"))
            }
            attempt += 1
            guard attempt <= retry.maxRetries else { throw failure }
            // A retry only while the deadline leaves it time: its pause and at least half a second to try.
            let pause = retry.delay(beforeRetry: attempt)
            guard deadline.timeIntervalSinceNow - pause >= NetworkManager.shortestAttempt else { throw failure }
            try await Task.sleep(nanoseconds: UInt64(pause * 1_000_000_000))
        }
    }

    /// The host a redirect points to (never its query, which may echo the key), or "another address".
    private func redirectTarget(_ response: HTTPURLResponse) -> String {
        guard let location = response.value(forHTTPHeaderField: "Location"),
            let target = URL(string: location, relativeTo: baseURL)?.absoluteURL,
            let host = target.host
        else { return "another address" }
        let scheme = target.scheme.map { "\($0)://" } ?? ""
        return host.isEmpty ? "another address" : scheme + NetworkManager.hostLabel(target)
    }

    /// The least time left worth another attempt, in seconds.
    static let shortestAttempt = 0.5

    /// One deadline, `seconds` from now, for the whole attempt. Whichever comes first, the answer or the deadline,
    /// resumes the caller exactly once; the loser finds the box empty, so no ordering of the two can deadlock.
    private func sendWithDeadline(_ request: URLRequest, seconds: Double) async throws -> (Data, HTTPURLResponse) {
        let transport = self.transport
        let maxBytes = maxBodyBytes
        let box = ResumeOnce<(Data, HTTPURLResponse)>()
        let nanoseconds = UInt64(seconds * 1_000_000_000)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                box.install(continuation)
                let work = Task {
                    do { box.resume(.success(try await transport.send(request, maxBytes: maxBytes))) } catch {
                        box.resume(.failure(error))
                    }
                }
                let timer = Task {
                    try? await Task.sleep(nanoseconds: nanoseconds)
                    if box.resume(.failure(TransportError.timedOut)) { work.cancel() }
                }
                box.onResume {
                    work.cancel()
                    timer.cancel()
                }
            }
        } onCancel: {
            box.resume(.failure(CancellationError()))
        }
    }
}

/// A continuation that is resumed at most once, by whichever caller gets there first.
final class ResumeOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Error>?
    private var pending: Result<Value, Error>?
    private var done = false
    private var cleanup: (() -> Void)?

    func install(_ continuation: CheckedContinuation<Value, Error>) {
        let early: Result<Value, Error>? = lock.withLock {
            if let pending {
                self.pending = nil
                return pending
            }
            self.continuation = continuation
            return nil
        }
        if let early { continuation.resume(with: early) }
    }

    /// Runs `action` once the box is resumed (at once if it already was).
    func onResume(_ action: @escaping () -> Void) {
        let runNow: Bool = lock.withLock {
            if done { return true }
            cleanup = action
            return false
        }
        if runNow { action() }
    }

    /// True if this call resumed the caller; false if someone else already had.
    @discardableResult
    func resume(_ result: Result<Value, Error>) -> Bool {
        let (won, target, action): (Bool, CheckedContinuation<Value, Error>?, (() -> Void)?) = lock.withLock {
            guard !done else { return (false, nil, nil) }
            done = true
            let target = continuation
            continuation = nil
            if target == nil { pending = result }
            let action = cleanup
            cleanup = nil
            return (true, target, action)
        }
        target?.resume(with: result)
        action?()
        return won
    }
}
