import Foundation
import Testing

/// The official MCP Python SDK client against `boxoffice mcp`: Tests/EndToEndTests/Interop/mcp_interop.py lists the
/// tools and calls every one, in handshake mode ("legacy", 2025-11-25) and in 2026-07-28 mode, against the sample
/// (`demo`) and against the KOBIS stand-in (`standin`), and prints one JSON line per era. These tests read the lines.
///
/// It needs a Python with the SDK (mcp>=2,<3) and jsonschema: `.build/mcp-venv`, which .ci/run makes, or
/// `$BOXOFFICE_MCP_PYTHON`. Where there is none the tests report as skipped, except under CI (CI=true), where they
/// fail.
@Suite("boxoffice mcp: the official Python SDK client")
struct MCPInteropTests {
    static let underCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// The first candidate Python that can import the SDK's client and jsonschema.
    static let python: String? = {
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment["BOXOFFICE_MCP_PYTHON"],
            Paths.root.appendingPathComponent(".build/mcp-venv/bin/python").path,
        ]
        return candidates.compactMap { $0 }.first { path in
            guard FileManager.default.isExecutableFile(atPath: path) else { return false }
            let check = Process()
            check.executableURL = URL(fileURLWithPath: path)
            check.arguments = [
                "-c",
                "import jsonschema; from mcp import Client; "
                    + "from mcp.client.stdio import StdioServerParameters",
            ]
            check.standardInput = FileHandle.nullDevice
            check.standardOutput = FileHandle.nullDevice
            check.standardError = FileHandle.nullDevice
            return TestPlatform.runToEnd(check) == 0
        }
    }()

    /// Off only on a developer's machine without the SDK; under CI the tests run and `requirePython` fails them.
    static let runnable = underCI || python != nil
    static let skipReason: Comment =
        "no Python with the MCP SDK (mcp>=2,<3) and jsonschema: .ci/run installs them into .build/mcp-venv"

    /// The calls each server mode must answer with `isError: true`, and nothing else. The script's table says the
    /// same (its "expectError" entries); both must agree.
    static let expectedErrors: [String: Set<String>] = [
        "demo": [],  // quota_status too: the sample keeps its own count
        "standin": ["box_office_records", "forecast_movie"],  // the test's archive is empty
    ]

    /// The protocol version each era must negotiate.
    static let eraVersions = ["legacy": "2025-11-25", "2026-07-28": "2026-07-28"]

    static func requirePython() throws -> String {
        try #require(
            python,
            Comment(
                rawValue:
                    "CI=true, yet there is no Python with the MCP SDK (mcp>=2,<3) and jsonschema: .ci/run "
                    + "installs them into .build/mcp-venv (or set BOXOFFICE_MCP_PYTHON); the interop tests cannot run"))
    }

    static func run(_ server: String) async throws -> InteropRun {
        try await InteropRuns.shared.run(server, python: try requirePython())
    }

    @Test(.enabled(if: runnable, skipReason), arguments: ["demo", "standin"])
    func theOfficialClientConnectsInBothErasWithTheirProtocolVersions(server: String) async throws {
        let run = try await Self.run(server)
        #expect(run.status == 0, "\(server): the script failed. \(run.context)")
        let eras = run.eras
        #expect(
            eras.map { text($0["mode"]) } == ["legacy", "2026-07-28"],
            "\(server): one line per era expected. \(run.context)")
        for era in eras {
            let mode = text(era["mode"])
            let expected = Self.eraVersions[mode] ?? "?"
            let negotiated = text(era["protocolVersion"])
            #expect(
                negotiated == expected,
                "\(server), \(mode) era: the client negotiated protocol version \(negotiated), not \(expected)")
            #expect(
                era["fatal"] == nil || era["fatal"] is NSNull,
                Comment(
                    rawValue:
                        "\(server), \(mode) era: the client could not drive the server: \(text(era["fatal"])). "
                        + run.context))
        }
    }

    @Test(.enabled(if: runnable, skipReason), arguments: ["demo", "standin"])
    func theOfficialClientCallsEveryListedToolAndGetsAResult(server: String) async throws {
        let run = try await Self.run(server)
        try #require(!run.eras.isEmpty, "\(server): the script printed nothing. \(run.context)")
        for era in run.eras {
            let label = "\(server), \(text(era["mode"])) era"
            let tools = era["tools"] as? [String] ?? []
            #expect(!tools.isEmpty, "\(label): tools/list listed no tools")
            let untitled = era["untitled"] as? [String]
            #expect(untitled == [], "\(label): the SDK's Tool.title is empty for \(untitled ?? ["every tool"])")
            let untested = era["untested"] as? [String] ?? []
            #expect(
                untested.isEmpty,
                Comment(
                    rawValue: "\(label): listed, but never called because mcp_interop.py's "
                        + "CALLS[\"\(server)\"] has no entry for them: \(untested.joined(separator: ", "))"))
            let unlisted = era["unlisted"] as? [String] ?? []
            #expect(
                unlisted.isEmpty,
                Comment(
                    rawValue:
                        "\(label): mcp_interop.py has calls for tools the server did not list: "
                        + unlisted.joined(separator: ", ")))
            let results = era["results"] as? [String: [String: Any]] ?? [:]
            let uncalled = Set(tools).subtracting(untested).subtracting(results.keys).sorted()
            #expect(uncalled.isEmpty, "\(label): listed but not called: \(uncalled.joined(separator: ", "))")
            for (tool, result) in results.sorted(by: { $0.key < $1.key }) {
                #expect(
                    result["isError"] is Bool,
                    Comment(
                        rawValue:
                            "\(label) \(tool): the call got no CallToolResult: "
                            + (result["validationErrors"] as? [String] ?? []).joined(separator: "; ")))
                #expect((result["textBytes"] as? Int ?? 0) > 0, "\(label) \(tool): the result has no text content")
            }
        }
    }

    @Test(.enabled(if: runnable, skipReason), arguments: ["demo", "standin"])
    func everyToolSchemaIsValidAndSaysWhatItsArraysHold(server: String) async throws {
        let run = try await Self.run(server)
        try #require(!run.eras.isEmpty, "\(server): the script printed nothing. \(run.context)")
        for era in run.eras {
            let results = era["results"] as? [String: [String: Any]] ?? [:]
            let problems = results.sorted { $0.key < $1.key }.flatMap { tool, result in
                (result["schemaProblems"] as? [String] ?? []).map { "\(tool) \($0)" }
            }
            #expect(
                problems.isEmpty,
                Comment(
                    rawValue:
                        "\(server), \(text(era["mode"])) era: \(problems.count) schema problems "
                        + "(every array must say what its items are):\n" + problems.joined(separator: "\n")))
        }
    }

    @Test(.enabled(if: runnable, skipReason), arguments: ["demo", "standin"])
    func everyStructuredResultFitsItsOutputSchemaAndTheClientAcceptsIt(server: String) async throws {
        let run = try await Self.run(server)
        try #require(!run.eras.isEmpty, "\(server): the script printed nothing. \(run.context)")
        for era in run.eras {
            let results = era["results"] as? [String: [String: Any]] ?? [:]
            for (tool, result) in results.sorted(by: { $0.key < $1.key }) {
                let errors =
                    result["validationErrors"] as? [String]
                    ?? ["(the script reported no validationErrors list)"]
                #expect(
                    errors.isEmpty,
                    Comment(
                        rawValue:
                            "\(server), \(text(era["mode"])) era, \(tool) \(arguments(result)):\n"
                            + errors.joined(separator: "\n")))
            }
        }
    }

    @Test(.enabled(if: runnable, skipReason), arguments: ["demo", "standin"])
    func exactlyTheExpectedCallsAreToolErrors(server: String) async throws {
        let run = try await Self.run(server)
        try #require(!run.eras.isEmpty, "\(server): the script printed nothing. \(run.context)")
        let expected = Self.expectedErrors[server] ?? []
        for era in run.eras {
            let label = "\(server), \(text(era["mode"])) era"
            let results = era["results"] as? [String: [String: Any]] ?? [:]
            let tableSays = Set(results.filter { $0.value["expectError"] as? Bool == true }.keys)
            #expect(
                tableSays == expected,
                Comment(
                    rawValue:
                        "\(label): mcp_interop.py expects errors from \(tableSays.sorted()), "
                        + "this test from \(expected.sorted())"))
            for (tool, result) in results.sorted(by: { $0.key < $1.key }) {
                guard let isError = result["isError"] as? Bool else { continue }  // no result: reported elsewhere
                if expected.contains(tool) {
                    #expect(
                        isError,
                        Comment(
                            rawValue:
                                "\(label) \(tool) \(arguments(result)) should be a tool error (isError: true), "
                                + "but succeeded"))
                } else {
                    #expect(
                        !isError,
                        Comment(
                            rawValue: "\(label) \(tool) \(arguments(result)) answered isError: true: "
                                + text(result["errorText"])))
                }
            }
        }
    }

    /// For three tools the client's structured result is the command line's `-f json` document, less where the
    /// answer came from (`provenance`).
    @Test(.enabled(if: runnable, skipReason))
    func theClientsStructuredResultsAreTheCommandLinesJSON() async throws {
        let run = try await Self.run("standin")
        try #require(!run.eras.isEmpty, "standin: the script printed nothing. \(run.context)")
        for era in run.eras {
            let results = era["results"] as? [String: [String: Any]] ?? [:]
            for tool in InteropRuns.comparedCommands.keys.sorted() {
                let label = "standin, \(text(era["mode"])) era, \(tool)"
                var structured = try #require(
                    results[tool]?["structured"] as? [String: Any],
                    "\(label): the client got no structured content")
                let cli = run.commandLine[tool] ?? ""
                var expected = try #require(
                    try? JSONSerialization.jsonObject(with: Data(cli.utf8)) as? [String: Any],
                    "\(label): the command line printed no JSON document: \(cli.prefix(300))")
                structured.removeValue(forKey: "provenance")
                expected.removeValue(forKey: "provenance")
                let command = InteropRuns.comparedCommands[tool]!.joined(separator: " ")
                #expect(
                    structured as NSDictionary == expected as NSDictionary,
                    "\(label): the structured result differs from `boxoffice \(command) -f json`")
            }
        }
    }

    /// The bounded forms of issue 32 reach the client as such (the tests above validate them): a year's range as
    /// its summary, a long filmography cut with `truncated`, a brief ranking without the kind's name.
    @Test(.enabled(if: runnable, skipReason))
    func theBoundedFormsReachTheClient() async throws {
        let run = try await Self.run("standin")
        try #require(!run.eras.isEmpty, "standin: the script printed nothing. \(run.context)")
        for era in run.eras {
            let results = era["results"] as? [String: [String: Any]] ?? [:]
            func structured(_ key: String) -> [String: Any] { results[key]?["structured"] as? [String: Any] ?? [:] }
            let label = "standin, \(text(era["mode"])) era"
            #expect(structured("box_office_range (a year)")["type"] as? String == "rangeSummary", "\(label)")
            #expect(structured("person_info (600 films)")["truncated"] != nil, "\(label)")
            let daily = structured("daily_box_office (brief, in English)")
            #expect(daily["type"] as? String == "daily" && daily["boxOfficeType"] == nil, "\(label): \(daily)")
        }
    }

    func text(_ value: Any?) -> String {
        guard let value, !(value is NSNull) else { return "nothing" }
        return value as? String ?? "\(value)"
    }

    func arguments(_ result: [String: Any]) -> String {
        guard let arguments = result["arguments"],
            let data = try? JSONSerialization.data(withJSONObject: arguments, options: [.sortedKeys])
        else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// One run of mcp_interop.py for a server mode, with the command line's JSON for the compared calls.
struct InteropRun: Sendable {
    let server: String
    let status: Int32
    let stdout: String
    let stderr: String
    /// The command line's `-f json` output for each of `InteropRuns.comparedCommands` (stand-in only).
    let commandLine: [String: String]

    /// The script's lines, one per era.
    var eras: [[String: Any]] {
        stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// What to show beside a failure: the exit status and the end of the script's stderr.
    var context: String { "mcp_interop.py exited \(status); its stderr ends:\n\(stderr.suffix(3000))" }
}

/// Each server mode's script runs once, however many tests read it.
actor InteropRuns {
    static let shared = InteropRuns()
    static let now = "2024-01-16T03:00:00Z"
    static let script = Paths.root.appendingPathComponent("Tests/EndToEndTests/Interop/mcp_interop.py").path
    static let comparedCommands: [String: [String]] = [
        "daily_box_office": ["daily", "-d", "2024-01-01"], "movie_info": ["movie", "20230002"],
        "list_codes": ["codes", "nation"],
    ]

    private var runs: [String: Task<InteropRun, Error>] = [:]

    /// The script's run for `server`, directly over stdio, or behind the `bridge` (mcp-proxy's path).
    func run(_ server: String, python: String, bridge: String? = nil) async throws -> InteropRun {
        let key = server + (bridge.map { " via \($0)" } ?? "")
        if let running = runs[key] { return try await running.value }
        let task = Task { try await InteropRuns.perform(server, python: python, bridge: bridge) }
        runs[key] = task
        return try await task.value
    }

    static func perform(_ server: String, python: String, bridge: String? = nil) async throws -> InteropRun {
        let folder = temporaryFolder("mcp-interop-\(server)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = [
            "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache",
            "XDG_STATE_HOME": folder.path + "/state", "XDG_DATA_HOME": folder.path + "/data",
            "XDG_CONFIG_HOME": folder.path + "/config",
        ]
        // The stand-in runs with --synthetic: the script's movie_trend call is on one of its made-up 2099xxxx films
        // (the fixtures' daily rankings hold no film the fixtures have details for). Fixtures win where they exist,
        // Interop/Fixtures first (a day of long titles, a person with 600 films).
        let standIn =
            server == "standin"
            ? try StandIn(["--synthetic"], firstFixtures: [MCPBoundsTests.fixtures]) : nil
        if let standIn {
            environment.merge(standIn.environment) { $1 }
            environment["BOXOFFICE_NOW"] = now
        }
        let run = try await runBoxOffice(
            [script, Paths.binary, server] + (bridge.map { ["--bridge", $0] } ?? []), environment: environment,
            executable: python)
        var commandLine: [String: String] = [:]
        if standIn != nil && bridge == nil {
            for (tool, command) in comparedCommands {
                commandLine[tool] = try await runBoxOffice(command + ["-f", "json"], environment: environment).stdout
            }
        }
        withExtendedLifetime(standIn) {}
        return InteropRun(
            server: server, status: run.status, stdout: run.stdout, stderr: run.stderr,
            commandLine: commandLine)
    }
}
