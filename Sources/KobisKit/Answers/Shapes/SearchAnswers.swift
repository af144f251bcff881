/// The fields of the search and list answers, declared once: films, upcoming films, people, companies, codes
/// and filmographies.
public enum SearchAnswers {
    public static let movieFields: [Field<MovieSummary>] = [
        Field(
            "movieCode", .string, label: .code,
            column: Column(position: 0, drop: 6, render: { Sanitizer.line($0.code) })
        ) { .string($0.code) },
        Field(
            "title", .string, label: .title,
            column: Column(
                position: 1, flexible: true,
                render: { Sanitizer.line(Formatting.title($0.title, english: $0.titleEnglish)) })
        ) {
            .string($0.title)
        },
        Field("titleEn", .nullable(.string)) { .optional($0.titleEnglish) },
        Field(
            "productionYear", .nullable(.integer), label: .produced,
            column: Column(position: 2, drop: 3, render: { $0.productionYear.map(String.init) ?? "-" })
        ) { .optional($0.productionYear) },
        Field(
            "openDate", .nullable(.date), label: .opened,
            column: Column(position: 3, drop: 5, render: { Formatting.date($0.openDate) })
        ) {
            .optional($0.openDate?.iso)
        },
        Field(
            "type", .nullable(.string), label: .type,
            column: Column(
                position: 4, drop: 1, render: { Sanitizer.line($0.type.map { Vocabulary.type.text($0) } ?? "-") })
        ) {
            .optional($0.type)
        },
        Field("status", .nullable(.string)) { .optional($0.status) },
        Field(
            "nations", .array(.string), label: .nation,
            column: Column(
                position: 5, drop: 2,
                render: { Sanitizer.line($0.nations.first.map { Vocabulary.nation.text($0) } ?? "-") })
        ) { .list($0.nations) },
        Field("genres", .array(.string)) { .list($0.genres) },
        Field(
            "directors", .array(.string), label: .director,
            column: Column(position: 6, drop: 4, render: { Sanitizer.line($0.directors.first ?? "-") })
        ) { .list($0.directors) },
        Field("companies", .array(.string)) { .list($0.companies) },
    ]

    public static let upcomingFields: [Field<UpcomingFilm>] =
        [
            Field(
                "openDate", .nullable(.date), label: .opened,
                column: Column(position: 0, render: { Formatting.date($0.movie.openDate) })
            ) {
                .optional($0.movie.openDate?.iso)
            },
            Field(
                "daysLeft", .integer, label: .daysLeft, unit: .days,
                column: Column(position: 1, drop: 5, alignRight: true, render: { "D-\($0.daysLeft)" })
            ) { .int(Int64($0.daysLeft)) },
        ] + movieFields.filter { $0.key != "openDate" }.map { $0.lifted({ $0.movie }, position: 2) }

    public static let peopleFields: [Field<PersonSummary>] = [
        Field(
            "peopleCode", .string, label: .code,
            column: Column(position: 0, drop: 3, render: { Sanitizer.line($0.code) })
        ) { .string($0.code) },
        Field("name", .string, label: .name, column: Column(position: 1, render: { Sanitizer.line($0.name) })) {
            .string($0.name)
        },
        Field(
            "nameEn", .nullable(.string), label: .english,
            column: Column(position: 2, drop: 1, render: { Sanitizer.line($0.nameEnglish ?? "-") })
        ) { .optional($0.nameEnglish) },
        Field(
            "role", .nullable(.string), label: .part,
            column: Column(
                position: 3, drop: 2, render: { Sanitizer.line($0.role.map { Vocabulary.role.text($0) } ?? "-") })
        ) {
            .optional($0.role)
        },
        filmography(\.films),
    ]

    /// The films a person or company is credited with: the last column, and the flexible one.
    private static func filmography<Row>(_ films: KeyPath<Row, [String]> & Sendable) -> Field<Row> {
        Field(
            "films", .array(.string), label: .filmography,
            column: Column(
                position: 4, flexible: true,
                render: {
                    Sanitizer.line($0[keyPath: films].isEmpty ? "-" : $0[keyPath: films].joined(separator: " · "))
                })
        ) {
            .titles($0[keyPath: films])
        }
    }

