import Foundation

/// Reads files that only a regular file can answer: a FIFO, a device or a socket in its place never blocks
/// the program (the file is checked with `stat` before it is opened, and opened with `O_NONBLOCK`), and is
/// never read.
public enum RegularFile {
    /// What a read found.
    public enum Outcome: Equatable, Sendable {
        case data(Data)
        case missing
        /// A FIFO, device, socket or folder: left as it is.
        case notRegular
        /// Larger than the limit, checked before reading.
        case tooLarge
        /// The system refused (an `errno` value): permissions, a link where none is followed, a read error.
        case unreadable(Int32)

        public var data: Data? {
            if case .data(let data) = self { return data }
            return nil
        }
    }

    /// The file's bytes. With `followLinks` false, a symbolic link is `unreadable(ELOOP)`. With `prefix`,
    /// at most that many bytes.
    public static func read(_ path: String, limit: Int?, prefix: Int? = nil, followLinks: Bool = true) -> Outcome {
        var info = stat()
        let found = followLinks ? stat(path, &info) : lstat(path, &info)
        if found != 0 { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(errno) }
        if (info.st_mode & S_IFMT) == S_IFLNK { return .unreadable(ELOOP) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notRegular }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return errno == ENOENT ? .missing : .unreadable(errno) }
        defer { close(fd) }
        // The name may have been swapped between stat and open: the open file decides.
        guard fstat(fd, &info) == 0 else { return .unreadable(errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notRegular }
        let size = Int(info.st_size)
        if let limit, size > limit { return .tooLarge }
        let wanted = min(size, prefix ?? size)
        var data = Data(count: wanted)
        var offset = 0
        var failure: Int32 = 0
        data.withUnsafeMutableBytes { buffer in
            while offset < wanted {
                let count = Platform.read(fd, buffer.baseAddress! + offset, wanted - offset)
                if count < 0 && errno == EINTR { continue }
                if count < 0 {
                    failure = errno
                    return
                }
                if count == 0 { return }
                offset += count
            }
        }
        if failure != 0 { return .unreadable(failure) }
        if offset < wanted { data.count = offset }  // the file shrank while it was read
        return .data(data)
    }

    /// What `stat` says `path` is, following links; nil when nothing is there.
    public static func kind(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Opens a file that is kept open and changed in place (a lock file, the request ledger), creating it when
    /// missing, without ever blocking on a FIFO or following a link. Returns the descriptor, or the `errno`
    /// (EFTYPE-like `EINVAL` for anything that is not a regular file, which is left as it is).
    public static func openForUpdate(_ path: String, permissions: mode_t = 0o600) -> Result<Int32, POSIXError> {
        var before = stat()
        if lstat(path, &before) == 0, (before.st_mode & S_IFMT) != S_IFREG { return .failure(POSIXError(.EINVAL)) }
        let fd = open(path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, permissions)
        guard fd >= 0 else { return .failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return .failure(POSIXError(.EINVAL))
        }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return .success(fd)
    }
}
