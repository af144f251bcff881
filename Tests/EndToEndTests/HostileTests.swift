import Foundation
import Testing

/// A hostile server, file or environment, against the real binary. Runs that could blow up memory are
/// held to 1 GB of address space (see ``TestPlatform/memoryLimitPrefix(kilobytes:)``), so a regression fails the test instead of the machine.
@Suite("boxoffice end to end: hostile servers, files and environments", .speaking("en"), .serialized)
struct HostileTests {
    static let memoryLimitKB = 1_048_576
    let banned: Set<UInt32> = [0x1B, 0x07, 0x9B, 0x9D, 0x85, 0x202E, 0x200B, 0x2028]

    /// `boxoffice daily` under the memory limit, with its own cache folder; returns the run and what the folder holds.
    func boundedDaily(
        _ standIn: StandIn, _ extra: String = "", environment: [String: String] = [:]
    ) async throws -> (RunResult, [String]) {
        let cache = temporaryFolder("hostile-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try await runScript(
            TestPlatform.memoryLimitPrefix(kilobytes: HostileTests.memoryLimitKB)
                + "exec \"$BOXOFFICE\" daily -d 20240101 \(extra)",
            environment: standIn.environment.merging(environment) { $1 }.merging(["XDG_CACHE_HOME": cache.path]) { $1 })
        let files = (try? FileManager.default.contentsOfDirectory(atPath: cache.path + "/boxoffice")) ?? []
        return (run, files)
    }