    public static let companyFields: [Field<CompanySummary>] = [
        Field(
            "companyCode", .string, label: .code,
            column: Column(position: 0, drop: 3, render: { Sanitizer.line($0.code) })
        ) { .string($0.code) },
        Field(
            "name", .string, label: .company,
            column: Column(position: 1, render: { Sanitizer.line(Formatting.name($0.name, english: $0.nameEnglish)) })
        ) {
            .string($0.name)
        },
        Field("nameEn", .nullable(.string)) { .optional($0.nameEnglish) },
        Field(
            "parts", .array(.string), label: .part,
            column: Column(
                position: 2, drop: 2,
                render: {
                    Sanitizer.line(
                        $0.parts.isEmpty
                            ? "-" : $0.parts.map { Vocabulary.companyPart.text($0) }.joined(separator: ", "))
                })
        ) {
            .list($0.parts)
        },
        Field(
            "ceo", .nullable(.string), label: .ceo,
            column: Column(position: 3, drop: 1, render: { Sanitizer.line($0.ceo ?? "-") })
        ) {
            .optional($0.ceo)
        },
        filmography(\.films),
    ]

    public static let codeFields: [Field<Code>] = [
        Field("code", .string, label: .code, column: Column(position: 0, render: { Sanitizer.line($0.code) })) {
            .string($0.code)
        },
        Field(
            "name", .string, label: .name,
            column: Column(
                position: 1, flexible: true, render: { ($0.parent == nil ? "" : "  ") + Sanitizer.line(codeName($0)) })
        ) {
            .string($0.name)
        },
        Field(
            "nameEn", .nullable(.string), label: .english,
            column: Column(position: 2, drop: 1, render: { Sanitizer.line($0.nameEnglish ?? "-") })
        ) { .optional($0.nameEnglish) },
        Field("parent", .nullable(.string)) { .optional($0.parent) },
    ]

    /// In English the name column shows the English name, so KOBIS's own English column is left out.
    static let codeFieldsInEnglish: [Field<Code>] = codeFields.map { field in
        guard field.key == "nameEn" else { return field }
        return Field("nameEn", .nullable(.string)) { .optional($0.nameEnglish) }
    }

    /// A code's name in the language chosen: in English the table's name for its list's word, else KOBIS's
    /// English name, else KOBIS's word.
    static func codeName(_ code: Code) -> String {
        guard Label.language == .en else { return code.name }
        let list = CodeList.allCases.first { code.code.hasPrefix($0.rawValue.prefix(4)) }
        return list.flatMap { Vocabulary.of($0).english(code.name) } ?? code.nameEnglish ?? code.name
    }

    public static let creditFields: [Field<FilmCredit>] = [
        Field(
            "movieCode", .string, label: .code,
            column: Column(position: 0, drop: 2, render: { Sanitizer.line($0.movieCode) })
        ) {
            .string($0.movieCode)
        },
        Field(
            "title", .string, label: .title,
            column: Column(position: 1, flexible: true, render: { Sanitizer.line($0.title) })
        ) {
            .string($0.title)
        },
        Field(
            "part", .nullable(.string), label: .role,
            column: Column(position: 2, drop: 1, render: { Sanitizer.line($0.part.map { Vocabulary.part($0) } ?? "-") })
        ) {
            .optional($0.part)
        },
    ]

    static let span = FieldType.nullable(.object([.init("from", .integer), .init("to", .integer)]))
    static let paging: [FieldType.Property] = [
        .init("total", .integer), .init("page", .nullable(.integer)), .init("perPage", .integer),
        .init("provenance", Provenance.type, required: false),
    ]

    public static let movies = ListShape<MovieSummary>(
        type: "search",
        members: [
            .init(
                "query",
                .object([
                    .init("title", .nullable(.string)), .init("director", .nullable(.string)),
                    .init("productionYears", span), .init("releaseYears", span),
                ]), required: false)
        ]
            + paging.map { .init($0.key, $0.type, required: false) },
        itemsKey: "movies", fields: movieFields)

    public static let upcoming = ListShape<UpcomingFilm>(
        type: "upcoming",
        members: [
            .init("from", .date), .init("to", .date), .init("days", .integer),
            .init("provenance", Provenance.type, required: false),
        ],
        itemsKey: "movies", fields: upcomingFields)

    public static let people = ListShape<PersonSummary>(
        type: "people",
        members: [.init("query", .object([.init("name", .string), .init("film", .nullable(.string))]))] + paging,
        itemsKey: "people", fields: peopleFields)

