import Dispatch
import Foundation
import KobisKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What differs between Linux (glibc) and macOS (Darwin) for the command line, in one place: the terminal (size,
/// raw mode, a hidden prompt, resizes, the clipboard), child processes (a pager, a viewer) and the process's start.
/// The rest of the command line uses only what Foundation exports on both, and these wrappers.
/// `Scripts/portability-check` enforces it.
enum TerminalPlatform {
    /// glibc gives each thread its own 64 MB malloc arena; two are plenty for a command-line run and keep the
    /// address space small. `mallopt` is not in Swift's Glibc module, so it is looked up. Nothing on macOS.
    static func limitMallocArenas() {
        #if canImport(Glibc)
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
            typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
            _ = unsafeBitCast(symbol, to: MallOpt.self)(-8 /* M_ARENA_MAX */, 2)
        }
        #endif
    }

    /// Keeps OpenSSL from registering its `atexit` clean-up, as Foundation does from Swift 6.4 on
    /// (swift-corelibs-foundation issue 5469): that handler frees OpenSSL's state while URLSession's thread may
    /// still be cleaning up libcurl's handles, and the process then dies with SIGSEGV at exit. The process
    /// ends anyway, so nothing needs freeing. Calls `OPENSSL_init_crypto(OPENSSL_INIT_NO_ATEXIT, NULL)`, looked
    /// up at run time in libcrypto 3 (already loaded through libcurl, else loaded); call once at start, before
    /// libcurl starts. Nothing where libcrypto is absent, and nothing on macOS (URLSession has no libcurl there).
    static func keepOpenSSLFromCleaningUpAtExit() {
        #if canImport(Glibc)
        let library = "libcrypto.so.3"
        guard let handle = dlopen(library, RTLD_LAZY | RTLD_NOLOAD) ?? dlopen(library, RTLD_LAZY),
            let symbol = dlsym(handle, "OPENSSL_init_crypto")
        else { return }
        typealias InitCrypto = @convention(c) (UInt64, UnsafeRawPointer?) -> Int32
        let noAtExit: UInt64 = 0x0008_0000  // OPENSSL_INIT_NO_ATEXIT
        _ = unsafeBitCast(symbol, to: InitCrypto.self)(noAtExit, nil)
        #else
        // Darwin: URLSession uses neither libcurl nor OpenSSL.
        #endif
    }

    /// Unblocks SIGINT, SIGTERM and SIGHUP in the calling thread, which threads made later inherit: a parent
    /// that started us from a thread with them blocked must not make us unkillable. Call before any thread starts.
    static func unblockTerminationSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Linux's FoundationNetworking creates `org.swift.foundation.URLCache` under the cache home and a cookie
    /// folder under the data home when a URLSessionConfiguration is made, even with both switched off. Called
    /// once at start, before any thread exists, this points both homes at /dev/null for the rest of the
    /// process, where no folder can be made. The program reads its own copy of the environment, taken before.
    /// Elsewhere it changes nothing. The environment is never changed after start.
    static func shieldFoundationFolders() {
        #if canImport(FoundationNetworking)
        for name in ["XDG_CACHE_HOME", "XDG_DATA_HOME"] { setenv(name, "/dev/null", 1) }
        #endif
    }

    /// The columns of the terminal on `fd` (TIOCGWINSZ); nil when it is not a terminal or does not say.
    static func terminalColumns(_ fd: Int32) -> Int? {
        guard let size = windowSize(fd), size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The rows of the terminal on `fd` (TIOCGWINSZ); nil when it is not a terminal or does not say (a pseudo-terminal
    /// nobody sized reports 0).
    static func terminalRows(_ fd: Int32) -> Int? {
        guard let size = windowSize(fd), size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// The program that opens a file in the viewer the desktop chose for it.
    static var opener: String {
        #if canImport(Darwin)
        return "open"
        #else
        return "xdg-open"
        #endif
    }

    /// Starts `arguments` (a pager: the program is looked up in `PATH`) reading a new pipe, writing to this
    /// process's stdout and stderr, in this process's group (so it can read the terminal), with every signal at its
    /// default and none blocked: the signals this process takes through Dispatch are ignored here, and a child would
    /// inherit that. `environment` is the child's whole environment. Returns its pid and the pipe's write end
    /// (close-on-exec), or nil when it could not start.
    static func spawn(_ arguments: [String], environment: [String: String]) -> (pid: pid_t, input: Int32)? {
        guard let program = arguments.first else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let words: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        let pairs: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (words + pairs).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, program, &actions, &attributes, words + [nil], pairs + [nil])
        close(ends[0])
        guard status == 0 else {
            close(ends[1])
            return nil
        }
        return (pid, ends[1])
    }

    /// Waits for the child `pid` to end; its exit status, or 128 + the signal that ended it.
    @discardableResult
    static func waitForChild(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Whether the child `pid` has ended, without waiting (and reaps it if so).
    static func childHasEnded(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == pid
    }

    /// The terminal settings in force before ``readLineWithoutEcho(_:limit:prompt:)`` turned echo off, while it reads.
    nonisolated(unsafe) private static var echoingSettings: (fd: Int32, settings: termios)?
    private static let echoLock = NSLock()

    /// Reads one line from the terminal on `fd` with echo off: `prompt` runs once echo is off, so nothing typed
    /// after it shows; Enter ends the line (its newline alone is shown), and the terminal's settings are
    /// restored before this returns. Returns the line without its newline (what was typed before Ctrl-D at end
    /// of input), or nil when it is longer than `limit` bytes; the rest of such a line is read and dropped.
    /// Where `fd` is no terminal, it reads the line as it is. A signal that ends the program meanwhile should
    /// call ``restoreTerminalEcho()``.
    static func readLineWithoutEcho(_ fd: Int32, limit: Int, prompt: () -> Void) -> [UInt8]? {
        var settings = termios()
        if tcgetattr(fd, &settings) == 0 {
            var hidden = settings
            hidden.c_lflag &= ~tcflag_t(ECHO)
            hidden.c_lflag |= tcflag_t(ECHONL) | tcflag_t(ICANON)
            echoLock.withLock { echoingSettings = (fd, settings) }
            if tcsetattr(fd, TCSANOW, &hidden) != 0 { echoLock.withLock { echoingSettings = nil } }
        }
        defer { restoreTerminalEcho() }
        prompt()
        var line: [UInt8] = []
        var tooLong = false
        var byte: UInt8 = 0
        while true {
            let count = read(fd, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 || byte == UInt8(ascii: "\n") { break }
            if line.count < limit { line.append(byte) } else { tooLong = true }
        }
        return tooLong ? nil : line
    }

    /// Puts back the settings ``readLineWithoutEcho(_:limit:prompt:)`` changed, if it is reading; safe from any thread
    /// and at any time. True when there was something to restore.
    @discardableResult
    static func restoreTerminalEcho() -> Bool {
        guard
            var saved = echoLock.withLock({ () -> (fd: Int32, settings: termios)? in
                defer { echoingSettings = nil }
                return echoingSettings
            })
        else { return false }
        tcsetattr(saved.fd, TCSANOW, &saved.settings)
        return true
    }

    // MARK: - Full screen (boxoffice browse)

    /// Rows and columns of the terminal on `fd` (TIOCGWINSZ); nil when it is not a terminal or does not say.
    static func terminalSize(_ fd: Int32) -> (rows: Int, columns: Int)? {
        guard let size = windowSize(fd), size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// The terminal's window size on `fd` (TIOCGWINSZ); nil when `fd` is not a terminal.
    private static func windowSize(_ fd: Int32) -> winsize? {
        var size = winsize()
        #if canImport(Glibc)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        return ioctl(fd, request, &size) == 0 ? size : nil
    }

    /// What ``enterRawMode(input:output:restore:)`` must undo, kept where a signal handler can reach it without
    /// allocating or locking: the descriptors, the settings before, and the bytes that put the screen back.
    private struct RawModeState {
        var active: Int32 = 0
        var input: Int32 = -1
        var output: Int32 = -1
        var settings = termios()
        var restoreCount = 0
        var restore: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
    }

    nonisolated(unsafe) private static let rawMode: UnsafeMutablePointer<RawModeState> = {
        let pointer = UnsafeMutablePointer<RawModeState>.allocate(capacity: 1)
        pointer.initialize(to: RawModeState())
        return pointer
    }()
    /// The actions the crash handler replaced, by signal number, to hand the signal on to.
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        pointer.initialize(repeating: sigaction(), count: 65)
        return pointer
    }()
    nonisolated(unsafe) private static var crashHandlersInstalled = false
    private static let rawLock = NSLock()

    /// The signals a crash raises (and SIGQUIT), on which ``restoreTerminalOnCrash()`` puts the terminal back.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]

    /// Raw input on the terminal `input`: no echo, no line editing, no signals from keys (Ctrl-C arrives as a byte),
    /// no flow control, no CR-to-NL; output processing is left as it was. The settings before are kept, with
    /// `restore` (at most 64 bytes: what puts the screen back), for ``leaveRawMode()``. False when `input` is no
    /// terminal or refuses the change.
    static func enterRawMode(input: Int32, output: Int32, restore: [UInt8]) -> Bool {
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { return false }
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | ISTRIP | INPCK)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        return rawLock.withLock {
            var state = RawModeState(
                active: 1, input: input, output: output, settings: settings,
                restoreCount: min(restore.count, 64))
            withUnsafeMutableBytes(of: &state.restore) { bytes in
                for (index, byte) in restore.prefix(64).enumerated() { bytes[index] = byte }
            }
            rawMode.pointee = state
            guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
                rawMode.pointee.active = 0
                return false
            }
            return true
        }
    }

    /// Whether the terminal is in the raw mode ``enterRawMode(input:output:restore:)`` set.
    static var isInRawMode: Bool { rawLock.withLock { rawMode.pointee.active != 0 } }

    /// Runs `body` while no one can leave raw mode, with whether it is still on: a front-end draws through this,
    /// so that no frame lands on the main screen after the terminal was put back.
    static func whileInRawMode(_ body: (Bool) -> Void) {
        rawLock.withLock { body(rawMode.pointee.active != 0) }
    }

    /// Writes the restore bytes and puts back the settings from before raw mode; nothing when it is not on. Safe
    /// from any thread; true when there was something to restore.
    @discardableResult
    static func leaveRawMode() -> Bool {
        rawLock.withLock { restoreRawMode() }
    }

    /// The restore itself: `write` and `tcsetattr` only, both async-signal-safe.
    private static func restoreRawMode() -> Bool {
        let state = rawMode
        guard state.pointee.active != 0 else { return false }
        state.pointee.active = 0
        withUnsafeBytes(of: &state.pointee.restore) { bytes in
            var done = 0
            while done < state.pointee.restoreCount {
                let count = write(state.pointee.output, bytes.baseAddress! + done, state.pointee.restoreCount - done)
                if count > 0 { done += count } else if count < 0 && errno == EINTR { continue } else { break }
            }
        }
        tcsetattr(state.pointee.input, TCSADRAIN, &state.pointee.settings)
        return true
    }

    /// On a crash (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE) or SIGQUIT while raw mode is on: the terminal
    /// is put back first, then the signal goes on to the action it had before (the runtime's backtrace, or the
    /// default: the process ends by the signal). Installed once; harmless when raw mode is off.
    static func restoreTerminalOnCrash() {
        rawLock.withLock {
            guard !crashHandlersInstalled else { return }
            crashHandlersInstalled = true
            _ = rawMode
            var set = sigset_t()
            sigemptyset(&set)
            for number in crashSignals { sigaddset(&set, number) }
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            for number in crashSignals {
                var action = sigaction()
                #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = crashHandler
                #else
                action.__sigaction_u.__sa_handler = crashHandler
                #endif
                sigemptyset(&action.sa_mask)
                action.sa_flags = 0
                sigaction(number, &action, previousActions + Int(number))
                // A signal the process was told to ignore (SIGQUIT under some parents) stays ignored.
                #if canImport(Glibc)
                let before = previousActions[Int(number)].__sigaction_handler.sa_handler
                #else
                let before = previousActions[Int(number)].__sigaction_u.__sa_handler
                #endif
                if let before, unsafeBitCast(before, to: Int.self) == 1 /* SIG_IGN */ {
                    sigaction(number, previousActions + Int(number), nil)
                }
            }
        }
    }

    private static let crashHandler: @convention(c) (Int32) -> Void = { number in
        // No lock here: the crashing thread may hold it. Only async-signal-safe calls.
        _ = TerminalPlatform.restoreRawMode()
        sigaction(number, TerminalPlatform.previousActions + Int(number), nil)
        raise(number)
    }

    /// Calls `handler` on `queue` each time the terminal's size changes (SIGWINCH), which is unblocked in the calling
    /// thread (a parent may start us with it blocked). Keep the source: it stops when released.
    static func onWindowResize(
        queue: DispatchQueue,
        _ handler: @escaping @Sendable () -> Void
    ) -> DispatchSourceSignal {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGWINCH)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
        source.setEventHandler(handler: handler)
        source.resume()
        return source
    }

    /// Waits until `fd` has something to read, at most `milliseconds`; true when it has (or is at its end).
    static func waitForInput(_ fd: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let count = poll(&entry, 1, milliseconds)
            if count < 0 && errno == EINTR { continue }
            return count > 0
        }
    }

    /// Puts `text` on the system clipboard where the system has a command for it (macOS: `pbcopy`). Returns
    /// false where there is none (Linux: the caller falls back to the terminal's OSC 52) or it failed.
    static func copyToSystemClipboard(_ text: String) -> Bool {
        #if os(macOS)
        let pbcopy = "/usr/bin/pbcopy"
        guard FileManager.default.isExecutableFile(atPath: pbcopy) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pbcopy)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            input.fileHandleForWriting.write(Data(text.utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
        #else
        return false
        #endif
    }

    /// The path of the running executable, where the system can say.
    static func executablePath() -> String? {
        #if canImport(Darwin)
        var size = UInt32(4096)
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #endif
    }
}
