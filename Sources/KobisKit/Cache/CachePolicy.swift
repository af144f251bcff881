import Foundation

/// How long an answer stays fresh, following KOBIS's own rule: a day's figures keep changing
/// until the next morning (KST), then settle.
public struct CachePolicy: Sendable {
    /// A still-settling ranking is kept at most this long.
    public var unsettledLifetime: TimeInterval = 3600
    /// A settled ranking (fetched after noon KST of the next day) is kept this long.
    public var settledLifetime: TimeInterval = 30 * 86400
    /// Movie details are kept this long.
    public var movieLifetime: TimeInterval = 7 * 86400
    /// Movie searches are kept this long.
    public var listLifetime: TimeInterval = 86400

    public init() {}

    /// When a ranking for `date` is taken as final: 12:00 KST on the following day.
    public static func settlesAt(_ date: KobisDate) -> Date {
        date.adding(days: 1).startInKorea.addingTimeInterval(12 * 3600)
    }

    /// When an answer to `endpoint` fetched at `fetchedAt` stops being fresh.
    public func expiry(for endpoint: KobisAPI, fetchedAt: Date) -> Date {
        switch endpoint {
        case let .dailyBoxOffice(date, _), let .weeklyBoxOffice(date, _, _):
            let settle = CachePolicy.settlesAt(date)
            if fetchedAt < settle {
                return min(settle, fetchedAt.addingTimeInterval(unsettledLifetime))
            }
            return fetchedAt.addingTimeInterval(settledLifetime)
        case .movieInfo:
            return fetchedAt.addingTimeInterval(movieLifetime)
        case .movieList:
            return fetchedAt.addingTimeInterval(listLifetime)
        }
    }
}
