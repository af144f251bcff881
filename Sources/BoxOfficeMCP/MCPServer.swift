import Foundation
import KobisKit

/// A Model Context Protocol server on stdio: newline-delimited JSON-RPC 2.0 on stdin and stdout, logs on
/// stderr. It speaks both eras: the handshake era (`initialize`, 2024-11-05 to 2025-11-25) and the stateless
/// 2026-07-28 revision (`server/discover`, the version and client capabilities in each request's `_meta`).
/// Requests run concurrently and answer by id; `notifications/cancelled` cancels one (its KOBIS requests stop,
/// and no response is sent). A message over 4 MB or nested deeper than 512 is refused and the server goes on.
/// At EOF on stdin it reads no more, lets every call received finish and answer, then ends the process with 0.
/// It starts without a key: the service is made at the first tool call that needs it, and a missing key is that
/// call's error, with the way to add one.
public final class MCPServer: @unchecked Sendable {
    static let handshakeVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    static let statelessVersions = ["2026-07-28"]
    static var allVersions: [String] { statelessVersions + handshakeVersions }
    static let maxMessageBytes = 4 * 1_048_576
    static let unsupportedVersion: Int64 = -32022

    let launch: ServerLaunch
    let tools: [MCPTool]
    /// Your notes, under the data home.
    let notes: NotesStore
    private let lock = NSLock()
    /// The requests being answered, by id; a cancel for any other id is dropped.
    private var inFlight: [String: Task<Void, Never>] = [:]
    private var cancelled: Set<String> = []
    private var logLevel = LogLevel.warning
    private var made: KobisService?

    /// Where each message goes, one line with its newline: stdout, or a test's closure.
    private let output: @Sendable (String) -> Void

    /// A server that writes on stdout.
    public convenience init(_ launch: ServerLaunch) {
        self.init(launch, output: MCPServer.writeStandardOutput)
    }

    /// A server whose messages go to `output` instead of stdout, fed by ``receive(_:)`` or ``handle(_:)``.
    init(_ launch: ServerLaunch, output: @escaping @Sendable (String) -> Void) {
        self.launch = launch
        self.output = output
        self.tools = MCPTools.all
        let fixed = !(launch.environment["BOXOFFICE_NOW"] ?? "").isEmpty
        let start = launch.now
        self.notes = NotesStore(
            file: NotesStore.file(sample: launch.options.demo, environment: launch.environment),
            now: { fixed ? start : Date() })
    }

    /// Serves stdin and stdout until EOF; the process's exit status.
    public static func serve(_ launch: ServerLaunch) async -> Int32 {
        await MCPServer(launch).run()
    }

    /// The service, made once it is first needed; without a key, every call that needs it says how to add one.
    func service() throws -> KobisService {
        try lock.withLock {
            if let made { return made }
            let launch = self.launch
            let service = try KobisService.make(
                launch.options, environment: launch.environment, now: launch.now, secrets: launch.secrets,
                log: launch.requests,
                configured: { configuration in
                    for warning in configuration.warnings { launch.log(warning) }
                })
            made = service
            return service
        }
    }

    /// MCP's log levels, lowest first.
    enum LogLevel: String, CaseIterable, Comparable {
        case debug, info, notice, warning, error, critical, alert, emergency
        static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    // MARK: - Transport

    /// One message read from stdin, or why there is none.
    enum Incoming: Sendable {
        case line([UInt8])
        case oversized
    }

    /// Messages read but not yet handled, at most: the reader waits beyond it, so a flood cannot grow memory.
    static let unreadLimit = 32

