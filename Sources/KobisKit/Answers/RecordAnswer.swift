import Foundation

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
