import Foundation
import Testing

@testable import KobisKit

/// The history in columns: read from the year files as ``ArchiveYear`` reads them, and its top list the one the
/// rankings make day by day.
@Suite("ArchiveHistory: every held day in columns")
struct ArchiveHistoryTests {
    static func day(_ text: String) -> KobisDate { KobisDate(text)! }

    static func entry(
        _ rank: Int, _ code: String, _ title: String, open: String?, audience: Int64?, total: Int64?
    ) -> DailyBoxOfficeEntry {
        DailyBoxOfficeEntry(
            rank: rank, rankChange: .same, movieCode: code, title: title, openDate: open.map(day),
            audience: audience, audienceTotal: total, sales: audience.map { $0 * 10_000 })
    }

    /// The sample's month, day by day.
    static func sampleDays() async throws -> [(day: KobisDate, entries: [DailyBoxOfficeEntry])] {
        let service = KobisService.sample()
        var days: [(day: KobisDate, entries: [DailyBoxOfficeEntry])] = []
        let span = try #require(service.sampleDays)
        let targets = try service.days(from: span.lowerBound, to: span.upperBound).map(RankingTarget.day)
        try await service.data.rankings(targets, jobs: 2) { target, fetched in
            if case .day(let day) = target { days.append((day, fetched.value.entries)) }
            return true
        }
        return days
    }

    @Test func itsTopListIsTheOneTheRankingsMake() async throws {
        let service = KobisService.sample()
        let history = ArchiveHistory(try await Self.sampleDays())
        for (from, to) in [("2023-08-01", "2023-08-31"), ("2023-08-10", "2023-08-12"), ("2023-08-31", "2023-08-31")] {
            let request = TopRequest(.range(from: Self.day(from), to: Self.day(to)), limit: 100)
            let expected = try await request.top(service).rows
            #expect(history.top(from: Self.day(from), to: Self.day(to), limit: 100) == expected, "\(from) \(to)")
        }
        #expect(history.heldDays.count == 31)
        #expect(history.holdsEvery(from: Self.day("2023-08-01"), to: Self.day("2023-08-31")))
        #expect(!history.holdsEvery(from: Self.day("2023-07-31"), to: Self.day("2023-08-31")))
    }

    /// A shared archive behind the own one: the days the own lacks come from it, a day both hold is the own's.
    @Test func aHistoryFilledFromAnotherKeepsItsOwnDays() {
        let own = ArchiveHistory([
            (Self.day("2024-01-02"), [Self.entry(1, "B", "비", open: "2024-01-02", audience: 50, total: 50)]),
            (Self.day("2024-01-04"), []),
        ])
        let shared = ArchiveHistory([
            (Self.day("2024-01-01"), [Self.entry(1, "A", "에이", open: "2024-01-01", audience: 10, total: 10)]),
            (Self.day("2024-01-02"), [Self.entry(1, "A", "에이", open: "2024-01-01", audience: 99, total: 109)]),
            (Self.day("2024-01-03"), [
                Self.entry(1, "B", "비 (재)", open: "2024-01-02", audience: 30, total: 80),
                Self.entry(2, "A", "에이", open: "2024-01-01", audience: 5, total: 114),
            ]),
        ])
        let merged = own.filled(from: shared)
        #expect(merged.heldDays.count == 4 && merged.rows == 4)
        let top = merged.top(from: nil, to: nil, limit: 10)
        #expect(top.map(\.movieCode) == ["B", "A"])
        #expect(top[0].audience == 80 && top[0].title == "비 (재)" && top[1].audience == 15)
        #expect(own.filled(from: ArchiveHistory()).rows == own.rows)
        #expect(ArchiveHistory().filled(from: shared).top(from: nil, to: nil, limit: 10).first?.audience == 114)
    }

    @Test func theLastTitleAndReleaseCountAsTheRankingsCountThem() {
        let history = ArchiveHistory([
            (Self.day("2024-01-01"), [Self.entry(1, "A", "", open: nil, audience: 10, total: 10)]),
            (Self.day("2024-01-02"), [Self.entry(2, "A", "첫 제목", open: "2024-01-01", audience: nil, total: nil)]),
            (Self.day("2024-01-03"), []),
            (Self.day("2024-01-04"), [Self.entry(1, "A", "", open: nil, audience: 5, total: 40)]),
        ])
        let top = history.top(from: nil, to: nil, limit: 10)
        #expect(top.count == 1)
        let film = top[0]
        #expect(film.title == "첫 제목" && film.openDate == Self.day("2024-01-01") && film.audienceTotal == 40)
        #expect(film.audience == 15 && film.timesInTopTen == 3 && film.bestRank == 1)
        #expect(film.bestRankDate == Self.day("2024-01-01") && film.lastRankedDate == Self.day("2024-01-04"))
        #expect(history.heldDays.count == 4 && history.rows == 3)
    }

    @Test func theYearFilesReadAsTheirDaysAndADamagedOneIsLeftOutAndNamed() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        let days = try await Self.sampleDays()
        try store.save(
            ArchiveYear(year: 2023, days: Dictionary(uniqueKeysWithValues: days.map { ($0.day, $0.entries) })))
        let next = [(Self.day("2024-01-02"), [Self.entry(1, "B", "다음 해", open: "2024-01-02", audience: 9, total: 9)])]
        try store.save(ArchiveYear(year: 2024, days: Dictionary(uniqueKeysWithValues: next.map { ($0.0, $0.1) })))
        let loaded = ArchiveHistory.load(store)
        let built = ArchiveHistory(days + next)
        #expect(loaded.damaged.isEmpty)
        #expect(loaded.heldDays == built.heldDays && loaded.rows == built.rows)
        #expect(loaded.top(from: nil, to: nil, limit: 100) == built.top(from: nil, to: nil, limit: 100))
        #expect(loaded.films.map(\.code) == built.films.map(\.code))
        #expect(ArchiveHistory.load(store, years: 2024...2024).heldDays.count == 1)
        try Data("date,rank\n".utf8).write(to: store.yearFile(2023))
        let damaged = ArchiveHistory.load(store)
        #expect(damaged.heldDays.count == 1)
        #expect(damaged.damaged.map(\.description).contains { $0.contains("2023.csv") })
    }
}
