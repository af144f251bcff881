import Foundation

/// Paths of the package under test.
enum Paths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let standIn = root.appendingPathComponent("Scripts/kobis-standin.py").path
    static let fixtures = root.appendingPathComponent("Tests/KobisKitTests/Fixtures").path
    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    /// The built `boxoffice`: `$BOXOFFICE_BIN`, else beside the test runner in the build folder.
    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["BOXOFFICE_BIN"] { return path }
        var candidates: [URL] = []
        if let runner = TestPlatform.testExecutable {
            var folder = URL(fileURLWithPath: runner).deletingLastPathComponent()
            while folder.path != "/" {
                candidates.append(folder.appendingPathComponent("boxoffice"))
                if folder.lastPathComponent.hasSuffix(".xctest") || folder.lastPathComponent == "Contents" {
                    folder = folder.deletingLastPathComponent()
                    continue
                }
                break
            }
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("boxoffice"))
        candidates.append(root.appendingPathComponent(".build/debug/boxoffice"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path ?? candidates.last!.path
    }()
}

/// A finished run of the real binary.
struct RunResult {
    let status: Int32
    let stdout: String
    let stderr: String
    let seconds: Double
}

/// How long a test waits for anything it started before it calls it hung: long enough that no machine, however
/// busy, reaches it while the thing it waits for is still making progress. It only turns a hang into a failure; no
/// test's outcome depends on the clock.
let hangGuard: Double = 900

/// The API key the tests use: distinctive, so any leak is easy to spot.
let testKey = "e2e-SECRET-key-9f3a7c"

/// A fresh folder under the temporary directory.
func temporaryFolder(_ label: String) -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-\(label)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs a bash script with `$BOXOFFICE` set to the binary, in the same clean environment as ``runBoxOffice``.
/// For what only a shell can set up: a closed or full stdout, a pipe whose reader is gone, `ulimit -v`, a tty.
func runScript(_ script: String, environment: [String: String] = [:]) async throws -> RunResult {
    try await runBoxOffice(
        [], environment: environment.merging(["BOXOFFICE": Paths.binary]) { $1 }, executable: "/bin/bash",
        prefix: ["-c", script])
}

/// Runs `boxoffice` with a clean environment plus `environment`, stdout and stderr piped to files.
/// It waits without blocking a thread of the test runner's pool; only a run still going after ``hangGuard`` is killed.
func runBoxOffice(
    _ arguments: [String], environment: [String: String] = [:], executable: String = Paths.binary,
    prefix: [String] = []
) async throws -> RunResult {
    await RunSlots.shared.acquire()
    defer { Task { await RunSlots.shared.release() } }
    let folder = temporaryFolder("run")
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = prefix + arguments
    var env = [
        "PATH": "/usr/bin:/bin", "HOME": environment["HOME"] ?? folder.path,
        "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
        "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path, "LANG": "C.UTF-8",
    ]
    if let language = TestLanguage.current { env["BOXOFFICE_LANG"] = language }
    for (name, value) in environment { env[name] = value }
    process.environment = env.filter { !$0.value.isEmpty }
    process.standardInput = FileHandle.nullDevice
    // Closed here, not when Foundation lets go of the process (which may be never): hundreds of runs would
    // otherwise keep hundreds of deleted files open.
    let outHandle = try FileHandle(forWritingTo: outURL)
    defer { try? outHandle.close() }
    let errHandle = try FileHandle(forWritingTo: errURL)
    defer { try? errHandle.close() }
    process.standardOutput = outHandle
    process.standardError = errHandle
    let start = Date()
    let finishedFlag = Flag()
    // The status comes from Foundation's termination handler or, should Foundation never notice the end (it sometimes
    // does not on Linux, and the child stays a zombie), from the harness's own look; whichever comes first. The clock
    // stops there: a busy test runner that resumes this task late does not count against the binary.
    let (status, seconds): (Int32, Double) = try await withCheckedThrowingContinuation { continuation in
        let once = Once()
        let finish: @Sendable (Int32) -> Void = { status in
            guard once.first() else { return }
            finishedFlag.set()
            continuation.resume(returning: (status, Date().timeIntervalSince(start)))
        }
        process.terminationHandler = { done in finish(done.terminationStatus) }
        do {
            try process.run()
        } catch {
            process.terminationHandler = nil
            if once.first() { continuation.resume(throwing: error) }
            return
        }
        // Only the pid crosses into the watcher: Process is not Sendable on every platform.
        let pid = process.processIdentifier
        let finished = finishedFlag
        Thread.detachNewThread {
            let guardEnds = Date().addingTimeInterval(hangGuard)
            while !finished.value {
                if case .ended(let status) = TestPlatform.state(pid) {
                    finish(status)
                    return
                }
                if Date() > guardEnds { kill(pid, SIGKILL) }
                usleep(20_000)
            }
        }
    }
    return RunResult(
        status: status,
        stdout: (try? String(contentsOf: outURL, encoding: .utf8)) ?? "",
        stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? "",
        seconds: seconds)
}

