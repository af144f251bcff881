import Foundation

/// What the archive holds of a sync's window, read one year at a time (memory stays flat however many years): the
/// days and weekly rankings held and wanted (missing, or in the recheck window), the films ranked in held rankings
/// and the films whose detail is held.
public struct ArchiveSurvey: Sendable {
    public let first: KobisDate
    public let last: KobisDate
    let recheck: Int
    public internal(set) var daysHeld = 0
    public internal(set) var daysTotal = 0
    var daysWanted = 0
    public internal(set) var weeklyHeld = 0
    public internal(set) var weeklyTotal = 0
    var weeklyWanted = 0
    /// Films ranked in held rankings, newest first, each once.
    public internal(set) var ranked: [String] = []
    var rankedSet: Set<String> = []
    /// Films whose detail is held.
    public internal(set) var films: Set<String> = []
    /// The days and weekly rankings of the window that a shared archive behind this one holds and this one lacks: held
    /// for the count, never asked for (unless in the recheck window), never written here.
    var behindDays: Set<KobisDate> = []
    var behindPeriods: Set<BoxOfficePeriod> = []

    public var daysMissing: Int { daysTotal - daysHeld }
    public var weeklyMissing: Int { weeklyTotal - weeklyHeld }
    /// Ranked films whose detail is not held, newest first.
    public var filmsMissing: [String] { ranked.filter { !films.contains($0) } }

    /// The kinds of weekly ranking the archive keeps.
    static let kinds: [WeekKind] = [.week, .weekend]

    /// The years of the window, newest first.
    var years: [Int] { first <= last ? Array((first.year...last.year).reversed()) : [] }

    /// The window's days in `year`, newest first.
    func days(in year: Int) -> [KobisDate] {
        let start = Swift.max(first, KobisDate(year: year, month: 1, day: 1)!)
        var day = Swift.min(last, KobisDate(year: year, month: 12, day: 31)!)
        var days: [KobisDate] = []
        while day >= start {
            days.append(day)
            day = day.adding(days: -1)
        }
        return days
    }

    /// The weeks and weekends that ended in the window and in `year`, newest first (the weekend before the week).
    func periods(in year: Int) -> [BoxOfficePeriod] {
        var periods: [BoxOfficePeriod] = []
        for kind in ArchiveSurvey.kinds.reversed() {
            let end = Swift.min(last, KobisDate(year: year, month: 12, day: 31)!)
            var period = BoxOfficePeriod.lastComplete(kind, upTo: end)
            while period.end >= first && period.end.year == year {
                periods.append(period)
                period = BoxOfficePeriod(kind: kind, containingWeekOf: period.end.adding(days: -7))
            }
        }
        return periods.sorted { ($0.end, $0.kind == .week ? 1 : 0) > ($1.end, $1.kind == .week ? 1 : 0) }
    }

    func rechecked(_ day: KobisDate) -> Bool { last.daysSince(day) < recheck }

    /// The rankings a sync asks for in `year`, newest first: the missing ones and those in the recheck window.
    func wanted(in year: Int, daily: ArchiveYear, weekly: ArchiveWeeks) -> [RankingTarget] {
        var targets = days(in: year).filter { (daily.days[$0] == nil && !behindDays.contains($0)) || rechecked($0) }
            .map { RankingTarget.day($0) }
        targets += periods(in: year).filter {
            (weekly.periods[$0] == nil && !behindPeriods.contains($0)) || rechecked($0.end)
        }.map { RankingTarget.period($0) }
        return targets.sorted { ($0.end, $0.order) > ($1.end, $1.order) }
    }

    /// Counts what the archive holds of the window, reading each year once and letting it go; what the archives
    /// `behind` it hold (a shared one, read-only) counts as held too. A damaged file behind counts as not held.
    init(
        store: ArchiveStore, first: KobisDate, last: KobisDate, recheck: Int, behind: [ArchiveStore] = []
    ) throws {
        self.first = first
        self.last = last
        self.recheck = recheck
        for bucket in store.filmBuckets() {
            if let held = try store.rebuildable({ try store.loadFilms(bucket: bucket) }) {
                films.formUnion(held.lines.keys)
            }
        }
        for other in behind {
            for bucket in other.filmBuckets() {
                if let held = try? other.loadFilms(bucket: bucket) { films.formUnion(held.lines.keys) }
            }
        }
        for year in years {
            var daily = try store.rebuildable { try store.load(year: year) } ?? ArchiveYear(year: year)
            var weekly = try store.rebuildable { try store.loadWeeks(year: year) } ?? ArchiveWeeks(year: year)
            for other in behind {
                for (day, entries) in (try? other.load(year: year))??.days ?? [:]
                where daily.days[day] == nil && day >= first && day <= last {
                    daily.days[day] = entries
                    behindDays.insert(day)
                }
                for (period, held) in (try? other.loadWeeks(year: year))??.periods ?? [:]
                where weekly.periods[period] == nil && period.end >= first && period.end <= last {
                    weekly.periods[period] = held
                    behindPeriods.insert(period)
                }
            }
            count(year, daily: daily, weekly: weekly)
        }
    }

    mutating func count(_ year: Int, daily: ArchiveYear, weekly: ArchiveWeeks) {
        for day in days(in: year) {
            daysTotal += 1
            if let entries = daily.days[day] {
                daysHeld += 1
                rank(entries)
                if rechecked(day) { daysWanted += 1 }
            } else {
                daysWanted += 1
            }
        }
        for period in periods(in: year) {
            weeklyTotal += 1
            if let held = weekly.periods[period] {
                weeklyHeld += 1
                rank(held.entries)
                if rechecked(period.end) { weeklyWanted += 1 }
            } else {
                weeklyWanted += 1
            }
        }
    }

    /// Notes the films of a held ranking.
    mutating func rank(_ entries: [DailyBoxOfficeEntry]) {
        for entry in entries where ArchiveFilms.isCode(entry.movieCode) && rankedSet.insert(entry.movieCode).inserted {
            ranked.append(entry.movieCode)
        }
    }
}

extension RankingTarget {
    /// At the same last day: the day first, then the week, then the weekend (newest first reads them backwards).
    fileprivate var order: Int {
        switch self {
        case .day: return 2
        case .period(let period): return period.kind == .week ? 1 : 0
        }
    }
}
