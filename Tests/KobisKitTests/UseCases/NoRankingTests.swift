import Foundation
import Testing

@testable import KobisKit

/// A ranking that lists no film is ``NoRanking`` in every front-end; it carries the empty ranking, so browse can draw
/// the day's heading over "(no ranking)" as it always did.
@Suite("Use case: no ranking")
struct NoRankingTests {
    @Test func anEmptyDayIsNoRankingAndCarriesItsEmptyRanking() async throws {
        let service = KobisService.sample()
        let day = KobisDate("2023-07-01")!
        do {
            _ = try await DailyRanking(day).run(service, events: UseCaseEvents())
            Issue.record("an empty day is NoRanking")
        } catch let empty as NoRanking {
            #expect(empty.targets == [.day(day)])
            let ranking = try #require(empty.ranking)
            #expect(ranking.target == .day(day) && ranking.boxOffice.entries.isEmpty)
        }
        #expect(NoRanking([.day(day)], source: .sample).ranking == nil)
    }

    @Test func aWeeklyRankingForAPeriodRanksThatPeriod() async throws {
        let service = KobisService.sample()
        let period = BoxOfficePeriod(kind: .week, containingWeekOf: KobisDate("2023-08-16")!)
        let ranking = try await WeeklyRanking(period).run(service, events: UseCaseEvents())
        #expect(ranking.target == .period(period) && !ranking.boxOffice.entries.isEmpty)
        let weekend = BoxOfficePeriod(kind: .weekend, containingWeekOf: KobisDate("2023-08-16")!)
        #expect(try WeeklyRanking(weekend).target(service) == weekend)
    }
}
