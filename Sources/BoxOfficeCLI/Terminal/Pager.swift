import Foundation
import KobisKit

/// Long text on a terminal goes through a pager, as git and gh do: `$BOXOFFICE_PAGER`, else `$PAGER`, else
/// `less -FRX` where less is installed. Empty or `cat` turns it off, as does `--no-pager`; it never runs when
/// stdout is not a terminal. The command's output is kept until the command is done, then shown: straight to
/// the terminal when it fits the screen, else through the pager (with `LESS=FRX` and `LV=-c` unless set, as git
/// does; a command with shell syntax runs through `/bin/sh -c`). A pager that quits early (q) is no error, and
/// the exit code is the command's. While it shows, Ctrl-C is the pager's; SIGTERM and SIGHUP end it and the
/// program.
struct Pager: Sendable {
    /// The shell command (`less -FRX`, or the user's).
    let command: String
    /// The screen's rows: text with more lines than fit above the prompt is paged.
    let rows: Int
    /// The screen's columns, to count the rows a long line takes.
    let columns: Int
    /// The pager's environment: the program's own, as it was given, with `LESS` and `LV` defaults.
    let environment: [String: String]

    /// The default, when less is installed.
    static let defaultCommand = "less -FRX"

    /// The pager for this run; nil when stdout is not a terminal, its height is unknown, or paging is off.
    static func resolve(environment: [String: String], terminal: Terminal) -> Pager? {
        guard terminal.stdoutIsTTY, let rows = terminal.height else { return nil }
        let chosen = environment["BOXOFFICE_PAGER"] ?? environment["PAGER"]
        let command: String
        if let chosen {
            command = chosen.trimmingCharacters(in: .whitespaces)
            guard !command.isEmpty, command != "cat" else { return nil }
        } else {
            guard installed("less", path: environment["PATH"]) else { return nil }
            command = defaultCommand
        }
        var settings = environment
        if settings["LESS"] == nil { settings["LESS"] = "FRX" }
        if settings["LV"] == nil { settings["LV"] = "-c" }
        return Pager(command: command, rows: rows, columns: terminal.width ?? 80, environment: settings)
    }

    /// Whether `name` is an executable in one of the folders of `path`.
    static func installed(_ name: String, path: String?) -> Bool {
        (path ?? "/usr/bin:/bin").split(separator: ":").contains { folder in
            FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)")
        }
    }

    /// Rows `text` takes on the screen: each line at least one, a long one as many as it wraps to.
    func screenRows(_ text: String) -> Int {
        var count = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines.dropLast(text.hasSuffix("\n") ? 1 : 0) {
            let width = line.utf8.count > columns ? DisplayWidth.of(String(line)) : 0
            count += max(1, (width + columns - 1) / columns)
        }
        return count
    }

    /// Shows `data` when the command is done: straight to stdout when it fits above the prompt, else through the
    /// pager. A pager that could not be found (the shell's 127) leaves the text to stdout.
    func show(_ data: Data) throws {
        guard !data.isEmpty else { return }
        guard screenRows(String(decoding: data, as: UTF8.self)) >= rows else {
            return try OutputSink.writeAll(Array(data), to: STDOUT_FILENO, name: "stdout")
        }
        guard let (pid, input) = TerminalPlatform.spawn(arguments, environment: environment) else {
            return try notStarted(data)
        }
        Pager.running(pid)
        let status: Int32 = Termination.leavingInterrupts {
            // EPIPE: the pager quit (q) before reading it all, which is no error.
            _ = try? data.withUnsafeBytes { try FileSink.writeAll($0, to: input, path: "the pager") }
            close(input)
            return TerminalPlatform.waitForChild(pid)
        }
        Pager.running(nil)
        Termination.yieldIfEnding()  // SIGTERM or SIGHUP ended the pager: the program ends with 143 or 129
        if status == 127 || status == 126 { try notStarted(data) }
    }

    /// The pager could not be run: one line says so, and the text goes to stdout.
    private func notStarted(_ data: Data) throws {
        StandardError.write(
            "boxoffice: the pager '\(Sanitizer.line(String(command.prefix(60))))' did not start "
                + "(set BOXOFFICE_PAGER, or --no-pager): the text follows\n")
        try OutputSink.writeAll(Array(data), to: STDOUT_FILENO, name: "stdout")
    }

    /// How the pager is run: a command without shell syntax directly (`less -FRX`), so that ending it ends the
    /// pager itself; anything else through `/bin/sh -c`, as git does.
    var arguments: [String] {
        let special = Set("|&;<>()$`\\\"'*?[]#~=%{}\n")
        guard command.contains(where: special.contains) else {
            return command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }
        return ["/bin/sh", "-c", command]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var child: pid_t?

    private static func running(_ pid: pid_t?) { lock.withLock { child = pid } }

    /// For SIGTERM and SIGHUP while the pager shows: ends it and waits a moment, so it puts the terminal back.
    static func endForTermination() {
        guard let pid = lock.withLock({ child }) else { return }
        kill(pid, SIGTERM)
        for _ in 0..<20 where !TerminalPlatform.childHasEnded(pid) { usleep(10_000) }
    }
}
