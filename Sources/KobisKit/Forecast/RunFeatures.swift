import Foundation

/// What a forecast reads of a run's first days, as of D+`horizon`: the audience gained so far, how fast it sells
/// now against that, and how fast that is changing. Levels are weekday- and holiday-adjusted
/// (``ForecastHistory/dayFactor(_:)``), so a Wednesday and a Saturday compare.
struct RunFeatures: Sendable {
    var horizon: Int
    /// The as-of day: D+`horizon`.
    var asOf: KobisDate
    /// The cumulative audience on the last ranked day up to `asOf`.
    var total: Int64
    /// The audience gained in the run so far (total less the run's base).
    var gained: Double
    /// The adjusted daily level on `asOf`, from the fit over the last days.
    var level: Double
    /// log(7 × level / gained): a week's sales at today's pace against all so far.
    var pace: Double
    /// The adjusted level's change over a week, in log (negative while it decays, positive while it grows).
    var trend: Double
    /// The pace and trend read as a run that keeps losing (or gaining) the same share every day: log(final /
    /// gained) if the trend went on, at most 99% kept a day.
    var extrapolated: Double
    /// log(level / the top 10's cut line), the cut line adjusted as the level is, over the last three days: how
    /// far above the 10th place it sells, and so how soon it may drop out of the list (after which the archive
    /// sees no more of its audience).
    var margin: Double
    /// The extrapolation cut where the level falls under today's cut line: what the archive will see of it.
    var censored: Double
    /// The trend over the last week only, less the trend: positive when the run is picking up.
    var bend: Double
    /// The spread (standard deviation, in log) of the adjusted days around the fit: how sure today's level is.
    var spread: Double = 0
    /// The opening's rush: how far the adjusted days D+1 to D+3 lie above (in log) the line through the later days
    /// read (from D+4, at least four of them; else 0). A front-loaded release opens above it, a sleeper on or under it.
    var opening: Double = 0
    /// The level against the opening's (D+1 to D+3), in log: how far the run has come down (or up) since.
    var sinceOpening = 0.0
    /// In the top 10 every day from D+1 to D+`horizon`.
    var rankedEveryDay: Bool
    /// The days since its last ranked day (0: ranked on the as-of day).
    var out = 0
    /// Its share of the day's sales over the last three ranked days, in log of a fraction.
    var share = log(0.01)
    /// The public holidays in the two weeks ahead (``KoreanHolidays``): a calendar fact known on the as-of day.
    var holidaysAhead = 0.0
    /// The screens (scrnCnt) on the last ranked day against the most so far, in log: screens cut or kept.
    var screens = 0.0
    /// The last (at most 14) days' adjusted levels against the opening's (D+1 to D+3), in log, a day out of the list
    /// half a log under the day before: the curve the analogs compare (``RunAnalogs``).
    var curve: [Double] = []

