/// Makes text from KOBIS or OMDb safe to print: it can never move the cursor, retitle the terminal,
/// write the clipboard, reorder a line or hide characters.
public enum Sanitizer {
    /// One line of text for a terminal, TSV, CSV or markdown cell. Removes whole escape sequences
    /// (CSI, OSC, DCS and the rest, 7-bit and C1), C0 and C1 controls, DEL, bidi controls
    /// (U+202A–202E, U+2066–2069) and zero-width characters (U+200B–200F, U+2060, U+FEFF). A run of
    /// tabs, CRs, line feeds and line or paragraph separators (U+2028, U+2029, U+0085) becomes one space.
    public static func line(_ text: String) -> String {
        guard needsWork(text) else { return text }
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pendingSpace = false
        var lastWasBreak = false
        while let scalar = scalars.next() {
            let value = scalar.value
            if isBreak(value) {
                if !lastWasBreak { pendingSpace = true }
                lastWasBreak = true
                continue
            }
            if value == 0x1B {
                skipEscape(&scalars)
                continue
            }
            if value == 0x9B {
                skipControlSequence(&scalars)
                continue
            }
            if value == 0x90 || value == 0x98 || value == 0x9D || value == 0x9E || value == 0x9F {
                skipString(&scalars)
                continue
            }
            if isInvisible(value) { continue }
            if pendingSpace {
                out.append(" ")
                pendingSpace = false
            }
            lastWasBreak = false
            out.append(scalar)
        }
        if pendingSpace && !out.isEmpty { out.append(" ") }
        return String(out)
    }

    /// Whether `value` must be escaped as `\uXXXX` in JSON so that printing the JSON cannot act on a
    /// terminal: C0, DEL, C1, the line separators, bidi controls and zero-width characters.
    public static func jsonMustEscape(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || isFormatting(value)
    }

    private static func isBreak(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || value == 0x0B || value == 0x0C
            || value == 0x2028 || value == 0x2029 || value == 0x85
    }

    private static func isFormatting(_ value: UInt32) -> Bool {
        (0x200B...0x200F).contains(value) || (0x202A...0x202E).contains(value) || value == 0x2060
            || (0x2066...0x2069).contains(value) || value == 0xFEFF
    }

    private static func isInvisible(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || isFormatting(value)
    }

    /// A quick pass over the UTF-8: only bytes that can start a character we remove need the slow path.
    private static func needsWork(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF }
    }

    /// After ESC: `[` starts a control sequence, `]` `P` `X` `^` `_` a string ended by BEL or ST,
    /// intermediates (0x20–0x2F) run up to a final character; anything else is a two-character sequence.
    private static func skipEscape(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let next = scalars.next() else { return }
        skipEscape(after: next, &scalars)
    }

    private static func skipEscape(after next: Unicode.Scalar, _ scalars: inout String.UnicodeScalarView.Iterator) {
        switch next {
        case "[": skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_": skipString(&scalars)
        default:
            var current = next
            while (0x20...0x2F).contains(current.value), let following = scalars.next() { current = following }
        }
    }

    /// Parameters and intermediates (0x20–0x3F) up to a final byte (0x40–0x7E). Stops early at anything else.
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if (0x20...0x3F).contains(scalar.value) { continue }
            return
        }
    }

    /// An OSC, DCS, SOS, PM or APC string: up to BEL, ESC \\ or the C1 ST. An ESC followed by anything else
    /// aborts the string and starts a new sequence, as terminals do.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let scalar = scalars.next() {
            if scalar.value == 0x07 || scalar.value == 0x9C { return }
            if scalar.value == 0x1B {
                guard let next = scalars.next(), next != "\\" else { return }
                skipEscape(after: next, &scalars)
                return
            }
        }
    }
}
