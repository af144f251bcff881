import Foundation
import Testing

@testable import KobisKit

@Suite("ArchiveWeeks: the weekly file's format")
struct ArchiveWeeksTests {
    let sunday = KobisDate(year: 2024, month: 12, day: 8)!

    func sample() -> ArchiveWeeks {
        let first = DailyBoxOfficeEntry(
            rank: 1, rankChange: .new, movieCode: "20241234", title: "모아나 2, \"the\"", openDate: sunday,
            audience: 812_345, audienceChange: -12, audienceChangePercent: 1.5, audienceTotal: 5_123_456,
            sales: 8_123_450_000, salesShare: 45.6, salesChange: 0, salesChangePercent: -0.1,
            salesTotal: 51_234_560_000, screens: 2_001, shows: 9_876)
        let second = DailyBoxOfficeEntry(rank: 2, rankChange: .down(3), movieCode: "20240001", title: "Wicked")
        let week = BoxOfficePeriod(kind: .week, containingWeekOf: sunday)
        let weekend = BoxOfficePeriod(kind: .weekend, containingWeekOf: sunday)
        let empty = BoxOfficePeriod(kind: .weekend, containingWeekOf: sunday.adding(days: 7))
        return ArchiveWeeks(
            year: 2024,
            periods: [
                week: .init(yearWeek: "202449", entries: [first, second]),
                weekend: .init(yearWeek: nil, entries: [first]),
                empty: .init(yearWeek: "202450", entries: []),
            ])
    }

    @Test func aYearReadsBackAsItWasWrittenAndAnswersAsKOBIS() throws {
        let weeks = sample()
        let data = weeks.encoded()
        #expect(try ArchiveWeeks.decode(data, year: 2024) == weeks)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("kind,start,end,yearWeek,rank,"))
        #expect(text.contains("\nweek,2024-12-02,2024-12-08,202449,1,0,1,20241234,\"모아나 2, \"\"the\"\"\","))
        #expect(text.contains("\nweekend,2024-12-13,2024-12-15,202450,0,,,,,,,,,,,,,,,,\n"))
        let ranking = try #require(weeks.ranking(BoxOfficePeriod(kind: .week, containingWeekOf: sunday), limit: 1))
        #expect(ranking.boxOfficeType == "주간 박스오피스" && ranking.yearWeek == "202449")
        #expect(ranking.date == sunday && ranking.range == KobisDate(year: 2024, month: 12, day: 2)!...sunday)
        #expect(ranking.entries.count == 1)
    }

    @Test(arguments: [
        ("", ""), ("week,2024-12-02", "week,2024-12-03"), ("weekend,", "weekdays,"), ("Wicked", "Wicked,x"),
        ("2024-12-08,202449,2,", "2024-12-08,202449,3,"),
    ])
    func aDamagedFileIsRefused(from: String, to: String) throws {
        let text = String(decoding: sample().encoded(), as: UTF8.self)
        let damaged = from.isEmpty ? String(text.dropLast(3)) : text.replacingOccurrences(of: from, with: to)
        #expect(damaged != text)
        #expect(throws: ArchiveCSV.Refusal.self) { try ArchiveWeeks.decode(Data(damaged.utf8), year: 2024) }
        #expect(throws: ArchiveCSV.Refusal.self) { try ArchiveWeeks.decode(sample().encoded(), year: 2023) }
    }

    @Test func theStoreKeepsItBesideTheDailyFilesAndNamesADamagedOne() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archive-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        try store.save(sample())
        #expect(try store.loadWeeks(year: 2024) == sample())
        #expect(store.verify().isEmpty)
        try Data("kind\nweek\n".utf8).write(to: store.weeklyFile(2024))
        #expect(throws: ArchiveError.self) { try store.save(ArchiveWeeks(year: 2024)) }
        #expect(store.verify().map(\.description).contains { $0.contains("weekly/2024.csv") })
    }
}
