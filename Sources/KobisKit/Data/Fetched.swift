import Foundation

/// A model with where it came from.
public struct Fetched<Model: Sendable>: Sendable {
    public var value: Model
    /// When the answer left KOBIS (for a cached answer, when it was first fetched).
    public var fetchedAt: Date
    public var fromCache: Bool

    public init(value: Model, fetchedAt: Date, fromCache: Bool) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.fromCache = fromCache
    }
}
