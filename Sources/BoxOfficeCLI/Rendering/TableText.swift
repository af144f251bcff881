import KobisKit

/// A list answer as text: its heading, then a row per item (columns from its field table, or those `--fields`
/// chose) or a card per item.
enum TableText {
    static func render<Row>(_ answer: ListAnswer<Row>, layout: Layout, width: Int?, style: Style) -> String {
        var title = style.bold(width.map { DisplayWidth.truncate(answer.heading, to: $0) } ?? answer.heading)
        if let note = answer.note {
            title += "\n" + (width.map { HelpText.wrapWords(note, width: $0) } ?? [note]).map(style.dim).joined(separator: "\n")
        }
        guard !answer.rows.isEmpty else { return title + "\n" }
        let columns = TextColumn.of(answer)
        let body: [String]
        if layout == .grid {
            body = CardGrid(cards: answer.rows.map { card($0, columns: columns, style: style) }, width: width).render()
        } else {
            body = ListTable(columns: columns, rows: answer.rows, width: width, style: style).render()
        }
        return ([title] + body).joined(separator: "\n") + "\n"
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
