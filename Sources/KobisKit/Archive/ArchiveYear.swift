import Foundation

/// One year of national daily rankings as the archive keeps it: `daily/YYYY.csv`, a header and one row per day and
/// row, days in order and a day's rows in KOBIS's order (a tie shares its rank). A day KOBIS listed no film for is
/// one row with rank 0 and the film's fields empty, so that every held day is in the file. Reading is strict:
/// anything that is not exactly this format is refused.
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
            for entry in ArchiveCSV.ordered(entries) {
                text += ArchiveYear.row(day, entry).map(ArchiveCSV.quoted).joined(separator: ",") + "\n"
            }
        }
        return Data(text.utf8)
    }

    /// A row of the file: the day, then the film's columns as the weekly file has them too.
    static func row(_ day: KobisDate, _ entry: DailyBoxOfficeEntry) -> [String] {
        [day.iso] + ArchiveCSV.fields(entry)
    }

    // MARK: - Reading

    /// Why a file is refused: the first thing found wrong.
    public struct Refusal: Error, Equatable {
        public let reason: String
    }

    /// Reads a year file, refusing anything that is not whole and exactly the format (``ArchiveReader``).
    public static func decode(_ data: Data, year: Int) throws -> ArchiveYear {
        var result = ArchiveYear(year: year)
        try ArchiveReader.read(data, year: year) { row in
            let day = KobisDate(daysSinceEpoch: row.day)
            if row.rank == 0 {
                result.days[day] = []
                return
            }
            result.days[day, default: []].append(entry(row))
        }
        return result
    }

    private static func entry(_ row: ArchiveReader.Row) -> DailyBoxOfficeEntry {
        DailyBoxOfficeEntry(
            rank: row.rank, rankChange: RankChange(intensity: Int(row.integer(2) ?? 0), isNew: row.integer(3) == 1),
            movieCode: row.text(4), title: row.text(5), openDate: row.dayNumber(6).map(KobisDate.init(daysSinceEpoch:)),
            audience: row.integer(7), audienceChange: row.integer(8), audienceChangePercent: row.decimal(9),
            audienceTotal: row.integer(10), sales: row.integer(11), salesShare: row.decimal(12),
            salesChange: row.integer(13), salesChangePercent: row.decimal(14), salesTotal: row.integer(15),
            screens: row.integer(16).map { Int($0) }, shows: row.integer(17).map { Int($0) })
    }
}
