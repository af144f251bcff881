import Foundation
import Testing

@testable import KobisKit

/// The films that open after today, on the sample's clock (2023-09-01 in Korea): soonest first, each with the days
/// left, and a window with none is an empty list.
@Suite("Use case: upcoming releases")
struct UpcomingReleasesTests {
    @Test func theParametersAreTheToolsArguments() throws {
        #expect(UpcomingReleases.parameters.map(\.name) == ["days"])
        let asked = try UpcomingReleases(GivenValues(texts: [:]))
        #expect(asked.days == 60)
        #expect(asked.jobs == 4)
        #expect(try UpcomingReleases(GivenValues(texts: ["days": "14", "jobs": "2"])).jobs == 2)
    }

    @Test func sixtyDaysAfterTheSamplesTodayHoldFourFilmsSoonestFirst() async throws {
        let answer = try await UpcomingReleases(GivenValues(texts: [:]))
            .run(KobisService.sample(), events: UseCaseEvents())
        #expect(answer.values["from"] == .string("2023-09-02"))
        #expect(answer.values["to"] == .string("2023-10-31"))
        #expect(answer.values["days"] == .int(60))
        #expect(answer.rows.map(\.movie.title) == ["잠", "1947 보스톤", "거미집", "천박사 퇴마 연구소: 설경의 비밀"])
        #expect(answer.rows.map(\.daysLeft) == [5, 26, 26, 26])
    }

    @Test func aShortWindowHoldsFewerAndAnEmptyOneIsAnEmptyList() async throws {
        let service = KobisService.sample()
        let fortnight = try await UpcomingReleases(GivenValues(texts: ["days": "14"]))
            .run(service, events: UseCaseEvents())
        #expect(fortnight.rows.map(\.movie.title) == ["잠"])
        let days = try await UpcomingReleases(GivenValues(texts: ["days": "3"])).run(service, events: UseCaseEvents())
        #expect(days.rows.isEmpty)
        #expect(days.values["to"] == .string("2023-09-04"))
    }

    @Test(.englishMessages) func theDryRunNamesTheYearsItReads() async throws {
        let plan = try await UpcomingReleases(GivenValues(texts: [:])).plan(KobisService.sample())
        #expect(plan.what == "the first page of 2023's releases")
        #expect(plan.then == "one request per further page of 100 films")
        let crossing = try await UpcomingReleases(GivenValues(texts: ["days": "200"])).plan(KobisService.sample())
        #expect(crossing.what == "the first page of 2023-2024's releases")
        let korean = try await Label.$language.withValue(.ko) {
            try await UpcomingReleases(GivenValues(texts: ["days": "200"])).plan(KobisService.sample())
        }
        #expect(korean.what == "2023~2024년 개봉작 첫 쪽" && korean.then == "다음 쪽마다 요청 1건 (한 쪽에 100편)")
    }
}
