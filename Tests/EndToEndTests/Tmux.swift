import Foundation
import Testing

/// A tmux server of its own (its own socket, no configuration) with one detached pane, to drive the real binary as
/// a user at a terminal would: `send-keys` to type, `capture-pane` to read the screen. The pane runs a shell script;
/// the server is killed when the value goes, or, should the test process die first, by a watcher that waits for the
/// end of a pipe only this process writes. No clock ends it.
///
/// tmux is a test tool: `.ci/run` installs it (Debian's `tmux`). Where it is missing the tests that need it report as
/// skipped, except under CI (CI=true), where they fail.
final class Tmux {
    static let path: String? = TestPlatform.tool("tmux")
    static let underCI = ProcessInfo.processInfo.environment["CI"] == "true"
    /// Off only on a developer's machine without tmux; under CI the tests run and ``require()`` fails them.
    static let runnable = underCI || path != nil
    static let skipReason: Comment = "no tmux: .ci/run installs it (Debian's tmux)"

    static func require() throws -> String {
        try #require(path, "CI=true, yet tmux is not installed: .ci/run installs it; the browse tests cannot run")
    }

    let tmux: String
    let folder: URL
    /// The file the program in the pane reports each frame it drew to (browse's `BOXOFFICE_BROWSE_FRAMES`), if any:
    /// with it, ``wait(for:seconds:joined:_:)`` fails as soon as the screen settled on something else.
    var frames: URL?
    /// Keys sent so far (a typed text counts one a Unicode scalar, as browse reads them).
    private(set) var keysSent = 0
    private let socket: String
    private let lifeline = Pipe()
    private let watcher = Process()

    /// A `width`×`height` pane running `script` with `sh`, with `environment` (and `LANG=C.UTF-8`) in it.
    init(width: Int, height: Int, script: String, environment: [String: String]) async throws {
        tmux = try Tmux.require()
        folder = temporaryFolder("tmux")
        socket = folder.appendingPathComponent("socket").path
        var arguments = ["new-session", "-d", "-s", "browse", "-x", "\(width)", "-y", "\(height)"]
        for (name, value) in environment.merging(["LANG": "C.UTF-8"], uniquingKeysWith: { mine, _ in mine }) {
            arguments += ["-e", "\(name)=\(value)"]
        }
        // The first command starts the server, which forks from it and keeps every descriptor it did not close (one
        // of them is how Foundation sees a child end) and the signal mask (a test thread blocks SIGTERM, SIGHUP,
        // SIGCHLD and SIGWINCH). Python starts it instead, with no signal blocked and those descriptors closed, as a
        // shell would.
        let started = try await run(arguments + ["sh", "-c", script], closingDescriptors: true)
        try #require(started.status == 0, "tmux new-session failed: \(started.output)")
        watcher.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        watcher.arguments = [
            "python3", "-c",
            "import subprocess, sys; sys.stdin.buffer.read(); "
                + "subprocess.call(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)",
            tmux, "-S", socket, "kill-server",
        ]
        watcher.standardInput = lifeline
        watcher.standardOutput = FileHandle.nullDevice
        watcher.standardError = FileHandle.nullDevice
        try watcher.run()
    }

