import Foundation

/// Every day the archive holds, column by column: what `top --all-time` and `records` read. The year files are
/// read by ``ArchiveReader`` (strictly, a year per core) and only the columns those questions need are kept: a
/// film's row is its day, rank, film, title, release, audience, cumulative and sales. A year file that cannot be used
/// (damaged, or ours in an older format) is not read: its days count as not held, and it is in ``damaged``, which
/// ``BoxOfficeData/history()`` refuses.
public struct ArchiveHistory: Sendable {
    /// A film of the history: its code and every title it was ranked under.
    public struct Film: Sendable, Equatable {
        public let code: String
        public internal(set) var titles: [String]
    }

    /// An empty integer or date field.
    static let none = Int64.min

    public internal(set) var films: [Film] = []
    /// Every held day (days with no film too), as days since 1970-01-01, in order.
    public internal(set) var heldDays: [Int32] = []
    // The films' rows, in day and rank order.
    var day: [Int32] = []
    var rank: [UInt8] = []
    var film: [Int32] = []
    /// The index of the row's title in its film's `titles`; -1 when empty.
    var title: [Int32] = []
    /// The release date (days since 1970-01-01), or `Int32.min`.
    var openDay: [Int32] = []
    var audience: [Int64] = []
    var audienceTotal: [Int64] = []
    var sales: [Int64] = []
    /// The year files that were damaged, not the archive's or in an older format, left out.
    public internal(set) var damaged: [ArchiveError] = []
    /// When the newest year file used was written.
    public internal(set) var writtenAt: Date?

    public init() {}

    /// How many films' rows it holds.
    public var rows: Int { day.count }

    /// The first and last held day.
    public var span: ClosedRange<KobisDate>? {
        guard let first = heldDays.first, let last = heldDays.last else { return nil }
        return KobisDate(daysSinceEpoch: Int(first))...KobisDate(daysSinceEpoch: Int(last))
    }

    /// The held days from `from` to `to`.
    public func heldCount(from: KobisDate, to: KobisDate) -> Int {
        let (low, high) = (Int32(from.daysSinceEpoch), Int32(to.daysSinceEpoch))
        return heldDays.lowerBound(of: high + 1) - heldDays.lowerBound(of: low)
    }

    /// The held days from `from` to `to` that have no film (a rank 0 row: KOBIS answered an empty list), as
    /// `archive status` counts them from the files.
    public func emptyDays(from: KobisDate, to: KobisDate) -> EmptyDays {
        let (low, high) = (Int32(from.daysSinceEpoch), Int32(to.daysSinceEpoch))
        let held = heldDays[heldDays.lowerBound(of: low)..<heldDays.lowerBound(of: high + 1)]
        return EmptyDays(
            days: held.filter { held in
                let row = day.lowerBound(of: held)
                return row == day.count || day[row] != held
            }.map { KobisDate(daysSinceEpoch: Int($0)) })
    }

    /// One notice when the days from `from` to `to` include held days with no film, which a reader of a total
    /// should know: how many, the first and the last (docs/archive.md, "Empty days").
    public func emptyDaysNotice(from: KobisDate, to: KobisDate) -> String? {
        let empty = emptyDays(from: from, to: to).days
        guard let first = empty.first, let last = empty.last else { return nil }
        return Label.emptyDaysNote(empty.count, first.iso, last.iso)
    }

    /// Whether every day from `from` to `to` is held.
    public func holdsEvery(from: KobisDate, to: KobisDate) -> Bool {
        heldCount(from: from, to: to) == to.daysSince(from) + 1
    }

    /// The rows of the days from `from` to `to`.
    func rows(from: KobisDate?, to: KobisDate?) -> Range<Int> {
        let low = from.map { day.lowerBound(of: Int32($0.daysSinceEpoch)) } ?? 0
        let high = to.map { day.lowerBound(of: Int32($0.daysSinceEpoch) + 1) } ?? day.count
        return low..<max(low, high)
    }

    /// The title a row was ranked under, or "".
    func title(ofRow row: Int) -> String {
        let index = Int(title[row])
        return index < 0 ? "" : films[Int(film[row])].titles[index]
    }

