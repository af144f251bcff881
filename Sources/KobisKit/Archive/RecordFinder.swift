/// The records of a history's days from `from` to `to` (docs/archive.md defines each kind): one pass over the rows,
/// keeping only the best `limit` as it goes. Ties go to the earlier day, then to the smaller film code.
enum RecordFinder {
    /// A candidate: the row it names (its film, day and title), its figure, and its days.
    struct Found {
        let row: Int
        let value: Int64
        var days: Int = 0
        var end: Int32 = 0
        /// The day it is dated on (a run's first day).
        var day: Int32
        /// The release date it counts from, when not its row's (a re-release's row carries a later one).
        var open: Int32?
    }

    static func find(
        _ kind: RecordsKind, in history: ArchiveHistory, from: KobisDate, to: KobisDate, limit: Int
    ) -> [BoxOfficeRecord] {
        let window = history.rows(from: from, to: to)
        var best: Best
        switch kind {
        case .opening:
            best = Best(limit: limit, history: history) { $0.value != $1.value ? $0.value > $1.value : nil }
            opening(history, window, into: &best)
        case .fastest1m, .fastest5m, .fastest10m:
            best = Best(limit: limit, history: history) { $0.days != $1.days ? $0.days < $1.days : nil }
            fastest(history, to: kind.milestone ?? 0, window: from...to, into: &best)
        case .numberOne:
            best = Best(limit: limit, history: history) { $0.days != $1.days ? $0.days > $1.days : nil }
            numberOne(history, window, into: &best)
        case .singleDay:
            best = Best(limit: limit, history: history) { $0.value != $1.value ? $0.value > $1.value : nil }
            for row in window where history.audience[row] != ArchiveHistory.none {
                best.offer(Found(row: row, value: history.audience[row], day: history.day[row]))
            }
        case .topTen:
            best = Best(limit: limit, history: history) { $0.days != $1.days ? $0.days > $1.days : nil }
            topTen(history, window, into: &best)
        }
        return best.kept.enumerated().map { place, found in record(found, place: place + 1, kind: kind, history) }
    }

    /// Each film's first release date in the archive: the release date on its first row that has one. A re-release
    /// under the same code carries a new date (and its first run's total): it opens nothing and passes nothing anew.
    static func firstOpening(_ history: ArchiveHistory) -> [Int32] {
        var open = [Int32](repeating: Int32.min, count: history.films.count)
        for row in 0..<history.rows where history.openDay[row] != Int32.min {
            let film = Int(history.film[row])
            if open[film] == Int32.min { open[film] = history.openDay[row] }
        }
        return open
    }

    /// The row of each film's release day, with its audience.
    private static func opening(_ history: ArchiveHistory, _ window: Range<Int>, into best: inout Best) {
        let open = firstOpening(history)
        for row in window
        where history.day[row] == open[Int(history.film[row])] && history.audience[row] != .min {
            best.offer(Found(row: row, value: history.audience[row], day: history.day[row]))
        }
    }

    /// The first row of each film whose cumulative reaches `milestone`, when that day is in the window. Films
    /// without a release date, or released before the first held day, have no count.
    private static func fastest(
        _ history: ArchiveHistory, to milestone: Int64, window: ClosedRange<KobisDate>, into best: inout Best
    ) {
        guard let first = history.heldDays.first else { return }
        var passed = [Bool](repeating: false, count: history.films.count)
        let opened = firstOpening(history)
        let (low, high) = (Int32(window.lowerBound.daysSinceEpoch), Int32(window.upperBound.daysSinceEpoch))
        for row in 0..<history.rows where history.audienceTotal[row] >= milestone {
            let film = Int(history.film[row])
            guard !passed[film] else { continue }
            passed[film] = true
            let open = opened[film]
            let day = history.day[row]
            guard open != Int32.min, open >= first, day >= low, day <= high else { continue }
            let days = Milestones.day(offset: Int(day - open))
            best.offer(Found(row: row, value: history.audienceTotal[row], days: days, day: day, open: open))
        }
    }

