import Foundation

/// The declaration of a list answer: its type, its top-level members, and the fields of its rows.
public struct ListShape<Row>: Sendable {
    public let type: String
    public let members: [FieldType.Property]
    public let itemsKey: String
    /// Whether `count` precedes the rows.
    public let counted: Bool
    public let fields: [Field<Row>]

    public init(
        type: String, members: [FieldType.Property], itemsKey: String, counted: Bool = true, fields: [Field<Row>]
    ) {
        self.type = type
        self.members = members
        self.itemsKey = itemsKey
        self.counted = counted
        self.fields = fields
    }

    /// The keys `--fields` takes when these optional fields are present.
    public func selectableKeys(optional: Set<String> = []) -> [String] {
        fields.filter { $0.required || optional.contains($0.key) }.flat().map(\.key)
    }

    /// The document's JSON Schema: every member and every row field typed, the arrays with their items.
    /// `partialRows`: rows may hold any subset of their document fields (an MCP tool's `fields` picks them).
    /// `depth`: how deep objects keep their members (2: the document, its rows, and their fields).
    public func schema(partialRows: Bool = false, depth: Int = .max) -> JSONValue {
        let chosen = fields.filter { $0.scope != .flat }
        let rows = chosen.map { FieldType.Property($0.key, $0.type, required: $0.required && !partialRows) }
        let properties =
            [FieldType.Property("type", .choice([type]))] + members
            + (counted ? [FieldType.Property("count", .integer)] : [])
            + [FieldType.Property(itemsKey, .array(.object(rows)))]
        return FieldType.objectSchema(properties, depth: depth)
    }
}
