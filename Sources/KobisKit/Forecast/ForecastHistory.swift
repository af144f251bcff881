import Foundation

/// The archive's daily rankings as a forecast reads them: every film's runs (``ForecastRun``) and each day's
/// weekday-and-holiday strength, learned from the films themselves (``dayFactor(_:)``).
public struct ForecastHistory: Sendable {
    /// A run ends after this many days out of the top 10; a run is finished once the archive holds that many
    /// days after its last ranked day (``RunRule``).
    public static let gap = RunRule.gap

    /// The first and last days held; nil for an empty history.
    public let first: KobisDate?
    public let last: KobisDate?
    /// The last day held with figures (a film ranked): a forecast's default as-of day, past a trailing stretch of
    /// empty days.
    public let lastWithFigures: KobisDate?
    /// Every run, by its first ranked day.
    public let runs: [ForecastRun]
    /// Each day's strength (``dayFactor(_:)``) and cut line (``cutLine(_:)``).
    let factors: [KobisDate: Double]
    let cuts: [KobisDate: Double]

    public init(days: [KobisDate: [DailyBoxOfficeEntry]]) {
        self.init(rows: days.mapValues { $0.filter { $0.rank > 0 }.map(ForecastRow.init) })
    }

    /// The history of each held day's ranked rows (an empty day holds none).
    init(rows days: [KobisDate: [ForecastRow]]) {
        let dates = days.keys.sorted()
        first = dates.first
        last = dates.last
        var byFilm: [String: [Row]] = [:]
        // Each day's ranked films (their audience) and each film's daily audience, by day number, for the strengths.
        var ranked: [[(code: String, audience: Int64)]] = []
        var cuts: [KobisDate: Double] = [:]
        for date in dates {
            var today: [(code: String, audience: Int64)] = []
            var least: Int64?
            for entry in days[date] ?? [] {
                guard let audience = entry.audience else { continue }
                least = min(least ?? audience, audience)
                guard let total = entry.total else { continue }
                byFilm[entry.code, default: []].append(
                    Row(
                        date: date, audience: audience, total: total, open: entry.open, title: entry.title,
                        share: entry.share ?? 0, screens: entry.screens ?? 0))
                today.append((entry.code, audience))
            }
            ranked.append(today)
            if let least, least > 0 { cuts[date] = Double(least) }
        }
        var runs: [ForecastRun] = []
        for (code, rows) in byFilm {
            var group: [Row] = []
            var release: KobisDate?
            var later = false
            for row in rows {
                if let previous = group.last,
                    RunRule.startsRun(row.date, after: previous.date, release: release ?? row.open)
                {
                    runs.append(ForecastHistory.run(code, group, later: later))
                    group = []
                    release = nil
                    later = true
                }
                group.append(row)
                release = release ?? row.open
            }
            if !group.isEmpty { runs.append(ForecastHistory.run(code, group, later: later)) }
        }
        self.runs = runs.sorted { ($0.days[0].date, $0.movieCode) < ($1.days[0].date, $1.movieCode) }
        factors = ForecastHistory.factors(dates, ranked: ranked, byFilm: byFilm)
        self.cuts = cuts
        lastWithFigures = byFilm.values.compactMap { $0.last?.date }.max()
    }

    /// A history made of its parts, as ``ForecastHistoryFile`` reads them back.
    init(
        first: KobisDate?, last: KobisDate?, lastWithFigures: KobisDate?, runs: [ForecastRun],
        factors: [KobisDate: Double], cuts: [KobisDate: Double]
    ) {
        self.first = first
        self.last = last
        self.lastWithFigures = lastWithFigures
        self.runs = runs
        self.factors = factors
        self.cuts = cuts
    }

    /// A ranked day of a film, as a run reads it.
    struct Row {
        var date: KobisDate
        var audience: Int64
        var total: Int64
        var open: KobisDate?
        var title: String
        var share: Double
        var screens: Int64
    }

    /// The run of `rows`; `later`: the film had a run before it in the history.
    static func run(_ code: String, _ rows: [Row], later: Bool = false) -> ForecastRun {
        let release = rows.lazy.compactMap(\.open).first
        let start = RunRule.start(first: rows[0].date, release: release)
        let days = rows.map {
            ForecastRun.Day(date: $0.date, audience: $0.audience, total: $0.total, share: $0.share, screens: $0.screens)
        }
        let base = max(0, rows[0].total - rows[0].audience)
        let again = later || RunRule.isRerelease(first: rows[0].date, release: release)
        return ForecastRun(
            movieCode: code, title: rows[rows.count - 1].title, start: start, base: base, earlier: again ? base : 0,
            days: days)
    }

