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
    /// In the top 10 every day from D+1 to D+`horizon`.
    var rankedEveryDay: Bool

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
            let meanX = ForecastMath.mean(points.map(\.x))
            let meanY = ForecastMath.mean(points.map(\.y))
            let sxx = points.reduce(0) { $0 + ($1.x - meanX) * ($1.x - meanX) }
            let sxy = points.reduce(0) { $0 + ($1.x - meanX) * ($1.y - meanY) }
            let slope = sxx > 0 ? sxy / sxx : 0
            trend = 7 * slope
            level = exp(meanY - meanX * slope)
        } else if !points.isEmpty {
            level = exp(ForecastMath.mean(points.map(\.y)))
        }
        self.horizon = horizon
        self.asOf = asOf
        self.total = latest.total
        self.gained = gained
        self.level = level
        self.pace = points.isEmpty ? -5 : log(7 * level / gained)
        self.trend = trend
        self.rankedEveryDay = run.rankedEveryDay(through: horizon)
    }

    /// The regression's inputs: a constant, the pace, the trend and their squares and product.
    var design: [Double] { [1, pace, trend, pace * pace, pace * trend, trend * trend] }
}
