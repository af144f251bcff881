/// Terminal column arithmetic: Wide and Fullwidth characters (all Hangul) take two columns,
/// combining marks none, everything else one. ANSI colour sequences take none.
enum DisplayWidth {
    /// East Asian Ambiguous characters (▲▼★, box drawing) take two columns: `BOXOFFICE_AMBIWIDTH=double`, for CJK
    /// terminals that draw them wide. Set once at start, before anything is measured.
    @TaskLocal static var ambiguousIsWide = false

    /// Columns one scalar takes.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return 0 }
        if value < 0xA1 { return 1 }
        if ambiguousIsWide && contains(EastAsianWidthTable.ambiguous, value) { return 2 }
        if value < 0x300 { return 1 }
        if contains(EastAsianWidthTable.zero, value) { return 0 }
        if contains(EastAsianWidthTable.wide, value) { return 2 }
        return 1
    }

    private static func contains(_ ranges: [(UInt32, UInt32)], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < ranges[mid].0 {
                high = mid - 1
            } else if value > ranges[mid].1 {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Columns `text` takes, skipping ANSI escape sequences.
    static func of(_ text: String) -> Int {
        var width = 0
        forEachShown(text) { width += of($0) }
        return width
    }

    /// `text` without its escape sequences.
    static func plain(_ text: String) -> String {
        var out = ""
        forEachShown(text) { out.unicodeScalars.append($0) }
        return out
    }

    /// Calls `body` with each scalar of `text` that is not part of an ANSI escape sequence.
    private static func forEachShown(_ text: String, _ body: (Unicode.Scalar) -> Void) {
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            body(scalar)
        }
    }

    /// `text` cut to at most `columns`, ending in "…" when anything was cut. Escape sequences are kept
    /// (a reset is added if the cut falls inside coloured text).
    static func truncate(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return text }
        let budget = columns - of(ellipsis)
        guard budget >= 0 else { return String(repeating: ".", count: columns) }
        var out = ""
        var width = 0
        var inEscape = false
        var sawEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                out.unicodeScalars.append(scalar)
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                sawEscape = true
                out.unicodeScalars.append(scalar)
                continue
            }
            let w = of(scalar)
            if width + w > budget { break }
            width += w
            out.unicodeScalars.append(scalar)
        }
        out += ellipsis
        if sawEscape { out += "\u{1B}[0m" }
        return out
    }

    /// `text` padded with spaces to `columns` (cut first if longer).
    static func pad(_ text: String, to columns: Int, alignRight: Bool = false) -> String {
        let fitted = truncate(text, to: columns)
        let gap = max(0, columns - of(fitted))
        let spaces = String(repeating: " ", count: gap)
        return alignRight ? spaces + fitted : fitted + spaces
    }

    /// Text broken at spaces into lines of at most `columns`; a word longer than a line is split, never cut.
    static func wrapText(_ text: String, to columns: Int) -> [String] {
        guard columns > 0 else { return [text] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ") {
            var piece = String(word)
            var pieceWidth = of(piece)
            if currentWidth > 0 && currentWidth + 1 + pieceWidth <= columns {
                current += " " + piece
                currentWidth += 1 + pieceWidth
                continue
            }
            if currentWidth > 0 { lines.append(current) }
            while pieceWidth > columns {
                let (head, rest) = head(of: Substring(piece), fitting: columns)
                lines.append(head)
                piece = String(rest)
                pieceWidth = of(piece)
            }
            current = piece
            currentWidth = pieceWidth
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Every line of `text` broken at spaces into lines of at most `columns` (a word longer than a line is split),
    /// keeping the line's own indentation and spacing and indenting the pieces after its first by `indent` more
    /// spaces. A line that fits is left as it is; nil `columns` leaves the text as it is.
    static func wrapLines(_ text: String, to columns: Int?, indent: Int = 0) -> String {
        guard let columns, columns > 0 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let line = String(line)
            return of(line) <= columns ? line : wrapLine(line, to: columns, indent: indent).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// One line as ``wrapLines(_:to:indent:)`` breaks it: each word keeps the spaces before it, except at a break.
    private static func wrapLine(_ line: String, to columns: Int, indent: Int) -> [String] {
        var words: [(gap: String, word: String)] = []
        var gap = ""
        var word = ""
        for character in line {
            if character == " " {
                if !word.isEmpty {
                    words.append((gap, word))
                    gap = ""
                    word = ""
                }
                gap.append(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append((gap, word)) }
        let lead = min(words.first?.gap.count ?? 0, columns / 2)
        let hanging = String(repeating: " ", count: min(lead + indent, columns / 2))
        var lines: [String] = []
        var current = String(repeating: " ", count: lead)
        var width = lead
        var started = false  // the current line holds a word
        func breakLine() {
            lines.append(current)
            current = hanging
            width = hanging.count
            started = false
        }
        for item in words {
            var piece = Substring(item.word)
            while !piece.isEmpty {
                let gap = started ? item.gap : ""
                let room = columns - width - gap.count
                let pieceWidth = of(String(piece))
                if pieceWidth <= room {
                    current += gap + piece
                    width += gap.count + pieceWidth
                    started = true
                    break
                }
                // Too long for what is left: a word that fits a fresh line goes there; a longer one starts here
                // when a few columns are left.
                if started && (pieceWidth <= columns - hanging.count || room < 4) {
                    breakLine()
                    continue
                }
                let head: String
                (head, piece) = self.head(of: piece, fitting: room)
                current += gap + head
                breakLine()
            }
        }
        if started || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The first characters of `text` that fit in `columns` (at least one, so that a line always moves on), and the
    /// rest.
    private static func head(of text: Substring, fitting columns: Int) -> (String, Substring) {
        var head = ""
        var headWidth = 0
        var rest = text
        while let character = rest.first, headWidth + of(String(character)) <= columns {
            head.append(character)
            headWidth += of(String(character))
            rest = rest.dropFirst()
        }
        if head.isEmpty, let character = rest.first {
            head.append(character)
            rest = rest.dropFirst()
        }
        return (head, rest)
    }

    /// A heading in lines of at most `columns`: broken at spaces, its continuation lines indented, rather than cut,
    /// so that a date or a code in it is never lost (only a character wider than a tiny terminal is). Nil `columns`
    /// leaves it one line.
    static func headingLines(_ heading: String, to columns: Int?) -> [String] {
        wrapLines(heading, to: columns, indent: 2).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in columns.map { truncate(String(line), to: $0) } ?? String(line) }
    }

    /// Every line of `text` cut to at most `columns`, ending in "…" where anything was cut. Nil leaves it as it is.
    static func cutLines(_ text: String, to columns: Int?) -> String {
        guard let columns else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            truncate(String($0), to: columns)
        }.joined(separator: "\n")
    }

    /// Words (split at `separator`) packed into lines of at most `columns`; a word too long for a line is cut.
    static func wrap(_ items: [String], separator: String = ", ", to columns: Int) -> [String] {
        guard columns > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for (index, item) in items.enumerated() {
            let piece = index < items.count - 1 ? item + separator.trimmingTrailingSpaces : item
            let candidate = current.isEmpty ? piece : current + " " + piece
            if of(candidate) <= columns {
                current = candidate
            } else {
                if !current.isEmpty { lines.append(current) }
                current = truncate(piece, to: columns)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }

}
