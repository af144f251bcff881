import Foundation

/// When an answer was fetched and whether the cache answered.
public struct Provenance: Sendable {
    public let fetchedAt: Date
    public let fromCache: Bool

    public init(fetchedAt: Date, fromCache: Bool) {
        self.fetchedAt = fetchedAt
        self.fromCache = fromCache
    }

    public init<Model>(_ fetched: Fetched<Model>) {
        self.init(fetchedAt: fetched.fetchedAt, fromCache: fetched.fromCache)
    }

    public var json: JSONValue {
        .object([("fetchedAt", .string(KoreaTime.iso8601(fetchedAt))), ("fromCache", .bool(fromCache))])
    }

    public static let type = FieldType.object([.init("fetchedAt", .dateTime), .init("fromCache", .boolean)])
}
