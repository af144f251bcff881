import Foundation

/// Every temporary file the program has made and not yet renamed or removed (`-o`, the cache, notes,
/// posters), so that whatever ends the program (SIGINT, SIGTERM, SIGHUP) removes them all. A file is
/// created and registered under one lock, and once the program is ending no new one can be created, so
/// none can slip past the clean-up.
public enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths = Set<String>()
    nonisolated(unsafe) private static var ending = false

    /// Creates `path` exclusively (`O_EXCL`), registered for clean-up. Returns the descriptor, or -1 with
    /// `errno` set (`ECANCELED` once the program is ending).
    public static func create(_ path: String, permissions: mode_t) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        guard !ending else {
            errno = ECANCELED
            return -1
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
        if fd >= 0 { paths.insert(path) }
        return fd
    }

    /// Registers a file that exists already (a lock its holder removes when done) for clean-up; false once the program
    /// is ending.
    public static func adopt(_ path: String) -> Bool {
        lock.withLock {
            guard !ending else { return false }
            paths.insert(path)
            return true
        }
    }

    /// The file was renamed into place or removed: nothing to clean up.
    public static func forget(_ path: String) {
        lock.withLock { _ = paths.remove(path) }
    }

    /// Removes `path` and forgets it.
    public static func remove(_ path: String) {
        lock.withLock {
            unlink(path)
            _ = paths.remove(path)
        }
    }

    /// Removes every registered file and refuses new ones. The lock is kept: the caller ends the process.
    static func removeAllForExit() {
        lock.lock()
        ending = true
        for path in paths { unlink(path) }
        paths.removeAll()
    }
}
