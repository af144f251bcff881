import Foundation

/// Which days a weekly ranking covers: `weekGb`.
public enum WeekKind: String, Sendable, Hashable, CaseIterable {
    /// Monday to Sunday.
    case week = "0"
    /// Friday to Sunday (KOBIS's default).
    case weekend = "1"
    /// Monday to Thursday.
    case weekdays = "2"
}
