import Foundation
import KobisKit

/// Why output could not be written.
enum OutputError: Error, Equatable {
    /// The reader of stdout went away (EPIPE): the program ends quietly.
    case brokenPipe
    /// Any other failure: the target and the system's reason.
    case failed(target: String, reason: String)
}

/// Where a command's data goes: stdout, a file given with `-o` (see ``FileSink``: a regular file is written to
/// a temporary file beside it and renamed over it only by ``commit()``; a device, FIFO or `/dev/stdout` is
/// written in place; a link is followed), or memory (for tests). Every failed write throws.
final class OutputSink: @unchecked Sendable {
    enum Target {
        case stdout
        case file(URL)
        case memory
        /// stdout was closed when the program started: every write fails.
        case closedStdout
    }

    let target: Target
    private let lock = NSLock()
    private let file: FileSink?
    private var captured = Data()

    init(_ target: Target) {
        self.target = target
        if case .file(let url) = target { file = FileSink(path: url.path) } else { file = nil }
    }

    /// The text written so far, for `.memory`.
    var text: String { lock.withLock { String(decoding: captured, as: UTF8.self) } }

    func write(_ text: String) throws { try writeBytes(Data(text.utf8)) }

    func writeBytes(_ data: Data) throws {
        try lock.withLock {
            switch target {
            case .stdout:
                try OutputSink.writeAll(Array(data), to: STDOUT_FILENO, name: "stdout")
            case .memory:
                captured.append(data)
            case .closedStdout:
                throw OutputError.failed(target: "stdout", reason: "it is closed")
            case .file:
                try OutputSink.mapped { try file?.write(data) }
            }
        }
    }

    /// Puts a `-o` file in place. A run that wrote nothing still creates the (empty) file.
    func commit() throws {
        guard let file else { return }
        try lock.withLock { try OutputSink.mapped { try file.commit() } }
    }

    /// Drops a half-written `-o` file; the target is left as it was.
    func discard() {
        guard let file else { return }
        lock.withLock { file.discard() }
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
        do {
            try bytes.withUnsafeBytes { try FileSink.writeAll($0, to: fd, path: name) }
        } catch let error as FileWriteError {
            if error.code == EPIPE { throw OutputError.brokenPipe }
            throw OutputError.failed(target: name, reason: error.reason)
        }
    }
}

/// Best-effort writes to stderr: a failure there has nowhere to be reported.
enum StandardError {
    static func write(_ text: String) {
        try? OutputSink.writeAll(Array(text.utf8), to: STDERR_FILENO, name: "stderr")
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
