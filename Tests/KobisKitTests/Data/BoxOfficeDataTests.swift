import Foundation
import Testing

@testable import KobisKit

/// One door to the figures: ranges, trends and the top list all ask the data source, once per day, through one
/// loop, so a source of another kind (the archive) serves them all.
@Suite("One data seam")
struct BoxOfficeDataTests {
    static let first = KobisDate(year: 2024, month: 3, day: 1)!

    /// A film ranked first on each of `count` days from ``first``, with its audience growing by 100 a day.
    static func history(days count: Int) -> MemoryData {
        var days: [KobisDate: DailyBoxOffice] = [:]
        for offset in 0..<count {
            let day = first.adding(days: offset)
            let entry = DailyBoxOfficeEntry(
                rank: 1, rankChange: RankChange(intensity: 0, isNew: offset == 0), movieCode: "20240001",
                title: "파묘", openDate: first, audience: Int64(100 * (offset + 1)),
                audienceTotal: Int64(100 * (offset + 1) * (offset + 2) / 2))
            days[day] = DailyBoxOffice(boxOfficeType: "일별 박스오피스", date: day, entries: [entry])
        }
        let movie = MovieDetail(code: "20240001", title: "파묘", titleEnglish: "Exhuma", openDate: first)
        return MemoryData(days: days, movies: ["20240001": movie])
    }

    static func service(_ data: MemoryData, now day: KobisDate) -> KobisService {
        // Noon in Korea on the day after `day`, so `day` is the latest with figures.
        let epoch = KobisDate(year: 1970, month: 1, day: 1)!
        let now = Date(timeIntervalSince1970: TimeInterval(day.adding(days: 1).daysSince(epoch)) * 86_400 + 3 * 3_600)
        return KobisService(data: data, posterFinder: nil, ledger: nil, sampleDays: nil, timeout: 10,
            clock: { now })
    }

    static func dayAsks(_ data: MemoryData) -> [KobisDate] {
        data.asks.compactMap { ask in
            if case .ranking(.day(let day), _) = ask { return day }
            return nil
        }
    }

    @Test func theLoopDeliversEveryDayInOrderWhateverTheJobs() async throws {
        let data = BoxOfficeDataTests.history(days: 30)
        let targets = (0..<30).map { RankingTarget.day(BoxOfficeDataTests.first.adding(days: $0)) }
        var seen: [RankingTarget] = []
        try await data.rankings(targets, jobs: 6) { target, fetched in
            #expect(fetched.value.date.iso == target.label)
            seen.append(target)
            return true
        }
        #expect(seen == targets)
        #expect(Set(BoxOfficeDataTests.dayAsks(data)).count == 30)
    }

    @Test func stoppingTheLoopAsksForNoDayBeyondItsWindow() async throws {
        let data = BoxOfficeDataTests.history(days: 40)
        let targets = (0..<40).map { RankingTarget.day(BoxOfficeDataTests.first.adding(days: $0)) }
        var seen = 0
        try await data.rankings(targets, jobs: 2) { _, _ in
            seen += 1
            return seen < 5
        }
        #expect(seen == 5)
        // At most 2 × jobs ahead of the one handed over.
        #expect(data.asks.count <= 5 + 4)
    }

    @Test func aRangeATrendAndTheTopListAskTheSourceOncePerDay() async throws {
        let last = BoxOfficeDataTests.first.adding(days: 9)
        let days = (0..<10).map { BoxOfficeDataTests.first.adding(days: $0) }

        let rangeData = BoxOfficeDataTests.history(days: 10)
        var delivered: [KobisDate] = []
        _ = try await BoxOfficeDataTests.service(rangeData, now: last).rankings(
            days.map(RankingTarget.day), details: false, jobs: 4,
            deliver: { ranking in
                if case .day(let day) = ranking.target { delivered.append(day) }
                return true
            })
        #expect(delivered == days)
        #expect(BoxOfficeDataTests.dayAsks(rangeData).sorted() == days)

        let trendData = BoxOfficeDataTests.history(days: 10)
        let series = try await TrendReader(BoxOfficeDataTests.service(trendData, now: last)).trends(
            movieCodes: ["20240001"], from: nil, to: last, jobs: 4)[0]
        #expect(series.points.map(\.date) == days)
        #expect(series.points.last?.entry?.audience == 1_000)
        // The release day is read once more first, to look for screenings before it (a cache hit with KOBIS).
        #expect(BoxOfficeDataTests.dayAsks(trendData).sorted() == [days[0]] + days)

        let topData = BoxOfficeDataTests.history(days: 10)
        let top = try await TopRequest(.range(from: BoxOfficeDataTests.first, to: last), limit: 5, jobs: 4).top(
            BoxOfficeDataTests.service(topData, now: last))
        #expect(top.rows.map(\.movieCode) == ["20240001"])
        #expect(top.rows.first?.audience == 5_500)
        #expect(BoxOfficeDataTests.dayAsks(topData).sorted() == days)
    }

    @Test func aFilmsDetailIsAskedOnceHoweverManyDaysListIt() async throws {
        let data = BoxOfficeDataTests.history(days: 10)
        let last = BoxOfficeDataTests.first.adding(days: 9)
        _ = try await BoxOfficeDataTests.service(data, now: last).rankings(
            (0..<10).map { .day(BoxOfficeDataTests.first.adding(days: $0)) }, details: true, jobs: 4,
            deliver: { ranking in
                #expect(ranking.details?["20240001"]?.titleEnglish == "Exhuma")
                return true
            })
        #expect(data.asks.filter { $0 == .film("20240001") }.count == 1)
    }
}
