/// A cumulative audience fans quote (100만 관객 돌파): the first day a film's daily ranking shows it.
public struct Milestone: Sendable, Equatable {
    /// 1, 2, 3, 5 or 10 million, or a further multiple of 5 million.
    public let threshold: Int64
    /// The first ranked day whose cumulative (`audiAcc`) reaches the threshold.
    public let date: KobisDate
    /// D+N: the release day is 1, the day after it 2, the eve -1 (there is no day 0); nil without a release date.
    public let day: Int?
    /// The cumulative on that day.
    public let audienceTotal: Int64
    /// Crossed on a day the film was out of the top 10, so dated on its next ranked day.
    public let crossedOutOfTopTen: Bool

    public init(threshold: Int64, date: KobisDate, day: Int?, audienceTotal: Int64, crossedOutOfTopTen: Bool) {
        self.threshold = threshold
        self.date = date
        self.day = day
        self.audienceTotal = audienceTotal
        self.crossedOutOfTopTen = crossedOutOfTopTen
    }
}

/// Finding a run's milestones in its daily rankings.
public enum Milestones {
    /// The `index`th threshold: 1, 2, 3, 5 and 10 million, then every further 5 million.
    public static func threshold(_ index: Int) -> Int64 {
        let first: [Int64] = [1, 2, 3, 5, 10]
        return (index < first.count ? first[index] : 10 + 5 * Int64(index - first.count + 1)) * 1_000_000
    }

    /// D+N of `date` for a film released on `release`: the release day is 1, the eve -1; there is no day 0.
    public static func day(_ date: KobisDate, release: KobisDate?) -> Int? {
        release.map { day(offset: date.daysSince($0)) }
    }

    /// The day number of the day `offset` days after the release day (0: the release day itself, D+1).
    public static func day(offset: Int) -> Int { offset >= 0 ? offset + 1 : offset }

    /// The milestones of a run, in order. `fromStart`: the window starts where the film's audience does (its
    /// release, or its first ranked screening), so a threshold the first ranked day's cumulative already passed
    /// was crossed inside the window; otherwise such a threshold was passed before the window and is left out.
    /// A threshold the day before a ranked day had already reached (its cumulative less its audience) was
    /// crossed while the film was out of the top 10, and is dated on that ranked day and marked.
    public static func find(_ points: [TrendPoint], release: KobisDate?, fromStart: Bool) -> [Milestone] {
        var found: [Milestone] = []
        var index = 0
        var previous: (date: KobisDate, total: Int64)?
        for point in points {
            guard let entry = point.entry, let total = entry.audienceTotal else { continue }
            let dayBefore = entry.audience.map { total - $0 }
            if previous == nil && !fromStart {
                while threshold(index) <= (dayBefore ?? total) { index += 1 }
            }
            while threshold(index) <= total {
                let mark = threshold(index)
                let out =
                    dayBefore.map { $0 >= mark } ?? (previous.map { $0.date.adding(days: 1) != point.date } ?? true)
                found.append(
                    Milestone(
                        threshold: mark, date: point.date, day: day(point.date, release: release),
                        audienceTotal: total, crossedOutOfTopTen: out))
                index += 1
            }
            previous = (point.date, total)
        }
        return found
    }
}
