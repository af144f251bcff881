import Foundation

/// The fields of a ranking, declared once: the daily and weekly documents, their rows, and every flat form.
public enum RankingAnswers {
    static let person = FieldType.object([.init("name", .string), .init("nameEn", .nullable(.string))])

    public static func personJSON(_ person: Person) -> JSONValue {
        .object([("name", .string(person.name)), ("nameEn", .optional(person.nameEnglish))])
    }

    static let detailFields: [Field<RankingRow>] = [
        Field("genres", .array(.string)) { .list($0.detail?.genres ?? []) },
        Field("directors", .array(person)) { row in
            let directors = row.detail?.directors ?? []
            return .structured(.array(directors.map(personJSON)), flat: directors.map(\.name).joined(separator: ","))
        },
        Field("runningTimeMinutes", .nullable(.integer), unit: .minutes) { .optional($0.detail?.runningTimeMinutes) },
        Field("watchGrade", .nullable(.string)) { .optional($0.detail?.watchGrades.first?.grade) },
    ]

    static let posterFields: [Field<RankingRow>] = [
        Field("posterUrl", .nullable(.string)) { .optional($0.poster?.url) },
        Field("imdbID", .nullable(.string)) { .optional($0.poster?.imdbID) },
    ]

    public static let posterType = FieldType.object([.init("url", .string), .init("imdbID", .nullable(.string))])

    public static func posterJSON(_ poster: Poster) -> JSONValue {
        .object([("url", .string(poster.url)), ("imdbID", .optional(poster.imdbID))])
    }

    /// A row's fields, in JSON key order and TSV/CSV column order. On a narrow terminal the text list drops 코드 first
    /// (a name works wherever a code does), then 개봉일, 변동 and 관객; 누적, the number fans quote, goes last.
    public static let fields: [Field<RankingRow>] = [
        Field("date", .date, scope: .flat) { row in
            if case .day(let day) = row.target { return .string(day.iso) }
            return .null
        },
        Field(
            "rank", .integer, label: .rank, unit: .rank,
            column: Column(position: 0, alignRight: true, render: { String($0.entry.rank) }, card: .heading)
        ) { .int(Int64($0.entry.rank)) },
        Field(
            "rankChange", .integer, label: .change,
            column: Column(
                position: 1, drop: 3, render: { Formatting.rankChange($0.entry.rankChange) },
                accent: { accent($0.entry.rankChange) }, card: .heading)
        ) { .int(Int64($0.entry.rankChange.delta)) },
        Field("new", .boolean) { .bool($0.entry.rankChange.isNew) },
        Field(
            "movieCode", .string, label: .code,
            column: Column(position: 6, drop: 1, render: { Sanitizer.line($0.entry.movieCode) }, card: .dimmed)
        ) {
            .string($0.entry.movieCode)
        },
        Field(
            "title", .string, label: .title,
            column: Column(position: 2, flexible: true, render: { Sanitizer.line($0.shownTitle) })
        ) { .string($0.entry.title) },
        Field("titleEn", .nullable(.string), required: false) { .optional($0.titleEnglish) },
        Field(
            "openDate", .nullable(.date), label: .opened,
            column: Column(position: 5, drop: 2, render: { Formatting.date($0.entry.openDate) }, card: .hidden)
        ) { .optional($0.entry.openDate?.iso) },
        Field(
            "audience", .nullable(.integer), label: .audience, unit: .people,
            column: Column(
                position: 3, drop: 5, alignRight: true,
                render: { Formatting.grouped($0.entry.audience) })
        ) {
            .optional($0.entry.audience)
        },
        Field("audienceChange", .nullable(.integer), unit: .people) { .optional($0.entry.audienceChange) },
        Field("audienceChangePercent", .nullable(.number), unit: .percent) {
            .optional($0.entry.audienceChangePercent)
        },
        Field(
            "audienceTotal", .nullable(.integer), label: .total, unit: .people,
            column: Column(
                position: 4, drop: 4, alignRight: true,
                render: { Formatting.grouped($0.entry.audienceTotal) })
        ) {
            .optional($0.entry.audienceTotal)
        },
        Field("sales", .nullable(.integer), label: .salesAmount, unit: .won) { .optional($0.entry.sales) },
        Field("salesShare", .nullable(.number), unit: .percent) { .optional($0.entry.salesShare) },
        Field("salesChange", .nullable(.integer), unit: .won) { .optional($0.entry.salesChange) },
        Field("salesChangePercent", .nullable(.number), unit: .percent) { .optional($0.entry.salesChangePercent) },
        Field("salesTotal", .nullable(.integer), unit: .won) { .optional($0.entry.salesTotal) },
        Field("screens", .nullable(.integer), label: .screenCount, unit: .screens) { .optional($0.entry.screens) },
        Field("shows", .nullable(.integer), label: .showCount, unit: .shows) { .optional($0.entry.shows) },
        Field("details", .nullable(.object(detailFields.map(\.property))), required: false, flattened: detailFields) {
            row in
            guard let detail = row.detail else { return .null }
            return .structured(
                .object(detailFields.map { ($0.key, $0.value(row).json) }),
                flat: detail.genres.joined(separator: ","))
        },
        Field("poster", .nullable(posterType), required: false, flattened: posterFields) { row in
            row.poster.map { .structured(posterJSON($0), flat: $0.url) } ?? .null
        },
    ]

