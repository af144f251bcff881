import Foundation

/// What `sync.json` says of the last sync.
public struct ArchiveSyncRecord: Codable, Sendable, Equatable {
    /// When it ended (ISO 8601, Korea time).
    public var at: String
    public var sent: Int
    public var changed: Int
    public var held: Int
    public var missing: Int

    public init(at: String, sent: Int, changed: Int, held: Int, missing: Int) {
        self.at = at
        self.sent = sent
        self.changed = changed
        self.held = held
        self.missing = missing
    }
}
