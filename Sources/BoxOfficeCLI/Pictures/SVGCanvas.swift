import KobisKit

/// An SVG document drawn element by element. Every text goes through ``Markup/text(_:)`` and, given a room, is cut
/// to fit it as ``TextMetrics`` measures; nothing from outside becomes markup.
struct SVGCanvas {
    let width: Double
    let height: Double
    let theme: Theme
    private(set) var elements: [String] = []

    /// Fonts that have Hangul on macOS, Windows and Linux.
    static let fonts = "'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', sans-serif"

    init(width: Double, height: Double, theme: Theme) {
        self.width = width
        self.height = height
        self.theme = theme
    }

    enum Anchor: String { case start, middle, end }

    /// Text at (x, y), its baseline at y; cut to `room` pixels when given.
    mutating func text(
        _ raw: String, x: Double, y: Double, size: Double, fill: String? = nil, anchor: Anchor = .start,
        bold: Bool = false, room: Double? = nil
    ) {
        let shown = room.map { TextMetrics.fit(Sanitizer.line(raw), size: size, room: $0) } ?? Sanitizer.line(raw)
        elements.append(
            "<text x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\" font-size=\"\(Markup.number(size))\""
                + (anchor == .start ? "" : " text-anchor=\"\(anchor.rawValue)\"") + (bold ? " font-weight=\"700\"" : "")
                + " fill=\"\(fill ?? theme.text)\">\(Markup.text(shown))</text>")
    }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, fill: String, radius: Double = 0) {
        elements.append(
            "<rect x=\"\(Markup.number(x))\" y=\"\(Markup.number(y))\" width=\"\(Markup.number(max(0, width)))\""
                + " height=\"\(Markup.number(max(0, height)))\""
                + (radius > 0 ? " rx=\"\(Markup.number(radius))\"" : "")
                + " fill=\"\(fill)\"/>")
    }

    mutating func line(
        x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double = 1, dashed: Bool = false
    ) {
        elements.append(
            "<line x1=\"\(Markup.number(x1))\" y1=\"\(Markup.number(y1))\" x2=\"\(Markup.number(x2))\""
                + " y2=\"\(Markup.number(y2))\" stroke=\"\(stroke)\" stroke-width=\"\(Markup.number(width))\""
                + (dashed ? " stroke-dasharray=\"4 4\"" : "") + "/>")
    }

    /// A line through `points`; with `fillTo`, the area between it and that y as well.
    mutating func polyline(
        _ points: [(Double, Double)], stroke: String, width: Double = 2.5, fillTo: Double? = nil,
        dashed: Bool = false
    ) {
        guard let first = points.first else { return }
        let path = points.map { "\(Markup.number($0.0)),\(Markup.number($0.1))" }.joined(separator: " ")
        if let base = fillTo, points.count > 1 {
            let area =
                "M\(Markup.number(first.0)),\(Markup.number(base)) L" + path.replacingOccurrences(of: " ", with: " L")
                + " L\(Markup.number(points.last!.0)),\(Markup.number(base)) Z"
            elements.append("<path d=\"\(area)\" fill=\"\(stroke)\" fill-opacity=\"0.15\"/>")
        }
        if points.count == 1 {
            circle(x: first.0, y: first.1, radius: width * 1.2, fill: stroke)
            return
        }
        elements.append(
            "<polyline points=\"\(path)\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"\(Markup.number(width))\""
                + " stroke-linejoin=\"round\"" + (dashed ? " stroke-dasharray=\"6 4\"" : "") + "/>")
    }

    mutating func circle(
        x: Double, y: Double, radius: Double, fill: String, stroke: String? = nil, dashed: Bool = false
    ) {
        elements.append(
            "<circle cx=\"\(Markup.number(x))\" cy=\"\(Markup.number(y))\" r=\"\(Markup.number(radius))\" fill=\"\(fill)\""
                + (stroke.map { " stroke=\"\($0)\" stroke-width=\"2\"" } ?? "")
                + (dashed ? " stroke-dasharray=\"3 2\"" : "") + "/>")
    }

    /// The area between two lines of the same days (`upper` left to right, then `lower` back), lightly filled.
    mutating func band(upper: [(Double, Double)], lower: [(Double, Double)], fill: String) {
        guard !upper.isEmpty, upper.count == lower.count else { return }
        let points = upper + lower.reversed()
        let path = points.enumerated().map { index, point in
            (index == 0 ? "M" : "L") + "\(Markup.number(point.0)),\(Markup.number(point.1))"
        }.joined(separator: " ")
        elements.append("<path d=\"\(path) Z\" fill=\"\(fill)\" fill-opacity=\"0.12\"/>")
    }

    /// The whole document: a `<title>` and `<desc>` for readers and previews, the font stack, the background.
    func document(title: String, description: String, lang: String = Label.language.rawValue) -> String {
        let size = "width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\""
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\""
            + " role=\"img\" aria-labelledby=\"chart-title chart-desc\" xml:lang=\"\(lang)\" lang=\"\(lang)\""
            + " font-family=\"\(SVGCanvas.fonts.replacingOccurrences(of: "'", with: "&#39;"))\">\n"
            + "<title id=\"chart-title\">\(Markup.text(title))</title>\n"
            + "<desc id=\"chart-desc\">\(Markup.text(description))</desc>\n"
            + "<rect width=\"100%\" height=\"100%\" fill=\"\(theme.background)\"/>\n"
            + elements.joined(separator: "\n") + "\n</svg>\n"
    }
}