    /// The tone of a rank change: NEW, up, down or the same.
    public static func accent(_ change: RankChange) -> Accent {
        switch change {
        case .new: return .new
        case .up: return .up
        case .down: return .down
        case .same: return .same
        }
    }

    /// The weekly rows' period, first in the flat forms instead of the date.
    static let periodFields: [Field<RankingRow>] = [
        Field("periodStart", .date, scope: .flat) { row in
            if case .period(let period) = row.target { return .string(period.start.iso) }
            return .null
        },
        Field("periodEnd", .date, scope: .flat) { row in
            if case .period(let period) = row.target { return .string(period.end.iso) }
            return .null
        },
    ]

    static let range = FieldType.nullable(.object([.init("start", .date), .init("end", .date)]))
    static let filters = FieldType.object([
        .init("region", .nullable(.object([.init("code", .string), .init("name", .string)]))),
        .init("nation", .nullable(.choice(["korean", "foreign"]))),
        .init("kind", .nullable(.choice(["diversity", "commercial"]))),
        .init("limit", .nullable(.integer)),
    ])

    public static let daily = ListShape<RankingRow>(
        type: "daily",
        members: [
            .init("boxOfficeType", .string), .init("date", .date), .init("range", range), .init("filters", filters),
            .init("source", .choice(["kobis", "sample"])), .init("provenance", Provenance.type, required: false),
        ],
        itemsKey: "entries", fields: fields)

    public static let weekly = ListShape<RankingRow>(
        type: "weekly",
        members: [
            .init("boxOfficeType", .string), .init("period", .choice(["week", "weekend", "weekdays"])),
            .init("date", .date),
            .init("range", range), .init("yearWeek", .string), .init("isoWeek", .string), .init("filters", filters),
            .init("source", .choice(["kobis", "sample"])), .init("provenance", Provenance.type, required: false),
        ],
        itemsKey: "entries", fields: periodFields + fields.filter { $0.key != "date" })

    /// One schema for a daily or weekly ranking document: the members of either (those both always have required),
    /// and the rows' document fields, any of which `fields` may leave out.
    public static func schema(depth: Int = .max) -> JSONValue {
        let both = Set(daily.members.filter(\.required).map(\.key)).intersection(
            weekly.members.filter(\.required).map(\.key))
        var members: [FieldType.Property] = [.init("type", .choice(["daily", "weekly"]))]
        for member in daily.members + weekly.members where !members.contains(where: { $0.key == member.key }) {
            members.append(.init(member.key, member.type, required: both.contains(member.key)))
        }
        let rows = fields.filter { $0.scope == .everywhere }.map {
            FieldType.Property($0.key, $0.type, required: false)
        }
        return FieldType.objectSchema(
            members + [.init("count", .integer), .init("entries", .array(.object(rows)))], depth: depth)
    }

