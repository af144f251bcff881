/// How wide text is drawn, measured with our own width table: a wide character (Hangul) takes about one em, a
/// narrow one about six tenths of one. Generous on purpose, so measured text never runs past its box.
enum TextMetrics {
    /// Pixels `text` takes at `size` pixels.
    static func width(_ text: String, size: Double) -> Double {
        var width = 0.0
        for scalar in text.unicodeScalars {
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
}
