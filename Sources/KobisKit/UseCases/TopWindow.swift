import Foundation

/// The period a top list covers.
public enum TopWindow: Sendable, Equatable {
    case year(Int)
    case month(CalendarMonth)
    /// `to` nil: up to yesterday in Korea.
    case range(from: KobisDate, to: KobisDate?)
    /// Every day the archive (or the sample) holds, from `from` to `to`.
    case allTime(from: KobisDate, to: KobisDate)
}
