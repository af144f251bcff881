import Foundation
import Testing

@testable import KobisKit

/// The rankings' rules live in their use cases: the default day, the range expanded and checked, and no figures as
/// ``NoRanking``, whichever front-end asks.
@Suite("Use cases: a day's, a period's and a range's rankings", .englishMessages)
struct RankingUseCaseTests {
    let service = KobisService.sample()

    @Test func theDefaultDayIsTheSamplesLastAndAnEmptyDayIsNoRanking() async throws {
        let latest = try await DailyRanking(GivenValues(texts: [:])).run(service, events: UseCaseEvents())
        #expect(latest.boxOffice.date == KobisDate(year: 2023, month: 8, day: 31))
        let filtered = try await DailyRanking(GivenValues(texts: ["date": "2023-08-15", "limit": "3"]))
            .run(service, events: UseCaseEvents())
        #expect(filtered.boxOffice.entries.map(\.rank) == [1, 2, 3])
        do {
            _ = try await DailyRanking(GivenValues(texts: ["date": "2023-07-01"])).run(service, events: UseCaseEvents())
            Issue.record("an empty day answered")
        } catch let none as NoRanking {
            #expect(none.description == "the sample has no ranking for 2023-07-01: it holds 2023-08-01 to 2023-08-31")
        }
    }

    @Test func aRangeNamesItsEmptyDaysAndOneWithNoneIsNoRanking() async throws {
        let range = try RankingRange(GivenValues(texts: ["from": "2023-07-30", "to": "2023-08-02"]))
        var delivered: [String] = []
        let outcome = try await range.run(service, events: UseCaseEvents()) { ranking in
            delivered.append(ranking.target.label)
            return true
        }
        #expect(delivered == ["2023-07-30", "2023-07-31", "2023-08-01", "2023-08-02"])
        #expect(outcome.empty.map(\.label) == ["2023-07-30", "2023-07-31"])
        let none = try RankingRange(GivenValues(texts: ["from": "2023-07-01", "to": "2023-07-31"]))
        await #expect(throws: NoRanking.self) { _ = try await none.run(service, events: UseCaseEvents()) }
        let weekly = try RankingRange(GivenValues(texts: ["from": "2023-08-01", "to": "2023-08-31", "weekly": "true"]))
        #expect(try weekly.targets(service).count == 4)
        #expect(weekly.unit == "periods")
    }

    @Test func aRangeNeedsItsFirstDay() {
        #expect(throws: ConversionError.self) { try RankingRange(GivenValues(texts: ["to": "2023-08-02"])) }
    }
}
