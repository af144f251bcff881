import Foundation

/// What a trend follows.
public enum TrendMetric: String, CaseIterable, Sendable {
    case audience, sales, screens, shows, rank

    /// Only audience and sales have a running total.
    public var hasTotal: Bool { self == .audience || self == .sales }
}
