import Foundation

/// How films side by side are lined up.
public enum TrendAlignment: String, CaseIterable, Sendable {
    /// By day since release: D+1 (the release day), D+2 …
    case release
    /// On the calendar.
    case date
}
