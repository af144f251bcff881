import Foundation
import KobisKit

/// A list of rows with a heading, in every format, from one field table: text list (columns), grid
/// (a card per row), JSON (the document's own keys, then `count` and the rows), TSV and CSV.
struct TableView<Row> {
    let heading: String
    let fields: [Field<Row>]
    let rows: [Row]
    /// Top-level JSON members before `count` and the rows.
    let document: [(String, JSONValue)]
    /// The JSON key of the rows: `movies`, `people` …
    let itemsKey: String

    var textColumns: [TextColumn<Row>] { fields.compactMap(\.text).sorted { $0.position < $1.position } }

    func render(format: OutputFormat, layout: Layout, width: Int?, style: Style) -> String {
        switch format {
        case .json:
            return JSONValue.object(document + [("count", .int(Int64(rows.count))),
                                                (itemsKey, .array(rows.map { .object(Exporter.object(fields, $0)) }))]).serialized() + "\n"
        case .jsonl:
            return rows.map { JSONValue.object(Exporter.object(fields, $0)).compact() + "\n" }.joined()
        case .markdown:
            return Markdown.heading(heading) + "\n" + Markdown.table(textColumns, rows: rows)
        case .tsv, .csv:
            return Exporter.delimited(header: fields.map(\.key), rows: rows.map { row in fields.map { $0.value(row) } }, format: format)
        case .text:
            let title = style.bold(width.map { DisplayWidth.truncate(heading, to: $0) } ?? heading)
            guard !rows.isEmpty else { return title + "\n" }
            let body: [String]
            if layout == .grid {
                body = CardGrid(cards: rows.map(card(style: style)), width: width).render()
            } else {
                body = ListTable(columns: textColumns, rows: rows, width: width, style: style).render()
            }
            return ([title] + body).joined(separator: "\n") + "\n"
        }
    }

    /// A card: the flexible column (the name or title) first and bold, then `header value` lines.
    private func card(style: Style) -> (Row) -> [CardGrid.Line] {
        { row in
            let columns = textColumns
            var lines: [CardGrid.Line] = columns.filter(\.flexible).map { .init(text: $0.render(row), wraps: true, style: style.bold) }
            for column in columns where !column.flexible {
                let value = column.render(row)
                guard !value.isEmpty, value != "-" else { continue }
                lines.append(.init(text: "\(column.header) \(value)", wraps: DisplayWidth.of(value) > 16, style: { $0 }))
            }
            return lines
        }
    }
}

/// Where an answer came from, for `provenance` in JSON.
func provenanceJSON<Model>(_ fetched: Fetched<Model>) -> (String, JSONValue) {
    ("provenance", .object([("fetchedAt", .string(KoreaTime.iso8601(fetched.fetchedAt))), ("fromCache", .bool(fetched.fromCache))]))
}

/// `page/pages` and the total, for list headings.
func pageLabel(total: Int, page: Int, perPage: Int) -> String {
    let pages = max(1, (total + perPage - 1) / max(1, perPage))
    return "총 \(Formatting.grouped(Int64(total)))건 · \(page)/\(Formatting.grouped(Int64(pages)))쪽"
}

enum SearchTables {
    static let movies: [Field<MovieSummary>] = [
        Field("movieCode", text: TextColumn("코드", position: 0, drop: 6, render: { Sanitizer.line($0.code) })) { .string($0.code) },
        Field("title", text: TextColumn("제목", position: 1, flexible: true, render: { Sanitizer.line($0.title) })) { .string($0.title) },
        Field("titleEnglish") { .optional($0.titleEnglish) },
        Field("productionYear", text: TextColumn("제작", position: 2, drop: 3, render: { $0.productionYear.map(String.init) ?? "-" })) {
            .optional($0.productionYear)
        },
        Field("openDate", text: TextColumn("개봉일", position: 3, drop: 5, render: { Formatting.date($0.openDate) })) { .optional($0.openDate?.iso) },
        Field("type", text: TextColumn("유형", position: 4, drop: 1, render: { Sanitizer.line($0.type ?? "-") })) { .optional($0.type) },
        Field("status") { .optional($0.status) },
        Field("nations", text: TextColumn("국가", position: 5, drop: 2, render: { Sanitizer.line($0.nations.first ?? "-") })) { .list($0.nations) },
        Field("genres") { .list($0.genres) },
        Field("directors", text: TextColumn("감독", position: 6, drop: 4, render: { Sanitizer.line($0.directors.first ?? "-") })) {
            .list($0.directors)
        },
        Field("companies") { .list($0.companies) },
    ]

