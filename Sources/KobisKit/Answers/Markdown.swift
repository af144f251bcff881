/// GitHub-flavoured markdown: a heading and tables whose cells are sanitized and have `|` escaped.
public enum Markdown {
    public static func cell(_ text: String) -> String {
        let clean = Sanitizer.line(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "|", with: "\\|")
        return clean.isEmpty ? " " : clean
    }

    public static func heading(_ text: String) -> String { "### " + cell(text) + "\n" }

    /// A table with a header row; numeric columns right-aligned when `rightAligned` says so.
    public static func table(header: [String], rows: [[String]], rightAligned: [Bool]? = nil) -> String {
        let align = rightAligned ?? Array(repeating: false, count: header.count)
        var out = "| " + header.map(cell).joined(separator: " | ") + " |\n"
        out += "|" + align.map { $0 ? " ---: |" : " --- |" }.joined() + "\n"
        for row in rows { out += "| " + row.map(cell).joined(separator: " | ") + " |\n" }
        return out
    }

    /// A label and value table, as a sheet is shown.
    public static func sheet(_ lines: [SheetEntry]) -> String {
        table(
            header: [Label.field.text, Label.content.text],
            rows: lines.map { [$0.label, $0.items.isEmpty ? "-" : $0.items.joined(separator: ", ")] })
    }

    /// A table of a field table's text columns, headed by their labels.
    public static func table<Row>(_ fields: [Field<Row>], rows: [Row]) -> String {
        table(fields.columns(), rows: rows)
    }

    /// A table of these columns, headed by their fields' labels (the key, for a field without one).
    public static func table<Row>(_ columns: [(field: Field<Row>, column: Column<Row>)], rows: [Row]) -> String {
        table(
            header: columns.map { $0.field.label?.text ?? $0.field.key },
            rows: rows.map { row in columns.map { $0.column.render(row) } },
            rightAligned: columns.map(\.column.alignRight))
    }
}

/// One line of a record's sheet: its label, its items (joined with ", "; none shows as "-"), and whether it is a
/// title (cut, never wrapped).
public struct SheetEntry: Sendable {
    public let label: String
    public let items: [String]
    public let isTitle: Bool

    public init(_ label: String, _ items: [String], isTitle: Bool = false) {
        self.label = label
        self.items = items
        self.isTitle = isTitle
    }
}
