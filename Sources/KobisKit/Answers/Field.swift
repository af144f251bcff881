/// One field of an answer: its key (the JSON key and the TSV/CSV header), its type and unit, its label, its
/// typed value, and, if text shows it, its column. JSON, JSON Lines, TSV, CSV, markdown, `--fields`, the text
/// columns and the JSON Schema all read one table, so a column and its header cannot disagree.
public struct Field<Row>: Sendable {
    public let key: String
    public let type: FieldType
    /// Always in the document; optional fields appear only when asked for (details, posters).
    public let required: Bool
    public let label: Label?
    public let unit: Unit?
    public let column: Column<Row>?
    /// Where the field appears.
    public let scope: Scope
    /// The columns this field becomes in TSV and CSV, when it nests in JSON (a ranking row's `details`).
    public let flattened: [Field<Row>]?
    public let value: @Sendable (Row) -> FieldValue

    public init(
        _ key: String, _ type: FieldType, label: Label? = nil, unit: Unit? = nil, required: Bool = true,
        column: Column<Row>? = nil, scope: Scope = .everywhere, flattened: [Field<Row>]? = nil,
        _ value: @escaping @Sendable (Row) -> FieldValue
    ) {
        self.key = key
        self.type = type
        self.required = required
        self.label = label
        self.unit = unit
        self.column = column
        self.scope = scope
        self.flattened = flattened
        self.value = value
    }

    public var property: FieldType.Property { FieldType.Property(key, type, required: required) }

    /// The same field read through `transform`, for a row that holds this one (an upcoming film holds a film).
    public func lifted<Outer>(_ transform: @escaping @Sendable (Outer) -> Row, position shift: Int = 0) -> Field<Outer>
    {
        let value = self.value
        var outerColumn: Column<Outer>?
        if let column {
            let render = column.render
            var outerAccent: (@Sendable (Outer) -> Accent)?
            if let accent = column.accent { outerAccent = { accent(transform($0)) } }
            outerColumn = Column<Outer>(
                position: column.position + shift, drop: column.dropPriority, alignRight: column.alignRight,
                flexible: column.flexible, render: { render(transform($0)) }, accent: outerAccent,
                card: column.card)
        }
        let outerFlattened: [Field<Outer>]? = flattened.map { fields in fields.map { $0.lifted(transform) } }
        return Field<Outer>(
            key, type, label: label, unit: unit, required: required, column: outerColumn, scope: scope,
            flattened: outerFlattened
        ) { value(transform($0)) }
    }
}

extension Field {
    /// How text shows the field: its own column, or, for a field text shows only when `--fields` asks for it
    /// (`sales`, `screens`), a column made from its value: numbers grouped and right-aligned, nothing ever dropped.
    public var textColumn: Column<Row> {
        if let column { return column }
        let value = self.value
        return Column(position: Int.max, alignRight: type.isNumeric, render: { value($0).text })
    }
}

extension FieldType {
    /// A number, or a nullable one.
    public var isNumeric: Bool {
        switch self {
        case .integer, .number: return true
        case .nullable(let inner): return inner.isNumeric
        default: return false
        }
    }
}

extension FieldValue {
    /// How human text shows the value: whole numbers grouped (`1,707,063`), a missing value as `-`, lists joined
    /// with `, `, sanitized to one line.
    public var text: String {
        switch self {
        case .null: return "-"
        case .int(let number): return Formatting.grouped(number)
        case .list(let items): return items.isEmpty ? "-" : Sanitizer.line(items.joined(separator: ", "))
        default: return cell
        }
    }
}

extension Array {
    /// The text columns of a field table, left to right.
    public func columns<Row>() -> [(field: Field<Row>, column: Column<Row>)] where Element == Field<Row> {
        compactMap { field in field.column.map { (field, $0) } }.sorted { $0.column.position < $1.column.position }
    }

    /// The flat columns of a field table: nested fields spread into their own.
    public func flat<Row>() -> [Field<Row>] where Element == Field<Row> {
        filter { $0.scope != .document }.flatMap { $0.flattened ?? [$0] }
    }
}
