import Foundation
import KobisKit

/// The terminal as one full screen: raw input, the alternate screen and a hidden cursor while it is on, and a
/// frame of lines drawn over the last one (only the lines that changed). Every way out puts the terminal back
/// exactly as it was (the settings from before, the cursor shown, the main screen): ``leave()`` on the way out
/// of the command, the termination clean-up on Ctrl-C, SIGTERM and SIGHUP, and the platform's crash handler
/// on a crash. A frame is never drawn once the terminal was put back.
final class FullScreen: @unchecked Sendable {
    /// The alternate screen (the cursor saved), the cursor hidden, the screen cleared.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
    /// Attributes reset, the cursor shown, the main screen back (the cursor where it was).
    static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    let input: Int32
    let output: Int32
    private let lock = NSLock()
    private var shown: [String] = []

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.input = input
        self.output = output
    }

    /// Rows and columns of the terminal now.
    var size: (rows: Int, columns: Int) { TerminalPlatform.terminalSize(output) ?? (24, 80) }

    /// Raw mode, the alternate screen, the cursor hidden; false when the terminal refuses raw mode.
    func enter() -> Bool {
        TerminalPlatform.restoreTerminalOnCrash()
        Termination.addCleanup { TerminalPlatform.leaveRawMode() }
        guard TerminalPlatform.enterRawMode(input: input, output: output, restore: Array(FullScreen.leaveSequence.utf8)) else {
            return false
        }
        write(FullScreen.enterSequence)
        return true
    }

    /// Puts the terminal back; nothing when it already is.
    func leave() {
        TerminalPlatform.leaveRawMode()
    }

    /// The next frame draws every line, after clearing the screen (after a resize).
    func invalidate() {
        lock.withLock { shown = [] }
        write("\u{1B}[H\u{1B}[2J")
    }

    /// Draws `lines` (one per row, each already fitting the width), writing only the rows that changed.
    func draw(_ lines: [String]) {
        let text: String = lock.withLock {
            var out = ""
            for (row, line) in lines.enumerated() where row >= shown.count || shown[row] != line {
                out += "\u{1B}[\(row + 1);1H\u{1B}[0m\u{1B}[2K" + line
            }
            if shown.count > lines.count {
                for row in lines.count..<shown.count { out += "\u{1B}[\(row + 1);1H\u{1B}[0m\u{1B}[2K" }
            }
            shown = lines
            return out
        }
        if !text.isEmpty { write(text) }
    }

    /// Writes `text` to the terminal while it is in full screen; nothing once it was put back.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        TerminalPlatform.whileInRawMode { active in
            guard active else { return }
            try? OutputSink.writeAll(bytes, to: output, name: "the terminal")
        }
    }
}
