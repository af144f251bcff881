import Foundation

/// One year of national daily rankings as the archive keeps it: `daily/YYYY.csv`, a header and one row per day and
/// rank, days in order. A day KOBIS listed no film for is one row with rank 0 and the film's fields empty, so that
/// every held day is in the file. Reading is strict: anything that is not exactly this format is refused.
public struct ArchiveYear: Sendable, Equatable {
    public let year: Int
    /// Each held day's ranking (empty for a day with no films).
    public var days: [KobisDate: [DailyBoxOfficeEntry]]

    public init(year: Int, days: [KobisDate: [DailyBoxOfficeEntry]] = [:]) {
        self.year = year
        self.days = days
    }

    /// The columns, in order: the header line of every year file.
    public static let columns = [
        "date", "rank", "rankChange", "new", "movieCode", "title", "openDate", "audience", "audienceChange",
        "audienceChangePercent", "audienceTotal", "sales", "salesShare", "salesChange", "salesChangePercent",
        "salesTotal", "screens", "shows",
    ]

    // MARK: - Writing

    /// The file's bytes.
    public func encoded() -> Data {
        var text = ArchiveYear.columns.joined(separator: ",") + "\n"
        for day in days.keys.sorted() {
            let entries = days[day] ?? []
            if entries.isEmpty {
                text += day.iso + ",0" + String(repeating: ",", count: ArchiveYear.columns.count - 2) + "\n"
                continue
            }
            for entry in entries.sorted(by: { $0.rank < $1.rank }) {
                text += ArchiveYear.row(day, entry).map(ArchiveYear.quoted).joined(separator: ",") + "\n"
            }
        }
        return Data(text.utf8)
    }

    static func row(_ day: KobisDate, _ entry: DailyBoxOfficeEntry) -> [String] {
        func number<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "" }
        let isNew = entry.rankChange == .new
        return [
            day.iso, String(entry.rank), String(entry.rankChange.delta), isNew ? "1" : "0", entry.movieCode,
            entry.title, entry.openDate?.iso ?? "", number(entry.audience), number(entry.audienceChange),
            number(entry.audienceChangePercent), number(entry.audienceTotal), number(entry.sales),
            number(entry.salesShare), number(entry.salesChange), number(entry.salesChangePercent),
            number(entry.salesTotal), number(entry.screens), number(entry.shows),
        ]
    }

    static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    // MARK: - Reading

    /// Why a file is refused: the first thing found wrong.
    public struct Refusal: Error, Equatable {
        public let reason: String
    }

    /// Reads a year file, refusing anything that is not whole and exactly the format.
    public static func decode(_ data: Data, year: Int) throws -> ArchiveYear {
        guard let text = String(data: data, encoding: .utf8) else { throw Refusal(reason: "not UTF-8 text") }
        guard text.hasSuffix("\n") else { throw Refusal(reason: "it does not end with a whole line") }
        let rows = try records(text)
        guard let header = rows.first, header == columns else {
            throw Refusal(reason: "the first line is not the archive's header")
        }
        var result = ArchiveYear(year: year)
        var previous: (day: KobisDate, rank: Int)?
        for (index, fields) in rows.dropFirst().enumerated() {
            let line = index + 2
            func fail(_ why: String) -> Refusal { Refusal(reason: "line \(line): \(why)") }
            guard fields.count == columns.count else { throw fail("\(fields.count) fields, not \(columns.count)") }
            guard let day = KobisDate(fields[0]), fields[0] == day.iso, day.year == year else {
                throw fail("'\(fields[0].prefix(20))' is not a day of \(year)")
            }
            guard let rank = Int(fields[1]), (0...1_000_000).contains(rank) else { throw fail("bad rank") }
            if let previous {
                let next = previous.day == day ? rank == previous.rank + 1 && previous.rank > 0 : day > previous.day
                guard next else { throw fail("days and ranks are out of order") }
            }
            guard previous?.day == day || rank <= 1 else { throw fail("a day's ranks do not start at 1") }
            previous = (day, rank)
            if rank == 0 {
                guard fields.dropFirst(2).allSatisfy(\.isEmpty) else { throw fail("a day with no films has fields") }
                result.days[day] = []
                continue
            }
            result.days[day, default: []].append(try entry(fields, rank: rank, fail: fail))
        }
        return result
    }

    private static func entry(_ f: [String], rank: Int, fail: (String) -> Refusal) throws -> DailyBoxOfficeEntry {
        func integer(_ index: Int) throws -> Int64? {
            if f[index].isEmpty { return nil }
            guard let value = Int64(f[index]) else { throw fail("\(columns[index]) is not a whole number") }
            return value
        }
        func decimal(_ index: Int) throws -> Double? {
            if f[index].isEmpty { return nil }
            guard let value = Double(f[index]), value.isFinite else { throw fail("\(columns[index]) is not a number") }
            return value
        }
        guard let delta = Int(f[2]), f[3] == "0" || f[3] == "1" else { throw fail("bad rankChange or new") }
        guard !f[4].isEmpty else { throw fail("movieCode is empty") }
        var open: KobisDate?
        if !f[6].isEmpty {
            guard let day = KobisDate(f[6]), day.iso == f[6] else { throw fail("openDate is not a date") }
            open = day
        }
        return DailyBoxOfficeEntry(
            rank: rank, rankChange: RankChange(intensity: delta, isNew: f[3] == "1"), movieCode: f[4], title: f[5],
            openDate: open, audience: try integer(7), audienceChange: try integer(8),
            audienceChangePercent: try decimal(9), audienceTotal: try integer(10), sales: try integer(11),
            salesShare: try decimal(12), salesChange: try integer(13), salesChangePercent: try decimal(14),
            salesTotal: try integer(15), screens: try integer(16).map { Int($0) },
            shows: try integer(17).map { Int($0) })
    }

    /// RFC 4180 records: fields split at commas, quoted fields may hold commas, quotes (doubled) and line breaks.
    static func records(_ text: String) throws -> [[String]] {
        var rows: [[String]] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var afterQuote = false
        for character in text {
            if quoted {
                if character == "\"" {
                    quoted = false
                    afterQuote = true
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                if afterQuote {
                    field.append("\"")
                    quoted = true
                    afterQuote = false
                } else {
                    guard field.isEmpty else { throw Refusal(reason: "a quote inside an unquoted field") }
                    quoted = true
                }
            case ",":
                fields.append(field)
                field = ""
                afterQuote = false
            case "\n":
                fields.append(field)
                rows.append(fields)
                fields = []
                field = ""
                afterQuote = false
            default:
                guard !afterQuote else { throw Refusal(reason: "text after a closing quote") }
                field.append(character)
            }
        }
        guard !quoted else { throw Refusal(reason: "a quoted field never closes") }
        return rows
    }
}
