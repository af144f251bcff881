import KobisKit

/// Text made safe for SVG and HTML: one line (control, bidi and zero-width characters removed, as for the
/// terminal), then `&`, `<`, `>`, `"` and `'` written as entities, so text from KOBIS, OMDb or a note never
/// becomes an element, an attribute or a comment.
enum Markup {
    static func text(_ raw: String) -> String {
        var out = ""
        for character in Sanitizer.line(raw) {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A number for an attribute: at most two decimals, no exponent.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        return String(format: "%.2f", rounded)
    }
}
