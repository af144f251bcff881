/// One day of one film in a side-by-side trend.
public struct ComparisonPoint: Sendable {
    /// The film's place in the request, from 0: its mark and colour on the chart.
    public let film: Int
    public let movieCode: String
    public let title: String
    /// D+N: the release day is 1, the eve -1 (no day 0); nil without a release date.
    public let day: Int?
    public let point: TrendPoint

    public init(film: Int, movieCode: String, title: String, day: Int?, point: TrendPoint) {
        self.film = film
        self.movieCode = movieCode
        self.title = title
        self.day = day
        self.point = point
    }
}

/// The fields of films side by side, declared once: one row per day and film in every flat form
/// (`film, title, day, date, rank, audience, audienceTotal`), and each film's summary and milestones in the document.
public enum ComparisonAnswers {
    /// `3`, or `-` out of the top 10. (A function: the same closure inline crashes the 6.3 optimizer's
    /// CopyPropagation.)
    static func rankText(_ rank: Int?) -> String {
        guard let rank else { return "-" }
        return String(rank)
    }

    public static let fields: [Field<ComparisonPoint>] =
        [
            Field("film", .string, label: .code, column: Column(position: 0, render: { Sanitizer.line($0.movieCode) }))
            {
                .string($0.movieCode)
            },
            Field(
                "title", .string, label: .title,
                column: Column(position: 1, flexible: true, render: { Sanitizer.line($0.title) })
            ) {
                .string($0.title)
            },
            Field(
                "day", .nullable(.integer), label: .sinceRelease, unit: .days,
                column: Column(position: 2, alignRight: true, render: { MilestoneAnswers.day($0.day) })
            ) { .optional($0.day) },
            Field("date", .date, label: .date, column: Column(position: 3, render: { $0.point.date.iso })) {
                .string($0.point.date.iso)
            },
            Field(
                "rank", .nullable(.integer), label: .rankWord, unit: .rank,
                column: Column(position: 4, alignRight: true, render: { rankText($0.point.rank) })
            ) { .optional($0.point.rank) },
        ]
        + [
            (TrendMetric.audience, false, Unit.people, true), (.audience, true, .people, true),
            (.sales, false, .won, false),
            (.sales, true, .won, false), (.screens, false, .screens, false), (.shows, false, .shows, false),
        ]
        .map { metric, cumulative, unit, always in
            Field(
                TrendAnswers.valueKey(metric, cumulative: cumulative), .nullable(.integer),
                label: cumulative ? .total : metric.label, unit: unit, required: always,
                column: Column(
                    position: 5 + (cumulative ? 1 : 0), alignRight: true,
                    render: { Formatting.grouped($0.point.value(metric, cumulative: cumulative)) })
            ) {
                .optional($0.point.value(metric, cumulative: cumulative))
            }
        }

    static let film = FieldType.object([
        .init("movieCode", .string), .init("title", .string), .init("titleEn", .nullable(.string)),
        .init("openDate", .nullable(.date)),
        .init("from", .date),
        .init("to", .date),
        .init(
            "summary",
            .object([
                .init("audience", .integer), .init("daysInTopTen", .integer), .init("peak", TrendAnswers.dated),
                .init("audienceTotalOnLastDay", TrendAnswers.dated),
            ])),
        .init("milestones", .array(MilestoneAnswers.type)), .init("run", RunAnswers.type),
    ])

    public static let shape = ListShape<ComparisonPoint>(
        type: "comparison",
        members: [
            .init("by", .choice(TrendAlignment.allCases.map(\.rawValue))),
            .init("metric", .choice(TrendMetric.allCases.map(\.rawValue))),
            .init("cumulative", .boolean), .init("films", .array(film)),
        ],
        itemsKey: "series", counted: false, fields: fields)

    /// Where a point sits on the shared axis: by release, days since it (0 is the release day, D+1; from the
    /// window's start without a release date), so the axis has no hole where day 0 would be; or its date.
    /// ``Milestones/day(offset:)`` turns a release position into its D+N.
    public static func position(_ point: ComparisonPoint, series: TrendSeries, by: TrendAlignment) -> Int {
        switch by {
        case .release: return point.point.date.daysSince(series.start ?? series.from)
        case .date: return point.point.date.daysSince(KobisDate(year: 2000, month: 1, day: 1)!)
        }
    }

    /// The rows: every day of every film, ordered along the shared axis, then by film.
    public static func rows(_ runs: [TrendSeries], by: TrendAlignment) -> [ComparisonPoint] {
        var placed: [(position: Int, row: ComparisonPoint)] = []
        for (index, series) in runs.enumerated() {
            for point in series.points {
                let row = ComparisonPoint(
                    film: index, movieCode: series.movie.code, title: series.title,
                    day: point.day, point: point)
                placed.append((position(row, series: series, by: by), row))
            }
        }
        return placed.sorted { ($0.position, $0.row.film) < ($1.position, $1.row.film) }.map(\.row)
    }

    public static func answer(
        _ runs: [TrendSeries], metric: TrendMetric, cumulative: Bool, by: TrendAlignment
    ) -> ListAnswer<ComparisonPoint> {
        let films: [JSONValue] = runs.map { series in
            .object([
                ("movieCode", .string(series.movie.code)), ("title", .string(series.title)),
                ("titleEn", .optional(series.movie.titleEnglish)),
                ("openDate", .optional(series.movie.openDate?.iso)), ("from", .string(series.from.iso)),
                ("to", .string((series.points.last?.date ?? series.to).iso)),
                (
                    "summary",
                    TrendAnswers.summaryJSON(
                        TrendAnswers.summary(series.points, metric: metric, cumulative: cumulative),
                        metric: metric, cumulative: cumulative)
                ),
                ("milestones", MilestoneAnswers.json(series.milestones)), ("run", RunAnswers.json(series.run)),
            ])
        }
        let key = TrendAnswers.valueKey(metric, cumulative: cumulative)
        let label = (cumulative && metric.hasTotal ? Label.cumulative.text + " " : "") + metric.label.text
        let names = runs.map { "\(Sanitizer.line($0.title)) (\($0.movie.code))" }.joined(separator: " · ")
        return ListAnswer(
            shape, heading: "\(Label.compared.text) · \(label) · \(names)",
            values: [
                "by": .string(by.rawValue), "metric": .string(metric.rawValue), "cumulative": .bool(cumulative),
                "films": .array(films),
            ], rows: rows(runs, by: by), optional: [key])
    }
}
