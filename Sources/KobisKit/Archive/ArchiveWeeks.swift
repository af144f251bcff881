import Foundation

/// One year of national weekly rankings as the archive keeps them: `weekly/YYYY.csv`, the weeks (Monday to Sunday,
/// KOBIS's `weekGb` 0) and weekends (Friday to Sunday, `weekGb` 1) whose last day is in the year. A header, then one
/// row per period and rank, periods in order of their last day (the week before the weekend); a period KOBIS listed
/// no film for is one row with rank 0 and the film's fields empty. Reading is strict, as for ``ArchiveYear``.
public struct ArchiveWeeks: Sendable, Equatable {
    /// A held period's ranking.
    public struct Held: Sendable, Equatable {
        /// KOBIS's `yearWeekTime` (`YYYYww`), when it sent one.
        public var yearWeek: String?
        public var entries: [DailyBoxOfficeEntry]

        public init(yearWeek: String?, entries: [DailyBoxOfficeEntry]) {
            self.yearWeek = yearWeek
            self.entries = entries
        }
    }

    public let year: Int
    public var periods: [BoxOfficePeriod: Held]

    public init(year: Int, periods: [BoxOfficePeriod: Held] = [:]) {
        self.year = year
        self.periods = periods
    }

    /// The kinds the archive keeps, as the `kind` column names them.
    public static let kinds: [(kind: WeekKind, name: String)] = [(.week, "week"), (.weekend, "weekend")]

    /// The columns, in order: the header line of every weekly file.
    public static let columns = [
        "kind", "start", "end", "yearWeek", "rank", "rankChange", "new", "movieCode", "title", "openDate", "audience",
        "audienceChange", "audienceChangePercent", "audienceTotal", "sales", "salesShare", "salesChange",
        "salesChangePercent", "salesTotal", "screens", "shows",
    ]

    /// KOBIS's label of a period's ranking (`boxofficeType`).
    public static func label(_ kind: WeekKind) -> String {
        switch kind {
        case .week: return "주간 박스오피스"
        case .weekend: return "주말 박스오피스"
        case .weekdays: return "주중 박스오피스"
        }
    }

    /// The ranking as KOBIS's answer for the period reads.
    public func ranking(_ period: BoxOfficePeriod, limit: Int = 10) -> DailyBoxOffice? {
        guard let held = periods[period] else { return nil }
        return DailyBoxOffice(
            boxOfficeType: ArchiveWeeks.label(period.kind), date: period.end, range: period.start...period.end,
            yearWeek: held.yearWeek, entries: Array(held.entries.prefix(limit)))
    }

    // MARK: - Writing

    /// The file's bytes.
    public func encoded() -> Data {
        var text = ArchiveWeeks.columns.joined(separator: ",") + "\n"
        let order = periods.keys.sorted { ($0.end, $0.kind == .week ? 0 : 1) < ($1.end, $1.kind == .week ? 0 : 1) }
        for period in order {
            guard let held = periods[period], let name = ArchiveWeeks.kinds.first(where: { $0.kind == period.kind })
            else { continue }
            let head = [name.name, period.start.iso, period.end.iso, held.yearWeek ?? ""].map(ArchiveCSV.quoted)
                .joined(separator: ",")
            if held.entries.isEmpty {
                text += head + ",0" + String(repeating: ",", count: ArchiveWeeks.columns.count - 5) + "\n"
                continue
            }
            for entry in ArchiveCSV.ordered(held.entries) {
                text += head + "," + ArchiveCSV.fields(entry).map(ArchiveCSV.quoted).joined(separator: ",") + "\n"
            }
        }
        return Data(text.utf8)
    }

    // MARK: - Reading

    /// Reads a weekly file, refusing anything that is not whole and exactly the format.
    public static func decode(_ data: Data, year: Int) throws -> ArchiveWeeks {
        let rows = try ArchiveCSV.records(data)
        guard let header = rows.first, header == columns else {
            throw ArchiveCSV.Refusal(
                reason: Phrase.say(
                    ko: "첫 줄이 보관소의 주간 머리줄이 아닙니다", en: "the first line is not the archive's weekly header"))
        }
        var result = ArchiveWeeks(year: year)
        var previous: (period: BoxOfficePeriod, rank: Int, row: Int)?
        for (index, fields) in rows.dropFirst().enumerated() {
            func fail(_ why: String) -> ArchiveCSV.Refusal {
                ArchiveCSV.Refusal(reason: Phrase.say(ko: "\(index + 2)번째 줄: \(why)", en: "line \(index + 2): \(why)"))
            }
            guard fields.count == columns.count else {
                throw fail(
                    Phrase.say(
                        ko: "칸이 \(columns.count)개가 아니라 \(fields.count)개입니다",
                        en: "\(fields.count) fields, not \(columns.count)"))
            }
            guard let kind = kinds.first(where: { $0.name == fields[0] })?.kind else {
                throw fail(Phrase.say(ko: "종류가 잘못되었습니다", en: "bad kind"))
            }
            guard let start = KobisDate(fields[1]), fields[1] == start.iso, let end = KobisDate(fields[2]),
                fields[2] == end.iso, end.year == year
            else {
                throw fail(
                    Phrase.say(
                        ko: "'\(fields[2].prefix(20))'은(는) \(year)년의 날짜가 아닙니다",
                        en: "'\(fields[2].prefix(20))' is not a day of \(year)"))
            }
            let period = BoxOfficePeriod(kind: kind, containingWeekOf: end)
            guard period.start == start, period.end == end else {
                throw fail(Phrase.say(ko: "KOBIS의 \(fields[0]) 기간이 아닙니다", en: "not a \(fields[0]) of KOBIS's"))
            }
            guard let rank = Int(fields[4]), (0...1_000_000).contains(rank) else {
                throw fail(Phrase.say(ko: "순위가 잘못되었습니다", en: "bad rank"))
            }
            let row = previous?.period == period ? (previous?.row ?? 0) + 1 : 1
            if let previous {
                let before = (previous.period.end, previous.period.kind == .week ? 0 : 1)
                let next =
                    previous.period == period
                    ? ArchiveCSV.follows(rank, previous.rank, row: row) : before < (end, kind == .week ? 0 : 1)
                guard next else {
                    throw fail(Phrase.say(ko: "기간과 순위의 순서가 어긋납니다", en: "periods and ranks are out of order"))
                }
            }
            guard previous?.period == period || rank <= 1 else {
                throw fail(Phrase.say(ko: "한 기간의 순위가 1위부터 시작하지 않습니다", en: "a period's ranks do not start at 1"))
            }
            previous = (period, rank, row)
            let yearWeek = fields[3].isEmpty ? nil : fields[3]
            if rank == 0 {
                guard fields.dropFirst(5).allSatisfy(\.isEmpty) else {
                    throw fail(Phrase.say(ko: "영화가 없는 기간에 값이 있습니다", en: "a period with no films has fields"))
                }
                result.periods[period] = Held(yearWeek: yearWeek, entries: [])
                continue
            }
            let entry = try ArchiveCSV.entry(Array(fields.dropFirst(4)), rank: rank, columns: columns.count - 4) {
                fail($0)
            }
            result.periods[period, default: Held(yearWeek: yearWeek, entries: [])].entries.append(entry)
        }
        return result
    }
}
