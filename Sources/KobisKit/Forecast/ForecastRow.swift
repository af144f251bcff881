import Foundation

/// A film's row of a day's ranking as the forecast reads it: no more than its runs and strengths need, read straight
/// from the archive's year files (``ArchiveReader``) or from a ranking's entries.
struct ForecastRow: Sendable {
    var code: String
    var audience: Int64?
    var total: Int64?
    var open: KobisDate?
    var title: String
    var share: Double?
    var screens: Int64?

    init(
        code: String, audience: Int64?, total: Int64?, open: KobisDate?, title: String, share: Double?,
        screens: Int64? = nil
    ) {
        self.code = code
        self.audience = audience
        self.total = total
        self.open = open
        self.title = title
        self.share = share
        self.screens = screens
    }

    /// A ranked entry's row.
    init(_ entry: DailyBoxOfficeEntry) {
        self.init(
            code: entry.movieCode, audience: entry.audience, total: entry.audienceTotal, open: entry.openDate,
            title: entry.title, share: entry.salesShare,
            screens: entry.screens.map(Int64.init))
    }

    /// A ranked row of a year file (docs/archive.md's columns).
    init(_ row: ArchiveReader.Row) {
        self.init(
            code: row.text(4), audience: row.integer(7), total: row.integer(10),
            open: row.dayNumber(6).map(KobisDate.init(daysSinceEpoch:)), title: row.text(5), share: row.decimal(12),
            screens: row.integer(16))
    }

    /// Every held day of a year file and its ranked rows (an empty day holds none); a damaged file is
    /// ``ArchiveError/damaged(path:reason:)``, as ``ArchiveStore/load(year:)`` says it.
    static func year(_ year: Int, of store: ArchiveStore) throws -> [KobisDate: [ForecastRow]] {
        let file = store.yearFile(year)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if FileManager.default.fileExists(atPath: file.path) {
                throw ArchiveError.damaged(path: file.path, reason: "it cannot be read")
            }
            return [:]
        }
        try store.checkFormat()
        // Bytes the archive did not write (a digit changed) are damage, even when they still parse.
        _ = try store.checkSum(data, of: file)
        var days: [KobisDate: [ForecastRow]] = [:]
        do {
            try ArchiveReader.read(data, year: year) { row in
                let day = KobisDate(daysSinceEpoch: row.day)
                guard row.rank > 0 else {
                    days[day] = days[day] ?? []
                    return
                }
                days[day, default: []].append(ForecastRow(row))
            }
        } catch let refusal as ArchiveYear.Refusal {
            throw ArchiveError.damaged(path: file.path, reason: refusal.reason)
        }
        return days
    }
}
