import Foundation
import Testing

@testable import KobisKit

/// The archive in front of KOBIS, as a long-running server keeps it: a year file is read once, and again when a
/// sync has renamed a new one into place, so the days it added are answered with no request.
@Suite("ArchiveData")
struct ArchiveDataTests {
    @Test func aYearASyncRewroteIsReadAgain() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archive-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        let first = KobisDate(year: 2024, month: 12, day: 1)!
        let second = first.adding(days: 1)
        let entry = DailyBoxOfficeEntry(rank: 1, rankChange: .same, movieCode: "20240001", title: "하나")
        try store.save(ArchiveYear(year: 2024, days: [first: [entry]]))
        // Offline over the sample, which holds no day of 2024: what the archive lacks is an error, not a request.
        let data = ArchiveData(base: KobisService.sample().data, store: store, offline: true)
        #expect(try await data.ranking(.day(first), filters: RankingFilters()).value.entries == [entry])
        await #expect(throws: ArchiveError.self) { try await data.ranking(.day(second), filters: RankingFilters()) }
        let later = DailyBoxOfficeEntry(rank: 1, rankChange: .same, movieCode: "20240002", title: "둘")
        try store.save(ArchiveYear(year: 2024, days: [first: [entry], second: [later]]))
        #expect(try await data.ranking(.day(second), filters: RankingFilters()).value.entries == [later])
        #expect(data.holds(.ranking(.day(second), RankingFilters())))
    }
}
