/// The fields of a film's milestones, declared once: the `milestones` document, the `milestones` member of a
/// trend's document, and the flat forms.
public enum MilestoneAnswers {
    /// `100만`, `1,000만`.
    public static func threshold(_ value: Int64) -> String {
        Label.tenThousandsOf(Formatting.grouped(value / 10_000), Formatting.grouped(value / 1_000_000))
    }

    /// `D+12`, or `D-3` for a day before the release (see ``Milestones/day(_:release:)``: no day 0).
    public static func day(_ value: Int?) -> String {
        guard let value else { return "-" }
        return value > 0 ? Label.dayAfter(value) : Label.dayBefore(-value)
    }

    public static let fields: [Field<Milestone>] = [
        Field(
            "threshold", .integer, label: .milestone, unit: .people,
            column: Column(position: 0, alignRight: true, render: { threshold($0.threshold) })
        ) { .int($0.threshold) },
        Field("date", .date, label: .date, column: Column(position: 1, render: { $0.date.iso })) {
            .string($0.date.iso)
        },
        Field(
            "day", .nullable(.integer), label: .sinceRelease, unit: .days,
            column: Column(position: 2, alignRight: true, render: { day($0.day) })
        ) { .optional($0.day) },
        Field(
            "audienceTotal", .integer, label: .total, unit: .people,
            column: Column(position: 3, alignRight: true, render: { Formatting.grouped($0.audienceTotal) })
        ) { .int($0.audienceTotal) },
        Field(
            "crossedOutOfTopTen", .boolean, label: .outOfTopTenMark,
            column: Column(position: 4, render: { $0.crossedOutOfTopTen ? Label.outOfTopTenMark.text : "" })
        ) {
            .bool($0.crossedOutOfTopTen)
        },
    ]

    /// The type of a milestone in a JSON document.
    public static let type = FieldType.object(fields.map(\.property))

    /// The milestones as a JSON array (a trend document's `milestones`).
    public static func json(_ milestones: [Milestone]) -> JSONValue {
        .array(milestones.map { milestone in .object(fields.map { ($0.key, $0.value(milestone).json) }) })
    }

    public static let shape = ListShape<Milestone>(
        type: "milestones",
        members: [
            .init("movieCode", .string), .init("title", .string), .init("titleEn", .nullable(.string)),
            .init("openDate", .nullable(.date)), .init("from", .date), .init("to", .date),
            .init("source", .choice(["kobis", "sample"])),
        ],
        itemsKey: "milestones", fields: fields)

    public static func answer(_ series: TrendSeries, source: String) -> ListAnswer<Milestone> {
        let milestones = series.milestones
        var answer = ListAnswer(
            shape,
            heading: "\(Label.milestones.text) · \(Sanitizer.line(series.shownTitle)) (\(series.movie.code))"
                + " · \(series.from.iso) ~ \((series.points.last?.date ?? series.to).iso)",
            values: [
                "movieCode": .string(series.movie.code), "title": .string(series.title),
                "titleEn": .optional(series.movie.titleEnglish),
                "openDate": .optional(series.movie.openDate?.iso), "from": .string(series.from.iso),
                "to": .string((series.points.last?.date ?? series.to).iso), "source": .string(source),
            ],
            rows: milestones)
        // The table's `*` column is explained under it when a row is marked.
        answer.legend = ("crossedOutOfTopTen", Label.outOfTopTenNote.text)
        if milestones.isEmpty {
            answer.note = (series.fromStart ? Label.noMilestone : Label.noMilestoneInWindow).text
        }
        return answer
    }
}