    deinit {
        try? lifeline.fileHandleForWriting.close()
        let kill = Process()
        kill.executableURL = URL(fileURLWithPath: tmux)
        kill.arguments = ["-S", socket, "kill-server"]
        kill.standardOutput = FileHandle.nullDevice
        kill.standardError = FileHandle.nullDevice
        // Waited for by the harness's own look, not Foundation's (which may never come), up to the hang guard.
        _ = TestPlatform.runToEnd(kill)
        let deadline = Date().addingTimeInterval(hangGuard)
        while TestPlatform.state(watcher.processIdentifier) == .running && Date() < deadline { usleep(5_000) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs one tmux command against this server; its status and what it printed.
    @discardableResult
    func run(_ arguments: [String], closingDescriptors: Bool = false) async throws -> (status: Int32, output: String) {
        let process = Process()
        let command = [tmux, "-u", "-f", "/dev/null", "-S", socket] + arguments
        if closingDescriptors {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            let start =
                "import signal, subprocess, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
                + "sys.exit(subprocess.call(sys.argv[1:]))"
            process.arguments = ["python3", "-c", start] + command
        } else {
            process.executableURL = URL(fileURLWithPath: tmux)
            process.arguments = Array(command.dropFirst())
        }
        process.environment = [
            "PATH": "/usr/bin:/bin:/usr/local/bin:/opt/homebrew/bin", "HOME": folder.path,
            "LANG": "C.UTF-8", "TMPDIR": folder.path,
        ]
        // A file, not a pipe: the server a first command starts must not hold the reader's end open.
        let output = folder.appendingPathComponent("output-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        return (status, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }

    /// Presses keys by tmux's names (`j`, `Enter`, `Escape`, `Left`, `C-c`), one after another.
    func keys(_ names: String...) async throws {
        keysSent += names.count
        try await run(["send-keys", "-t", "browse"] + names)
    }

    /// Types `text` as it is (Hangul included).
    func type(_ text: String) async throws {
        keysSent += text.unicodeScalars.count
        try await run(["send-keys", "-t", "browse", "-l", text])
    }

    /// The pane's rows as text (attributes dropped; `joined`: a line the terminal wrapped is one line again).
    func screen(joined: Bool = false) async throws -> [String] {
        let captured = try await run(["capture-pane", "-p", "-t", "browse"] + (joined ? ["-J"] : [])).output
        var lines = captured.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The pane's rows with their escape sequences (colour, reverse video).
    func screenWithAttributes() async throws -> String {
        try await run(["capture-pane", "-p", "-e", "-t", "browse"]).output
    }

    /// A tmux format of the pane: `#{alternate_on}`, `#{cursor_flag}`, `#{pane_width}`.
    func format(_ text: String) async throws -> String {
        try await run(["display-message", "-p", "-t", "browse", text]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func resize(width: Int, height: Int) async throws {
        try await run(["resize-window", "-t", "browse", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen until `predicate` holds; records an issue naming `what` and showing the last screen when it
    /// never can: at once when the program reported a frame that settles the screen (``Frame/settles(keysSent:screen:
    /// rows:columns:)``) and the screen is that frame, else after ``hangGuard``. `settling: false` waits for what
    /// something else than a key ends (a signal, the program's exit), which no frame can settle.
    @discardableResult
    func wait(
        for what: String, seconds: Double = hangGuard, joined: Bool = false, settling: Bool = true,
        _ predicate: ([String]) -> Bool
    ) async throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var lines: [String] = []
        while Date() < deadline {
            lines = try await screen(joined: joined)
            if predicate(lines) { return lines }
            if settling, let settled = try await settledScreen(joined: joined) {
                if predicate(settled) { return settled }
                let said =
                    "never saw \(what): the program drew a whole screen (every key handled, nothing in flight) that "
                    + "is not it, and nothing else will come; the screen:\n\(settled.joined(separator: "\n"))"
                Issue.record(Comment(rawValue: said))
                throw Timeout()
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        Issue.record("never saw \(what) in \(Int(seconds)) s; the screen:\n\(lines.joined(separator: "\n"))")
        throw Timeout()
    }

    /// The screen (joined or not) when the last frame the program reported settles it, with no other frame drawn
    /// while it was read; nil otherwise.
    private func settledScreen(joined: Bool) async throws -> [String]? {
        guard let frames, let before = Frame.read(frames), before.idle, before.keys == keysSent else { return nil }
        let plain = try await screen()
        let size = try await format("#{pane_height} #{pane_width}").split(separator: " ").compactMap { Int($0) }
        guard size.count == 2, before.settles(keysSent: keysSent, screen: plain, rows: size[0], columns: size[1]),
            Frame.read(frames)?.number == before.number
        else { return nil }
        return joined ? try await screen(joined: true) : plain
    }

    /// A frame the program reported: `frame N keys K idle 0|1 size ROWSxCOLUMNS`, then its rows as text.
    struct Frame: Equatable {
        var number: Int
        var keys: Int
        var idle: Bool
        var rows: Int
        var columns: Int
        var lines: [String]

        static func read(_ file: URL) -> Frame? {
            (try? String(contentsOf: file, encoding: .utf8)).flatMap(parse)
        }

        static func parse(_ text: String) -> Frame? {
            var lines = text.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            guard let header = lines.first?.split(separator: " "), header.count == 8, header[0] == "frame",
                header[2] == "keys", header[4] == "idle", header[6] == "size",
                let number = Int(header[1]), let keys = Int(header[3]),
                case let size = header[7].split(separator: "x").compactMap({ Int($0) }), size.count == 2
            else { return nil }
            return Frame(
                number: number, keys: keys, idle: header[5] == "1", rows: size[0], columns: size[1],
                lines: Array(lines.dropFirst()))
        }

        /// Whether the screen shows this frame for good: the program is idle (nothing in flight, so only a key or a
        /// resize changes the screen), handled every key sent, and the pane (its size and every row, trailing
        /// spaces aside) is this frame. Then a screen that is not the one awaited never will be.
        func settles(keysSent: Int, screen: [String], rows: Int, columns: Int) -> Bool {
            guard idle, keys == keysSent, rows == self.rows, columns == self.columns else { return false }
            func trimmed(_ lines: [String]) -> [String] {
                var rows = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
                while rows.last == "" { rows.removeLast() }
                return rows
            }
            return trimmed(screen) == trimmed(lines)
        }
    }

    /// The screen once it stopped changing (two captures alike), after `predicate` holds: for rewriting golden files
    /// only, never for a check (a busy machine can pause a drawing for longer than two captures).
    func settled(_ what: String, _ predicate: ([String]) -> Bool) async throws -> [String] {
        var last = try await wait(for: what, predicate)
        while true {
            try await Task.sleep(nanoseconds: 150_000_000)
            let now = try await screen()
            if now == last && predicate(now) { return now }
            last = now
        }
    }

    struct Timeout: Error {}

    /// Columns `text` takes in a terminal: two for Hangul and other wide East Asian letters, else one.
    static func columns(_ text: String) -> Int {
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x20000...0x3FFFD,
        ]
        return text.unicodeScalars.reduce(0) { total, scalar in
            total + (wide.contains { $0.contains(scalar.value) } ? 2 : 1)
        }
    }
}