    /// The top list of the days from `from` to `to` (nil: every held day), as
    /// ``KobisService/top(_:approval:progress:)`` counts it: each film's audience and sales on its days in the top 10,
    /// its best rank and first day at it, its last non-empty title and release, and its last cumulative.
    public func top(from: KobisDate?, to: KobisDate?, limit: Int) -> [TopFilm] {
        let count = films.count
        var times = [Int](repeating: 0, count: count)
        var audiences = [Int64](repeating: 0, count: count)
        var amounts = [Int64](repeating: 0, count: count)
        var best = [UInt8](repeating: 0, count: count)
        var bestDay = [Int32](repeating: 0, count: count)
        var open = [Int32](repeating: Int32.min, count: count)
        var total = [Int64](repeating: ArchiveHistory.none, count: count)
        var last = [Int32](repeating: 0, count: count)
        var titled = [Int](repeating: -1, count: count)
        for row in rows(from: from, to: to) {
            let index = Int(film[row])
            if audience[row] != ArchiveHistory.none {
                audiences[index] = audiences[index].addingReportingOverflow(audience[row]).partialValue
            }
            if sales[row] != ArchiveHistory.none {
                amounts[index] = amounts[index].addingReportingOverflow(sales[row]).partialValue
            }
            if times[index] == 0 || rank[row] < best[index] { (best[index], bestDay[index]) = (rank[row], day[row]) }
            times[index] += 1
            if openDay[row] != Int32.min { open[index] = openDay[row] }
            if audienceTotal[row] != ArchiveHistory.none { total[index] = audienceTotal[row] }
            if title[row] >= 0 { titled[index] = row }
            last[index] = day[row]
        }
        var found: [TopFilm] = []
        for index in 0..<count where times[index] > 0 {
            found.append(
                TopFilm(
                    rank: 0, movieCode: films[index].code, title: titled[index] < 0 ? "" : title(ofRow: titled[index]),
                    audience: audiences[index], sales: amounts[index], timesInTopTen: times[index],
                    bestRank: Int(best[index]), bestRankDate: KobisDate(daysSinceEpoch: Int(bestDay[index])),
                    openDate: open[index] == Int32.min ? nil : KobisDate(daysSinceEpoch: Int(open[index])),
                    audienceTotal: total[index] == ArchiveHistory.none ? nil : total[index],
                    lastRankedDate: KobisDate(daysSinceEpoch: Int(last[index]))))
        }
        return TopTally.ranked(found, limit: limit)
    }

    /// The first run of `code`'s ranked days outside `window` (after it, else before it): from its first ranked
    /// day to its last before more than ``RunRule/gap`` days out of the top 10. Nil when it has none.
    public func rankedRun(of code: String, outside window: ClosedRange<KobisDate>) -> ClosedRange<KobisDate>? {
        guard let index = films.firstIndex(where: { $0.code == code }) else { return nil }
        let (low, high) = (Int32(window.lowerBound.daysSinceEpoch), Int32(window.upperBound.daysSinceEpoch))
        let days = day.indices.filter { film[$0] == Int32(index) }.map { day[$0] }.filter { $0 < low || $0 > high }
        guard let first = days.first(where: { $0 > high }) ?? days.first else { return nil }
        var last = first
        for next in days where next > last {
            guard next - last <= Int32(RunRule.gap), (next < low) == (first < low) else { break }
            last = next
        }
        return KobisDate(daysSinceEpoch: Int(first))...KobisDate(daysSinceEpoch: Int(last))
    }

    // MARK: - Reading the archive

    /// Every year file of `store` read (a year per core), each checked against the checksum the archive kept; one
    /// that cannot be used left out and named in ``damaged``.
    public static func load(_ store: ArchiveStore, years wanted: ClosedRange<Int>? = nil) -> ArchiveHistory {
        var history = ArchiveHistory()
        do { try store.checkFormat() } catch let error as ArchiveError {
            history.damaged.append(error)
            return history
        } catch {}
        let years = store.years().filter { wanted?.contains($0) ?? true }
        let sums = (try? store.manifest())?.sums ?? [:]
        let parts = Parts(count: years.count)
        // The reasons a damaged year is told in: the worker threads do not inherit the task's language.
        let language = Label.language
        DispatchQueue.concurrentPerform(iterations: years.count) { index in
            Label.$language.withValue(language) {
                let file = store.yearFile(years[index])
                guard let data = FileManager.default.contents(atPath: file.path) else {
                    parts.set(
                        index,
                        .failure(
                            .damaged(path: file.path, reason: Phrase.say(ko: "읽을 수 없습니다", en: "it cannot be read"))))
                    return
                }
                // Bytes the archive did not write (a digit changed) are damage, even when they still parse.
                if let kept = sums[store.manifestPath(file)], !kept.contains(ArchiveChecksum.of(data)) {
                    parts.set(
                        index,
                        .failure(
                            .damaged(
                                path: file.path,
                                reason: Phrase.say(
                                    ko: "체크섬이 보관소가 쓴 것과 다릅니다", en: "its checksum is not the one the archive wrote"))))
                    return
                }
                var year = YearColumns()
                do {
                    try ArchiveReader.read(data, year: years[index]) { try year.add($0) }
                    let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
                    year.writtenAt = attributes?[.modificationDate] as? Date
                    parts.set(index, .success(year))
                } catch let refusal as ArchiveYear.Refusal {
                    let summed = sums[store.manifestPath(file)] != nil
                    parts.set(index, .failure(store.refused(file, data, reason: refusal.reason, summed: summed)))
                } catch {
                    parts.set(index, .failure(.damaged(path: file.path, reason: "\(error)")))
                }
            }
        }
        var codes: [String: Int32] = [:]
        for part in parts.all() {
            switch part {
            case .failure(let error)?: history.damaged.append(error)
            case .success(let year)?: history.append(year, codes: &codes)
            case nil: break
            }
        }
        return history
    }