    /// A range of rankings as one document: `{type: range, unit, count, items: [ranking documents]}`; `unit` is
    /// `days` or `periods`.
    public static func rangeDocument(unit: String, items: [JSONValue]) -> JSONValue {
        .object([
            ("type", .string("range")), ("unit", .string(unit)), ("count", .int(Int64(items.count))),
            ("items", .array(items)),
        ])
    }

    /// A ranking as an answer; `provenance` is left out of golden files.
    public static func answer(_ ranking: Ranking, provenance: Bool = true) -> ListAnswer<RankingRow> {
        let box = ranking.boxOffice
        let rows = box.entries.map { entry in
            RankingRow(
                entry: entry, target: ranking.target, detail: ranking.details?[entry.movieCode],
                poster: ranking.posters?[entry.movieCode], titleEnglish: ranking.englishTitles?[entry.movieCode])
        }
        var optional: Set<String> = []
        if ranking.englishTitles != nil { optional.insert("titleEn") }
        if ranking.details != nil { optional.insert("details") }
        if ranking.posters != nil { optional.insert("poster") }
        var values: [String: JSONValue] = [
            "boxOfficeType": .string(box.boxOfficeType), "date": .string(box.date.iso),
            "range": box.range.map {
                .object([("start", .string($0.lowerBound.iso)), ("end", .string($0.upperBound.iso))])
            } ?? .null,
            "filters": filtersJSON(ranking.filters), "source": .string(ranking.source),
        ]
        if provenance {
            values["provenance"] = Provenance(fetchedAt: ranking.fetchedAt, fromCache: ranking.fromCache).json
        }
        switch ranking.target {
        case .day:
            return ListAnswer(daily, heading: heading(ranking), values: values, rows: rows, optional: optional)
        case .period(let period):
            let week = Formatting.isoWeek(box.yearWeek) ?? period.isoWeek
            values["period"] = .string(period.kind.name)
            values["yearWeek"] = .string(box.yearWeek ?? String(format: "%04d%02d", week.year, week.week))
            values["isoWeek"] = .string(String(format: "%04d-W%02d", week.year, week.week))
            return ListAnswer(weekly, heading: heading(ranking), values: values, rows: rows, optional: optional)
        }
    }

    /// `일별 박스오피스 · 2023-04-26 (수) · 서울시 · 상위 5`.
    public static func heading(_ ranking: Ranking) -> String {
        let box = ranking.boxOffice
        var parts: [String]
        switch ranking.target {
        case .day:
            parts = [Formatting.heading(box)]
        case .period(let period):
            let range = box.range ?? period.start...period.end
            let week = Formatting.isoWeek(box.yearWeek) ?? period.isoWeek
            let kind =
                Label.language == .en
                ? [Label.weeklyBoxOffice, .weekendBoxOffice, .weekdaysBoxOffice][
                    WeekKind.allCases.firstIndex(of: period.kind) ?? 0
                ].text
                : Sanitizer.line(box.boxOfficeType)
            parts = [kind, "\(range.lowerBound.iso) ~ \(range.upperBound.iso)", Label.weekOf(week.year, week.week)]
        }
        return (parts + filterLabels(ranking.filters)).joined(separator: " · ")
    }

    /// Words for the heading: `서울시 · 한국영화 · 다양성영화 · 상위 5`.
    public static func filterLabels(_ filters: RankingFilters) -> [String] {
        [
            filters.region.map { Sanitizer.line($0.name.isEmpty ? $0.code : Vocabulary.region.text($0.name)) },
            filters.nation.map { $0 == .korean ? Label.korean.text : Label.foreign.text },
            filters.category.map { $0 == .diversity ? Label.diversity.text : Label.commercial.text },
            filters.limit.map { "\(Label.top.text) \($0)" },
        ].compactMap { $0 }
    }

    static func filtersJSON(_ filters: RankingFilters) -> JSONValue {
        .object([
            (
                "region",
                filters.region.map { .object([("code", .string($0.code)), ("name", .string($0.name))]) } ?? .null
            ),
            ("nation", .optional(filters.nation.map { $0 == .korean ? "korean" : "foreign" })),
            ("kind", .optional(filters.category.map { $0 == .diversity ? "diversity" : "commercial" })),
            ("limit", .optional(filters.limit)),
        ])
    }
}
