import Foundation
import KobisKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why output could not be written.
enum OutputError: Error, Equatable {
    /// The reader of stdout went away (EPIPE): the program ends quietly.
    case brokenPipe
    /// Any other failure: the target and the system's reason.
    case failed(target: String, reason: String)
}

/// Where a command's data goes: stdout, a file given with `-o` (written to a temporary file beside it and
/// renamed over it only by ``commit()``), or memory (for tests). Every failed write throws.
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
    private var temporary: (url: URL, fd: Int32)?
    private var captured = Data()

    init(_ target: Target) { self.target = target }

    /// The text written so far, for `.memory`.
    var text: String { lock.withLock { String(decoding: captured, as: UTF8.self) } }

    func write(_ text: String) throws { try writeBytes(Data(text.utf8)) }

    func writeBytes(_ data: Data) throws {
        let bytes = [UInt8](data)
        try lock.withLock {
            switch target {
            case .stdout:
                try OutputSink.writeAll(bytes, to: STDOUT_FILENO, name: "stdout")
            case .memory:
                captured.append(contentsOf: bytes)
            case .closedStdout:
                throw OutputError.failed(target: "stdout", reason: "it is closed")
            case .file(let url):
                let fd = try openTemporary(for: url)
                try OutputSink.writeAll(bytes, to: fd, name: url.path)
            }
        }
    }

    /// Puts a `-o` file in place: flushes the temporary file and renames it over the target.
    /// A run that wrote nothing still creates the (empty) file.
    func commit() throws {
        guard case .file(let url) = target else { return }
        try lock.withLock {
            let fd = try openTemporary(for: url)
            let tempPath = temporary?.url.path ?? ""
            temporary = nil
            defer { InterruptCleanup.remove(nil) }
            var failure: Int32 = 0
            if fsync(fd) != 0 && errno != EINVAL { failure = errno }
            if close(fd) != 0 && failure == 0 { failure = errno }
            if failure == 0 && rename(tempPath, url.path) != 0 { failure = errno }
            if failure != 0 {
                unlink(tempPath)
                throw OutputError.failed(target: url.path, reason: String(cString: strerror(failure)))
            }
        }
    }

    /// Drops a half-written `-o` file; the target is left as it was.
    func discard() {
        lock.withLock {
            guard let temporary else { return }
            close(temporary.fd)
            unlink(temporary.url.path)
            self.temporary = nil
            InterruptCleanup.remove(nil)
        }
    }

    private func openTemporary(for url: URL) throws -> Int32 {
        if let temporary { return temporary.fd }
        let temp = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw OutputError.failed(target: url.path, reason: String(cString: strerror(errno)))
        }
        temporary = (temp, fd)
        InterruptCleanup.remove(temp.path)
        return fd
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32, name: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { throw OutputError.brokenPipe }
                throw OutputError.failed(target: name, reason: String(cString: strerror(errno)))
            }
            offset += written
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

@inline(__always)
func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, pointer, count)
    #else
    return Darwin.write(fd, pointer, count)
    #endif
}

/// A file to delete if Ctrl-C ends the program: a half-written `-o` file. Kept as a C string, so the
/// signal handler needs no allocation to unlink it.
enum InterruptCleanup {
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?

    static func remove(_ file: String?) {
        let old = path
        path = file.map { strdup($0) }
        free(old)
    }

    /// Called from the SIGINT handler: async-signal-safe.
    static func run() {
        if let path { unlink(path) }
    }
}
