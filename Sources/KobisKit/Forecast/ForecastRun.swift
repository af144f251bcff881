/// One run of a film in the archive, as ``RunRule`` makes it: its ranked days from the first to the last (a film back
/// in the top 10 after a longer gap than ``RunRule/gap``, such as a re-release, starts a run of its own). Day 1 (D+1)
/// is the release date KOBIS lists when it falls within the run, else the first ranked day; earlier days
/// (previews) count, with day numbers under 1.
public struct ForecastRun: Sendable {
    /// A ranked day: the tickets sold that day and the cumulative audience (audiAcc) up to it.
    public struct Day: Sendable {
        public var date: KobisDate
        public var audience: Int64
        public var total: Int64
        /// Its share of the day's sales, in percent (salesShare; 0 when not given).
        public var share = 0.0
        /// The screens it was shown on (scrnCnt; 0 when not given).
        public var screens: Int64 = 0
    }

    public var movieCode: String
    public var title: String
    public var start: KobisDate
    /// The tickets counted before the run (a re-release's earlier run, days shown before its first ranked day).
    public var base: Int64
    /// The tickets of the film's earlier runs in `base`: all of it for a re-release or a return after a gap, none
    /// for a first run (whose tickets before its first ranked day are its own previews). The backtest scores a run
    /// on `final - earlier`.
    public var earlier: Int64 = 0
    public var days: [Day]

    /// The last ranked day.
    public var last: KobisDate { days[days.count - 1].date }
    /// The cumulative audience on the last ranked day: the final total as far as the daily top 10 can tell.
    public var final: Int64 { days[days.count - 1].total }

    /// D+N of `date`.
    public func day(of date: KobisDate) -> Int { date.daysSince(start) + 1 }

    /// The date of D+`day`.
    public func date(of day: Int) -> KobisDate { start.adding(days: day - 1) }

    /// Out of the top 10 for good: not ranked in the ``ForecastHistory/gap`` days up to `asOf`.
    public func isFinished(asOf: KobisDate) -> Bool { asOf.daysSince(last) >= ForecastHistory.gap }

    /// The cumulative audience on the last ranked day up to `date`, nil before the first.
    public func total(upTo date: KobisDate) -> Int64? { days.last { $0.date <= date }?.total }

    /// In the top 10 on every day from D+1 to D+`days`.
    public func rankedEveryDay(through days: Int) -> Bool {
        rankedDays(through: days) == days
    }

    /// The days from D+1 to D+`days` it was ranked.
    public func rankedDays(through count: Int) -> Int {
        let end = date(of: count)
        return days.filter { $0.date >= start && $0.date <= end }.count
    }

    /// The tickets sold on its ranked days from D+`from` to D+`through`.
    public func audience(from: Int, through: Int) -> Int64 {
        let (start, end) = (date(of: from), date(of: through))
        return days.filter { $0.date >= start && $0.date <= end }.reduce(0) { $0 + $1.audience }
    }
}
