/// The delimited machine formats.
public enum Exporter {
    /// A header line, then one line per row. TSV separates with tabs; CSV follows RFC 4180 (a cell is quoted
    /// when it holds a comma, a quote or starts or ends with a space; quotes are doubled), UTF-8 without a BOM,
    /// lines end in LF. Cells are sanitized to one line, so a row is always one line.
    public static func delimited(header: [String], rows: [[FieldValue]], csv: Bool) -> String {
        let separator = csv ? "," : "\t"
        func line(_ cells: [String]) -> String {
            cells.map { csv ? csvQuoted($0) : $0 }.joined(separator: separator) + "\n"
        }
        var out = header.isEmpty ? "" : line(header)
        for row in rows { out += line(row.map(\.cell)) }
        return out
    }

    public static func csvQuoted(_ cell: String) -> String {
        guard cell.contains(where: { $0 == "," || $0 == "\"" }) || cell.hasPrefix(" ") || cell.hasSuffix(" ") else {
            return cell
        }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
