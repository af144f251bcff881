import Foundation

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
    /// is shown and a row is marked.
    public var legend: (key: String, text: String)?

    /// The legend when its column is among the text columns and marks a row.
    public var shownLegend: String? {
        guard let legend, let column = textColumns.first(where: { $0.field.key == legend.key })?.column,
            rows.contains(where: { !column.render($0).isEmpty })
        else { return nil }
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
