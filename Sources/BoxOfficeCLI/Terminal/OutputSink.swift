import Foundation
import KobisKit

/// Where a command's data goes: stdout, a file given with `-o` (see ``FileSink``: a regular file is written to
/// a temporary file beside it and renamed over it only by ``commit()``; a device, FIFO or `/dev/stdout` is
/// written in place; a link is followed), a terminal through the pager (kept until ``finishPaging()``), or
/// memory (for tests). Every failed write throws.
final class OutputSink: @unchecked Sendable {
    enum Target {
        case stdout
        /// The `-o` name as typed: a trailing `/` is kept, so that it names a folder and never a file.
        case file(String)
        case memory
        /// stdout was closed when the program started: every write fails.
        case closedStdout
        /// stdout is a terminal: the text is kept, and shown through the pager when the command is done.
        case paged(Pager)
    }

    let target: Target
    private let lock = NSLock()
    private var opened: FileSink?
    private var values: [String: String] = [:]
    private var captured = Data()
    private var markFirst = false
    private var started = false
    /// Each item of a range went to a file of its own: this sink writes, commits and discards nothing.
    private var split = false
    /// `--no-pager`: a `.paged` sink writes straight to stdout.
    private var unpaged = false
    private var committed: (@Sendable (String) -> Void)?

    init(_ target: Target) {
        self.target = target
    }

    /// The sink of `-o name`: stdout for `-`, else the file, its name made absolute with a trailing `/` kept.
    static func output(_ name: String, stdout: OutputSink) -> OutputSink {
        if name == "-" { return stdout }
        let path = URL(fileURLWithPath: name).path
        return OutputSink(.file(name.hasSuffix("/") && !path.hasSuffix("/") ? path + "/" : path))
    }

    /// `--bom`: the first bytes written are UTF-8's byte-order mark (`EF BB BF`), which Excel needs to read a csv
    /// or tsv file as UTF-8. Never set unless asked.
    var byteOrderMark: Bool {
        get { lock.withLock { markFirst } }
        set { lock.withLock { markFirst = newValue } }
    }

    /// Whether it is a `-o` file, written only when the whole run succeeded.
    var isFile: Bool { if case .file = target { return true } else { return false } }

    /// Whether the `-o` name holds `{name}`: a range then writes one file per item (`daily-{date}.json`).
    func names(_ placeholder: String) -> Bool {
        guard case .file(let name) = target else { return false }
        return name.contains("{\(placeholder)}")
    }

    /// The sink of one item of a range: the same `-o` name filled with this sink's values and then the item's
    /// (`values`), and the same byte-order mark. After this, the range's own sink writes nothing.
    func item(_ values: [String: String]) -> OutputSink {
        let sink = OutputSink(target)
        lock.withLock {
            split = true
            sink.values = self.values.merging(values) { $1 }
            sink.markFirst = markFirst
        }
        return sink
    }

    /// Values for the placeholders of a `-o` name: `daily-{date}.json` (`{date}`, `{from}`, `{to}`), set by the
    /// command once the day is resolved, before anything is written.
    func fill(_ values: [String: String]) {
        lock.withLock { self.values.merge(values) { $1 } }
    }

    /// The `-o` name with its placeholders filled; a placeholder the command does not fill is a usage error.
    static func expand(_ template: String, _ values: [String: String]) throws -> String {
        var path = template
        for (name, value) in values { path = path.replacingOccurrences(of: "{\(name)}", with: value) }
        if let start = path.range(of: "{"), let end = path.range(of: "}", range: start.upperBound..<path.endIndex),
            path[start.upperBound..<end.lowerBound].allSatisfy({ $0.isLetter })
        {
            let name = path[start.upperBound..<end.lowerBound]
            let known = values.keys.sorted().map { "{\($0)}" }
            throw UsageError(
                message: Phrase.say(
                    ko: "옵션 '--output'의 {\(name)}: 이 명령이 채우지 않는 자리입니다"
                        + (known.isEmpty ? "" : " (채우는 것: \(known.joined(separator: ", ")))"),
                    en: "option '--output' has {\(name)}, which this command does not fill"
                        + (known.isEmpty ? "" : " (it fills \(known.joined(separator: ", ")))")))
        }
        return path
    }

    /// The `-o` path with its placeholders filled, once it is known.
    var path: String? { lock.withLock { opened?.path } }