    /// Each day's strength against the week before it: the median over the films ranked on it and on the six days
    /// before of the day's audience against the geometric mean of those seven days. Saturdays come out near 1.6,
    /// weekdays near 0.6, Seollal and Chuseok higher still (``steadied(_:)``). Only the day and the days before it are
    /// read. `ranked` holds each day's ranked films, in the order of `dates`.
    static func factors(
        _ dates: [KobisDate], ranked: [[(code: String, audience: Int64)]], byFilm: [String: [Row]]
    ) -> [KobisDate: Double] {
        // Each film's audience (in log) by day number from its first ranked day (nan: not ranked, or none sold).
        var series: [String: (first: Int, values: [Double])] = [:]
        for (code, rows) in byFilm {
            guard let start = rows.first?.date.daysSinceEpoch, let end = rows.last?.date.daysSinceEpoch else {
                continue
            }
            var values = [Double](repeating: .nan, count: end - start + 1)
            for row in rows where row.audience > 0 {
                values[row.date.daysSinceEpoch - start] = log(Double(row.audience))
            }
            series[code] = (start, values)
        }
        var factors: [KobisDate: Double] = [:]
        for (index, date) in dates.enumerated() {
            let number = date.daysSinceEpoch
            var values: [Double] = []
            for film in ranked[index] where film.audience > 0 {
                guard let known = series[film.code], number - 6 >= known.first else { continue }
                var sum = 0.0
                var whole = true
                for back in 0..<7 {
                    let value = known.values[number - back - known.first]
                    guard !value.isNaN else {
                        whole = false
                        break
                    }
                    sum += value
                }
                if whole { values.append(known.values[number - known.first] - sum / 7) }
            }
            if !values.isEmpty { factors[date] = exp(ForecastMath.median(values)) }
        }
        return steadied(factors, dates: dates)
    }

    /// A day's strength is the median of its own and the same weekday's over the three weeks before, which takes
    /// out the noise of one day's few films, unless it stands out from them by more than 0.15 in log (16% more or
    /// 14% less: a holiday, a change of season): then it is its own. A day without films enough to tell takes the
    /// median of the weeks before, or 1 without them.
    static func steadied(_ factors: [KobisDate: Double], dates: [KobisDate]) -> [KobisDate: Double] {
        var steady: [KobisDate: Double] = [:]
        for date in dates {
            let week = (0..<4).compactMap { factors[date.adding(days: -7 * $0)] }.map { log($0) }
            guard !week.isEmpty else { continue }
            let usual = ForecastMath.median(week)
            if let factor = factors[date], abs(log(factor) - usual) > 0.15 {
                steady[date] = factor
            } else {
                steady[date] = exp(usual)
            }
        }
        return steady
    }

    /// The day's strength (1 for a day without enough films to tell).
    public func dayFactor(_ date: KobisDate) -> Double { factors[date] ?? 1 }

    /// The audience of the day's last ranked film: what a film must sell to stay in the top 10; nil for a day
    /// without films.
    public func cutLine(_ date: KobisDate) -> Double? { cuts[date] }

    /// The film's runs, in order.
    public func runs(of movieCode: String) -> [ForecastRun] { runs.filter { $0.movieCode == movieCode } }

    /// The films whose title is `title` (exactly, then containing it), as (code, title), most recent run first.
    public func films(titled title: String) -> [(code: String, title: String)] {
        let wanted = title.trimmingCharacters(in: .whitespaces)
        var seen: Set<String> = []
        var exact: [(String, String)] = []
        var partial: [(String, String)] = []
        for run in runs.reversed() where !seen.contains(run.movieCode) {
            if run.title == wanted {
                exact.append((run.movieCode, run.title))
                seen.insert(run.movieCode)
            } else if run.title.contains(wanted) {
                partial.append((run.movieCode, run.title))
            }
        }
        if !exact.isEmpty { return exact.map { (code: $0.0, title: $0.1) } }
        var kept: [(code: String, title: String)] = []
        for film in partial where !kept.contains(where: { $0.code == film.0 }) {
            kept.append((code: film.0, title: film.1))
        }
        return kept
    }

    /// The runs whose whole course the archive holds and that were finished as of `asOf`: out of the top 10 for
    /// ``gap`` days before it, and begun after the archive's first day (so their first days are held).
    public func finishedRuns(asOf: KobisDate) -> [ForecastRun] {
        guard let first else { return [] }
        return runs.filter { $0.days[0].date > first && $0.start > first && $0.isFinished(asOf: asOf) }
    }
}
