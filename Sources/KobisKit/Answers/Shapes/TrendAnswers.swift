/// The fields of a film's run, declared once: the document, its series, and the flat forms.
public enum TrendAnswers {
    /// The series' value key for a metric: `audience`, `audienceTotal`, `sales`, `salesTotal`, `screens`, `shows`,
    /// or `rank` (already a column of its own).
    public static func valueKey(_ metric: TrendMetric, cumulative: Bool) -> String {
        cumulative && metric.hasTotal ? metric.rawValue + "Total" : metric.rawValue
    }

    public static let fields: [Field<TrendPoint>] =
        [
            Field("date", .date, label: .date, column: Column(position: 0, render: { $0.date.iso })) {
                .string($0.date.iso)
            },
            Field("day", .nullable(.integer), label: .sinceRelease, unit: .days) { .optional($0.day) },
            Field(
                "rank", .nullable(.integer), label: .rankWord, unit: .rank,
                column: Column(position: 1, alignRight: true, render: { $0.rank.map { "\($0)" } ?? "-" })
            ) { .optional($0.rank) },
        ]
        + [
            (TrendMetric.audience, false, Unit.people), (.audience, true, .people), (.sales, false, .won),
            (.sales, true, .won),
            (.screens, false, .screens), (.shows, false, .shows),
        ].map { metric, cumulative, unit in
            Field(
                valueKey(metric, cumulative: cumulative), .nullable(.integer), label: metric.label, unit: unit,
                required: false,
                column: Column(
                    position: 2, alignRight: true,
                    render: { Formatting.grouped($0.value(metric, cumulative: cumulative)) })
            ) {
                .optional($0.value(metric, cumulative: cumulative))
            }
        }

    public static let dated = FieldType.nullable(.object([.init("date", .date), .init("value", .nullable(.integer))]))

    public static let shape = ListShape<TrendPoint>(
        type: "trend",
        members: [
            .init("movieCode", .string), .init("title", .string), .init("titleEn", .nullable(.string)),
            .init("metric", .choice(TrendMetric.allCases.map(\.rawValue))),
            .init("cumulative", .boolean), .init("from", .nullable(.date)), .init("to", .nullable(.date)),
            .init(
                "summary",
                .object([
                    .init("audience", .integer), .init("daysInTopTen", .integer), .init("peak", dated),
                    .init("audienceTotalOnLastDay", dated),
                ])),
            .init("milestones", .array(MilestoneAnswers.type)), .init("run", RunAnswers.type),
        ],
        itemsKey: "series", counted: false, fields: fields)

    /// What the chart's summary line and the document's `summary` say.
    public struct Summary: Sendable {
        /// Audience on the days in the top 10.
        public let total: Int64
        public let peak: TrendPoint?
        public let daysInTopTen: Int
        public let lastTotal: (date: KobisDate, value: Int64)?
    }

    public static func summary(_ points: [TrendPoint], metric: TrendMetric, cumulative: Bool) -> Summary {
        var total: Int64 = 0
        for point in points { total = total.addingReportingOverflow(point.entry?.audience ?? 0).partialValue }
        let present = points.filter { $0.entry != nil }
        let peak = present.max { a, b in
            let x = a.value(metric, cumulative: cumulative) ?? 0
            let y = b.value(metric, cumulative: cumulative) ?? 0
            return metric == .rank ? x > y || (x == y && a.date > b.date) : x < y || (x == y && a.date > b.date)
        }
        let last = present.last.flatMap { point in point.entry?.audienceTotal.map { (point.date, $0) } }
        return Summary(total: total, peak: peak, daysInTopTen: present.count, lastTotal: last)
    }

    /// The document's `summary`.
    static func summaryJSON(_ facts: Summary, metric: TrendMetric, cumulative: Bool) -> JSONValue {
        .object([
            ("audience", .int(facts.total)), ("daysInTopTen", .int(Int64(facts.daysInTopTen))),
            (
                "peak",
                facts.peak.map {
                    .object([
                        ("date", .string($0.date.iso)),
                        ("value", .optional($0.value(metric, cumulative: cumulative))),
                    ])
                } ?? .null
            ),
            (
                "audienceTotalOnLastDay",
                facts.lastTotal.map { .object([("date", .string($0.date.iso)), ("value", .int($0.value))]) } ?? .null
            ),
        ])
    }

    /// The run as an answer; `milestones` are the run's (``TrendSeries/milestones``), `run` its figures.
    public static func answer(
        movieCode: String, title: String, titleEnglish: String? = nil, metric: TrendMetric, cumulative: Bool,
        points: [TrendPoint], milestones: [Milestone], run: RunFigures
    ) -> ListAnswer<TrendPoint> {
        let facts = summary(points, metric: metric, cumulative: cumulative)
        let key = valueKey(metric, cumulative: cumulative)
        let label = (cumulative && metric.hasTotal ? Label.cumulative.text + " " : "") + metric.label.text
        return ListAnswer(
            shape,
            heading: "\(Sanitizer.line(Formatting.title(title, english: titleEnglish))) (\(movieCode)) · \(label)",
            values: [
                "movieCode": .string(movieCode), "title": .string(title), "titleEn": .optional(titleEnglish),
                "metric": .string(metric.rawValue),
                "cumulative": .bool(cumulative),
                "from": .optional(points.first?.date.iso), "to": .optional(points.last?.date.iso),
                "summary": summaryJSON(facts, metric: metric, cumulative: cumulative),
                "milestones": MilestoneAnswers.json(milestones), "run": RunAnswers.json(run),
            ], rows: points, optional: key == "rank" ? [] : [key])
    }
}

extension TrendMetric {
    /// The metric's name on a chart.
    public var label: Label {
        switch self {
        case .audience: return .audienceCount
        case .sales: return .salesAmount
        case .screens: return .screenCount
        case .shows: return .showCount
        case .rank: return .rankWord
        }
    }

    public var unit: Unit {
        switch self {
        case .audience: return .people
        case .sales: return .won
        case .screens: return .screens
        case .shows: return .shows
        case .rank: return .rank
        }
    }
}

extension TrendAnswers {
    /// One schema for a trend's document: one film (`trend`) or several side by side (`comparison`). Members are
    /// required only when both have them; rows may hold any of either's document fields.
    public static func schema(depth: Int = .max) -> JSONValue {
        let both = Set(shape.members.filter(\.required).map(\.key)).intersection(
            ComparisonAnswers.shape.members.map(\.key))
        var members: [FieldType.Property] = [.init("type", .choice([shape.type, ComparisonAnswers.shape.type]))]
        for member in shape.members + ComparisonAnswers.shape.members
        where !members.contains(where: { $0.key == member.key }) {
            members.append(.init(member.key, member.type, required: both.contains(member.key)))
        }
        var rows: [FieldType.Property] = []
        for property in shape.fields.filter({ $0.scope != .flat }).map(\.property)
            + ComparisonAnswers.shape.fields.filter({ $0.scope != .flat }).map(\.property)
        where !rows.contains(where: { $0.key == property.key }) {
            rows.append(.init(property.key, property.type, required: false))
        }
        return FieldType.objectSchema(members + [.init("series", .array(.object(rows)))], depth: depth)
    }
}
