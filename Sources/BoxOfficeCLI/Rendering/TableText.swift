import KobisKit

/// A list answer as text: its heading, then a row per item (columns from its field table) or a card per item.
enum TableText {
    static func render<Row>(_ answer: ListAnswer<Row>, layout: Layout, width: Int?, style: Style) -> String {
        lines(answer, layout: layout, width: width, style: style).lines.joined(separator: "\n") + "\n"
    }

    /// The heading, then the header and a line per row (list), or the cards (grid) with `selected` drawn heavy
    /// (`browse`'s selection); and the lines the selected card takes.
    static func lines<Row>(_ answer: ListAnswer<Row>, layout: Layout, width: Int?, style: Style,
                           selected: Int? = nil) -> (lines: [String], selected: Range<Int>?) {
        let title = style.bold(width.map { DisplayWidth.truncate(answer.heading, to: $0) } ?? answer.heading)
        guard !answer.rows.isEmpty else { return ([title], nil) }
        let columns = TextColumn.of(answer.fields)
        guard layout == .grid else {
            return ([title] + ListTable(columns: columns, rows: answer.rows, width: width, style: style).render(), nil)
        }
        let cards = CardGrid(cards: answer.rows.map { card($0, columns: columns, style: style) }, width: width,
                             selected: selected).renderMarked()
        return ([title] + cards.lines, cards.selected.map { ($0.lowerBound + 1)..<($0.upperBound + 1) })
    }

    /// A card: the flexible column (the name or title) first and bold, then `header value` lines.
    private static func card<Row>(_ row: Row, columns: [TextColumn<Row>], style: Style) -> [CardGrid.Line] {
        var lines: [CardGrid.Line] = columns.filter(\.flexible).map { .init(text: $0.render(row), wraps: true, style: style.bold) }
        for column in columns where !column.flexible {
            let value = column.render(row)
            guard !value.isEmpty, value != "-" else { continue }
            lines.append(.init(text: "\(column.header) \(value)", wraps: DisplayWidth.of(value) > 16, style: { $0 }))
        }
        return lines
    }
}