    func expectOneCleanLine(_ run: RunResult, _ code: Int32, _ label: String) {
        #expect(run.status == code, "\(label): \(run.status) \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(label)")
        #expect(
            run.stderr.split(separator: "\n").count == 1 && run.stderr.hasPrefix("boxoffice: "),
            "\(label): \(run.stderr)")
        #expect(
            !run.stderr.unicodeScalars.contains { banned.contains($0.value) },
            "\(label): \(run.stderr.debugDescription)")
        #expect(!run.stderr.contains(testKey), "\(label)")
    }

    @Test func aRedirectElsewhereIsNotFollowedAndTheKeyStaysHome() async throws {
        let elsewhere = try StandIn()
        let standIn = try StandIn(["--mode", "redirect", "--redirect-to", "http://localhost:\(elsewhere.port)/steal"])
        let (run, files) = try await boundedDaily(standIn)
        expectOneCleanLine(run, 69, "redirect")
        #expect(run.stderr.contains("redirected to http://localhost:\(elsewhere.port)"))
        #expect(elsewhere.requests.isEmpty)
        #expect(standIn.requests.count == 1)
        #expect(files.isEmpty)
    }

    @Test func aKeyEchoedInAnAnswerNeverReachesStdoutOrTheCache() async throws {
        let standIn = try StandIn(["--echo-key"])
        let cache = temporaryFolder("echo-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = standIn.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 }
        for format in ["text", "json", "tsv"] {
            let run = try await runBoxOffice(["daily", "-d", "20240106", "-f", format], environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("키가 보이는 제목"))
            #expect(!run.stdout.contains(testKey) && !run.stderr.contains(testKey))
        }
        for name in try FileManager.default.contentsOfDirectory(atPath: cache.path + "/boxoffice") {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: cache.path + "/boxoffice/" + name))
            #expect(bytes.range(of: Data(testKey.utf8)) == nil)
        }
    }

    /// An endless chunked body and a huge Content-Length are cut at 16 MB. A gzip bomb never gets that far:
    /// boxoffice asks for uncompressed answers and refuses a compressed one before reading its body.
    @Test(arguments: ["endless", "gzipbomb", "biglength"])
    func anAnswerPastTheCapExits76AndCachesNothing(mode: String) async throws {
        let standIn = try StandIn(["--mode", mode])
        let (run, files) = try await boundedDaily(standIn, "--timeout 20")
        expectOneCleanLine(run, 76, mode)
        #expect(run.stderr.contains(mode == "gzipbomb" ? "compressed with gzip" : "more than 16 MB"), "\(run.stderr)")
        #expect(files.isEmpty)
        #expect(standIn.requests.count == 1)
    }

    @Test func aServerThatStallsAfterTheHeadersMeetsTheDeadline() async throws {
        let standIn = try StandIn(["--mode", "stall"])
        let (run, files) = try await boundedDaily(standIn, "--timeout 1")
        expectOneCleanLine(run, 69, "stall")
        // Only the binary's deadline ends this run (with 69): the server sends nothing more for an hour.
        #expect(files.isEmpty)
    }

    @Test(.speaking("ko")) func moreRowsThanKOBISEverSendsAreCutToTheLimitBeforeAnyDetailRequest() async throws {
        let folder = temporaryFolder("rows")
        defer { try? FileManager.default.removeItem(at: folder) }
        let row = #"{"rank":"1","movieCd":"20230001","movieNm":"x","audiCnt":"1"}"#
        let body =
            #"{"boxOfficeResult":{"dailyBoxOfficeList":["# + Array(repeating: row, count: 2000).joined(separator: ",")
            + "]}}"
        try body.write(to: folder.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
        let standIn = try StandIn(["--daily", folder.appendingPathComponent("big.json").path])
        // Cut to the 10 asked for (issue 30): one detail request for the one film in them, never 2,000.
        let (run, _) = try await boundedDaily(standIn, "--details -f csv")
        #expect(run.status == 66, "the stand-in has no detail for 20230001: \(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 11, "\(run.stdout.prefix(300)) \(run.stderr)")
        #expect(standIn.requests.count == 2, "\(standIn.requests)")
    }

    @Test(arguments: [("rankInten", "-9223372036854775808"), ("scrnCnt", "99999999999999"), ("rank", "-1")])
    func impossibleNumbersAreMalformedNotACrash(field: String, value: String) async throws {
        let folder = temporaryFolder("numbers")
        defer { try? FileManager.default.removeItem(at: folder) }
        var row = ["rank": "1", "movieCd": "20230001", "movieNm": "x"]
        row[field] = value
        let fields = row.map { #""\#($0.key)":"\#($0.value)""# }.joined(separator: ",")
        let body = #"{"boxOfficeResult":{"dailyBoxOfficeList":[{"# + fields + "}]}}"
        try body.write(to: folder.appendingPathComponent("n.json"), atomically: true, encoding: .utf8)
        let standIn = try StandIn(["--daily", folder.appendingPathComponent("n.json").path])
        let (run, _) = try await boundedDaily(standIn)
        expectOneCleanLine(run, 76, field)
    }

    @Test(arguments: ["hostilefault", "hostileroot"])
    func escapeSequencesInErrorsNeverReachTheTerminal(mode: String) async throws {
        let standIn = try StandIn(["--mode", mode])
        let (run, _) = try await boundedDaily(standIn)
        expectOneCleanLine(run, 76, mode)
    }

    @Test func badEnvironmentNumbersAreRefusedOrClampedNeverATrap() async throws {
        for now in ["nan", "inf", "-1e308", "99999999999999999999"] {
            let run = try await runBoxOffice(["daily", "--demo"], environment: ["BOXOFFICE_NOW": now])
            expectOneCleanLine(run, 78, "BOXOFFICE_NOW=\(now)")
        }
        for columns in ["9223372036854775807", "-1", "abc", "0"] {
            let run = try await runBoxOffice(["daily", "--demo", "-l", "grid"], environment: ["COLUMNS": columns])
            #expect(run.status == 0, "COLUMNS=\(columns): \(run.stderr)")
            #expect(!run.stderr.contains("Fatal"))
        }
    }

    @Test func aPortThatCannotExistIsAConfigurationError() async throws {
        let run = try await runBoxOffice(
            ["daily", "-d", "20240101"],
            environment: ["KOBIS_BASE_URL": "http://127.0.0.1:99999/rest", "KOBIS_API_KEY": testKey])
        expectOneCleanLine(run, 78, "port 99999")
    }

    @Test func aConfigFileOthersCanReadGetsOneWarning() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("perm")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Config.plist")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>KOBIS_API_KEY</key><string>\(testKey)</string></dict></plist>
        """.write(to: plist, atomically: true, encoding: .utf8)
        for (mode, warned) in [(0o644, true), (0o660, true), (0o600, false)] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: plist.path)
            let run = try await runBoxOffice(
                ["daily", "-d", "20240101", "--config", plist.path, "--no-cache"],
                environment: ["KOBIS_BASE_URL": standIn.baseURL])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stderr.split(separator: "\n").count == (warned ? 1 : 0), "\(String(mode, radix: 8)): \(run.stderr)")
            if warned { #expect(run.stderr.contains("chmod 600")) }
            #expect(!run.stderr.contains(testKey))
        }
    }

    @Test(.speaking("ko")) func aTamperedCacheCannotServeForeverOrBlowUpMemory() async throws {
        let standIn = try StandIn()
        let cache = temporaryFolder("tamper")
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = standIn.environment.merging([
            "XDG_CACHE_HOME": cache.path, "BOXOFFICE_NOW": "2024-03-01T00:00:00Z",
        ]) { $1 }
        #expect(try await runBoxOffice(["daily", "-d", "20240101"], environment: environment).status == 0)
        let folder = cache.appendingPathComponent("boxoffice")
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        let path = folder.appendingPathComponent(entry).path

        // A far-future expiry and fetch time: refetched, not served forever.
        var text = try String(contentsOfFile: path, encoding: .utf8)
        text = text.replacingOccurrences(of: #""fetchedAt":"#, with: #""expiresAt":99999999999,"fetchedAt":9"#)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let later = environment.merging(["BOXOFFICE_NOW": "2024-06-01T00:00:00Z"]) { $1 }
        #expect(try await runBoxOffice(["daily", "-d", "20240101"], environment: later).status == 0)
        #expect(standIn.requests.count == 2)

        // A 512 MB file where the entry goes: skipped without being read, under the memory limit.
        try FileManager.default.removeItem(atPath: path)
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 512 << 20)
        try handle.close()
        let run = try await runScript(
            TestPlatform.memoryLimitPrefix(kilobytes: HostileTests.memoryLimitKB)
                + "exec \"$BOXOFFICE\" daily -d 20240101 -f json", environment: later)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(standIn.requests.count == 3)
    }

    @Test func cacheClearRemovesOnlyBoxofficeFiles() async throws {
        let cache = temporaryFolder("clear")
        defer { try? FileManager.default.removeItem(at: cache) }
        let standIn = try StandIn()
        let environment = standIn.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 }
        #expect(try await runBoxOffice(["daily", "-d", "20240101"], environment: environment).status == 0)
        let folder = cache.appendingPathComponent("boxoffice")
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        let strangers = ["thesis.tex", "daily-keep-1.cache", ".\(entry).bak"]
        for name in strangers {
            try "mine".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        // What an interrupted write leaves behind.
        try "half".write(to: folder.appendingPathComponent(".\(entry).4242.17.tmp"), atomically: true, encoding: .utf8)
        let run = try await runBoxOffice(["cache", "clear"], environment: environment)
        #expect(run.status == 0)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == Set(strangers))
    }
}
