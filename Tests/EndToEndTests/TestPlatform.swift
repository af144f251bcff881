import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every difference between Linux and macOS that the end-to-end tests meet, in one place: tools and their
/// flags (util-linux `script` against BSD `script`, man-db against mandoc), devices, resource limits.
/// `Scripts/portability-check` keeps such calls out of the other test files.
enum TestPlatform {
    /// Where child `pid` is: running, ended with a status (its exit code, or the signal that ended it) and not yet
    /// reaped, or reaped already (by Foundation, whose `terminationStatus` then holds the status). Foundation's own
    /// notice of a child's end is sometimes never given on Linux (the child stays a zombie), so the harness looks for
    /// itself, without reaping.
    enum ChildState: Equatable {
        case running
        case ended(Int32)
        case reaped
    }

    static func state(_ pid: Int32) -> ChildState {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return .reaped }
        #if os(Linux)
        let (child, status) = (info._sifields._sigchld.si_pid, info._sifields._sigchld.si_status)
        #else
        let (child, status) = (info.si_pid, info.si_status)
        #endif
        return child == pid ? .ended(status) : .running
    }

    /// Runs `process` to its end, however Foundation notices it, and gives its status (nil when it could not start).
    static func runToEnd(_ process: Process) -> Int32? {
        guard (try? process.run()) != nil else { return nil }
        let pid = process.processIdentifier
        let deadline = Date().addingTimeInterval(hangGuard)
        while Date() < deadline {
            switch state(pid) {
            case .ended(let status): return status
            case .reaped where !process.isRunning: return process.terminationStatus
            default: usleep(5_000)
            }
        }
        kill(pid, SIGKILL)
        return nil
    }

    /// A tool by name, from the usual folders of either system; nil when it is not installed.
    static func tool(_ name: String) -> String? {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin", "/usr/sbin"] {
            let path = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// A shell command that runs `command` (itself shell text) with a pseudo-terminal as its terminal,
    /// printing what the terminal showed.
    static func underPseudoTerminal(_ command: String) -> String {
        let quoted = "'" + command.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        #if os(Linux)
        return "script -qec \(quoted) /dev/null"
        #else
        return "script -q /dev/null /bin/bash -c \(quoted)"
        #endif
    }

    /// Whether ``underPseudoTerminal(_:)`` can work here.
    static var hasPseudoTerminal: Bool { tool("script") != nil }

    /// A shell prefix that holds what follows to `kilobytes` of address space, so a memory regression fails
    /// the test instead of the machine. macOS does not enforce `ulimit -v`: there the prefix is empty, and the
    /// program's own memory guard is what holds.
    static func memoryLimitPrefix(kilobytes: Int) -> String {
        #if os(Linux)
        return "ulimit -v \(kilobytes); "
        #else
        return ""
        #endif
    }

    /// A device whose every write fails with ENOSPC, where the system has one.
    static var fullDevice: String? {
        FileManager.default.fileExists(atPath: "/dev/full") ? "/dev/full" : nil
    }

    /// A shell command that renders the man page `file` at 80 columns and prints warnings on stderr.
    static func renderManPage(_ file: String) -> String? {
        #if os(Linux)
        guard tool("man") != nil else { return nil }
        return "MANWIDTH=80 man --warnings -l \(file)"
        #else
        guard tool("mandoc") != nil else { return nil }
        return "mandoc -W warning -O width=80 -T utf8 \(file)"
        #endif
    }

    /// The running test executable, to find the built binary beside it.
    static var testExecutable: String? {
        #if canImport(Darwin)
        var size = UInt32(4096)
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #else
        return try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #endif
    }

    /// `SOCK_STREAM` as `socket(2)` takes it: an enum in glibc, a plain constant on Darwin.
    static var streamSocket: Int32 {
        #if canImport(Glibc)
        return Int32(SOCK_STREAM.rawValue)
        #else
        return SOCK_STREAM
        #endif
    }

    /// The device number of /dev/null, to make a harmless device node of our own.
    static var nullDevice: dev_t? {
        var info = stat()
        guard stat("/dev/null", &info) == 0 else { return nil }
        return info.st_rdev
    }

    /// The path by which a process names its own stdout through the system's descriptor folder.
    static var ownStdoutPath: String {
        #if os(Linux)
        return "/proc/self/fd/1"
        #else
        return "/dev/fd/1"
        #endif
    }

    /// Whether this process may make device nodes (root).
    static var canMakeDevices: Bool { getuid() == 0 }

    /// The resident size of another process, in kilobytes: /proc on Linux, ps elsewhere.
    static func residentKilobytes(_ pid: Int32) -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/ps")
        process.arguments = ["-o", "rss=", "-p", String(pid)]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard runToEnd(process) != nil else { return nil }
        return Int(
            String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines))
        #endif
    }

    /// Runs gdb (its arguments follow) with no signal blocked, and ends it once the program it runs has ended but is
    /// not reaped: gdb 13 now and then never reaps an ended program (a zombie), which would hold the test for good.
    /// Prints how the program ended; a program stopped at a breakpoint is never a zombie.
    static let gdbWatcher = #"""
        import os, signal, subprocess, sys, time
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        gdb = subprocess.Popen(sys.argv[1:])
        def children(pid):
            found = []
            for task in os.listdir(f"/proc/{pid}/task"):
                try:
                    found += open(f"/proc/{pid}/task/{task}/children").read().split()
                except OSError:
                    pass
            return found
        while gdb.poll() is None:
            for child in children(gdb.pid):
                try:
                    stat = open(f"/proc/{child}/stat").read().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if stat[0] == "Z":
                    code = int(stat[-1])
                    word = "exited normally" if code == 0 else f"ended with status {code:#x}"
                    print(f"[the program {word}; gdb had not reaped it]", flush=True)
                    gdb.kill()
                    gdb.wait()
                    sys.exit(0)
            time.sleep(0.05)
        sys.exit(gdb.returncode)
        """#
}
