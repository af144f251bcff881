import KobisKit

/// A list answer as text: its heading, then a row per item (columns from its field table, or those `--fields`
/// chose) or a card per item.
enum TableText {
    static func render<Row>(_ answer: ListAnswer<Row>, layout: Layout, width: Int?, style: Style) -> String {
        lines(answer, layout: layout, width: width, style: style).lines.joined(separator: "\n") + "\n"
    }

    /// The heading (and its note), then the header and a line per row (list), or the cards (grid) with `selected`
    /// drawn heavy (`browse`'s selection), then the legend of a mark; and the lines the selected card takes.
    static func lines<Row>(
        _ answer: ListAnswer<Row>, layout: Layout, width: Int?, style: Style,
        selected: Int? = nil
    ) -> (lines: [String], selected: Range<Int>?) {
        var head = DisplayWidth.headingLines(answer.heading, to: width).map(style.bold)
        if let note = answer.note {
            head += (width.map { HelpText.wrapWords(note, width: $0) } ?? [note]).map(style.dim)
        }
        guard !answer.rows.isEmpty else { return (head, nil) }
        let columns = TextColumn.of(answer)
        let legend = answer.shownLegend.map { text in
            (width.map { HelpText.wrapWords(text, width: $0) } ?? [text]).map(style.dim)
        }
        guard layout == .grid else {
            let table = ListTable(columns: columns, rows: answer.rows, width: width, style: style).render()
            return (head + table + (legend ?? []), nil)
        }
        let cards = CardGrid(
            cards: answer.rows.map { card($0, columns: columns, style: style) }, width: width,
            selected: selected
        ).renderMarked()
        return (
            head + cards.lines + (legend ?? []),
            cards.selected.map { ($0.lowerBound + head.count)..<($0.upperBound + head.count) }
        )
    }

    /// A card: the flexible column (the name or title) first and bold, then `header value` lines.
    private static func card<Row>(_ row: Row, columns: [TextColumn<Row>], style: Style) -> [CardGrid.Line] {
        var lines: [CardGrid.Line] = columns.filter(\.flexible).map {
            .init(text: $0.render(row), wraps: true, style: style.bold)
        }
        for column in columns where !column.flexible {
            let value = column.render(row)
            guard !value.isEmpty, value != "-" else { continue }
            lines.append(.init(text: "\(column.header) \(value)", wraps: DisplayWidth.of(value) > 16, style: { $0 }))
        }
        return lines
    }
}
