import Foundation
import Testing

/// `archive status` groups its counts as every other count is grouped (issue 43): thousands of days missing read
/// `8,243 days`, not `8243 days`.
@Suite("boxoffice end to end: archive status groups its counts")
struct ArchiveCountsTests {
    @Test func anEmptyArchivesCountsAreGrouped() async throws {
        let home = temporaryFolder("archive-counts")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = [
            "HOME": home.path, "XDG_DATA_HOME": home.path + "/data", "XDG_STATE_HOME": home.path + "/state",
            "XDG_CACHE_HOME": home.path + "/cache", "BOXOFFICE_NOW": "2026-11-28T03:00:00Z",
        ]
        let run = try await runBoxOffice(["archive", "status", "--lang", "en"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        // 2004-05-04 to 2026-11-27.
        let days = "8,243"
        #expect(run.stdout.contains("\(days) days, "), "\(run.stdout)")
        let line = try #require(run.stdout.split(separator: "\n").first { $0.contains("missing since") })
        #expect(line.contains("requests still needed"), "\(line)")
        let bare = line.split(separator: " ").filter { $0.count >= 4 && $0.allSatisfy(\.isNumber) }
        #expect(bare.isEmpty, "every count of 1,000 or more is grouped: \(line)")
    }
}
