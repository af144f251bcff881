import Foundation
import Testing

@testable import KobisKit

@Suite("QuotaLedger", .englishMessages)
struct QuotaLedgerTests {
    func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("bo-quota-\(UUID().uuidString)")
    }

    /// The refusal groups its numbers as every other line does.
    @Test func theRefusalGroupsItsNumbers() {
        let reset = fixedDate("2024-12-20T15:00:00Z")
        let full = KobisError.localQuotaReached(used: 2951, limit: 2950, resetsAt: reset).description
        #expect(full.hasPrefix("2,950 of 2,950 requests allowed today are used (2,951 counted), so"), "\(full)")
        let one = KobisError.localQuotaReached(used: 1, limit: 1, resetsAt: reset).description
        #expect(one.hasPrefix("1 of 1 request allowed today is used, so"), "\(one)")
    }

    @Test func countsUpToTheLimitThenRefuses() async throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = QuotaLedger(
            directory: directory, key: "key-1", limit: 3, now: { fixedDate("2024-12-20T03:00:00Z") })
        for _ in 0..<3 { try await ledger.reserve() }
        await #expect(
            throws: KobisError.localQuotaReached(used: 3, limit: 3, resetsAt: fixedDate("2024-12-20T15:00:00Z"))
        ) { try await ledger.reserve() }
        #expect(try await ledger.status().used == 3)
        let contents = try String(contentsOf: ledger.file, encoding: .utf8)
        #expect(!contents.contains("key-1"))
        #expect(!ledger.file.lastPathComponent.contains("key-1"))
    }

    /// The count is one write of a fixed length over the old one, never truncated first: SIGKILL between a
    /// truncation and a write left an empty file, which reads as a new day (a new user saw the count go to 0).
    @Test func theCountIsRewrittenInPlaceAtOneLengthAndAnOldShortRecordStillReads() async throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = QuotaLedger(
            directory: directory, key: "key-2", limit: 3_000, now: { fixedDate("2024-12-20T03:00:00Z") })
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"day":"2024-12-20","used":1234}"#.utf8).write(to: ledger.file)
        try await ledger.reserve()
        let data = try Data(contentsOf: ledger.file)
        #expect(data.count == 64 && data.last == 0x0A)
        #expect(try await ledger.status().used == 1_235)
        for _ in 0..<10 { try await ledger.reserve() }
        #expect(try Data(contentsOf: ledger.file).count == 64)
        #expect(try await ledger.status().used == 1_245)
    }

    @Test func theSamplesCountHasNoLimit() async throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = QuotaLedger(
            file: QuotaLedger.sampleFile(in: directory), limit: 2, source: .sample,
            now: { fixedDate("2024-12-20T03:00:00Z") })
        for _ in 0..<5 { try await ledger.count() }
        #expect(try await ledger.status().used == 5)
    }

    @Test func aNewKoreanDayStartsAtZeroAndKeysCountApart() async throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await QuotaLedger(directory: directory, key: "a", now: { fixedDate("2024-12-20T14:59:00Z") }).reserve()
        #expect(
            try await QuotaLedger(directory: directory, key: "a", now: { fixedDate("2024-12-20T14:59:30Z") }).status()
                .used == 1)
        #expect(
            try await QuotaLedger(directory: directory, key: "a", now: { fixedDate("2024-12-20T15:00:00Z") }).status()
                .used == 0)
        #expect(
            try await QuotaLedger(directory: directory, key: "b", now: { fixedDate("2024-12-20T14:59:30Z") }).status()
                .used == 0)
    }

    @Test func aSpentQuotaFaultFillsTheCount() async throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = QuotaLedger(directory: directory, key: "k", limit: 100)
        await ledger.exhaust()
        #expect(try await ledger.status().used == 100)
        await #expect(throws: KobisError.self) { try await ledger.reserve() }
    }

    @Test func aFileThatDoesNotParseIsLeftAlone() async throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let ledger = QuotaLedger(directory: directory, key: "k")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: ledger.file)
        await #expect(throws: KobisError.self) { try await ledger.reserve() }
        #expect(try String(contentsOf: ledger.file, encoding: .utf8) == "not json")
        // A count past any day's (which would wrap as an Int) or a fraction does not hold a request count either.
        for text in [#"{"day":"2024-12-20","used":99999999999999999999}"#, #"{"day":"2024-12-20","used":2.5}"#] {
            try Data(text.utf8).write(to: ledger.file)
            await #expect(throws: KobisError.self) { try await ledger.reserve() }
            #expect(try String(contentsOf: ledger.file, encoding: .utf8) == text)
        }
    }

    @Test func parallelReservationsCountExactly() async throws {
        let directory = folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<64 {
                group.addTask { try? await QuotaLedger(directory: directory, key: "k").reserve() }
            }
        }
        #expect(try await QuotaLedger(directory: directory, key: "k").status().used == 64)
    }
}
