import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What differs between Linux (glibc) and macOS (Darwin) for the library: reading and writing descriptors, flushing
/// to disk, the resident size. The rest of the library uses only what Foundation exports on both, and these
/// wrappers; the terminal's and the process's calls are the command line's (`TerminalPlatform`).
/// `Scripts/portability-check` enforces it.
public enum Platform {
    /// `read(2)`, named so it never resolves to a type's own `read` method.
    @inline(__always)
    public static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(fd, buffer, count)
        #else
        return Darwin.read(fd, buffer, count)
        #endif
    }

    /// `write(2)`, named so it never resolves to a type's own `write` method.
    @inline(__always)
    public static func write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.write(fd, buffer, count)
        #else
        return Darwin.write(fd, buffer, count)
        #endif
    }

    /// Flushes a file's data to the disk: `fsync` on Linux, `F_FULLFSYNC` on macOS (where `fsync` stops at the
    /// drive's cache). Returns 0, or the `errno` of the failure; descriptors that cannot be synced (a pipe, a
    /// device) count as success.
    public static func flushToDisk(_ fd: Int32) -> Int32 {
        #if canImport(Darwin)
        if fcntl(fd, F_FULLFSYNC) == 0 { return 0 }
        if fsync(fd) == 0 { return 0 }  // file systems without F_FULLFSYNC
        #else
        if fsync(fd) == 0 { return 0 }
        #endif
        return errno == EINVAL || errno == ENOTSUP || errno == EROFS ? 0 : errno
    }

    /// Resident bytes of this process: `/proc/self/statm` on Linux, `task_info` on macOS; nil when unknown.
    public static func residentBytes() -> Int? {
        #if canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) { pointer in
            pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return result == KERN_SUCCESS ? Int(info.resident_size) : nil
        #else
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        guard count > 0 else { return nil }
        let fields = buffer[0..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #endif
    }

    /// Whether `path` names one of this process's open descriptors (`/dev/stdout`, `/dev/fd/N`, `/proc/self/fd/N`),
    /// and which.
    public static func descriptorPath(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        let prefixes = ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/", "/proc/thread-self/fd/"]
        for prefix in prefixes where path.hasPrefix(prefix) {
            if let number = Int32(path.dropFirst(prefix.count)), number >= 0 { return number }
        }
        return nil
    }
}
