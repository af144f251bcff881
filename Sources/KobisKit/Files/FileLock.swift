import Foundation

/// An exclusive `flock` taken without blocking a thread of Swift's cooperative pool: it tries without
/// waiting (`LOCK_NB`) and, while another process holds the lock, sleeps asynchronously between tries
/// (1 ms, doubling to 20 ms), for at most `patience` seconds.
public enum FileLock {
    /// Why the lock could not be had.
    public enum Failure: Error, Equatable {
        case timedOut
        case failed(Int32)
    }

    public static func exclusive<T>(
        _ fd: Int32, patience: Double = 30, _ body: () async throws -> T
    ) async throws -> T {
        var pause: UInt64 = 1_000_000
        let deadline = Date().addingTimeInterval(patience)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw Failure.failed(errno) }
            guard Date() < deadline else { throw Failure.timedOut }
            try await Task.sleep(nanoseconds: pause)
            pause = min(pause * 2, 20_000_000)
        }
        defer { flock(fd, LOCK_UN) }
        return try await body()
    }
}
