import Foundation

/// A screening format such as `2D / 디지털` or `IMAX / IMAX`.
public struct ShowType: Hashable, Sendable {
    public var group: String
    public var name: String
    public init(group: String, name: String) {
        self.group = group
        self.name = name
    }
}
