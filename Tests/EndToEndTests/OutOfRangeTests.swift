import Foundation
import Testing

/// Out-of-range input gets 64 and one sentence in the user's terms, the same everywhere (issue 43 §3): a day before
/// KOBIS's figures or after the last one, a period that ends before they start, a window the wrong way round.
@Suite("boxoffice end to end: out-of-range input, said alike", .speaking("en"))
struct OutOfRangeTests {
    static let before = "is before KOBIS's figures, which start on 2004-05-04"

    func run(_ arguments: [String]) async throws -> RunResult {
        let home = temporaryFolder("out-of-range")
        defer { try? FileManager.default.removeItem(at: home) }
        return try await runBoxOffice(
            arguments,
            environment: [
                "XDG_DATA_HOME": home.path + "/data", "XDG_CACHE_HOME": home.path + "/cache",
                "XDG_STATE_HOME": home.path + "/state", "KOBIS_API_KEY": testKey,
                "KOBIS_BASE_URL": "http://127.0.0.1:\(closedPort())", "BOXOFFICE_NOW": "2024-06-01T03:00:00Z",
            ])
    }

    @Test(arguments: [
        (["daily", "-d", "1990-01-01"], "1990-01-01 \(before)"),
        (["sync", "--since", "1990-01-01", "--dry-run"], "1990-01-01 \(before)"),
        (["top", "--year", "2003"], "--year 2003 \(before)"),
        (["top", "--month", "2004-04"], "--month 2004-04 \(before)"),
        (["forecast", "20239002", "--as-of", "1999-01-01"], "1999-01-01 \(before)"),
        (["sync", "--since", "2030-01-01", "--dry-run"], "2030-01-01 has no figures yet"),
        (["forecast", "20239002", "--as-of", "2099-01-01"], "2099-01-01 has no figures yet"),
        (
            ["sync", "--since", "2024-01-05", "--until", "2024-01-01", "--dry-run"],
            "--since 2024-01-05 is after --until 2024-01-01"
        ),
    ])
    func outOfRangeIsAUsageErrorInTheUsersTerms(_ arguments: [String], _ sentence: String) async throws {
        let result = try await run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(sentence), "\(arguments): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").first?.hasPrefix("boxoffice: ") == true, "one line first")
    }
}
