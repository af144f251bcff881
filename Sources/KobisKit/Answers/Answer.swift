import Foundation

/// A use case's typed answer, in every machine shape, each made from its field tables: the JSON document,
/// JSON Lines, TSV and CSV, markdown, and `--fields`. Its JSON Schema comes from the same tables.
public protocol Answer: Sendable {
    /// The JSON document (`-f json`, and an MCP tool's structured content).
    var document: JSONValue { get }
    /// One object per row (`-f jsonl`).
    var lines: [JSONValue] { get }
    /// The TSV and CSV header and rows.
    var flatTable: (header: [String], rows: [[FieldValue]]) { get }
    /// The title line of text and markdown.
    var heading: String { get }
    var markdown: String { get }
    /// The keys `--fields` takes.
    var selectableKeys: [String] { get }
    /// The keys of the JSON document (of its rows, for a list): what an MCP tool's `fields` takes.
    var documentKeys: [String] { get }
    /// The same answer with only these keys, in this order (json, jsonl, csv, tsv, markdown).
    func selecting(_ keys: [String]?) -> Self
}

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

/// A document with a list of rows: rankings, searches, code lists, notes, a trend's series.
public struct ListAnswer<Row: Sendable>: Answer {
    public let shape: ListShape<Row>
    public let heading: String
    /// The values of the shape's members; an optional member may be missing.
    public let values: [String: JSONValue]
    public let rows: [Row]
    /// The row fields present: the shape's, less optional ones not asked for.
    public let fields: [Field<Row>]
    public private(set) var selection: [String]?
    /// A line under the heading in text and markdown (what a count leaves out, what a mark means).
    public var note: String?
    /// When the newest of its figures were fetched, for a page to say; in no document (a run of many days).
    public var fetchedAt: Date?

    /// What a column's mark means: a line under the table in text and markdown, while that column (by its key)
    /// is shown and there are rows.
    public var legend: (key: String, text: String)?

    /// The legend when its column is among the text columns and there are rows.
    public var shownLegend: String? {
        guard let legend, !rows.isEmpty, textColumns.contains(where: { $0.field.key == legend.key }) else { return nil }
        return legend.text
    }

    public init(
        _ shape: ListShape<Row>, heading: String, values: [String: JSONValue], rows: [Row],
        optional: Set<String> = []
    ) {
        self.shape = shape
        self.heading = heading
        self.values = values
        self.rows = rows
        self.fields = shape.fields.filter { $0.required || optional.contains($0.key) }
    }

    public var selectableKeys: [String] { fields.flat().map(\.key) }

    /// The row keys of the JSON document, which an MCP tool's `fields` picks from.
    public var documentKeys: [String] { fields.filter { $0.scope == .everywhere }.map(\.key) }

    public func selecting(_ keys: [String]?) -> ListAnswer {
        var copy = self
        copy.selection = keys
        return copy
    }

    /// The fields `--fields` chose, in its order; nil when it was not given.
    public var selected: [Field<Row>]? {
        selection.map { keys in
            let flat = fields.flat() + fields.filter { $0.flattened != nil }
            return keys.compactMap { key in flat.first { $0.key == key } }
        }
    }

    /// The columns of the text list and grid, and of markdown: the field table's own, or with `--fields` exactly
    /// the fields chosen, in that order, each headed by its label (see ``Field/textColumn``).
    public var textColumns: [(field: Field<Row>, column: Column<Row>)] {
        guard let selected else { return fields.columns() }
        return selected.map { ($0, $0.textColumn) }
    }

    private func object(_ row: Row, _ fields: [Field<Row>]) -> JSONValue {
        .object(fields.map { ($0.key, $0.value(row).json) })
    }

    public var document: JSONValue {
        var members: [(String, JSONValue)] = [("type", .string(shape.type))]
        for member in shape.members {
            if let value = values[member.key] { members.append((member.key, value)) }
        }
        if shape.counted { members.append(("count", .int(Int64(rows.count)))) }
        let rowFields = selected ?? fields.filter { $0.scope == .everywhere }
        members.append((shape.itemsKey, .array(rows.map { object($0, rowFields) })))
        return .object(members)
    }