/// At most 24 runs of the binary at once. Hundreds of parametrized cases start together, and each run holds a few
/// descriptors until it ends: past about 1,350 open descriptors Foundation's `Process.run()` reads beyond its
/// buffer of `/proc/self/fd` and the test process dies (swift-corelibs-foundation pull request 5472, after Swift
/// 6.3.1). Two cores gain nothing from more anyway.
actor RunSlots {
    static let shared = RunSlots()
    private var free = 24
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}

/// The Python KOBIS stand-in on 127.0.0.1, with a request log. It lives exactly as long as this value: it reads its
/// standard input, a pipe whose only writer is this test process, and exits when that pipe closes, which `deinit`
/// does (and the kernel does if the test process dies). No clock ends it.
final class StandIn {
    let process = Process()
    private let pipe = Pipe()
    private let lifeline = Pipe()
    let port: Int
    let log: URL
    private let folder: URL

    /// `firstFixtures`: folders searched before the repository's fixtures.
    init(_ arguments: [String] = [], firstFixtures: [String] = []) throws {
        folder = temporaryFolder("standin")
        log = folder.appendingPathComponent("requests.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", Paths.standIn] + firstFixtures.flatMap { ["--fixtures", $0] } + [
                "--fixtures", Paths.fixtures, "--key", testKey,
                "--log", log.path,
            ] + arguments
        process.standardInput = lifeline
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        var buffer = Data()
        let fd = pipe.fileHandleForReading.fileDescriptor
        var chunk = [UInt8](repeating: 0, count: 256)
        while !buffer.contains(0x0A) {
            let count = read(fd, &chunk, chunk.count)
            if count <= 0 { break }
            buffer.append(contentsOf: chunk[0..<count])
        }
        let line = String(decoding: buffer, as: UTF8.self)
        guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            kill(process.processIdentifier, SIGKILL)
            try? lifeline.fileHandleForWriting.close()
            throw StandInError.noPort(line)
        }
        self.port = port
    }

    enum StandInError: Error { case noPort(String) }

    var baseURL: String { "http://127.0.0.1:\(port)/kobisopenapi/webservice/rest" }

    /// The environment that points the binary here with the test key.
    var environment: [String: String] { ["KOBIS_BASE_URL": baseURL, "KOBIS_API_KEY": testKey] }

    /// The request lines logged so far (path and query, key masked).
    var requests: [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    deinit {
        try? lifeline.fileHandleForWriting.close()
        // SIGKILL: a child spawned from a Dispatch thread may inherit a mask that blocks SIGTERM. Never waited for
        // here: a deinit may run on one of the two threads of Swift's pool, and Foundation may never say it ended.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? pipe.fileHandleForReading.close()  // Foundation keeps the process, and its pipe, for good
        try? FileManager.default.removeItem(at: folder)
    }
}

/// A port with nothing listening: bound, then closed.
func closedPort() -> Int {
    // A port below 1024 is never handed out as an ephemeral one, so no stand-in a concurrent test starts can take it
    // between this check and the run (a freed ephemeral port could be): the first that refuses a connection.
    for port in [9, 1, 7, 13, 19] where refuses(port) { return port }
    let fd = socket(AF_INET, TestPlatform.streamSocket, 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    close(fd)
    return Int(UInt16(bigEndian: address.sin_port))
}

/// Whether nothing listens on `port` of 127.0.0.1: a connection to it is refused.
func refuses(_ port: Int) -> Bool {
    let fd = socket(AF_INET, TestPlatform.streamSocket, 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    return result != 0 && errno == ECONNREFUSED
}

/// True for the first caller only, from any thread.
final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    func first() -> Bool {
        lock.withLock {
            defer { done = true }
            return !done
        }
    }
}

/// A flag set once, read from any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    func set() { lock.withLock { raised = true } }
    var value: Bool { lock.withLock { raised } }
}

extension StandIn {
    /// The stand-in's variables with a home of the test's own: cache, state (the request ledger) and data (the
    /// archive) under `home`, the clock at `now`, then `extra`.
    func environment(home: URL, now: String, _ extra: [String: String] = [:]) -> [String: String] {
        environment.merging([
            "BOXOFFICE_NOW": now, "HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
            "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path,
        ]) { $1 }.merging(extra) { $1 }
    }
}

/// An archive of made-up days from `from` to `to` written at `folder` by `Scripts/make-archive` (as sync writes one,
/// checksums and all), with no stand-in.
func makeArchive(at folder: URL, from: String, to: String) async throws -> RunResult {
    let make = Paths.root.appendingPathComponent("Scripts/make-archive").path
    return try await runBoxOffice(
        [make, "--out", folder.path, "--from", from, "--to", to], executable: "/usr/bin/env", prefix: ["python3"])
}
