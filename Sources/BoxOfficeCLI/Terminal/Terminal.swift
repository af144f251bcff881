import Foundation
import KobisKit

/// What the program knows about where its output goes.
struct Terminal: Sendable {
    /// stdout is a terminal.
    var stdoutIsTTY: Bool
    /// stderr is a terminal and can draw a spinner (not under TERM=dumb).
    var stderrCanAnimate: Bool
    /// stderr is a terminal (for OSC 52 clipboard writes).
    var stderrIsTTY: Bool = false
    /// stdin is a terminal (a question can be answered).
    var stdinIsTTY: Bool = false
    /// Display columns for human output: the terminal's, else `$COLUMNS`, else ``pipeWidth`` off a terminal (80 on a
    /// terminal that does not say). Nil only where a caller builds a `Terminal` of its own.
    var width: Int?
    /// Rows of the terminal behind stdout, for the pager; nil off a terminal or when it does not say.
    var height: Int?
    /// Columns of the terminal behind stderr, for the spinner.
    var stderrWidth: Int
    /// Whether `--color auto` would colour.
    var colorByDefault: Bool
    /// Notes about environment values that were ignored.
    var notes: [String] = []

    static let widthRange = 20...1000
    /// The width of text off a terminal when `$COLUMNS` is unset: every command wraps or cuts at it.
    static let pipeWidth = 120

    /// Reads the real process state: TIOCGWINSZ on stdout, else `$COLUMNS`, else 80 on a terminal and
    /// ``pipeWidth`` off one.
    static func current(environment: [String: String]) -> Terminal {
        let outTTY = isatty(STDOUT_FILENO) == 1
        let errTTY = isatty(STDERR_FILENO) == 1
        var notes: [String] = []
        let columns = columnsVariable(environment, notes: &notes)
        let width = outTTY ? (ttyColumns(STDOUT_FILENO) ?? columns ?? 80) : (columns ?? pipeWidth)
        return Terminal(
            stdoutIsTTY: outTTY,
            stderrCanAnimate: errTTY && environment["TERM"] != "dumb",
            stderrIsTTY: errTTY,
            stdinIsTTY: isatty(STDIN_FILENO) == 1,
            width: width,
            height: outTTY ? TerminalPlatform.terminalRows(STDOUT_FILENO) : nil,
            stderrWidth: errTTY ? (ttyColumns(STDERR_FILENO) ?? columns ?? 80) : (columns ?? 80),
            colorByDefault: colorByDefault(stdoutIsTTY: outTTY, environment: environment),
            notes: notes)
    }

    /// `$COLUMNS` as a width held to 20…1000; anything that is not a positive whole number is ignored with a note.
    static func columnsVariable(_ environment: [String: String], notes: inout [String]) -> Int? {
        guard let text = environment["COLUMNS"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), text.count <= 30 else {
            notes.append(
                Phrase.say(
                    ko: "COLUMNS='\(text.prefix(30))': 정수가 아니어서 무시합니다",
                    en: "ignoring COLUMNS='\(text.prefix(30))': not a whole number"))
            return nil
        }
        guard let value = Int(text), value > 0 else {
            if Int(text) == nil { return widthRange.upperBound }  // more digits than Int holds: as wide as allowed
            notes.append(
                Phrase.say(
                    ko: "COLUMNS=\(text): 양수가 아니어서 무시합니다",
                    en: "ignoring COLUMNS=\(text): not a positive number")
            )
            return nil
        }
        return min(max(value, widthRange.lowerBound), widthRange.upperBound)
    }

    /// Colour on a tty unless `NO_COLOR` is set (non-empty) or `TERM` is `dumb`. `FORCE_COLOR` (non-empty, not `0`)
    /// and `CLICOLOR_FORCE=1` turn it on off a tty too; `NO_COLOR` still wins.
    static func colorByDefault(stdoutIsTTY: Bool, environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return true }
        if environment["CLICOLOR_FORCE"] == "1" { return true }
        guard stdoutIsTTY else { return false }
        return environment["TERM"] != "dumb"
    }

    func useColor(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: return colorByDefault
        }
    }

    private static func ttyColumns(_ fd: Int32) -> Int? {
        guard let columns = TerminalPlatform.terminalColumns(fd) else { return nil }
        return min(max(columns, widthRange.lowerBound), widthRange.upperBound)
    }
}