    public var lines: [JSONValue] {
        let rowFields = selected ?? fields.filter { $0.scope == .flat } + fields.filter { $0.scope == .everywhere }
        return rows.map { object($0, rowFields) }
    }

    public var flatTable: (header: [String], rows: [[FieldValue]]) {
        let columns = selected ?? fields.flat()
        return (columns.map(\.key), rows.map { row in columns.map { $0.value(row) } })
    }

    /// A table headed by the labels (Korean), of the text columns: `--fields` picks them as it does for text.
    public var markdown: String {
        Markdown.heading(heading) + "\n" + (note.map { Markdown.cell($0) + "\n\n" } ?? "")
            + Markdown.table(textColumns, rows: rows)
            // A legend starts with its mark (`*`), escaped so that it is not a list item.
            + (shownLegend.map { "\n\\" + Markdown.cell($0) + "\n" } ?? "")
    }
}

/// The declaration of a record answer: one film, person, company, note or quota, its fields at the top level.
public struct RecordShape<Row>: Sendable {
    /// The document's `type`, when it has one.
    public let type: String?
    public let fields: [Field<Row>]

    public init(type: String?, fields: [Field<Row>]) {
        self.type = type
        self.fields = fields
    }

    /// `partial`: any subset of the fields may be present (`fields` picks them). `depth`: how deep objects keep
    /// their members.
    public func schema(partial: Bool = false, depth: Int = .max) -> JSONValue {
        FieldType.objectSchema(
            (type.map { [FieldType.Property("type", .choice([$0]))] } ?? [])
                + fields.filter { $0.scope != .flat }
                .map { FieldType.Property($0.key, $0.type, required: $0.required && !partial) }, depth: depth)
    }
}

/// One record: its fields as the document's members, one row in TSV and CSV, a sheet in markdown.
public struct RecordAnswer<Row: Sendable>: Answer {
    public let shape: RecordShape<Row>
    public let heading: String
    public let row: Row
    public let fields: [Field<Row>]
    /// The labelled lines of the sheet, as text and markdown show it.
    public let sheet: [SheetEntry]
    /// What markdown adds under the sheet (a filmography).
    public let appendix: String
    public private(set) var selection: [String]?

    public init(
        _ shape: RecordShape<Row>, heading: String, row: Row, optional: Set<String> = [], sheet: [SheetEntry],
        appendix: String = ""
    ) {
        self.shape = shape
        self.heading = heading
        self.row = row
        self.fields = shape.fields.filter { $0.required || optional.contains($0.key) }
        self.sheet = sheet
        self.appendix = appendix
    }

    public var selectableKeys: [String] { fields.filter { $0.scope != .document }.map(\.key) }

    /// The keys of the JSON document, which an MCP tool's `fields` picks from.
    public var documentKeys: [String] { fields.filter { $0.scope != .flat }.map(\.key) }

    public func selecting(_ keys: [String]?) -> RecordAnswer {
        var copy = self
        copy.selection = keys
        return copy
    }

    private var selected: [Field<Row>]? {
        selection.map { keys in keys.compactMap { key in fields.first { $0.key == key } } }
    }

    public var document: JSONValue {
        let chosen = selected ?? fields.filter { $0.scope != .flat }
        return .object(
            (shape.type.map { [("type", JSONValue.string($0))] } ?? []) + chosen.map { ($0.key, $0.value(row).json) })
    }

    public var lines: [JSONValue] { [document] }

    public var flatTable: (header: [String], rows: [[FieldValue]]) {
        let columns = selected ?? fields.filter { $0.scope != .document }
        return (columns.map(\.key), [columns.map { $0.value(row) }])
    }

    public var markdown: String {
        if let selected {
            return Markdown.heading(heading) + "\n"
                + Markdown.table(header: selected.map(\.key), rows: [selected.map { $0.value(row).cell }])
        }
        return Markdown.heading(heading) + "\n" + Markdown.sheet(sheet) + appendix
    }
}
