import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--color`: whether to colour human output.
enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}

/// What the program knows about where its output goes.
struct Terminal: Sendable {
    /// stdout is a terminal.
    var stdoutIsTTY: Bool
    /// stderr is a terminal (for the progress spinner).
    var stderrIsTTY: Bool
    /// Display columns available.
    var width: Int
    /// Whether `--color auto` would colour.
    var colorByDefault: Bool

    /// Reads the real process state: TIOCGWINSZ on stdout, else `$COLUMNS`, else 80.
    static func current(environment: [String: String]) -> Terminal {
        let outTTY = isatty(STDOUT_FILENO) == 1
        let errTTY = isatty(STDERR_FILENO) == 1
        return Terminal(stdoutIsTTY: outTTY, stderrIsTTY: errTTY,
                        width: width(ttyColumns: outTTY ? ttyColumns() : nil, environment: environment),
                        colorByDefault: colorByDefault(stdoutIsTTY: outTTY, environment: environment))
    }

    static func width(ttyColumns: Int?, environment: [String: String]) -> Int {
        if let columns = ttyColumns, columns > 0 { return columns }
        if let text = environment["COLUMNS"], let columns = Int(text.trimmingCharacters(in: .whitespaces)), columns > 0 {
            return columns
        }
        return 80
    }

    /// Colour only on a tty, with `NO_COLOR` unset or empty and `TERM` not `dumb`.
    static func colorByDefault(stdoutIsTTY: Bool, environment: [String: String]) -> Bool {
        guard stdoutIsTTY else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    func useColor(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: return colorByDefault
        }
    }

    private static func ttyColumns() -> Int? {
        var size = winsize()
        #if os(Linux)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// ANSI styling that is a no-op when colour is off.
struct Style: Sendable {
    let enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }
}

/// Unbuffered writes to the standard streams. stdout carries data only; everything else goes to stderr.
enum StandardStream {
    static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc_write(fd, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    static func out(_ text: String) { write(text, to: STDOUT_FILENO) }
    static func err(_ text: String) { write(text, to: STDERR_FILENO) }
}

@inline(__always)
private func Glibc_write(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, pointer, count)
    #else
    return Darwin.write(fd, pointer, count)
    #endif
}
