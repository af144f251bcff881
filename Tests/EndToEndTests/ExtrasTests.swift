import Foundation
import Testing

/// Posters (OMDb in the stand-in), markdown, share messages and notes, through the real binary.
@Suite("boxoffice end to end: posters, share and notes", .speaking("en"))
struct ExtrasTests {
    func setUp(_ extra: [String] = [], omdbKey: String = "good-omdb-key") throws -> (StandIn, [String: String], URL) {
        let standIn = try StandIn(["--synthetic"] + extra)
        let folder = temporaryFolder("extras")
        let environment = standIn.environment.merging([
            "OMDB_BASE_URL": "http://127.0.0.1:\(standIn.port)/omdb/", "OMDB_API_KEY": omdbKey,
            "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data",
            "BOXOFFICE_NOW": "2024-12-20T03:00:00Z",
        ]) { $1 }
        return (standIn, environment, folder)
    }

    func json(_ run: RunResult) throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
            "\(run.stdout) \(run.stderr)")
    }

    @Test func thePosterChainFallsBackThroughYearsAndSearch() async throws {
        let (standIn, environment, folder) = try setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        // OMDb's year (2023) differs from KOBIS's production year (2022): the release year finds it.
        let differs = try json(
            try await runBoxOffice(["movie", "20230101", "--poster", "-f", "json"], environment: environment))
        #expect((differs["poster"] as? [String: Any])?["imdbID"] as? String == "tt0000101")
        // Only the title search knows this one: the exact title whose year is nearest 2020 is the 2021 film.
        let search = try json(
            try await runBoxOffice(["movie", "20230105", "--poster", "-f", "json"], environment: environment))
        #expect((search["poster"] as? [String: Any])?["imdbID"] as? String == "tt0000151")
        // "N/A" is no poster, and a film without an English title is never looked up.
        let none = try await runBoxOffice(["movie", "20230102", "--poster", "-f", "json"], environment: environment)
        #expect(try json(none)["poster"] is NSNull)
        let noTitle = try await runBoxOffice(["movie", "20230097", "--poster", "-f", "json"], environment: environment)
        #expect(try json(noTitle)["poster"] is NSNull)
        let omdbRequests = standIn.requests.filter { $0.contains("/omdb/") }
        #expect(!omdbRequests.isEmpty)
        #expect(omdbRequests.allSatisfy { $0.contains("apikey=***") })
        // The text sheet shows the address; nothing shows the key.
        let text = try await runBoxOffice(["movie", "20230101", "--poster"], environment: environment)
        #expect(text.stdout.contains("포스터") && text.stdout.contains("/posters/small.jpg"))
        #expect(!(text.stdout + text.stderr).contains("good-omdb-key"))
        let cached = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/cache")
            .filter { $0.hasSuffix(".cache") }
        #expect(cached.contains { $0.contains("omdb") }, "the OMDb answers are cached: \(cached)")
        for name in cached {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/cache/" + name))
            #expect(!data.isEmpty)
            #expect(data.range(of: Data("good-omdb-key".utf8)) == nil, "\(name)")
        }
    }

    @Test func hitsAreCachedAndMissesAskAgainTheNextDay() async throws {
        let (standIn, environment, folder) = try setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await runBoxOffice(["movie", "20230101", "--poster"], environment: environment)
        let afterFirst = standIn.requests.filter { $0.contains("/omdb/") }.count
        _ = try await runBoxOffice(
            ["movie", "20230101", "--poster"],
            environment: environment.merging(["BOXOFFICE_NOW": "2024-12-25T03:00:00Z"]) { $1 })
        // Five days later: the hit is still cached, but the misses before it (wrong year) have expired.
        let afterSecond = standIn.requests.filter { $0.contains("/omdb/") }.count
        #expect(afterFirst == 2)
        #expect(afterSecond == afterFirst + 1, "\(standIn.requests)")
    }

    @Test func downloadsAreAtomicWebOnlyAndCapped() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let out = temporaryFolder("posters")
        defer { try? FileManager.default.removeItem(at: out) }
        let ok = try await runBoxOffice(["poster", "20230101", "-o", out.path + "/a.jpg"], environment: environment)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect((try Data(contentsOf: out.appendingPathComponent("a.jpg"))).count == 2048)
        let huge = try await runBoxOffice(["poster", "20230104", "-o", out.path + "/b.jpg"], environment: environment)
        #expect(huge.status == 76 && huge.stderr.contains("larger than 10 MB"))
        let ftp = try await runBoxOffice(["poster", "20230103", "-o", out.path + "/c.jpg"], environment: environment)
        #expect(ftp.status == 76 && ftp.stderr.contains("not http or https"))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: out.path)) == ["a.jpg"])
        let show = try await runBoxOffice(["poster", "20230101", "--show"], environment: environment)
        #expect(
            show.status == 0 && show.stdout.hasSuffix("/posters/small.jpg\n")
                && show.stderr.contains("cannot draw images inline"))
    }

    @Test(arguments: [
        ("bad-omdb-key", Int32(77), "OMDb rejected its API key"),
        ("limited-omdb-key", Int32(75), "OMDb says the key's daily limit"),
    ])
    func omdbRefusalsHaveTheirOwnExitCodes(key: String, status: Int32, message: String) async throws {
        let (standIn, environment, folder) = try setUp(omdbKey: key)
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let run = try await runBoxOffice(["movie", "20230101", "--poster"], environment: environment)
        #expect(run.status == status)
        #expect(run.stderr.contains(message) && !run.stderr.contains(key))
        #expect(run.stdout.isEmpty)
    }

    @Test func dailyPostersForEveryFilm() async throws {
        let (standIn, environment, folder) = try setUp(["--latency-ms", "20"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await runBoxOffice(
            ["daily", "-d", "2023-03-01", "--posters", "-f", "json"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let entries = try #require(try json(run)["entries"] as? [[String: Any]])
        #expect(entries.count == 4)  // the synthetic calendar has four films on 2023-03-01
        #expect(entries.allSatisfy { $0.keys.contains("poster") })
        let inFlight = standIn.requests.compactMap { $0.split(separator: "=").last.flatMap { Int($0) } }
        #expect(inFlight.count == standIn.requests.count)
        // Four films in flight, each one request at a time (plus the ranking's tail), and more than one at once.
        #expect((2...(4 + 1)).contains(inFlight.max() ?? 0), "\(inFlight)")
        #expect(
            try await runBoxOffice(
                ["daily", "-d", "2023-03-01", "--posters"],
                environment: environment.merging(["OMDB_API_KEY": ""]) { $1 }
            ).status == 78)
    }

    /// On a terminal without -o, a poster is saved in the current folder under the film's title and year.
    @Test(.enabled(if: TestPlatform.hasPseudoTerminal, "script(1) is not installed"))
    func aPosterOnATerminalIsSavedByTitleAndYear() async throws {
        let run = try await runScript(
            TestPlatform.underPseudoTerminal(
                #"d="$(mktemp -d)" && cd "$d" && "$BOXOFFICE" poster 20239002 --demo -q && ls; cd / && rm -rf "$d""#))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("콘크리트 유토피아 (2023)."), "\(run.stdout)")
    }

    /// On a terminal the table comes first and each film's poster line follows it, in rank order.
    @Test(.speaking("ko"), .enabled(if: TestPlatform.hasPseudoTerminal, "needs script(1)"))
    func postersStreamUnderTheTableOnATerminal() async throws {
        let (standIn, environment, folder) = try setUp(["--latency-ms", "30"])
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let run = try await runScript(
            TestPlatform.underPseudoTerminal(#"COLUMNS=100 "$BOXOFFICE" daily -d 2023-03-01 --posters -q"#),
            environment: environment)
        let lines = run.stdout.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map(String.init)
        let table = try #require(lines.firstIndex { $0.contains("일별 박스오피스 · 2023-03-01") })
        let posters = lines.indices.filter { lines[$0].hasPrefix("1. ") || lines[$0].hasPrefix("2. ") }
        #expect(!posters.isEmpty && posters.allSatisfy { $0 > table + 2 }, "\(lines)")
        #expect(lines.contains { $0.hasSuffix("포스터 없음") || $0.contains("/posters/") })
    }

    @Test(.speaking("ko")) func markdownEscapesPipesAndControls() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let movie = try await runBoxOffice(["movie", "20230106", "-f", "markdown"], environment: environment)
        #expect(movie.stdout.hasPrefix("### 파이프\\|영화 빨강\n"), "\(movie.stdout)")
        #expect(!movie.stdout.contains("\u{1B}"))
        #expect(movie.stdout.contains("| 영문 제목 | Pipe \\| Film |"))
        for arguments in [
            ["daily", "-d", "2023-03-01"], ["weekly", "-d", "2024-01-07", "--period", "week"], ["search", "바다"],
            ["person", "10031641"], ["trend", "20990005", "--to", "2023-03-01"],
        ] {
            let run = try await runBoxOffice(arguments + ["-f", "markdown"], environment: environment)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stdout.hasPrefix("### "), "\(arguments)")
            let rows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("|") }
            #expect(rows.count >= 3, "\(arguments)")
            let columns = Set(
                rows.prefix(3).map { $0.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count })
            #expect(columns.count == 1, "\(arguments): \(rows.prefix(3))")
        }
    }

    @Test(.speaking("ko")) func shareMessagesAndCopy() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let movie = try await runBoxOffice(["share", "20230101"], environment: environment)
        #expect(
            movie.stdout
                == "🎬 연도가 다른 영화 (Year Apart, 2023)\n개봉 2023-03-01 · 110분 · 12세이상관람가\n감독 포스터 감독\n출연 배우 가, 배우 나, 배우 다\n")
        let daily = try await runBoxOffice(["daily", "-d", "2023-03-01", "--share"], environment: environment)
        #expect(
            daily.stdout.hasPrefix("📊 일별 박스오피스 · 2023-03-01 (수)\n1. 가상의 영화 5 · 관객 33,035명 · 누적"),
            "\(daily.stdout)")
        #expect(try await runBoxOffice(["share", "20230101", "--copy"], environment: environment).status == 64)
        try #require(TestPlatform.hasPseudoTerminal, "needs script(1) for a terminal")
        let copied = try await runScript(
            TestPlatform.underPseudoTerminal(#""$BOXOFFICE" share 20230101 --copy > /dev/null"#),
            environment: environment)
        let encoded = Data(movie.stdout.utf8).base64EncodedString()
        #expect(copied.stdout.contains("\u{1B}]52;c;\(encoded)\u{07}"), "\(copied.stdout.debugDescription)")
    }

    @Test(.speaking("ko")) func notesAreKeptAddedInParallelAndNeverOverwrittenWhenDamaged() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let add = try await runBoxOffice(
            ["note", "add", "20230101", "--stars", "4", "--text", "좋아요"], environment: environment)
        #expect(add.status == 0, "\(add.stderr)")
        let piped = try await runScript(
            #"echo '파이프로 쓴 노트' | "$BOXOFFICE" note add 20230101 -s 5 --text -"#, environment: environment)
        #expect(piped.status == 0, "\(piped.stderr)")
        try await withThrowingTaskGroup(of: Int32.self) { group in
            for stars in 0..<20 {
                group.addTask {
                    try await runBoxOffice(
                        ["note", "add", "20230105", "-s", "\(stars % 5 + 1)"], environment: environment
                    ).status
                }
            }
            for try await status in group { #expect(status == 0) }
        }
        let file = folder.path + "/data/boxoffice/notes.json"
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let list = try json(try await runBoxOffice(["note", "list", "-f", "json"], environment: environment))
        #expect(list["count"] as? Int == 22)
        #expect(Set((list["notes"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []).count == 22)
        let movie = try json(try await runBoxOffice(["movie", "20230101", "-f", "json"], environment: environment))
        #expect((movie["notes"] as? [[String: Any]])?.map { $0["text"] as? String } == ["좋아요", "파이프로 쓴 노트"])
        let sheet = try await runBoxOffice(["movie", "20230101"], environment: environment)
        #expect(sheet.stdout.contains("내 노트 · 2개 · 평균 ★4.5"))
        #expect(try await runBoxOffice(["note", "rm", "1"], environment: environment).status == 0)
        #expect(try await runBoxOffice(["note", "rm", "1"], environment: environment).status == 66)
        // Offline: listing needs no KOBIS.
        let offline = try await runBoxOffice(
            ["note", "list"],
            environment: environment.merging(["KOBIS_BASE_URL": "http://127.0.0.1:\(closedPort())"]) { $1 })
        #expect(offline.status == 0 && offline.stdout.contains("좋아요") == false && offline.stdout.contains("파이프로 쓴 노트"))
        // An unknown film is 66 and adds nothing.
        let unknown = try await runBoxOffice(["note", "add", "20230099", "-s", "3"], environment: environment)
        #expect(unknown.status == 66)
        // A damaged file: 65, named, and left exactly as it was.
        try "not json at all".write(toFile: file, atomically: true, encoding: .utf8)
        for arguments in [["note", "add", "20230101", "-s", "1"], ["note", "list"], ["movie", "20230101"]] {
            let run = try await runBoxOffice(arguments, environment: environment)
            #expect(run.status == 65, "\(arguments)")
            #expect(run.stderr.contains(file))
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not json at all")
    }
}
