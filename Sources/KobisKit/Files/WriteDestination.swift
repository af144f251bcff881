import Foundation

/// Where a write lands once links are followed.
public enum WriteDestination: Equatable, Sendable {
    /// A regular file, or a name that does not exist yet: written to a temporary file beside it and renamed.
    case replace(String)
    /// A character or block device, a FIFO or a socket: opened and written where it is, with no atomicity.
    case inPlace(String)
    /// One of this process's descriptors (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`): written to it.
    case descriptor(Int32)

    /// Follows `path` through symbolic links (at most 40) to what a write should do. With `followLinks`
    /// false, a link is refused (`ELOOP`); with `allowInPlace` false, anything but a regular file or a new
    /// name is refused (`EFTYPE`), and left as it is. A name ending in `/` names a folder, never a file: it is
    /// refused (`EISDIR`, or ``FileWriteError/notAFolder`` when there is no folder there).
    public static func resolve(
        _ path: String, followLinks: Bool = true, allowInPlace: Bool = true
    ) throws -> WriteDestination {
        if path.hasSuffix("/") {
            var info = stat()
            let folder = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            throw FileWriteError(path: path, code: folder ? EISDIR : FileWriteError.notAFolder)
        }
        var current = path
        for _ in 0..<40 {
            if let fd = Platform.descriptorPath(current) {
                guard allowInPlace else { throw FileWriteError(path: path, code: FileWriteError.EFTYPE) }
                return .descriptor(fd)
            }
            var info = stat()
            if lstat(current, &info) != 0 {
                guard errno == ENOENT else { throw FileWriteError(path: path, code: errno) }
                return .replace(current)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .replace(current)
            case S_IFLNK:
                guard followLinks else { throw FileWriteError(path: path, code: ELOOP) }
                var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
                let count = readlink(current, &buffer, buffer.count - 1)
                guard count > 0 else { throw FileWriteError(path: path, code: errno) }
                let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                current =
                    target.hasPrefix("/") ? target : (current as NSString).deletingLastPathComponent + "/" + target
            case S_IFDIR:
                throw FileWriteError(path: path, code: EISDIR)
            default:
                guard allowInPlace else { throw FileWriteError(path: path, code: FileWriteError.EFTYPE) }
                return .inPlace(current)
            }
        }
        throw FileWriteError(path: path, code: ELOOP)
    }
}
