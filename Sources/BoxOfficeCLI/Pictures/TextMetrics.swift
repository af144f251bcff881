/// How wide text is drawn, measured with our own width table: a wide character (Hangul) takes about one em, a
/// narrow one about six tenths of one. Generous on purpose, so measured text never runs past its box.
enum TextMetrics {
    /// How far a line's box reaches above and below its baseline, in ems (CJK fonts' ascent and descent, rounded
    /// up).
    static let ascent = 1.2
    static let descent = 0.35

    /// Pixels `text` takes at `size` pixels.
    static func width(_ text: String, size: Double) -> Double {
        var width = 0.0
        for scalar in text.unicodeScalars {
            // Geometric shapes (▲ ▼) are narrow in the width table but a full em in CJK fonts.
            if (0x25A0...0x25FF).contains(scalar.value) {
                width += size
                continue
            }
            switch DisplayWidth.of(scalar) {
            case 0: continue
            case 2: width += size
            default: width += size * 0.6
            }
        }
        return width
    }

    /// `text` cut to fit `room` pixels, ending in "…" when anything was cut.
    static func fit(_ text: String, size: Double, room: Double) -> String {
        guard width(text, size: size) > room else { return text }
        var out = ""
        var used = width("…", size: size)
        for character in text {
            let next = width(String(character), size: size)
            if used + next > room { break }
            out.append(character)
            used += next
        }
        return out + "…"
    }

    /// `head` cut to leave room for `tail`, then `tail`: `극장판 포켓몬…영웅 레시라무」`.
    static func fit(head: String, tail: String, size: Double, room: Double) -> String {
        fit(head, size: size, room: max(0, room - width(tail, size: size))) + tail
    }

    /// Each text fitted to `room`, told apart when two would read the same: first by keeping each one's end
    /// (`…영웅 레시라무」`), then by adding a tag (a year, then a code) in brackets.
    static func distinct(_ texts: [String], tags: [[String]], size: Double, room: Double) -> [String] {
        var shown = texts.map { fit($0, size: size, room: room) }
        func clashes() -> [Int] {
            shown.indices.filter { index in
                shown.indices.contains { $0 != index && shown[$0] == shown[index] }
            }
        }
        let clashing = clashes()
        guard !clashing.isEmpty else { return shown }
        for index in clashing where texts[index] != shown[index] {
            let characters = Array(texts[index])
            var tail = ""
            for character in characters.reversed() {
                if width(String(character) + tail, size: size) > room * 0.55 { break }
                tail = String(character) + tail
            }
            let head = String(characters.dropLast(tail.count))
            shown[index] = fit(head: head, tail: tail, size: size, room: room)
        }
        for level in 0..<(tags.map(\.count).max() ?? 0) {
            let still = clashes()
            if still.isEmpty { break }
            for index in still where level < tags[index].count {
                shown[index] = fit(head: texts[index], tail: " (\(tags[index][level]))", size: size, room: room)
            }
        }
        return shown
    }
}
