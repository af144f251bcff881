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

extension TopWindow {
    /// The days a top list covers. A year or a month that has not ended stops at yesterday in Korea; one that
    /// has not started is ``RequestError/dayNotYetCounted(_:latest:)``; 2004 (and May 2004) start on 2004-05-04.
    public func days(_ service: KobisService) throws -> (from: KobisDate, to: KobisDate) {
        var first: KobisDate
        let last: KobisDate?
        switch self {
        case .year(let year):
            // 2004 starts with KOBIS's first day of figures, as a month does that ends after it.
            (first, last) = (KobisDate(year: year, month: 1, day: 1)!, KobisDate(year: year, month: 12, day: 31)!)
            first = max(first, KobisService.firstDayWithFigures)
        case .month(let month):
            (first, last) = (month.first, month.last)
            if month.last >= KobisService.firstDayWithFigures { first = max(first, KobisService.firstDayWithFigures) }
        case .range(let from, let to): (first, last) = (from, to)
        case .allTime(let from, let to): (first, last) = (from, to)
        }
        let end: KobisDate?
        switch self {
        case .range, .allTime: end = last
        default: end = last.map { min($0, service.latestDay) }
        }
        let days = try service.days(from: first, to: end)
        return (days[0], days[days.count - 1])
    }
}
