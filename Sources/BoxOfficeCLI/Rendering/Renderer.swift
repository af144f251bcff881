import KobisKit

/// Which part of the output an answer is: all of it, or one item of a range (a JSON array, one header).
enum Part {
    case whole
    case item(first: Bool)
}

/// The one place an answer becomes output: every machine format from the answer's field tables, and text from
/// the answer's own text form.
enum Renderer {
    static func render<A: Answer>(
        _ answer: A, format: OutputFormat, part: Part = .whole, pictures: Pictures = Pictures(),
        text: () -> String
    ) -> String {
        let first: Bool
        switch part {
        case .whole: first = true
        case .item(let isFirst): first = isFirst
        }
        let separator = first ? "" : "\n"
        switch format {
        case .json:
            guard case .item = part else { return answer.document.serialized() + "\n" }
            return (first ? "" : ",\n") + "  " + answer.document.serialized(indent: 2)
        case .jsonl:
            return JSONValue.lines(answer.lines)
        case .tsv, .csv:
            let table = answer.flatTable
            guard case .item = part else {
                return Exporter.delimited(header: table.header, rows: table.rows, csv: format == .csv)
            }
            return Exporter.delimited(header: [], rows: table.rows, csv: format == .csv)
        case .markdown:
            return separator + answer.markdown
        case .text:
            return separator + text()
        case .svg:
            return pictures.svg()
        case .html:
            return pictures.html()
        }
    }

    /// What a range's output opens and closes with: a JSON array, or the TSV/CSV header.
    static func frame(_ format: OutputFormat, keys: [String], items: Int?) -> String {
        switch (format, items) {
        case (.json, nil): return "[\n"
        case (.json, let count?): return count == 0 ? "]\n" : "\n]\n"
        case (.tsv, nil), (.csv, nil): return Exporter.delimited(header: keys, rows: [], csv: format == .csv)
        default: return ""
        }
    }
}
