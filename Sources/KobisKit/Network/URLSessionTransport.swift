import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// ``HTTPTransport`` over a URLSession of its own with a delegate, so that it can refuse redirects,
/// count the body as it streams in and stop at the cap. It asks for uncompressed answers and refuses
/// compressed ones. It has no URLCache and writes nothing to disk.
public final class URLSessionTransport: NSObject, HTTPTransport, URLSessionDataDelegate, @unchecked Sendable {
    private let timeout: TimeInterval
    private let maxConnections: Int
    private let lock = NSLock()
    private var cachedSession: URLSession?
    private var tasks: [Int: TaskState] = [:]
    private var memoryGuard: DispatchSourceTimer?
    private var residentAtStart = 0

    /// One request in flight: what has arrived, and the continuation to resume exactly once.
    private final class TaskState {
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), Error>?
        /// Chunks as they arrive, joined once at the end: the delegate queue must keep up with libcurl,
        /// which hands chunks over without waiting, so the per-chunk work is kept to a count and an append.
        var chunks: [Data] = []
        var count = 0
        var response: HTTPURLResponse?
        let maxBytes: Int
        init(maxBytes: Int) { self.maxBytes = maxBytes }
    }

    /// The session is made on the first request, so a run served from the cache never pays for it.
    public init(timeout: TimeInterval, maxConnections: Int = 10) {
        self.timeout = max(1, timeout)
        self.maxConnections = max(maxConnections, 1)
    }

    private var session: URLSession {
        lock.withLock {
            if let cachedSession { return cachedSession }
            return makeSession()
        }
    }

    private func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout + 1
        configuration.httpMaximumConnectionsPerHost = maxConnections
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.urlCredentialStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // No compression: a compressed body can expand a thousandfold inside libcurl faster than any cap
        // can stop it (a gzip bomb), and KOBIS's answers are small.
        configuration.httpAdditionalHeaders = [
            "Accept": "application/json", "Accept-Encoding": "identity", "User-Agent": "boxoffice",
        ]
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
        cachedSession = session
        return session
    }

    public func send(_ request: URLRequest, maxBytes: Int) async throws -> (Data, HTTPURLResponse) {
        let task = session.dataTask(with: request)
        let state = TaskState(maxBytes: maxBytes)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock {
                    state.continuation = continuation
                    tasks[task.taskIdentifier] = state
                    startMemoryGuard()
                }
                task.resume()
            }
        } onCancel: {
            task.cancel()
            self.finish(task.taskIdentifier, .failure(TransportError.timedOut))
        }
    }

    /// Foundation hands each chunk to the delegate queue without waiting, so a server on a fast link can
    /// run ahead of the byte count above while the queue fills memory. While requests are in flight,
    /// this guard reads the process's resident size every 10 ms and stops every transfer once it has grown
    /// by more than four body caps: the bound holds however the threads are scheduled.
    private func startMemoryGuard() {
        guard memoryGuard == nil, let resident = URLSessionTransport.residentBytes() else { return }
        residentAtStart = resident
        let budget = 4 * (tasks.values.map(\.maxBytes).max() ?? 0) + 32 * 1_048_576
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .userInteractive))
        timer.schedule(deadline: .now() + .milliseconds(10), repeating: .milliseconds(10))
        timer.setEventHandler { [weak self] in
            guard let self, let now = URLSessionTransport.residentBytes(), now - self.residentAtStart > budget else {
                return
            }
            let running = self.lock.withLock { Array(self.tasks.keys) }
            self.cachedSession?.getAllTasks { tasks in
                for task in tasks where running.contains(task.taskIdentifier) { task.cancel() }
            }
            for identifier in running { self.finish(identifier, .failure(TransportError.tooLarge)) }
        }
        memoryGuard = timer
        timer.resume()
    }

    /// Resident bytes of this process, where the system can say.
    static func residentBytes() -> Int? { Platform.residentBytes() }

    /// Resumes the request's continuation once; later calls do nothing.
    private func finish(_ identifier: Int, _ result: Result<(Data, HTTPURLResponse), Error>) {
        let continuation: CheckedContinuation<(Data, HTTPURLResponse), Error>? = lock.withLock {
            guard let state = tasks.removeValue(forKey: identifier) else { return nil }
            if tasks.isEmpty, let timer = memoryGuard {
                timer.cancel()
                memoryGuard = nil
            }
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }

    private func state(_ identifier: Int) -> TaskState? { lock.withLock { tasks[identifier] } }

    public func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    public func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let state = state(dataTask.taskIdentifier) else { return completionHandler(.cancel) }
        if let encoding = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")?
            .trimmingCharacters(in: .whitespaces).lowercased(), !encoding.isEmpty, encoding != "identity"
        {
            completionHandler(.cancel)
            finish(dataTask.taskIdentifier, .failure(TransportError.unexpectedEncoding(String(encoding.prefix(20)))))
            return
        }
        if response.expectedContentLength > Int64(state.maxBytes) {
            completionHandler(.cancel)
            finish(dataTask.taskIdentifier, .failure(TransportError.tooLarge))
            return
        }
        lock.withLock { state.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    public func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over: Bool = lock.withLock {
            guard let state = tasks[dataTask.taskIdentifier] else { return false }
            state.count += data.count
            guard state.count <= state.maxBytes else { return true }
            state.chunks.append(data)
            return false
        }
        if over {
            dataTask.cancel()
            finish(dataTask.taskIdentifier, .failure(TransportError.tooLarge))
        }
    }

    public func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        guard let state = state(task.taskIdentifier) else { return }
        if let error {
            let failure = (error as? URLError).map(URLSessionTransport.classify) ?? .other("network error")
            finish(task.taskIdentifier, .failure(failure))
            return
        }
        let (chunks, response) = lock.withLock { (state.chunks, state.response ?? task.response as? HTTPURLResponse) }
        var data = Data()
        data.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for chunk in chunks { data.append(chunk) }
        guard let response else {
            finish(task.taskIdentifier, .failure(TransportError.other("not an HTTP response")))
            return
        }
        finish(task.taskIdentifier, .success((data, response)))
    }

    static func classify(_ error: URLError) -> TransportError {
        switch error.code {
        case .timedOut, .cancelled:
            return .timedOut
        case .cannotConnectToHost, .notConnectedToInternet, .cannotFindHost, .dnsLookupFailed, .secureConnectionFailed:
            return .notSent(reason(error.code))
        case .networkConnectionLost, .badServerResponse, .resourceUnavailable, .cannotLoadFromNetwork,
            .zeroByteResource, .cannotParseResponse:
            return .connectionFailed(reason(error.code))
        case .dataLengthExceedsMaximum:
            return .tooLarge
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
        case .cannotDecodeContentData, .cannotDecodeRawData: return "body could not be decompressed"
        default: return "URL error \(code.rawValue)"
        }
    }
}