    /// The features of `run` as of D+`horizon`; nil when nothing of it is ranked by then.
    init?(_ run: ForecastRun, horizon: Int, history: ForecastHistory) {
        let asOf = run.date(of: horizon)
        let seen = run.days.filter { $0.date <= asOf }
        guard let latest = seen.last else { return nil }
        let gained = Double(latest.total - run.base)
        guard gained > 0 else { return nil }
        let window = min(max(horizon, 1), 14)
        let recent = seen.filter { asOf.daysSince($0.date) < window && $0.audience > 0 }
        var points: [(x: Double, y: Double)] = []
        for day in recent {
            points.append((Double(day.date.daysSince(asOf)), log(Double(day.audience) / history.dayFactor(day.date))))
        }
        var level = 1.0
        var trend = 0.0
        if points.count >= 3 {
            let (meanX, meanY, slope, _) = ForecastMath.line(points)
            trend = 7 * slope
            level = exp(meanY - meanX * slope)
            let misses = points.map { $0.y - meanY - slope * ($0.x - meanX) }
            spread = sqrt(misses.reduce(0) { $0 + $1 * $1 } / Double(points.count - 2))
        } else if !points.isEmpty {
            level = exp(ForecastMath.mean(points.map(\.y)))
        }
        let week = points.filter { $0.x > -7 }
        var bend = 0.0
        if horizon >= 10 && week.count >= 5 {
            let line = ForecastMath.line(week)
            if line.sxx > 0 { bend = 7 * line.slope - trend }
        }
        self.bend = bend
        self.horizon = horizon
        self.asOf = asOf
        self.total = latest.total
        self.gained = gained
        self.level = level
        self.pace = points.isEmpty ? -5 : log(7 * level / gained)
        self.trend = trend
        let kept = min(0.99, exp(trend / 7))
        extrapolated = log(1 + level * kept / (1 - kept) / gained)
        var cuts: [Double] = []
        for back in 0..<3 {
            let day = asOf.adding(days: -back)
            if let cut = history.cutLine(day) { cuts.append(log(cut / history.dayFactor(day))) }
        }
        margin = cuts.isEmpty ? 0 : log(level) - ForecastMath.mean(cuts)
        let daysLeft = kept < 1 ? min(365, max(0, margin) / -log(kept)) : 365
        censored = log(1 + level * kept * (1 - pow(kept, daysLeft)) / (1 - kept) / gained)
        self.rankedEveryDay = run.rankedEveryDay(through: horizon)
        out = asOf.daysSince(latest.date)
        let all = seen.filter { $0.audience > 0 }.map {
            (x: Double(run.day(of: $0.date)), y: log(Double($0.audience) / history.dayFactor($0.date)))
        }
        let later = all.filter { $0.x >= 4 }
        let early = all.filter { $0.x >= 1 && $0.x <= 3 }
        if later.count >= 4, !early.isEmpty {
            let (meanX, meanY, slope, _) = ForecastMath.line(later)
            opening = ForecastMath.mean(early.map { $0.y - (meanY + slope * ($0.x - meanX)) })
        }
        if !early.isEmpty { sinceOpening = log(level) - ForecastMath.mean(early.map(\.y)) }
        let shares = seen.suffix(3).map(\.share).filter { $0 > 0 }
        if !shares.isEmpty { share = log(max(0.001, ForecastMath.mean(shares) / 100)) }
        holidaysAhead = Double(KoreanHolidays.count(from: asOf.adding(days: 1), days: 14))
        let most = seen.map(\.screens).max() ?? 0
        if most > 0, latest.screens > 0 { screens = log(Double(latest.screens) / Double(most)) }
        let reference = early.isEmpty ? (all.first?.y ?? 0) : ForecastMath.mean(early.map(\.y))
        var byDay: [Int: Double] = [:]
        for point in all { byDay[Int(point.x)] = point.y }
        var previous = 0.0
        curve = (horizon - window + 1...horizon).map { day in
            if let y = byDay[day] { previous = y - reference } else { previous -= 0.5 }
            return previous
        }
    }

    /// Out of the top 10 before the as-of day and under its cut line: it has most likely left it for good.
    var gone: Bool { out >= 1 && margin < 0 }

    /// The trees' inputs: the features without products (the trees find their own), the audience so far (in log),
    /// how far the run has come since its opening, its share of the day's sales, the holidays ahead, its screens
    /// against its most and whether it was in the top 10 every day so far (the trees learn from every run).
    var inputs: [Double] {
        [
            extrapolated, pace, trend, margin, censored, bend, opening, spread, Double(min(out, 7)), log(gained),
            sinceOpening, share, holidaysAhead, screens, rankedEveryDay ? 1 : 0,
        ]
    }

    /// The regression's inputs: a constant, the extrapolation, the pace, the trend, the margin, the bend, the
    /// opening's rush, the products that let them bend the others, and the holidays ahead.
    var design: [Double] {
        [
            1, extrapolated, pace, trend, margin, margin * margin, margin * trend, margin * extrapolated,
            extrapolated * extrapolated, censored, censored * censored, bend, bend * trend,
            opening, opening * trend,
            holidaysAhead / 7,
        ]
    }
}
