import Foundation

/// A file written where the user pointed (see ``WriteDestination``): a regular file atomically (a temporary
/// file beside it, registered with ``TemporaryFiles``, renamed over it only by ``commit()``), a device, FIFO
/// or socket in place, and never renamed over anything that is not a regular file. Every failure throws
/// ``FileWriteError``. Not thread-safe: its owner serialises calls.
public final class FileSink: @unchecked Sendable {
    public let path: String
    private let permissions: mode_t
    private let durable: Bool
    private let followLinks: Bool
    private let allowInPlace: Bool
    private var opened: (destination: WriteDestination, fd: Int32, temporary: String?)?
    private var finished = false

    /// `permissions` apply to a new file; an existing one keeps its own. `durable` flushes to the disk before
    /// the rename.
    public init(
        path: String, permissions: mode_t = 0o644, durable: Bool = true, followLinks: Bool = true,
        allowInPlace: Bool = true
    ) {
        self.path = path
        self.permissions = permissions
        self.durable = durable
        self.followLinks = followLinks
        self.allowInPlace = allowInPlace
    }

    /// Where the bytes go, once the first write or the commit has opened it.
    public var destination: WriteDestination? { opened?.destination }

    public func write(_ data: Data) throws {
        try data.withUnsafeBytes { try write($0) }
    }

    public func write(_ buffer: UnsafeRawBufferPointer) throws {
        let fd = try open()
        try FileSink.writeAll(buffer, to: fd, path: path)
    }

    /// Puts the file in place: flushes and renames a temporary file; for a device or FIFO, closes it. A sink
    /// that wrote nothing still creates the (empty) file.
    public func commit() throws {
        let (destination, fd, temporary) = try openState()
        opened = nil
        finished = true
        var failure: Int32 = 0
        switch destination {
        case .descriptor:
            return
        case .inPlace:
            if close(fd) != 0 && errno != EINTR { failure = errno }
        case .replace(let target):
            if durable { failure = Platform.flushToDisk(fd) }
            if close(fd) != 0 && failure == 0 && errno != EINTR { failure = errno }
            if failure == 0, let temporary, rename(temporary, target) != 0 { failure = errno }
            if let temporary {
                if failure != 0 { TemporaryFiles.remove(temporary) } else { TemporaryFiles.forget(temporary) }
            }
        }
        if failure != 0 { throw FileWriteError(path: path, code: failure) }
    }

    /// Drops a half-written file: the target is left as it was.
    public func discard() {
        finished = true
        guard let (destination, fd, temporary) = opened else { return }
        opened = nil
        if case .descriptor = destination { return }
        close(fd)
        if let temporary { TemporaryFiles.remove(temporary) }
    }

    private func open() throws -> Int32 { try openState().fd }

    private func openState() throws -> (destination: WriteDestination, fd: Int32, temporary: String?) {
        if let opened { return opened }
        guard !finished else { throw FileWriteError(path: path, code: EBADF) }
        let destination = try WriteDestination.resolve(path, followLinks: followLinks, allowInPlace: allowInPlace)
        let state: (WriteDestination, Int32, String?)
        switch destination {
        case .descriptor(let fd):
            state = (destination, fd, nil)
        case .inPlace(let target):
            let fd = Foundation.open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
            guard fd >= 0 else { throw FileWriteError(path: path, code: errno) }
            state = (destination, fd, nil)
        case .replace(let target):
            var mode = permissions
            var info = stat()
            if stat(target, &info) == 0 { mode = info.st_mode & 0o7777 }
            let temporary = AtomicFile.temporaryPath(for: target)
            let fd = TemporaryFiles.create(temporary, permissions: mode)
            guard fd >= 0 else { throw FileWriteError(path: path, code: errno) }
            if mode != permissions { fchmod(fd, mode) }  // the umask must not narrow an existing file's mode
            state = (destination, fd, temporary)
        }
        opened = state
        return state
    }

    /// Writes every byte, retrying interrupted writes.
    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32, path: String) throws {
        guard let base = buffer.baseAddress else { return }
        var offset = 0
        while offset < buffer.count {
            let written = Platform.write(fd, base + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw FileWriteError(path: path, code: errno)
            }
            offset += written
        }
    }
}
