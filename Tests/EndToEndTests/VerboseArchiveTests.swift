import Foundation
import Testing

/// `-v` says where each answer came from (issue 43): a day answered from the archive logs one line, as a request and
/// a cache hit do, and nothing is sent.
@Suite("boxoffice end to end: -v and the archive")
struct VerboseArchiveTests {
    @Test func aDayReadFromTheArchiveLogsOneLine() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("verbose-archive")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = standIn.environment.merging([
            "HOME": home.path, "XDG_DATA_HOME": home.path + "/data", "XDG_STATE_HOME": home.path + "/state",
            "XDG_CACHE_HOME": home.path + "/cache", "BOXOFFICE_NOW": "2024-12-20T03:00:00Z",
        ]) { $1 }
        let sync = try await runBoxOffice(["sync", "--since", "2024-12-15", "-q"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        let asked = standIn.requests.count
        let run = try await runBoxOffice(["daily", "-d", "2024-12-16", "-v"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "boxoffice: READ archive:daily/2024.csv 2024-12-16 archived cache=archive\n")
        #expect(standIn.requests.count == asked, "nothing was sent")
    }
}
