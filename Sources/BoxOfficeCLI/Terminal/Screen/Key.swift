/// One key a full-screen front-end reads: the keys it names, and any other character as typed.
enum Key: Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab
    /// Ctrl-C: in raw mode it arrives as a byte, not as SIGINT.
    case interrupt
    /// A printable character (Hangul included), as typed.
    case character(Character)
}
