import KobisKit

/// A field's column in the text list, headed by its label, coloured by its accent.
struct TextColumn<Row>: Sendable {
    let header: String
    let position: Int
    let dropPriority: Int?
    let alignRight: Bool
    let flexible: Bool
    let render: @Sendable (Row) -> String
    let styled: (@Sendable (Row, Style) -> String)?
    /// Where a grid's card shows it.
    var card: CardPlace = .line

    /// The text columns of a field table, left to right.
    static func of(_ fields: [Field<Row>]) -> [TextColumn<Row>] { of(fields.columns()) }

    /// These columns, headed by their fields' labels.
    static func of(_ columns: [(field: Field<Row>, column: Column<Row>)]) -> [TextColumn<Row>] {
        columns.map { field, column in
            let render = column.render
            var styled: (@Sendable (Row, Style) -> String)?
            if let accent = column.accent { styled = { row, style in style.accent(accent(row), render(row)) } }
            return TextColumn(
                header: field.label?.text ?? field.key, position: column.position, dropPriority: column.dropPriority,
                alignRight: column.alignRight, flexible: column.flexible, render: render, styled: styled,
                card: column.card)
        }
    }

    /// The same column at another place in the line.
    func at(position: Int) -> TextColumn {
        TextColumn(
            header: header, position: position, dropPriority: dropPriority, alignRight: alignRight,
            flexible: flexible, render: render, styled: styled, card: card)
    }
}

extension TextColumn where Row: Sendable {
    /// The text columns of an answer: its field table's, or those `--fields` chose, in that order.
    static func of(_ answer: ListAnswer<Row>) -> [TextColumn<Row>] {
        of(answer.textColumns).enumerated().map { index, column in column.at(position: index) }
    }
}

extension Style {
    /// A cell coloured by its accent: NEW yellow, up red, down cyan, unchanged dim.
    func accent(_ accent: Accent, _ text: String) -> String {
        switch accent {
        case .plain: return text
        case .new: return yellow(text)
        case .up: return red(text)
        case .down: return cyan(text)
        case .same: return dim(text)
        }
    }
}
