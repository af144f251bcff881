import KobisKit

/// `--format`: human text or a machine format.
enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, jsonl, tsv, csv, markdown
}

/// `--layout` for human text.
enum Layout: String, CaseIterable, Sendable {
    case list, grid
}

/// A typed cell: how it reads in JSON and in a TSV or CSV cell comes from the same value.
enum FieldValue: Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    /// A list of strings: an array in JSON, comma-joined in a cell.
    case list([String])
    /// Anything nested: its JSON, and the text a cell shows.
    case structured(JSONValue, flat: String)

    static func optional(_ value: String?) -> FieldValue { value.map(FieldValue.string) ?? .null }
    static func optional(_ value: Int64?) -> FieldValue { value.map(FieldValue.int) ?? .null }
    static func optional(_ value: Int?) -> FieldValue { value.map { .int(Int64($0)) } ?? .null }
    static func optional(_ value: Double?) -> FieldValue { value.map(FieldValue.double) ?? .null }

    var json: JSONValue {
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .list(let items): return .array(items.map(JSONValue.string))
        case .structured(let value, _): return value
        }
    }

    /// The cell text: empty for null, `true`/`false`, numbers as JSON writes them, sanitized to one line.
    var cell: String {
        switch self {
        case .null: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double: return json.serialized()
        case .string(let text): return Sanitizer.line(text)
        case .list(let items): return Sanitizer.line(items.joined(separator: ","))
        case .structured(_, let flat): return Sanitizer.line(flat)
        }
    }
}

/// How a field shows as a column of the text list.
struct TextColumn<Row>: Sendable {
    let header: String
    /// Left-to-right order in the list.
    let position: Int
    /// When the terminal is narrow, lower priorities go first; nil means never dropped.
    let dropPriority: Int?
    let alignRight: Bool
    /// The one column that takes the remaining width and is cut to fit (the title).
    let flexible: Bool
    let render: @Sendable (Row) -> String
    /// The rendered text with colour, if the column has any.
    let styled: (@Sendable (Row, Style) -> String)?

    init(_ header: String, position: Int, drop: Int? = nil, alignRight: Bool = false, flexible: Bool = false,
         render: @escaping @Sendable (Row) -> String, styled: (@Sendable (Row, Style) -> String)? = nil) {
        self.header = header
        self.position = position
        self.dropPriority = drop
        self.alignRight = alignRight
        self.flexible = flexible
        self.render = render
        self.styled = styled
    }
}

/// One field of a model: its JSON key (also the TSV/CSV header), its typed value, and, if it is shown
/// in the text list, its column. JSON, TSV, CSV and the list all read one table, so a column and its
/// header cannot disagree.
struct Field<Row>: Sendable {
    let key: String
    let value: @Sendable (Row) -> FieldValue
    let text: TextColumn<Row>?

    init(_ key: String, text: TextColumn<Row>? = nil, _ value: @escaping @Sendable (Row) -> FieldValue) {
        self.key = key
        self.value = value
        self.text = text
    }
}

/// The machine formats, driven by field tables.
enum Exporter {
    /// A JSON object with the fields in table order.
    static func object<Row>(_ fields: [Field<Row>], _ row: Row) -> [(String, JSONValue)] {
        fields.map { ($0.key, $0.value(row).json) }
    }

    /// A header line, then one line per row. TSV separates with tabs; CSV follows RFC 4180 (a cell is quoted
    /// when it holds a comma, a quote or starts or ends with a space; quotes are doubled), UTF-8 without a BOM,
    /// lines end in LF. Cells are sanitized to one line, so a row is always one line.
    static func delimited(header: [String], rows: [[FieldValue]], format: OutputFormat) -> String {
        let separator = format == .csv ? "," : "\t"
        func line(_ cells: [String]) -> String {
            cells.map { format == .csv ? csvQuoted($0) : $0 }.joined(separator: separator) + "\n"
        }
        var out = header.isEmpty ? "" : line(header)
        for row in rows { out += line(row.map(\.cell)) }
        return out
    }

    static func csvQuoted(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" }) || cell.hasPrefix(" ") || cell.hasSuffix(" ") else { return cell }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// GitHub-flavoured markdown: a heading and tables whose cells are sanitized and have `|` escaped.
enum Markdown {
    static func cell(_ text: String) -> String {
        let clean = Sanitizer.line(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
        return clean.isEmpty ? " " : clean
    }

    static func heading(_ text: String) -> String { "### " + cell(text) + "\n" }

    /// A table with a header row; numeric columns right-aligned when `rightAligned` says so.
    static func table(header: [String], rows: [[String]], rightAligned: [Bool]? = nil) -> String {
        let align = rightAligned ?? Array(repeating: false, count: header.count)
        var out = "| " + header.map(cell).joined(separator: " | ") + " |\n"
        out += "|" + align.map { $0 ? " ---: |" : " --- |" }.joined() + "\n"
        for row in rows { out += "| " + row.map(cell).joined(separator: " | ") + " |\n" }
        return out
    }

    /// A label and value table, as a sheet is shown.
    static func sheet(_ fields: [(label: String, items: [String], isTitle: Bool)]) -> String {
        table(header: ["항목", "내용"], rows: fields.map { [$0.label, $0.items.isEmpty ? "-" : $0.items.joined(separator: ", ")] })
    }

    /// A table of a field table's text columns.
    static func table<Row>(_ columns: [TextColumn<Row>], rows: [Row]) -> String {
        table(header: columns.map(\.header), rows: rows.map { row in columns.map { $0.render(row) } }, rightAligned: columns.map(\.alignRight))
    }
}
