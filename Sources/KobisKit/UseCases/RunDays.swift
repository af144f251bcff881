/// A run's days as ``RunFigures`` reads them: each day's figures by date, the cumulative at the end of a day (from
/// that day, or from the next less its audience), and why a day it needs has none.
struct RunDays {
    /// The days in the top 10, in order.
    let ranked: [TrendPoint]
    private let entries: [KobisDate: DailyBoxOfficeEntry]
    private let first: KobisDate?
    private let last: TrendPoint?

    init(_ points: [TrendPoint]) {
        ranked = points.filter { $0.entry != nil }
        var entries: [KobisDate: DailyBoxOfficeEntry] = [:]
        for point in points { entries[point.date] = point.entry }
        self.entries = entries
        first = points.first?.date
        last = points.last
    }

    /// Why `day` has no figures: read but out of the top 10 (or after a run that had left it), or not read.
    func gap(_ day: KobisDate) -> RunFigures.Gap {
        guard let first, let last, day >= first else { return .outsideWindow }
        if day > last.date { return last.entry == nil ? .outOfTopTen : .outsideWindow }
        return .outOfTopTen
    }

    /// The audience on `day`.
    func audience(on day: KobisDate) -> (Int64?, RunFigures.Gap?) {
        if let audience = entries[day]?.audience { return (audience, nil) }
        return (nil, gap(day))
    }

    /// The cumulative at the end of `day`: its own, or the next day's less that day's audience.
    func total(at day: KobisDate) -> (value: Int64?, gap: RunFigures.Gap?) {
        if let total = entries[day]?.audienceTotal { return (total, nil) }
        let next = day.adding(days: 1)
        if let total = entries[next]?.audienceTotal, let audience = entries[next]?.audience {
            return (total - audience, nil)
        }
        return (nil, gap(first.map { day < $0 } ?? true ? next : day))
    }

    /// The audience from `start` to `end`, both included: the cumulative at the end less that before the start.
    func span(_ start: KobisDate, _ end: KobisDate) -> (value: Int64?, gap: RunFigures.Gap?) {
        let after = total(at: end)
        let before = total(at: start.adding(days: -1))
        guard let to = after.value, let from = before.value else { return (nil, after.gap ?? before.gap) }
        return (to - from, nil)
    }
}