    static let people: [Field<PersonSummary>] = [
        Field("peopleCode", text: TextColumn("코드", position: 0, drop: 3, render: { Sanitizer.line($0.code) })) { .string($0.code) },
        Field("name", text: TextColumn("이름", position: 1, render: { Sanitizer.line($0.name) })) { .string($0.name) },
        Field("nameEnglish", text: TextColumn("영문", position: 2, drop: 1, render: { Sanitizer.line($0.nameEnglish ?? "-") })) {
            .optional($0.nameEnglish)
        },
        Field("role", text: TextColumn("분야", position: 3, drop: 2, render: { Sanitizer.line($0.role ?? "-") })) { .optional($0.role) },
        Field("films", text: TextColumn("필모그래피", position: 4, flexible: true,
                                         render: { Sanitizer.line($0.films.isEmpty ? "-" : $0.films.joined(separator: ", ")) })) { .list($0.films) },
    ]

    static let companies: [Field<CompanySummary>] = [
        Field("companyCode", text: TextColumn("코드", position: 0, drop: 3, render: { Sanitizer.line($0.code) })) { .string($0.code) },
        Field("name", text: TextColumn("회사", position: 1, render: { Sanitizer.line($0.name) })) { .string($0.name) },
        Field("nameEnglish") { .optional($0.nameEnglish) },
        Field("parts", text: TextColumn("분야", position: 2, drop: 2, render: { Sanitizer.line($0.parts.isEmpty ? "-" : $0.parts.joined(separator: ", ")) })) {
            .list($0.parts)
        },
        Field("ceo", text: TextColumn("대표", position: 3, drop: 1, render: { Sanitizer.line($0.ceo ?? "-") })) { .optional($0.ceo) },
        Field("films", text: TextColumn("필모그래피", position: 4, flexible: true,
                                         render: { Sanitizer.line($0.films.isEmpty ? "-" : $0.films.joined(separator: ", ")) })) { .list($0.films) },
    ]

    static let codes: [Field<Code>] = [
        Field("code", text: TextColumn("코드", position: 0, render: { Sanitizer.line($0.code) })) { .string($0.code) },
        Field("name", text: TextColumn("이름", position: 1, flexible: true,
                                       render: { ($0.parent == nil ? "" : "  ") + Sanitizer.line($0.name) })) { .string($0.name) },
        Field("nameEnglish", text: TextColumn("영문", position: 2, drop: 1, render: { Sanitizer.line($0.nameEnglish ?? "-") })) {
            .optional($0.nameEnglish)
        },
        Field("parent") { .optional($0.parent) },
    ]

    static let credits: [Field<FilmCredit>] = [
        Field("movieCode", text: TextColumn("코드", position: 0, render: { Sanitizer.line($0.movieCode) })) { .string($0.movieCode) },
        Field("title", text: TextColumn("제목", position: 1, flexible: true, render: { Sanitizer.line($0.title) })) { .string($0.title) },
        Field("part", text: TextColumn("역할", position: 2, drop: 1, render: { Sanitizer.line($0.part ?? "-") })) { .optional($0.part) },
    ]

    static func creditsJSON(_ credits: [FilmCredit]) -> JSONValue {
        .array(credits.map { .object(Exporter.object(SearchTables.credits, $0)) })
    }
}

/// A record's sheet (label and value lines) over its filmography table, in every format.
struct RecordView {
    let title: String
    let fields: [(label: String, items: [String], isTitle: Bool)]
    let films: [FilmCredit]
    /// The JSON document, films included.
    let document: JSONValue
    /// The one-row TSV/CSV form.
    let header: [String]
    let cells: [FieldValue]

    /// A sheet value: the text, sanitized, or nothing.
    static func one(_ text: String?) -> [String] { text.map { [Sanitizer.line($0)] } ?? [] }

    /// A filmography in one cell: `title (code, role)|…`.
    static func flat(_ films: [FilmCredit]) -> String {
        films.map { "\($0.title) (\($0.movieCode)\($0.part.map { ", \($0)" } ?? ""))" }.joined(separator: "|")
    }

    func render(format: OutputFormat, layout: Layout, width: Int?, style: Style) -> String {
        switch format {
        case .json:
            return document.serialized() + "\n"
        case .jsonl:
            return document.compact() + "\n"
        case .markdown:
            return Markdown.heading(title) + "\n" + Markdown.sheet(fields) + "\n"
                + Markdown.table(SearchTables.credits.compactMap(\.text), rows: films)
        case .tsv, .csv:
            return Exporter.delimited(header: header, rows: [cells], format: format)
        case .text:
            let sheet = SheetRenderer(title: title, fields: fields, widthLimit: width, style: style)
            var lines = layout == .grid ? sheet.grid() : sheet.list()
            lines.append("")
            let heading = "필모그래피 \(films.count)편"
            lines.append(style.bold(width.map { DisplayWidth.truncate(heading, to: $0) } ?? heading))
            if !films.isEmpty {
                lines += ListTable(columns: SearchTables.credits.compactMap(\.text), rows: films, width: width, style: style).render()
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