    /// Each run of consecutive days at number one within the window (a day the archive lacks ends a run). In a tie
    /// for first place each film at rank 1 has the day.
    private static func numberOne(_ history: ArchiveHistory, _ window: Range<Int>, into best: inout Best) {
        var running: [Int32: (found: Found, sum: Int64)] = [:]
        func close(_ film: Int32) {
            guard let ended = running.removeValue(forKey: film) else { return }
            let run = ended.found
            best.offer(Found(row: run.row, value: ended.sum, days: run.days, end: run.end, day: run.day))
        }
        for row in window where history.rank[row] == 1 {
            let film = history.film[row]
            let day = history.day[row]
            let audience = history.audience[row] == .min ? 0 : history.audience[row]
            if var current = running[film], current.found.end + 1 == day {
                current.found.days += 1
                current.found.end = day
                current.sum += audience
                running[film] = current
                continue
            }
            close(film)
            for (other, current) in running where current.found.end + 1 < day { close(other) }
            running[film] = (Found(row: row, value: 0, days: 1, end: day, day: day), audience)
        }
        for film in running.keys.sorted() { close(film) }
    }

    /// Each film's days in the top 10 within the window, its first and last, and the audience summed.
    private static func topTen(_ history: ArchiveHistory, _ window: Range<Int>, into best: inout Best) {
        let count = history.films.count
        var days = [Int](repeating: 0, count: count)
        var firstRow = [Int](repeating: 0, count: count)
        var last = [Int32](repeating: 0, count: count)
        var sums = [Int64](repeating: 0, count: count)
        for row in window {
            let film = Int(history.film[row])
            if days[film] == 0 { firstRow[film] = row }
            days[film] += 1
            last[film] = history.day[row]
            if history.audience[row] != .min {
                sums[film] = sums[film].addingReportingOverflow(history.audience[row]).partialValue
            }
        }
        for film in 0..<count where days[film] > 0 {
            let row = firstRow[film]
            best.offer(Found(row: row, value: sums[film], days: days[film], end: last[film], day: history.day[row]))
        }
    }

    private static func record(_ found: Found, place: Int, kind: RecordsKind, _ history: ArchiveHistory)
        -> BoxOfficeRecord
    {
        let row = found.row
        let film = history.films[Int(history.film[row])]
        let openDay = found.open ?? history.openDay[row]
        let open = openDay == Int32.min ? nil : KobisDate(daysSinceEpoch: Int(openDay))
        let title = history.title(ofRow: row).isEmpty ? (film.titles.last ?? "") : history.title(ofRow: row)
        let date = KobisDate(daysSinceEpoch: Int(found.day))
        switch kind {
        case .opening, .singleDay:
            return BoxOfficeRecord(
                rank: place, movieCode: film.code, title: title, openDate: open, date: date, audience: found.value,
                dayRank: Int(history.rank[row]))
        case .fastest1m, .fastest5m, .fastest10m:
            return BoxOfficeRecord(
                rank: place, movieCode: film.code, title: title, openDate: open, date: date, audience: found.value,
                days: found.days)
        case .numberOne, .topTen:
            return BoxOfficeRecord(
                rank: place, movieCode: film.code, title: title, openDate: open, date: date,
                endDate: KobisDate(daysSinceEpoch: Int(found.end)), audience: found.value, days: found.days)
        }
    }

    /// The best `limit` candidates offered, in order: `better` decides by the kind's figure (nil on a tie), then
    /// the earlier day, then the smaller film code.
    struct Best {
        let limit: Int
        let history: ArchiveHistory
        let better: (Found, Found) -> Bool?
        private(set) var kept: [Found] = []

        init(limit: Int, history: ArchiveHistory, better: @escaping (Found, Found) -> Bool?) {
            self.limit = limit
            self.history = history
            self.better = better
            kept.reserveCapacity(limit + 1)
        }

        func precedes(_ a: Found, _ b: Found) -> Bool {
            if let decided = better(a, b) { return decided }
            if a.day != b.day { return a.day < b.day }
            return history.films[Int(history.film[a.row])].code < history.films[Int(history.film[b.row])].code
        }

        mutating func offer(_ found: Found) {
            if kept.count == limit, let worst = kept.last, !precedes(found, worst) { return }
            var (low, high) = (0, kept.count)
            while low < high {
                let middle = (low + high) / 2
                if precedes(kept[middle], found) { low = middle + 1 } else { high = middle }
            }
            kept.insert(found, at: low)
            if kept.count > limit { kept.removeLast() }
        }
    }
}
