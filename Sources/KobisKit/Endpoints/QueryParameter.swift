import Foundation

/// One query parameter, already in the text KOBIS expects.
public struct QueryParameter: Hashable, Sendable {
    public let name: String
    public let value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