    /// The file sink, opened on first use so that placeholders are filled by then.
    private var file: FileSink? {
        get throws {
            guard case .file(let name) = target else { return nil }
            if let opened { return opened }
            let sink = FileSink(path: try OutputSink.expand(name, values))
            opened = sink
            return sink
        }
    }

    /// The text written so far, for `.memory`.
    var text: String { lock.withLock { String(decoding: captured, as: UTF8.self) } }

    func write(_ text: String) throws { try writeBytes(Data(text.utf8)) }

    func writeBytes(_ bytes: Data) throws {
        try lock.withLock {
            var data = bytes
            if markFirst && !started && !data.isEmpty { data = Data([0xEF, 0xBB, 0xBF]) + data }
            if !data.isEmpty { started = true }
            switch target {
            case .stdout:
                try OutputSink.writeAll(Array(data), to: STDOUT_FILENO, name: "stdout")
            case .paged:
                if unpaged {
                    try OutputSink.writeAll(Array(data), to: STDOUT_FILENO, name: "stdout")
                } else {
                    captured.append(data)
                }
            case .memory:
                captured.append(data)
            case .closedStdout:
                throw OutputError.failed(target: "stdout", reason: Phrase.say(ko: "닫혀 있습니다", en: "it is closed"))
            case .file:
                let sink = try file
                try OutputSink.mapped { try sink?.write(data) }
            }
        }
    }

    /// Puts a `-o` file in place. A run that wrote nothing still creates the (empty) file, unless each item of
    /// the range went to a file of its own. Then `whenCommitted` hears where it is.
    func commit() throws {
        let (path, then): (String?, (@Sendable (String) -> Void)?) = try lock.withLock {
            guard !split, let sink = try file else { return (nil, nil) }
            try OutputSink.mapped { try sink.commit() }
            return (sink.path, committed)
        }
        if let path, let then { then(path) }
    }

    /// What to do once the `-o` file is in place (`--open`).
    func whenCommitted(_ action: @escaping @Sendable (String) -> Void) {
        lock.withLock { committed = action }
    }

    /// `--no-pager`: what is kept goes to stdout now, and the rest as it is written.
    func disablePaging() throws {
        try lock.withLock {
            guard case .paged = target, !unpaged else { return }
            unpaged = true
            let kept = captured
            captured = Data()
            try OutputSink.writeAll(Array(kept), to: STDOUT_FILENO, name: "stdout")
        }
    }

    /// The command is done: what was kept for the terminal is shown, through the pager when it is longer than
    /// the screen. Once only.
    func finishPaging() throws {
        let (pager, kept): (Pager?, Data) = lock.withLock {
            guard case .paged(let pager) = target, !unpaged else { return (nil, Data()) }
            unpaged = true
            defer { captured = Data() }
            return (pager, captured)
        }
        try pager?.show(kept)
    }

    /// On Ctrl-C, SIGTERM or SIGHUP before the pager started: what the command had written goes to the terminal,
    /// as it would have without a pager. Best effort, from the termination hook.
    func flushForTermination() {
        var locked = lock.try()
        for _ in 0..<50 where !locked {
            usleep(1_000)
            locked = lock.try()
        }
        guard locked else { return }
        defer { lock.unlock() }
        guard case .paged = target, !unpaged, !captured.isEmpty else { return }
        unpaged = true
        try? OutputSink.writeAll(Array(captured), to: STDOUT_FILENO, name: "stdout")
        captured = Data()
    }

    /// Drops a half-written `-o` file; the target is left as it was.
    func discard() {
        lock.withLock { opened?.discard() }
    }

    private static func mapped(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as FileWriteError {
            if error.code == EPIPE { throw OutputError.brokenPipe }
            throw OutputError.failed(target: error.path, reason: error.reason)
        }
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32, name: String) throws {
        try mapped { try bytes.withUnsafeBytes { try FileSink.writeAll($0, to: fd, path: name) } }
    }
}

/// Makes sure descriptors 0, 1 and 2 are open, so that no file the program opens can land on them.
/// Returns whether stdout was closed at start: writes to it must then fail, not vanish.
func occupyClosedStandardDescriptors() -> Bool {
    var stdoutWasClosed = false
    for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
        if fd == STDOUT_FILENO { stdoutWasClosed = true }
        let opened = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
        if opened >= 0 && opened != fd {
            dup2(opened, fd)
            close(opened)
        }
    }
    return stdoutWasClosed
}
