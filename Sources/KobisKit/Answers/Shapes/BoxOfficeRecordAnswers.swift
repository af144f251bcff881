/// The fields of a `records` list, declared once per kind: its document, its rows, and the flat forms.
public enum BoxOfficeRecordAnswers {
    public typealias Row = BoxOfficeRecord

    static let rank = Field<Row>(
        "rank", .integer, label: .rank, unit: .rank,
        column: Column(position: 0, alignRight: true, render: { String($0.rank) })
    ) { .int(Int64($0.rank)) }
    static let code = Field<Row>("movieCode", .string, label: .code) { .string($0.movieCode) }
    static let title = Field<Row>(
        "title", .string, label: .title,
        column: Column(
            position: 1, flexible: true,
            render: { Sanitizer.line(Formatting.title($0.title, english: $0.titleEnglish)) })
    ) { .string($0.title) }
    static let titleEnglish = Field<Row>("titleEn", .nullable(.string), required: false) {
        .optional($0.titleEnglish)
    }

    static func audience(_ position: Int, key: String = "audience", label: Label = .audience) -> Field<Row> {
        Field(
            key, .integer, label: label, unit: .people,
            column: Column(position: position, alignRight: true, render: { Formatting.grouped($0.audience) })
        ) { .int($0.audience) }
    }

    static func date(_ position: Int, key: String = "date", label: Label = .date, drop: Int? = nil) -> Field<Row> {
        Field(key, .date, label: label, column: Column(position: position, drop: drop, render: { $0.date.iso })) {
            .string($0.date.iso)
        }
    }

    static func opened(_ position: Int, drop: Int) -> Field<Row> {
        Field(
            "openDate", .nullable(.date), label: .opened,
            column: Column(position: position, drop: drop, render: { Formatting.date($0.openDate) })
        ) { .optional($0.openDate?.iso) }
    }

    static func dayRank(_ position: Int, drop: Int) -> Field<Row> {
        Field(
            "dayRank", .integer, label: .recordDayRank, unit: .rank,
            column: Column(
                position: position, drop: drop, alignRight: true, render: { Label.rankOf($0.dayRank ?? 0) })
        ) { .int(Int64($0.dayRank ?? 0)) }
    }

    static func days(_ position: Int, label: Label, render: @escaping @Sendable (Row) -> String) -> Field<Row> {
        Field(
            "days", .integer, label: label, unit: .days,
            column: Column(position: position, alignRight: true, render: render)
        ) { .int(Int64($0.days ?? 0)) }
    }

    static func last(_ position: Int, drop: Int) -> Field<Row> {
        Field(
            "to", .date, label: .recordLast,
            column: Column(position: position, drop: drop, render: { ($0.endDate ?? $0.date).iso })
        ) { .string(($0.endDate ?? $0.date).iso) }
    }

    /// The fields of a kind's rows.
    static func fields(_ kind: RecordsKind) -> [Field<Row>] {
        switch kind {
        case .opening:
            return [rank, code, title, titleEnglish, audience(2), date(3, label: .opened), dayRank(4, drop: 1)]
        case .singleDay:
            return [rank, code, title, titleEnglish, audience(2), date(3), dayRank(4, drop: 1), opened(5, drop: 2)]
        case .fastest1m, .fastest5m, .fastest10m:
            return [
                rank, code, title, titleEnglish, days(2, label: .sinceRelease) { MilestoneAnswers.day($0.days) },
                date(3, label: .recordPassed, drop: 2), audience(4, key: "audienceTotal", label: .total),
                opened(5, drop: 1),
            ]
        case .numberOne, .topTen:
            return [
                rank, code, title, titleEnglish, days(2, label: .topDays) { String($0.days ?? 0) }, audience(3),
                date(4, key: "from", label: .recordFirst, drop: 3), last(5, drop: 2), opened(6, drop: 1),
            ]
        }
    }

    static let members: [FieldType.Property] = [
        .init("kind", .choice(RecordsKind.allCases.map(\.rawValue))), .init("from", .date), .init("to", .date),
        .init("daysHeld", .integer), .init("limit", .integer), .init("source", .choice(["kobis", "sample"])),
    ]

    /// The shape of a kind's list.
    public static func shape(_ kind: RecordsKind) -> ListShape<Row> {
        ListShape(type: "records", members: members, itemsKey: "entries", fields: fields(kind))
    }

    /// One schema for every kind: its rows may hold any kind's fields.
    public static func schema(depth: Int = .max) -> JSONValue {
        var rows: [FieldType.Property] = []
        for kind in RecordsKind.allCases {
            for field in fields(kind) where !rows.contains(where: { $0.key == field.key }) {
                rows.append(.init(field.key, field.type, required: false))
            }
        }
        return FieldType.objectSchema(
            [.init("type", .choice(["records"]))] + members
                + [.init("count", .integer), .init("entries", .array(.object(rows)))], depth: depth)
    }

    /// The kind's name as a heading says it.
    static func name(_ kind: RecordsKind) -> String {
        switch kind {
        case .opening: return Label.recordOpening.text
        case .fastest1m: return Label.recordFastest(MilestoneAnswers.threshold(1_000_000))
        case .fastest5m: return Label.recordFastest(MilestoneAnswers.threshold(5_000_000))
        case .fastest10m: return Label.recordFastest(MilestoneAnswers.threshold(10_000_000))
        case .numberOne: return Label.recordNumberOne.text
        case .singleDay: return Label.recordSingleDay.text
        case .topTen: return Label.recordTopTen.text
        }
    }

    /// `역대 개봉일 관객 · 2004-05-04 ~ 2025-12-31 · 보관된 7,912일 중`.
    public static func answer(
        _ records: [BoxOfficeRecord], kind: RecordsKind, from: KobisDate, to: KobisDate, held: Int, limit: Int,
        source: String, english: Bool = false
    ) -> ListAnswer<Row> {
        ListAnswer(
            shape(kind),
            heading: "\(name(kind)) · \(from.iso) ~ \(to.iso) · \(Label.recordHeld(Formatting.grouped(held)))",
            values: [
                "kind": .string(kind.rawValue), "from": .string(from.iso), "to": .string(to.iso),
                "daysHeld": .int(Int64(held)), "limit": .int(Int64(limit)), "source": .string(source),
            ],
            rows: records, optional: english ? ["titleEn"] : [])
    }
}
