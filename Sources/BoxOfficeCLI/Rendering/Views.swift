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
    /// `--fields`: the row keys to keep, in this order.
    var selection: [String]? = nil

    init(heading: String, fields: [Field<Row>], rows: [Row], document: [(String, JSONValue)], itemsKey: String, selection: [String]? = nil) {
        self.heading = heading
        self.fields = selection.map { keys in keys.compactMap { key in fields.first { $0.key == key } } } ?? fields
        self.rows = rows
        self.document = document
        self.itemsKey = itemsKey
        self.selection = selection
    }

    var textColumns: [TextColumn<Row>] { fields.compactMap(\.text).sorted { $0.position < $1.position } }

    /// The JSON document: its own members, then `count` and the rows.
    func jsonDocument() -> JSONValue {
        JSONValue.object(document + [("count", .int(Int64(rows.count))), (itemsKey, .array(rows.map { .object(Exporter.object(fields, $0)) }))])
    }

    func render(format: OutputFormat, layout: Layout, width: Int?, style: Style) -> String {
        switch format {
        case .json:
            return jsonDocument().serialized() + "\n"
        case .jsonl:
            return rows.map { JSONValue.object(Exporter.object(fields, $0)).compact() + "\n" }.joined()
        case .markdown:
            if selection != nil {
                return Markdown.heading(heading) + "\n" + Markdown.table(header: fields.map(\.key), rows: rows.map { row in fields.map { $0.value(row).cell } })
            }
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

    static let upcoming: [Field<UpcomingFilm>] = [
        Field("openDate", text: TextColumn("개봉일", position: 0, render: { Formatting.date($0.movie.openDate) })) { .optional($0.movie.openDate?.iso) },
        Field("daysLeft", text: TextColumn("D-day", position: 1, drop: 5, alignRight: true, render: { "D-\($0.daysLeft)" })) {
            .int(Int64($0.daysLeft))
        },
    ] + SearchTables.movies.filter { $0.key != "openDate" }.map { field in
        Field(field.key, text: field.text.map { text in
            TextColumn(text.header, position: text.position + 2, drop: text.dropPriority, alignRight: text.alignRight, flexible: text.flexible,
                       render: { text.render($0.movie) })
        }) { field.value($0.movie) }
    }

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

/// One line of a record's sheet: its label, and whether it is a title (cut, never wrapped).
struct SheetLine: Sendable {
    let label: String
    /// Top-to-bottom order on the sheet.
    let position: Int
    let isTitle: Bool
    /// The items shown, joined with ", "; none shows as "-".
    let items: @Sendable ([FieldValue]) -> [String]

    init(_ label: String, at position: Int, title: Bool = false) {
        self.label = label
        self.position = position
        self.isTitle = title
        self.items = { values in values.flatMap { value -> [String] in
            switch value {
            case .null: return []
            case .list(let items): return items.map(Sanitizer.line)
            default: return value.cell.isEmpty ? [] : [value.cell]
            }
        } }
    }
}

/// A record's fields (person, company): each one's JSON key (also its TSV/CSV column), typed value, and sheet
/// line, in one table. The document, the one-row TSV/CSV and the sheet all read it; `films` follow as a table.
struct RecordTable<Row>: Sendable {
    let type: String
    let fields: [(key: String, sheet: SheetLine?, value: @Sendable (Row) -> FieldValue)]
    let title: @Sendable (Row) -> String
    let films: @Sendable (Row) -> [FilmCredit]

    func view(_ row: Row, provenance: (String, JSONValue)?) -> RecordView {
        let films = self.films(row)
        var document: [(String, JSONValue)] = [("type", .string(type))] + fields.map { ($0.key, $0.value(row).json) }
        if let provenance { document.append(provenance) }
        document.append(("films", SearchTables.creditsJSON(films)))
        let sheet = fields.compactMap { field in field.sheet.map { (line: $0, value: field.value(row)) } }
            .sorted { $0.line.position < $1.line.position }
        return RecordView(title: title(row), fields: sheet.map { ($0.line.label, $0.line.items([$0.value]), $0.line.isTitle) },
                          films: films, document: .object(document),
                          header: fields.map(\.key) + ["films"],
                          cells: fields.map { $0.value(row) } + [.string(RecordView.flat(films))])
    }
}

enum RecordTables {
    static let person = RecordTable<PersonDetail>(
        type: "person",
        fields: [
            ("peopleCode", SheetLine("인물 코드", at: 2), { .string($0.code) }),
            ("name", SheetLine("이름", at: 0, title: true), { .string($0.name) }),
            ("nameEnglish", SheetLine("영문 이름", at: 1, title: true), { .optional($0.nameEnglish) }),
            ("sex", SheetLine("성별", at: 3), { .optional($0.sex) }),
            ("role", SheetLine("분야", at: 4), { .optional($0.role) }),
            ("homepages", SheetLine("홈페이지", at: 5), { .list($0.homepages) }),
        ],
        title: { $0.name.isEmpty ? "-" : Sanitizer.line($0.name) },
        films: { $0.films })

    static let company = RecordTable<CompanyDetail>(
        type: "company",
        fields: [
            ("companyCode", SheetLine("회사 코드", at: 2), { .string($0.code) }),
            ("name", SheetLine("회사", at: 0, title: true), { .string($0.name) }),
            ("nameEnglish", SheetLine("영문 이름", at: 1, title: true), { .optional($0.nameEnglish) }),
            ("ceo", SheetLine("대표", at: 3), { .optional($0.ceo) }),
            ("parts", SheetLine("분야", at: 4), { .list($0.parts) }),
        ],
        title: { $0.name.isEmpty ? "-" : Sanitizer.line($0.name) },
        films: { $0.films })
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

/// Today's request count as `usage -f json` prints it.
enum QuotaDocument {
    static func json(_ status: QuotaStatus) -> JSONValue {
        .object([("date", .string(status.day.iso)), ("used", .int(Int64(status.used))), ("limit", .int(Int64(status.limit))),
                 ("resetsAt", .string(KoreaTime.iso8601(status.resetsAt)))])
    }
}
