import Foundation
import Testing

/// Every documented exit code, from the real binary against a misbehaving stand-in.
@Suite("boxoffice end to end: failures and exit codes", .speaking("en"))
struct FailureTests {
    /// Runs `daily` with a cache folder of its own, and checks that the run left nothing half-written there
    /// and cached nothing unless it succeeded.
    func daily(
        _ standIn: StandIn, _ extra: [String] = [], environment: [String: String] = [:]
    ) async throws -> RunResult {
        let cache = temporaryFolder("failure-cache")
        defer { try? FileManager.default.removeItem(at: cache) }
        let run = try await runBoxOffice(
            ["daily", "--date", "20240101"] + extra,
            environment: standIn.environment.merging(environment) { $1 }
                .merging(["XDG_CACHE_HOME": cache.path]) { $1 })
        let files =
            (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("boxoffice").path)) ?? []
        #expect(!files.contains { $0.hasSuffix(".tmp") }, "half-written cache files: \(files)")
        #expect(files.count == (run.status == 0 ? 1 : 0), "cache after exit \(run.status): \(files)")
        return run
    }

    func assertOneLineFailure(_ run: RunResult, _ code: Int32, _ label: String) {
        #expect(run.status == code, "\(label): \(run.status) \(run.stderr)")
        #expect(run.stdout.isEmpty, "\(label): stdout \(run.stdout)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(label): \(run.stderr)")
        #expect(run.stderr.hasPrefix("boxoffice: "))
        #expect(!run.stderr.contains(testKey))
        #expect(!run.stderr.contains("Fatal error") && !run.stderr.contains("Stack"))
    }

    @Test(.speaking("ko")) func twoServiceUnavailablesAreRetriedToSuccessInExactlyThreeRequests() async throws {
        let standIn = try StandIn(["--status-seq", "503,503"])
        let run = try await daily(standIn)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(standIn.requests.count == 3)
    }

    @Test func aServerErrorStormExits69AfterThreeRequests() async throws {
        let standIn = try StandIn(["--status-seq", "500,502,503,503,503"])
        assertOneLineFailure(try await daily(standIn), 69, "5xx storm")
        #expect(standIn.requests.count == 3)
    }

    static let misbehaviour: [([String], Int32)] = [
        (["--mode", "html"], 76), (["--mode", "truncated"], 76), (["--mode", "notjson"], 76),
        (["--mode", "unknownroot"], 76), (["--mode", "empty"], 76), (["--mode", "reset"], 69),
        (["--fault", "320010"], 77), (["--fault", "320011"], 75), (["--fault", "320102"], 76),
        (["--fault", "320103"], 76), (["--fault", "320999"], 76),
        (["--status-seq", "404"], 76),
    ]

    @Test(arguments: misbehaviour)
    func misbehaviourGetsItsExitCode(arguments: [String], code: Int32) async throws {
        let standIn = try StandIn(arguments)
        assertOneLineFailure(try await daily(standIn), code, arguments.joined(separator: " "))
        if code != 69 { #expect(standIn.requests.count == 1, "faults and 4xx are not retried") }
    }

    @Test func aWrongKeyExits77() async throws {
        let standIn = try StandIn()
        let run = try await runBoxOffice(
            ["daily", "--date", "20240101", "--no-cache"],
            environment: ["KOBIS_BASE_URL": standIn.baseURL, "KOBIS_API_KEY": "wrong-\(testKey)"])
        assertOneLineFailure(run, 77, "wrong key")
        #expect(!run.stderr.contains("wrong-"))
    }

    @Test func aKeyFromTheConfigFileIsMaskedEvenWhenKOBISEchoesIt() async throws {
        let standIn = try StandIn([
            "--fault", "320104", "--fault-message", "잘못된 값입니다.[parameterName=key,parameterValue={key}]",
        ])
        let folder = temporaryFolder("echo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Config.plist")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>KOBIS_API_KEY</key><string>\(testKey)</string></dict></plist>
        """.write(to: plist, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: plist.path)
        let run = try await runBoxOffice(
            ["daily", "--date", "20240101", "--config", plist.path],
            environment: ["KOBIS_BASE_URL": standIn.baseURL])
        assertOneLineFailure(run, 76, "echoed key")
        #expect(run.stderr.contains("parameterValue=REDACTED"))
    }

    @Test func aClosedPortExits69() async throws {
        let run = try await runBoxOffice(
            ["daily", "--date", "20240101", "--no-cache"],
            environment: ["KOBIS_BASE_URL": "http://127.0.0.1:\(closedPort())", "KOBIS_API_KEY": testKey])
        assertOneLineFailure(run, 69, "closed port")
    }

    @Test func aServerSlowerThanTheTimeoutExits69Promptly() async throws {
        // The server answers after an hour: only the binary's own deadline ends the run with 69 (a hang would be
        // killed by the harness's guard, and fail the status check); no clock of the test's decides.
        let standIn = try StandIn(["--mode", "slow", "--slow-s", "3600"])
        let run = try await daily(standIn, ["--timeout", "1"])
        assertOneLineFailure(run, 69, "slow")
    }

    @Test func noKeyExits78() async throws {
        let standIn = try StandIn()
        assertOneLineFailure(
            try await runBoxOffice(["daily", "--date", "20240101"], environment: ["KOBIS_BASE_URL": standIn.baseURL]),
            78, "no key")
        #expect(standIn.requests.isEmpty)
    }

    @Test func theKeyCanComeFromAConfigFile() async throws {
        let standIn = try StandIn()
        let folder = temporaryFolder("config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("Config.plist")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>KOBIS_API_KEY</key><string>\(testKey)</string>
        <key>KOBIS_BASE_URL</key><string>\(standIn.baseURL)</string></dict></plist>
        """.write(to: plist, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: plist.path)
        let run = try await runBoxOffice(["daily", "--date", "20240101", "--config", plist.path, "--no-cache"])
        #expect(run.status == 0, "\(run.stderr)")
        let viaEnvironment = try await runBoxOffice(
            ["daily", "--date", "20240101", "--no-cache"], environment: ["BOXOFFICE_CONFIG": plist.path])
        #expect(viaEnvironment.status == 0)
        try "not a plist".write(to: plist, atomically: true, encoding: .utf8)
        assertOneLineFailure(try await runBoxOffice(["daily", "--config", plist.path]), 78, "bad config")
    }

    static let badCommandLines: [[String]] = [
        ["daily", "--date", "20231345"], ["daily", "--date", "tomorrow"], ["daily", "--date", "2999-01-01"],
        ["daily", "--layout", "table"], ["daily", "--format"], ["daily", "--bogus"], ["weakly"],
        ["movie"], ["movie", " "], ["daily", "--timeout", "0.5"], ["daily", "--jobs", "11", "--details"],
        ["cache", "wipe"],
    ]

    /// A bare `boxoffice` is no error: the short help on stdout, 0, as gh does.
    @Test func aBareBoxofficePrintsTheShortHelp() async throws {
        let run = try await runBoxOffice([])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("boxoffice ") && run.stdout.contains("\nCOMMANDS\n  daily "), "\(run.stdout)")
    }

    @Test(arguments: badCommandLines)
    func usageErrorsExit64BeforeAnyRequest(arguments: [String]) async throws {
        let standIn = try StandIn()
        let run = try await runBoxOffice(arguments, environment: standIn.environment)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("boxoffice: "))
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(arguments): \(run.stderr)")
        #expect(lines.last?.hasPrefix("See 'boxoffice ") == true && lines.last?.hasSuffix(" --help'.") == true)
        #expect(standIn.requests.isEmpty)
    }

    /// Standard input that cannot be read (a folder) is one line and 74, not a crash; an endless stream is read only
    /// to its limit and refused (64).
    @Test func unreadableOrEndlessStandardInputIsOneLine() async throws {
        let home = temporaryFolder("stdin")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path]
        for command in ["note add 20239001 -s 3 --text - --demo", "config set-key", "config set-omdb-key"] {
            let run = try await runScript(#""$BOXOFFICE" "# + command + " < /", environment: environment)
            #expect(run.status == 74, "\(command): \(run.stderr)")
            #expect(run.stderr == "boxoffice: cannot read standard input (Is a directory)\n", "\(command)")
        }
        let endless = try await runScript(
            #"head -c 1000000 /dev/zero | "$BOXOFFICE" note add 20239001 -s 3 --text - --demo"#,
            environment: environment)
        #expect(endless.status == 64 && endless.stderr.contains("at most 64 KB"), "\(endless.stderr)")
    }
}