    /// Reads stdin on a thread of its own (a blocking read belongs nowhere else), splitting lines and never
    /// holding more than the cap: an oversized line is dropped as it arrives and reported once it ends. The
    /// reader waits on `room` once ``unreadLimit`` messages are unread; the consumer signals it for each one.
    static func lines(room: DispatchSemaphore) -> AsyncStream<Incoming> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer: [UInt8] = []
                var discarding = false
                var chunk = [UInt8](repeating: 0, count: 65_536)
                func deliver(_ message: Incoming) {
                    room.wait()
                    continuation.yield(message)
                }
                while true {
                    let count = chunk.withUnsafeMutableBytes { Platform.read(STDIN_FILENO, $0.baseAddress!, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { break }
                    split(chunk[0..<count], buffer: &buffer, discarding: &discarding, deliver: deliver)
                }
                if !discarding && !buffer.isEmpty { deliver(.line(buffer)) }
                continuation.finish()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Splits one chunk read from stdin into messages; `buffer` carries the unfinished line to the next chunk.
    /// A line over ``maxMessageBytes`` is dropped as it arrives (`discarding`) and delivered as `.oversized` once
    /// it ends.
    static func split(
        _ chunk: ArraySlice<UInt8>, buffer: inout [UInt8], discarding: inout Bool, deliver: (Incoming) -> Void
    ) {
        var start = chunk.startIndex
        for index in chunk.indices where chunk[index] == 0x0A {
            if discarding {
                deliver(.oversized)
                discarding = false
            } else {
                buffer.append(contentsOf: chunk[start..<index])
                deliver(buffer.count > maxMessageBytes ? .oversized : .line(buffer))
            }
            buffer.removeAll(keepingCapacity: true)
            start = index + 1
        }
        if !discarding && start < chunk.endIndex {
            buffer.append(contentsOf: chunk[start...])
            if buffer.count > maxMessageBytes {
                discarding = true
                buffer = []
            }
        }
    }

    /// Serves until EOF, then lets every call already received finish and write its answer, and returns: a script
    /// that pipes a batch of calls and closes stdin gets every answer (MCP's stdio shutdown closes stdin, then
    /// waits for the server to exit). SIGTERM and SIGINT still end the process at once.
    func run() async -> Int32 {
        let room = DispatchSemaphore(value: MCPServer.unreadLimit)
        for await message in MCPServer.lines(room: room) {
            defer { room.signal() }
            receive(message)
        }
        await finish()
        return 0
    }

    /// Waits for every call in flight to end (each writes its answer, unless it was cancelled).
    func finish() async {
        let tasks = lock.withLock { Array(inFlight.values) }
        for task in tasks { await task.value }
    }

    /// One message from the transport: a line is handled (a blank one is skipped), an oversized one refused.
    func receive(_ message: Incoming) {
        switch message {
        case .oversized:
            send(
                MCPServer.error(
                    id: .null, code: -32600, "Invalid Request: a message is at most 4 MB; it was discarded"))
        case .line(let bytes):
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
            handle(bytes)
        }
    }

    /// Writes one message, whole, under a lock: nothing else ever goes there.
    func send(_ message: JSONValue) {
        let text = message.compact() + "\n"
        lock.withLock { output(text) }
    }

    /// Writes on stdout; a client that is gone ends the process.
    private static func writeStandardOutput(_ text: String) {
        do {
            try Array(text.utf8).withUnsafeBytes { try FileSink.writeAll($0, to: STDOUT_FILENO, path: "stdout") }
        } catch {
            _exit(141)  // the client is gone
        }
    }

    /// A note for the client's log: on stderr, and as `notifications/message` when the client asked for that level.
    func log(_ level: LogLevel, _ text: String, stateless: LogLevel?) {
        launch.log(text)
        let threshold = stateless ?? lock.withLock { logLevel }
        guard level >= threshold else { return }
        send(
            .object([
                ("jsonrpc", .string("2.0")), ("method", .string("notifications/message")),
                (
                    "params",
                    .object([
                        ("level", .string(level.rawValue)), ("logger", .string("boxoffice")),
                        ("data", .string(launch.secrets.redact(text))),
                    ])
                ),
            ]))
    }

    // MARK: - Dispatch

    static func error(id: JSONValue, code: Int64, _ message: String, data: JSONValue? = nil) -> JSONValue {
        var error: [(String, JSONValue)] = [("code", .int(code)), ("message", .string(message))]
        if let data { error.append(("data", data)) }
        return .object([("jsonrpc", .string("2.0")), ("id", id), ("error", .object(error))])
    }

    static func result(id: JSONValue, _ result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    /// A request id is a string or an integer.
    static func validID(_ id: JSONValue?) -> Bool {
        switch id {
        case .string?, .int?: return true
        default: return false
        }
    }

    func handle(_ bytes: [UInt8]) {
        let message: JSONValue
        do {
            message = try JSONReader.parse(bytes)
        } catch JSONReader.Failure.tooDeep(let depth) {
            send(
                MCPServer.error(
                    id: .null, code: -32600, "Invalid Request: nested deeper than \(depth); it was discarded"))
            return
        } catch JSONReader.Failure.syntax(let why) {
            send(MCPServer.error(id: .null, code: -32700, "Parse error: \(why)"))
            return
        } catch {
            send(MCPServer.error(id: .null, code: -32700, "Parse error"))
            return
        }
        guard let members = message.members, message["jsonrpc"]?.stringValue == "2.0",
            let method = message["method"]?.stringValue
        else {
            let id = MCPServer.validID(message["id"]) ? message["id"]! : .null
            let why =
                message.members == nil
                ? "not a JSON-RPC object (batches are not accepted)" : "needs \"jsonrpc\": \"2.0\" and a method"
            send(MCPServer.error(id: id, code: -32600, "Invalid Request: \(why)"))
            return
        }
        let params = message["params"] ?? .object([])
        guard members.contains(where: { $0.0 == "id" }) else {
            notification(method, params)
            return
        }
        let id = message["id"]!
        guard MCPServer.validID(id) else {
            send(MCPServer.error(id: .null, code: -32600, "Invalid Request: an id is a string or an integer"))
            return
        }
        guard params.members != nil else {
            send(MCPServer.error(id: id, code: -32602, "Invalid params: params must be an object"))
            return
        }
        request(id: id, method: method, params: params)
    }

    private func notification(_ method: String, _ params: JSONValue) {
        switch method {
        case "notifications/cancelled":
            guard let requestID = params["requestId"], MCPServer.validID(requestID) else { return }
            let key = requestID.compact()
            // Only a request in flight can be cancelled; any other id is dropped, so a reused id is answered and
            // a flood of stray cancels holds no memory.
            let task: Task<Void, Never>? = lock.withLock {
                guard let task = inFlight[key] else { return nil }
                cancelled.insert(key)
                return task
            }
            task?.cancel()
        default:
            break  // notifications/initialized and anything else need no answer
        }
    }

    /// What a request carries in the stateless era: its version and the log level it opted in to.
    struct Era {
        let stateless: Bool
        let logLevel: LogLevel?
    }

    private func request(id: JSONValue, method: String, params: JSONValue) {
        let meta = params["_meta"]
        var era = Era(stateless: false, logLevel: nil)
        if let version = meta?["io.modelcontextprotocol/protocolVersion"] {
            guard let text = version.stringValue, MCPServer.statelessVersions.contains(text) else {
                send(
                    MCPServer.error(
                        id: id, code: MCPServer.unsupportedVersion, "Unsupported protocol version",
                        data: .object([
                            ("requested", version.stringValue.map(JSONValue.string) ?? version),
                            ("supported", .array(MCPServer.allVersions.map(JSONValue.string))),
                        ])))
                return
            }
            era = Era(
                stateless: true,
                logLevel: meta?["io.modelcontextprotocol/logLevel"]?.stringValue.flatMap(LogLevel.init(rawValue:)))
        }
        switch method {
        case "initialize":
            let asked = params["protocolVersion"]?.stringValue ?? ""
            let version = MCPServer.handshakeVersions.contains(asked) ? asked : MCPServer.handshakeVersions[0]
            send(
                MCPServer.result(
                    id: id,
                    .object([
                        ("protocolVersion", .string(version)), ("capabilities", capabilities(stateless: false)),
                        ("serverInfo", serverInfo), ("instructions", .string(MCPServer.instructions)),
                    ])))
        case "server/discover":
            send(
                MCPServer.result(
                    id: id,
                    .object([
                        ("resultType", .string("complete")),
                        ("supportedVersions", .array(MCPServer.allVersions.map(JSONValue.string))),
                        ("capabilities", capabilities(stateless: true)), ("serverInfo", serverInfo),
                        ("instructions", .string(MCPServer.instructions)),
                        ("ttlMs", .int(0)), ("cacheScope", .string("private")),
                    ])))
        case "ping":
            send(MCPServer.result(id: id, era.stateless ? .object([("resultType", .string("complete"))]) : .object([])))
        case "logging/setLevel":
            guard let level = params["level"]?.stringValue.flatMap(LogLevel.init(rawValue:)) else {
                send(
                    MCPServer.error(
                        id: id, code: -32602,
                        "Invalid params: level must be one of \(LogLevel.allCases.map(\.rawValue).joined(separator: ", "))"
                    ))
                return
            }
            lock.withLock { logLevel = level }
            send(MCPServer.result(id: id, .object([])))
        case "tools/list":
            let cursor = params["cursor"]?.stringValue
            guard let page = MCPServer.page(tools.map(\.listing), after: cursor) else {
                send(MCPServer.error(id: id, code: -32602, "Invalid params: unknown cursor"))
                return
            }
            var result: [(String, JSONValue)] = [("tools", .array(page.tools))]
            if let next = page.next { result.append(("nextCursor", .string(next))) }
            if era.stateless {
                result += [("resultType", .string("complete")), ("ttlMs", .int(0)), ("cacheScope", .string("private"))]
            }
            send(MCPServer.result(id: id, .object(result)))
        case "tools/call":
            call(id: id, params: params, era: era)
        default:
            send(MCPServer.error(id: id, code: -32601, "Method not found: \(String(method.prefix(80)))"))
        }
    }

    /// The most tools one `tools/list` page holds. Many clients read only the first page, so every tool comes in
    /// one answer; pages begin only past this many.
    static let pageTools = 100

    /// One page of listings from the cursor on (the cursor is the index of its first tool), and the next page's cursor.
    static func page(_ listings: [JSONValue], after cursor: String?) -> (tools: [JSONValue], next: String?)? {
        let start: Int
        if let cursor {
            guard let index = Int(cursor), (1..<listings.count).contains(index) else { return nil }
            start = index
        } else {
            start = 0
        }
        let end = min(listings.count, start + pageTools)
        return (Array(listings[start..<end]), end < listings.count ? String(end) : nil)
    }

    private var serverInfo: JSONValue {
        .object([
            ("name", .string("boxoffice")), ("title", .string("boxoffice: the Korean box office (KOBIS)")),
            ("version", .string(launch.version)),
        ])
    }

    private func capabilities(stateless: Bool) -> JSONValue {
        stateless
            ? .object([("tools", .object([]))])
            : .object([("tools", .object([("listChanged", .bool(false))])), ("logging", .object([]))])
    }

    static let instructions =
        "Korean box office figures from KOBIS (영화진흥위원회). Days are Korea time; figures exist up to yesterday. "
        + "Films, people and companies take a KOBIS code or a name. Rankings list the top 10 only. Most tools take "
        + "lang (en: English titles and names where KOBIS has them; on a ranking, a request per film not cached), "
        + "fields (comma-separated keys to keep) and full (no cut at 24 KB). Every request counts against the key's "
        + "daily quota, shared with the command line; answers are cached. A call that would send more than "
        + "\(MCPTools.requestLimit) is refused, saying how many, unless confirm is true."

    private func call(id: JSONValue, params: JSONValue, era: Era) {
        guard let name = params["name"]?.stringValue else {
            send(MCPServer.error(id: id, code: -32602, "Invalid params: tools/call needs a tool name"))
            return
        }
        guard let tool = tools.first(where: { $0.name == name }) else {
            send(MCPServer.error(id: id, code: -32602, "Unknown tool: \(String(name.prefix(80)))"))
            return
        }
        let arguments = params["arguments"] ?? .object([])
        guard arguments.members != nil else {
            send(MCPServer.error(id: id, code: -32602, "Invalid params: arguments must be an object"))
            return
        }
        let key = id.compact()
        let progressToken = params["_meta"]?["progressToken"]
        let server = self
        // Made under the lock, so the request is in flight before its task can finish and remove it.
        lock.lock()
        defer { lock.unlock() }
        // The call's `lang` (Korean by default) words its answer and its error alike.
        let language = arguments["lang"]?.stringValue.flatMap { Language(rawValue: $0) } ?? .ko
        inFlight[key] = Task {
            // A tool's parameters are named as its arguments ('from'), whatever front-end started the server.
            let outcome: MCPTool.Outcome = await ParameterNaming.$current.withValue(.argument) {
                await Label.$language.withValue(language) {
                    do {
                        let checked = try MCPArguments(arguments, tool: tool)
                        let call = MCPCall(
                            server: server, id: id, progressToken: progressToken, era: era,
                            confirmed: try checked.value(MCPTools.confirmation))
                        let document = try await tool.run(call, checked)
                        guard let bound = tool.bound, try !checked.value(MCPBound.full) else {
                            return .document(document)
                        }
                        return .document(bound.cut(document, fits: call.fits))
                    } catch is CancellationError {
                        return .cancelled
                    } catch {
                        return .failure(MCPAdvice.line(for: error, secrets: server.launch.secrets))
                    }
                }
            }
            let skip: Bool = server.lock.withLock {
                server.inFlight.removeValue(forKey: key)
                return server.cancelled.remove(key) != nil || Task.isCancelled
            }
            if skip { return }
            if case .cancelled = outcome { return }
            server.send(MCPServer.result(id: id, MCPTools.result(outcome, stateless: era.stateless)))
        }
    }
}

/// One tool call: its id (its answer's size counts it), and how it reports progress and notes.
struct MCPCall: Sendable {
    let server: MCPServer
    /// The request's id, which the answer's size counts.
    let id: JSONValue
    let progressToken: JSONValue?
    let era: MCPServer.Era
    /// Whether the call said `confirm: true`: it may send more than ``MCPTools/requestLimit`` requests.
    var confirmed = false

    /// The service, or the missing key's advice as this call's error.
    func service() throws -> KobisService { try server.service() }
    var notes: NotesStore { server.notes }

    /// Whether the answer with this document stays within ``MCPBound/messageLimit``, counted as sent.
    func fits(_ document: JSONValue) -> Bool {
        let message = MCPServer.result(id: id, MCPTools.result(.document(document), stateless: era.stateless))
        return message.compact().utf8.count + 1 <= MCPBound.messageLimit
    }

    /// `notifications/progress`, when the call carried a progress token.
    func progress(_ done: Int, of total: Int, _ message: String) {
        guard let progressToken else { return }
        server.send(
            .object([
                ("jsonrpc", .string("2.0")), ("method", .string("notifications/progress")),
                (
                    "params",
                    .object([
                        ("progressToken", progressToken), ("progress", .int(Int64(done))),
                        ("total", .int(Int64(total))), ("message", .string(message)),
                    ])
                ),
            ]))
    }

    /// What a use case tells this call: progress in `unit`, and a run over the request limit refused unless confirmed.
    func events(_ what: String, unit: String, narrow: String) -> UseCaseEvents {
        UseCaseEvents(
            progress: { state in self.progress(state.done, of: state.total, "\(state.done)/\(state.total) \(unit)") },
            approval: MCPTools.approval(what, narrow: narrow, confirmed: confirmed), notify: note)
    }

    /// The events of a tool's ``MCPTool/Progress``.
    func events(_ progress: MCPTool.Progress) -> UseCaseEvents {
        events(progress.what, unit: progress.unit, narrow: progress.narrow)
    }

    @Sendable func note(_ text: String) {
        server.log(.info, text, stateless: era.stateless ? (era.logLevel ?? .emergency) : nil)
    }
}
