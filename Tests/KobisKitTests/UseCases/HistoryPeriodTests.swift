import Foundation
import Testing

@testable import KobisKit

/// The period group is declared once: `top` and `records` take their periods, their checks and their refusals from
/// it, so the two say the same thing of the same period.
@Suite("Use case: the period of a history question")
struct HistoryPeriodTests {
    @Test func topAndRecordsDeclareTheGroupsParameters() {
        let names = { (parameters: [Parameter]) in parameters.map(\.spec.name) }
        #expect(names(HistoryPeriod.parameters([.year, .range])) == ["year", "from", "to"])
        #expect(names(BoxOfficeRecords.parameters).starts(with: ["kind", "year", "from", "to"]))
        #expect(names(TopFilms.parameters).starts(with: ["year", "month", "from", "to", "all-time"]))
    }

    @Test func aQuestionTakesOnlyTheWaysItNames() throws {
        let records = try HistoryPeriod(
            GivenValues(texts: ["month": "2023-08"]), ways: [.year, .range], required: false)
        #expect(records.month == nil && records.given.isEmpty, "records takes no month")
        let top = try HistoryPeriod(GivenValues(texts: [:]), ways: [.year, .month], required: true)
        #expect(
            throws: ParameterProblem.needsOne(of: [Declared.calendarYear.spec, Declared.month.spec], what: "period")
        ) {
            try top.check()
        }
    }

    @Test func aYearBeforeKOBISsFiguresIsRefusedAlikeByTopAndRecords() throws {
        let service = KobisService.sample()
        let first = KobisService.firstDayWithFigures
        let refusal = RequestError.periodBeforeFigures(parameter: "year", value: "2003", first: first)
        #expect(throws: refusal) { try TopFilms(GivenValues(texts: ["year": "2003"])).request(service) }
        #expect(throws: refusal) { try BoxOfficeRecords(GivenValues(texts: ["year": "2003"])).window(service) }
        let none = try HistoryPeriod(GivenValues(texts: [:]), ways: [.year, .range], required: false)
        #expect(try none.window(service) == nil, "no period is every held day")
        let range = try HistoryPeriod(
            GivenValues(texts: ["from": "2023-08-01", "to": "2023-08-10"]), ways: [.range], required: true)
        #expect(try range.window(service) == .range(from: KobisDate("20230801")!, to: KobisDate("20230810")!))
    }
}