    /// This history with the days it lacks taken from `other` (a second archive, read after this one): a day both
    /// hold is this one's. Damage of either is kept.
    public func filled(from other: ArchiveHistory) -> ArchiveHistory {
        guard !other.heldDays.isEmpty else {
            var kept = self
            kept.damaged += other.damaged
            return kept
        }
        var merged = ArchiveHistory()
        var codes: [String: Int32] = [:]
        var (mine, theirs) = (0, 0)
        var (myRow, theirRow) = (0, 0)
        while mine < heldDays.count || theirs < other.heldDays.count {
            let next = min(heldDays[safe: mine] ?? .max, other.heldDays[safe: theirs] ?? .max)
            let fromMine = heldDays[safe: mine] == next
            while myRow < day.count && day[myRow] <= next {
                if fromMine && day[myRow] == next { merged.copy(row: myRow, of: self, codes: &codes) }
                myRow += 1
            }
            while theirRow < other.day.count && other.day[theirRow] <= next {
                if !fromMine && other.day[theirRow] == next { merged.copy(row: theirRow, of: other, codes: &codes) }
                theirRow += 1
            }
            merged.heldDays.append(next)
            if fromMine { mine += 1 }
            if other.heldDays[safe: theirs] == next { theirs += 1 }
        }
        merged.damaged = damaged + other.damaged
        merged.writtenAt = [writtenAt, other.writtenAt].compactMap { $0 }.max()
        return merged
    }

    /// Appends `source`'s row, its film and title found or added by code.
    private mutating func copy(row: Int, of source: ArchiveHistory, codes: inout [String: Int32]) {
        let from = source.films[Int(source.film[row])]
        let global: Int32
        if let known = codes[from.code] {
            global = known
        } else {
            global = Int32(films.count)
            codes[from.code] = global
            films.append(Film(code: from.code, titles: []))
        }
        var titleIndex: Int32 = -1
        if source.title[row] >= 0 {
            let text = from.titles[Int(source.title[row])]
            if let at = films[Int(global)].titles.firstIndex(of: text) {
                titleIndex = Int32(at)
            } else {
                films[Int(global)].titles.append(text)
                titleIndex = Int32(films[Int(global)].titles.count - 1)
            }
        }
        day.append(source.day[row])
        rank.append(source.rank[row])
        film.append(global)
        title.append(titleIndex)
        openDay.append(source.openDay[row])
        audience.append(source.audience[row])
        audienceTotal.append(source.audienceTotal[row])
        sales.append(source.sales[row])
    }

    /// The days of `rankings` (a sample's, a test's), in order.
    public init(_ rankings: [(day: KobisDate, entries: [DailyBoxOfficeEntry])]) {
        var year = YearColumns()
        for (day, entries) in rankings.sorted(by: { $0.day < $1.day }) {
            year.addDay(day.daysSinceEpoch)
            for entry in entries.prefix(10) { year.add(entry, day: day.daysSinceEpoch) }
        }
        var codes: [String: Int32] = [:]
        append(year, codes: &codes)
    }

    private mutating func append(_ year: YearColumns, codes: inout [String: Int32]) {
        var filmOf: [Int32] = []
        var titleOf: [[Int32]] = []
        for local in year.films {
            let code = local.code
            let global: Int32
            if let known = codes[code] {
                global = known
            } else {
                global = Int32(films.count)
                codes[code] = global
                films.append(Film(code: code, titles: []))
            }
            filmOf.append(global)
            titleOf.append(
                local.titles.map { text in
                    if let at = films[Int(global)].titles.firstIndex(of: text) { return Int32(at) }
                    films[Int(global)].titles.append(text)
                    return Int32(films[Int(global)].titles.count - 1)
                })
        }
        heldDays += year.heldDays
        day += year.day
        rank += year.rank
        openDay += year.openDay
        audience += year.audience
        audienceTotal += year.audienceTotal
        sales += year.sales
        film.reserveCapacity(film.count + year.film.count)
        title.reserveCapacity(title.count + year.title.count)
        for row in year.film.indices {
            let local = Int(year.film[row])
            film.append(filmOf[local])
            title.append(year.title[row] < 0 ? -1 : titleOf[local][Int(year.title[row])])
        }
        if let written = year.writtenAt { writtenAt = max(writtenAt ?? written, written) }
    }
}

/// The years read on many threads, each into its own slot.
private final class Parts: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<YearColumns, ArchiveError>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Result<YearColumns, ArchiveError>) { lock.withLock { slots[index] = value } }

    func all() -> [Result<YearColumns, ArchiveError>?] { lock.withLock { slots } }
}

extension Array {
    /// The element at `index`, nil past either end.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Array where Element: Comparable {
    /// The first index whose element is not less than `value` (the array sorted).
    func lowerBound(of value: Element) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
