import Foundation

/// A cached body and when it was fetched.
public struct CachedBody: Sendable {
    public var body: Data
    public var fetchedAt: Date
}
