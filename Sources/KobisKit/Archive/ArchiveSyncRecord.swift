import Foundation

/// What `sync.json` says of the last sync.
public struct ArchiveSyncRecord: Codable, Sendable, Equatable {
    /// When it ended (ISO 8601, Korea time).
    public var at: String
    public var sent: Int
    public var changed: Int
    public var held: Int
    public var missing: Int
    /// The first day a sync was told to keep (`yyyy-mm-dd`): a later sync told none starts there. Nil before one
    /// was told.
    public var since: String?
    /// When the last sync started; with ``running`` it has not ended (it runs, or it was stopped: a signal, a kill).
    public var started: String?
    public var running: Bool?

    public init(
        at: String, sent: Int, changed: Int, held: Int, missing: Int, since: String? = nil, started: String? = nil,
        running: Bool? = nil
    ) {
        self.at = at
        self.sent = sent
        self.changed = changed
        self.held = held
        self.missing = missing
        self.since = since
        self.started = started
        self.running = running
    }
}

extension ArchiveStore {
    /// Whether a sync holds the archive's lock now (another process's, or this one's).
    public func syncRunning() -> Bool {
        let fd = open(lockFile.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        if flock(fd, LOCK_SH | LOCK_NB) != 0 { return true }
        _ = flock(fd, LOCK_UN)
        return false
    }
}
