import KobisKit

/// What a forecast adds to a film's picture past its last day, as the picture needs it and nothing of how it was
/// made: each day's expected cumulative audience with its interval (low to high), and the milestones ahead with the
/// day each is expected on. It is drawn on the cumulative audience, dashed, and labelled a forecast.
struct TrendProjection: Sendable {
    /// One day past the last: the cumulative audience expected, and its interval.
    struct Point: Sendable {
        let date: KobisDate
        let low: Int64
        let expected: Int64
        let high: Int64
    }

    /// A milestone ahead (1, 2, 3, 5, 10 million …) and the day it is expected on.
    struct Milestone: Sendable {
        let value: Int64
        let date: KobisDate
    }

    var points: [Point]
    var milestones: [Milestone]
    /// How sure the interval is, in percent (the legend says it).
    var confidence = 80

    /// The days after `last`, in order, one each: what the picture draws.
    func ahead(of last: KobisDate) -> [Point] {
        var seen: Set<KobisDate> = []
        return points.filter { $0.date > last && seen.insert($0.date).inserted }.sorted { $0.date < $1.date }
    }
}
