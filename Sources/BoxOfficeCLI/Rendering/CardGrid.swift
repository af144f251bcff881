import KobisKit

/// Cards across the width, each sized to the widest of its short lines; long lines wrap inside the card.
struct CardGrid {
    struct Line {
        let text: String
        /// Long text (a title, details) that may wrap; short lines set the narrowest card.
        let wraps: Bool
        let style: (String) -> String
    }

    let cards: [[Line]]
    let width: Int?
    /// The card drawn with a heavy border (`browse`'s selection); nil for none.
    var selected: Int? = nil

    static let gap = 2

    func render() -> [String] { renderMarked().lines }

    /// The lines, and which of them hold the selected card.
    func renderMarked() -> (lines: [String], selected: Range<Int>?) {
        guard !cards.isEmpty else { return ([], nil) }
        let layoutWidth = width ?? 80
        let gap = CardGrid.gap
        let minimumInner = cards.flatMap { $0.filter { !$0.wraps }.map { DisplayWidth.of($0.text) } }.max() ?? 1
        let naturalInner = cards.flatMap { $0.map { DisplayWidth.of($0.text) } }.max() ?? 1
        let perRow = max(1, min(cards.count, (layoutWidth + gap) / (minimumInner + 4 + gap)))
        let cardWidth = max(5, min(naturalInner + 4, (layoutWidth - gap * (perRow - 1)) / perRow))
        let inner = cardWidth - 4
        var lines: [String] = []
        var marked: Range<Int>?
        for start in stride(from: 0, to: cards.count, by: perRow) {
            let bodies = cards[start..<min(start + perRow, cards.count)].map { card in
                card.flatMap { line in
                    (DisplayWidth.of(line.text) <= inner ? [line.text] : DisplayWidth.wrapText(line.text, to: inner))
                        .map { (text: $0, style: line.style) }
                }
            }
            let height = bodies.map(\.count).max() ?? 0
            var rows = Array(repeating: [String](), count: height + 2)
            for (offset, body) in bodies.enumerated() {
                let heavy = start + offset == selected
                let (top, side, bottom) =
                    heavy
                    ? (("┏", "━", "┓"), "┃", ("┗", "━", "┛"))
                    : (("╭", "─", "╮"), "│", ("╰", "─", "╯"))
                if heavy { marked = lines.count..<(lines.count + height + 2) }
                rows[0].append(top.0 + String(repeating: top.1, count: cardWidth - 2) + top.2)
                for line in 0..<height {
                    let text = line < body.count ? body[line].text : ""
                    let padding = String(repeating: " ", count: max(0, inner - DisplayWidth.of(text)))
                    let styled = line < body.count ? body[line].style(text) : text
                    rows[line + 1].append(side + " " + styled + padding + " " + side)
                }
                rows[height + 1].append(bottom.0 + String(repeating: bottom.1, count: cardWidth - 2) + bottom.2)
            }
            lines.append(contentsOf: rows.map { $0.joined(separator: String(repeating: " ", count: gap)) })
        }
        // Cards wrap their text, so only a terminal narrower than the smallest card needs cutting.
        guard let width else { return (lines, marked) }
        return (lines.map { DisplayWidth.truncate($0, to: width) }, marked)
    }
}
