import Foundation

/// Whether a run may read and write the cache.
public enum CacheMode: Sendable {
    /// Read fresh entries, write new answers.
    case normal
    /// Skip reading, write fresh answers (`--refresh`).
    case refresh
    /// Neither read nor write, and create nothing (`--no-cache`).
    case disabled
}
