import Foundation
import Testing

/// What `--offline` says when it cannot answer, in the user's terms and true to what happened (issue 43): a region
/// name whose code list is not cached yet, and a day the archive holds as empty.
@Suite("boxoffice end to end: what --offline says", .speaking("en"))
struct OfflineWordingTests {
    func environment(_ home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        [
            "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ].merging(extra) { $1 }
    }

    /// The archive never holds a code list: the sentence names the list the region needs and how to get it.
    @Test func aRegionOfflineWithoutItsListSaysHowToGetIt() async throws {
        let home = temporaryFolder("offline-region")
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try await runBoxOffice(
            ["daily", "--offline", "--region", "서울"], environment: environment(home, ["KOBIS_API_KEY": testKey]))
        #expect(run.status == 66 && run.stdout.isEmpty, "\(run.stderr)")
        #expect(
            run.stderr
                == "boxoffice: offline, and the list of region names is not cached yet: run `boxoffice codes region` "
                + "once online (it is kept for 30 days)\n")
        #expect(!run.stderr.contains("archive"), "the archive never holds a code list")
    }

    /// A home whose archive holds the synthetic stand-in's 2024-12-10 to 2024-12-19, synced by the binary.
    func synced(_ label: String) async throws -> (StandIn, URL, [String: String]) {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder(label)
        let env = environment(home, standIn.environment.merging(["BOXOFFICE_NOW": "2024-12-20T03:00:00Z"]) { $1 })
        let sync = try await runBoxOffice(["sync", "--since", "2024-12-10", "-q"], environment: env)
        #expect(sync.status == 0, "\(sync.stderr)")
        return (standIn, home, env)
    }

    /// A day the archive holds as empty is said to be so, offline or not: KOBIS sent no films for it when it was kept.
    @Test func anArchivedEmptyDaySaysTheArchiveHoldsItEmpty() async throws {
        let (standIn, home, env) = try await synced("offline-empty")
        defer { try? FileManager.default.removeItem(at: home) }
        let archive = home.appendingPathComponent("data/boxoffice/archive")
        try ArchiveEdit.empty("2024-12-12"..."2024-12-12", archive: archive)
        let said =
            "boxoffice: the archive holds 2024-12-12 as empty: KOBIS sent no films for it when the archive kept it\n"
        for extra in [["--offline"], []] {
            let run = try await runBoxOffice(["daily", "-d", "2024-12-12"] + extra, environment: env)
            #expect(run.status == 66 && run.stdout.isEmpty, "\(extra): \(run.stderr)")
            #expect(run.stderr == said, "\(extra): \(run.stderr)")
        }
        let asked = standIn.requests.count
        let other = try await runBoxOffice(["daily", "-d", "2024-12-13", "--offline"], environment: env)
        #expect(other.status == 0, "a held day with films still reads: \(other.stderr)")
        #expect(standIn.requests.count == asked, "nothing was sent")
    }

    /// A filtered ranking offline: the archive holds national rankings only, so the sentence says so and that the
    /// network answers it, never that a sync would fill the day (the day is held, nationally).
    @Test func aFilteredRankingOfflineSaysTheArchiveHoldsNationalRankingsOnly() async throws {
        let (standIn, home, env) = try await synced("offline-filtered")
        defer { try? FileManager.default.removeItem(at: home) }
        let asked = standIn.requests.count
        for filter in [["--nation", "korean"], ["--kind", "diversity"]] {
            let run = try await runBoxOffice(["daily", "-d", "2024-12-12", "--offline"] + filter, environment: env)
            #expect(run.status == 66 && run.stdout.isEmpty, "\(filter): \(run.stderr)")
            #expect(
                run.stderr
                    == "boxoffice: offline, and the archive holds national rankings only: never the 2024-12-12 ranking "
                    + "filtered by region, nation or kind: a filtered ranking needs the network, so ask without "
                    + "--offline (BOXOFFICE_OFFLINE)\n", "\(filter)")
            let korean = try await runBoxOffice(
                ["daily", "-d", "2024-12-12", "--offline", "--lang", "ko"] + filter, environment: env)
            #expect(korean.stderr.contains("보관소에는 전국 순위만 있어"), "\(korean.stderr)")
            #expect(korean.stderr.contains("--offline(BOXOFFICE_OFFLINE) 없이"), "\(korean.stderr)")
            #expect(!korean.stderr.contains("sync"), "\(korean.stderr)")
        }
        #expect(standIn.requests.count == asked, "nothing was sent")
    }
}

/// Edits of an archive's files, as a test sets up what a sync would have kept.
enum ArchiveEdit {
    /// Makes the days `days` empty in their year file (one line each, no films, as KOBIS's empty answers are kept)
    /// and drops the daily files' checksums (a file without one that reads is accepted).
    static func empty(_ days: ClosedRange<String>, archive: URL) throws {
        let file = archive.appendingPathComponent("daily/\(days.lowerBound.prefix(4)).csv")
        var seen: Set<String> = []
        var lines: [String] = []
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init) {
            let day = String(line.prefix(10))
            guard days.contains(day) else {
                lines.append(line)
                continue
            }
            if seen.insert(day).inserted { lines.append(day + ",0" + String(repeating: ",", count: 16)) }
        }
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: file)
        let manifest = archive.appendingPathComponent("manifest.tsv")
        let kept = try String(contentsOf: manifest, encoding: .utf8).split(separator: "\n").filter {
            !$0.hasPrefix("daily/")
        }
        try Data(kept.map { $0 + "\n" }.joined().utf8).write(to: manifest)
    }
}
