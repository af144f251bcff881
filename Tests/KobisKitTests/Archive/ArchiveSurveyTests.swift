import Foundation
import Testing

@testable import KobisKit

@Suite("ArchiveSurvey: what a sync's window holds and wants")
struct ArchiveSurveyTests {
    func day(_ year: Int, _ month: Int, _ day: Int) -> KobisDate { KobisDate(year: year, month: month, day: day)! }

    @Test func aWeekBelongsToTheYearItEndsInAndTheWindowIsReadNewestFirst() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("survey-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let survey = try ArchiveSurvey(
            store: ArchiveStore(root: root), first: day(2024, 12, 25), last: day(2025, 1, 8), recheck: 2)
        #expect(survey.years == [2025, 2024])
        #expect(survey.periods(in: 2025).map(\.start) == [day(2024, 12, 30), day(2025, 1, 3)])
        #expect(survey.periods(in: 2024).map(\.start) == [day(2024, 12, 23), day(2024, 12, 27)])
        #expect(survey.daysTotal == 15 && survey.weeklyTotal == 4 && survey.daysHeld == 0)
        let wanted = survey.wanted(in: 2025, daily: ArchiveYear(year: 2025), weekly: ArchiveWeeks(year: 2025))
        #expect(wanted.first == .day(day(2025, 1, 8)) && wanted.count == 8 + 2)
        let sunday = wanted.firstIndex(of: .day(day(2025, 1, 5)))!
        #expect(wanted[sunday + 1] == .period(BoxOfficePeriod(kind: .week, containingWeekOf: day(2025, 1, 5))))
        #expect(wanted[sunday + 2] == .period(BoxOfficePeriod(kind: .weekend, containingWeekOf: day(2025, 1, 5))))
        // Held days are wanted again only within the recheck window.
        let held = ArchiveYear(year: 2025, days: [day(2025, 1, 8): [], day(2025, 1, 7): [], day(2025, 1, 6): []])
        let again = survey.wanted(in: 2025, daily: held, weekly: ArchiveWeeks(year: 2025))
        #expect(again.contains(.day(day(2025, 1, 7))) && !again.contains(.day(day(2025, 1, 6))))
    }
}
