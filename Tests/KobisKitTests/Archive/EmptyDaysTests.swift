import Foundation
import Testing

@testable import KobisKit

@Suite("EmptyDays: held days without films, and the suspect stretches")
struct EmptyDaysTests {
    func day(_ text: String) -> KobisDate { KobisDate(text)! }

    @Test func aYearFilesEmptyRowsAreFoundAndNothingElse() {
        let entry = DailyBoxOfficeEntry(rank: 1, rankChange: .new, movieCode: "20241234", title: "0,,,", audience: 1)
        let year = ArchiveYear(
            year: 2024,
            days: [day("2024-03-01"): [entry], day("2024-03-02"): [], day("2024-03-03"): [], day("2024-03-05"): []])
        #expect(
            EmptyDays.scan(year.encoded()) == [day("2024-03-02"), day("2024-03-03"), day("2024-03-05")])
        #expect(EmptyDays.scan(Data()) == [])
        let history = ArchiveHistory(year.days.map { (day: $0.key, entries: $0.value) })
        #expect(
            history.emptyDays(from: day("2024-03-01"), to: day("2024-03-31")).days == EmptyDays.scan(year.encoded()),
            "the history's columns find the days the byte scan finds")
    }

    @Test func onlyMoreThanThreeDaysInARowAreSuspect() {
        let days = ["2024-03-01", "2024-03-02", "2024-03-03", "2024-03-10", "2024-03-11", "2024-03-12", "2024-03-13"]
        let empty = EmptyDays(days: days.map(day))
        #expect(empty.suspect == [day("2024-03-10")...day("2024-03-13")])
        let history = ArchiveHistory(days.map { (day: day($0), entries: [DailyBoxOfficeEntry]()) })
        #expect(history.emptyDays(from: day("2024-03-02"), to: day("2024-03-10")).days.count == 3)
        #expect(EmptyDays(days: []).suspect.isEmpty)
        let run = EmptyDays(days: (0..<40).map { day("2024-12-20").adding(days: $0) })
        #expect(run.suspect == [day("2024-12-20")...day("2025-01-28")], "a stretch across the new year is one")
    }
}
