/// A typed cell: how it reads in JSON and in a TSV or CSV cell comes from the same value.
public enum FieldValue: Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    /// A list of strings: an array in JSON, comma-joined in a cell.
    case list([String])
    /// Anything nested: its JSON, and the text a cell shows.
    case structured(JSONValue, flat: String)

    public static func optional(_ value: String?) -> FieldValue { value.map(FieldValue.string) ?? .null }

    /// Film titles: an array in JSON, joined with `|` in a cell (titles hold commas; KOBIS joins its own
    /// filmographies with `|`, and a `|` inside a title becomes `¦`, so the cell always splits back).
    public static func titles(_ items: [String]) -> FieldValue {
        .structured(.array(items.map(JSONValue.string)), flat: titleCell(items))
    }

    /// Titles (or any text that may hold commas) joined with `|`, a `|` inside one written as `¦`.
    public static func titleCell(_ items: [String]) -> String {
        items.map { $0.replacingOccurrences(of: "|", with: "¦") }.joined(separator: "|")
    }
    public static func optional(_ value: Int64?) -> FieldValue { value.map(FieldValue.int) ?? .null }
    public static func optional(_ value: Int?) -> FieldValue { value.map { .int(Int64($0)) } ?? .null }
    public static func optional(_ value: Double?) -> FieldValue { value.map(FieldValue.double) ?? .null }

    public var json: JSONValue {
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
    public var cell: String {
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
