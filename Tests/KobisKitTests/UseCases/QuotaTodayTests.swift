import Foundation
import Testing

@testable import KobisKit

/// Today's count is one use case: the sample's own count on its ledger, and no ledger is a missing key.
@Suite("Use case: today's request count")
struct QuotaTodayTests {
    @Test func theSampleCountsTheRequestsItAnsweredOnItsLedger() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("boxoffice-quota-today-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let ledger = QuotaLedger(file: QuotaLedger.sampleFile(in: folder), source: .sample, now: { DemoSource.now })
        let service = KobisService.sample(ledger: ledger)
        #expect(QuotaToday.parameters.isEmpty)
        let asked = try QuotaToday(GivenValues(texts: [:]))
        let before = try await asked.run(service, events: UseCaseEvents())
        #expect(before.used == 0 && before.source == .sample && before.limit == QuotaLedger.defaultLimit)
        _ = try await DailyRanking(KobisDate("2023-08-15")!).run(service, events: UseCaseEvents())
        let after = try await asked.run(service, events: UseCaseEvents())
        #expect(after.used == 1 && after.day == before.day)
        #expect(try await asked.plan(service).plan.requests == 0)
        await #expect(throws: KobisError.missingKey) {
            _ = try await asked.run(KobisService.sample(), events: UseCaseEvents())
        }
    }
}
