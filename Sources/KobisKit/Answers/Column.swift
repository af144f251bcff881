/// How a field shows as a column of the text list and grid.
public struct Column<Row>: Sendable {
    /// Left-to-right order in the list.
    public let position: Int
    /// When the terminal is narrow, lower priorities go first; nil means never dropped.
    public let dropPriority: Int?
    public let alignRight: Bool
    /// The one column that takes the remaining width and is cut to fit (the title).
    public let flexible: Bool
    public let render: @Sendable (Row) -> String
    /// A tone for colour, where the column has one (the rank change).
    public let accent: (@Sendable (Row) -> Accent)?
    /// Where a card of the grid shows it: a `label value` line unless the field table says otherwise.
    public let card: CardPlace

    public init(
        position: Int, drop: Int? = nil, alignRight: Bool = false, flexible: Bool = false,
        render: @escaping @Sendable (Row) -> String, accent: (@Sendable (Row) -> Accent)? = nil,
        card: CardPlace = .line
    ) {
        self.position = position
        self.dropPriority = drop
        self.alignRight = alignRight
        self.flexible = flexible
        self.render = render
        self.accent = accent
        self.card = card
    }
}

/// Where a column shows on a card of the grid.
public enum CardPlace: Sendable {
    /// A `label value` line, in the column's order.
    case line
    /// A `label value` line, dimmed (a code).
    case dimmed
    /// The card's first line, which the answer's own card composes (a rank and its change).
    case heading
    /// Not on a card.
    case hidden
}