    public static let companies = ListShape<CompanySummary>(
        type: "companies",
        members: [.init("query", .object([.init("name", .string), .init("ceo", .nullable(.string))]))] + paging,
        itemsKey: "companies", fields: companyFields)

    public static let codes = ListShape<Code>(
        type: "codes",
        members: [
            .init("list", .choice(CodeList.allCases.map(\.name))), .init("comCode", .string),
            .init("provenance", Provenance.type, required: false),
        ],
        itemsKey: "codes", fields: codeFields)
    static let codesInEnglish = ListShape<Code>(
        type: codes.type, members: codes.members, itemsKey: codes.itemsKey, fields: codeFieldsInEnglish)

    /// `page/pages` and the total, for list headings.
    public static func pageLabel(total: Int, page: Int, perPage: Int) -> String {
        let pages = max(1, (total + perPage - 1) / max(1, perPage))
        return Label.pageOf(Formatting.grouped(total), page, Formatting.grouped(pages))
    }

    static let codeLabels: [CodeList: Label] = [
        .region: .regionCodes, .nation: .nationCodes, .type: .typeCodes,
        .companyPart: .companyPartCodes,
    ]

    public static func answer(_ search: MovieSearch, query: MovieQuery) -> ListAnswer<MovieSummary> {
        var heading = Label.movieSearch.text + (query.title.map { " '\(Sanitizer.line($0))'" } ?? "")
        let perPage = search.allPages ? MovieListWalk.pageSize : query.perPage
        if search.allPages {
            heading += " · \(Label.totalOf(Formatting.grouped(search.first.value.total))) · \(Label.all.text)"
        } else {
            heading += " · " + pageLabel(total: search.first.value.total, page: query.page, perPage: query.perPage)
        }
        let span: (ClosedRange<Int>?) -> JSONValue = { range in
            range.map { .object([("from", .int(Int64($0.lowerBound))), ("to", .int(Int64($0.upperBound)))]) } ?? .null
        }
        return ListAnswer(
            movies, heading: heading,
            values: [
                "query": .object([
                    ("title", .optional(query.title)), ("director", .optional(query.director)),
                    ("productionYears", span(query.productionYears)), ("releaseYears", span(query.releaseYears)),
                ]),
                "total": .int(Int64(search.first.value.total)),
                "page": search.allPages ? .null : .int(Int64(query.page)),
                "perPage": .int(Int64(perPage)), "provenance": Provenance(search.first).json,
            ], rows: search.movies)
    }

    public static func answer(_ found: UpcomingFilms) -> ListAnswer<UpcomingFilm> {
        ListAnswer(
            upcoming,
            heading:
                "\(Label.upcoming.text) · \(found.from.iso) ~ \(found.to.iso) · \(Label.filmsOf(found.films.count))",
            values: [
                "from": .string(found.from.iso), "to": .string(found.to.iso), "days": .int(Int64(found.days)),
                "provenance": Provenance(found.first).json,
            ], rows: found.films)
    }

    public static func answer(_ list: CodeList, _ fetched: Fetched<[Code]>) -> ListAnswer<Code> {
        ListAnswer(
            Label.language == .en ? codesInEnglish : codes,
            heading: "\(codeLabels[list]!.text) (\(list.rawValue)) · \(Label.itemsOf(fetched.value.count))",
            values: [
                "list": .string(list.name), "comCode": .string(list.rawValue), "provenance": Provenance(fetched).json,
            ], rows: fetched.value)
    }

    /// One page of people or companies: the heading, the query and KOBIS's total.
    public static func answer<Row>(
        _ shape: ListShape<Row>, heading: Label, name: String, filter: (name: String, value: String?),
        page: Int, perPage: Int, total: Int, rows: [Row], provenance: Provenance
    ) -> ListAnswer<Row> {
        ListAnswer(
            shape,
            heading: "\(heading.text) '\(Sanitizer.line(name))' · "
                + pageLabel(total: total, page: page, perPage: perPage),
            values: [
                "query": .object([("name", .string(name)), (filter.name, .optional(filter.value))]),
                "total": .int(Int64(total)), "page": .int(Int64(page)), "perPage": .int(Int64(perPage)),
                "provenance": provenance.json,
            ], rows: rows)
    }
}
