import KobisKit

/// One self-contained page: no script, no external address; inline CSS with a print style and
/// `prefers-color-scheme`; `lang`, `<meta charset>` and a title. Sections are built with ``Markup`` only.
struct HTMLPage {
    let title: String
    var sections: [String] = []
    var lang = Label.language.rawValue

    static let style = """
        :root { color-scheme: light dark; --text: #1a1a1a; --muted: #5c5c5c; --line: #d9d9d9; --back: #ffffff; }
        @media (prefers-color-scheme: dark) { :root { --text: #f0f0f0; --muted: #b0b4ba; --line: #3a3f45; --back: #121417; } }
        body { font-family: \(SVGCanvas.fonts); color: var(--text); background: var(--back); margin: 2rem auto; max-width: 1200px;
               padding: 0 1rem; line-height: 1.5; }
        h1 { font-size: 1.6rem; margin: 0 0 .25rem; } h2 { font-size: 1.2rem; margin: 2rem 0 .5rem; }
        .muted, footer { color: var(--muted); font-size: .9rem; }
        figure { margin: 1rem 0; } figure svg { width: 100%; height: auto; display: block; }
        .multiples { display: grid; grid-template-columns: repeat(auto-fill, minmax(360px, 1fr)); gap: 1rem; }
        table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
        th, td { border-bottom: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
        td.number, th.number { text-align: right; }
        .sheet { display: flex; flex-wrap: wrap; gap: 1rem 1.5rem; align-items: flex-start; }
        .sheet > table { flex: 1 1 320px; width: auto; }
        .sheet th:first-child, .sheet td:first-child { white-space: nowrap; }
        .poster { flex: 0 0 240px; order: 1; width: 240px; height: auto; }
        .stars { color: #d4a017; letter-spacing: .1em; }
        @media print { body { margin: 0; max-width: none; color: #000; background: #fff; } figure, table { break-inside: avoid; }
                       .poster { max-width: 180px; } }
        """

    func document() -> String {
        "<!DOCTYPE html>\n<html lang=\"\(lang)\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>\(Markup.text(title))</title>\n<style>\n\(HTMLPage.style)\n</style>\n</head>\n<body>\n"
            + sections.joined(separator: "\n") + "\n</body>\n</html>\n"
    }

    static func heading(_ text: String, level: Int = 1) -> String { "<h\(level)>\(Markup.text(text))</h\(level)>" }

    static func paragraph(_ text: String, muted: Bool = false) -> String {
        "<p\(muted ? " class=\"muted\"" : "")>\(Markup.text(text))</p>"
    }

    /// An inline SVG chart: the picture's markup, which escapes everything it was given.
    static func figure(_ svg: String) -> String { "<figure>\n" + svg + "</figure>" }

    /// A table of a list answer's rows: the text columns under their labels, or with `--fields` the chosen keys.
    static func table<Row>(_ answer: ListAnswer<Row>, selection: [String]?) -> String {
        var header: [(String, Bool)] = []
        var cells: [[String]] = []
        if let selection {
            let fields = answer.fields.flat() + answer.fields.filter { $0.flattened != nil }
            let chosen = selection.compactMap { key in fields.first { $0.key == key } }
            header = chosen.map { ($0.key, numeric($0.type)) }
            cells = answer.rows.map { row in chosen.map { $0.value(row).cell } }
        } else {
            let columns = answer.fields.columns()
            header = columns.map { ($0.field.label?.text ?? $0.field.key, $0.column.alignRight) }
            cells = answer.rows.map { row in columns.map { $0.column.render(row) } }
        }
        return table(header: header, rows: cells)
    }

    static func table(header: [(String, Bool)], rows: [[String]]) -> String {
        var out =
            "<table>\n<thead><tr>"
            + header.map { "<th\($0.1 ? " class=\"number\"" : "")>\(Markup.text($0.0))</th>" }.joined()
            + "</tr></thead>\n<tbody>\n"
        for row in rows {
            out +=
                "<tr>"
                + zip(row, header).map { "<td\($1.1 ? " class=\"number\"" : "")>\(Markup.text($0))</td>" }.joined()
                + "</tr>\n"
        }
        return out + "</tbody>\n</table>"
    }

    /// Where the figures came from: the source, when they were fetched, and the sample's notice.
    static func provenance(source: String, fetchedAt: String?) -> String {
        var parts = [source == "sample" ? Label.sampleNotice.text : Label.kobisSource.text]
        if let fetchedAt { parts.append(Label.fetchedAt(fetchedAt)) }
        return "<footer>" + parts.map(Markup.text).joined(separator: " · ") + "</footer>"
    }

    private static func numeric(_ type: FieldType) -> Bool {
        switch type {
        case .integer, .number: return true
        case .nullable(let inner): return numeric(inner)
        default: return false
        }
    }
}
