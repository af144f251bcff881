/// The fields of a period's top films, declared once: the daily and weekly documents, their rows, and the flat forms.
public enum TopAnswers {
    static func fields(weekly: Bool) -> [Field<TopFilm>] {
        [
            Field(
                "rank", .integer, label: .rank, unit: .rank,
                column: Column(position: 0, alignRight: true, render: { String($0.rank) })
            ) { .int(Int64($0.rank)) },
            Field("movieCode", .string, label: .code) { .string($0.movieCode) },
            Field(
                "title", .string, label: .title,
                column: Column(
                    position: 1, flexible: true,
                    render: { Sanitizer.line(Formatting.title($0.title, english: $0.titleEnglish)) })
            ) {
                .string($0.title)
            },
            Field("titleEn", .nullable(.string), required: false) { .optional($0.titleEnglish) },
            Field(
                "audience", .integer, label: .audience, unit: .people,
                column: Column(position: 2, alignRight: true, render: { Formatting.grouped($0.audience) })
            ) { .int($0.audience) },
            Field(
                "sales", .integer, label: .sales, unit: .won,
                column: Column(position: 3, drop: 1, alignRight: true, render: { Formatting.grouped($0.sales) })
            ) { .int($0.sales) },
            Field(
                weekly ? "weeksInTopTen" : "daysInTopTen", .integer, label: weekly ? .topWeeks : .topDays,
                unit: weekly ? nil : .days,
                column: Column(position: 4, drop: 4, alignRight: true, render: { String($0.timesInTopTen) })
            ) {
                .int(Int64($0.timesInTopTen))
            },
            Field(
                "bestRank", .integer, label: .bestRank, unit: .rank,
                column: Column(position: 5, drop: 5, alignRight: true, render: { Label.rankOf($0.bestRank) })
            ) {
                .int(Int64($0.bestRank))
            },
            Field(
                "bestRankDate", .date, label: .bestRankOn,
                column: Column(position: 6, drop: 2, render: { $0.bestRankDate.iso })
            ) {
                .string($0.bestRankDate.iso)
            },
            Field(
                "openDate", .nullable(.date), label: .opened,
                column: Column(position: 7, drop: 3, render: { Formatting.date($0.openDate) })
            ) {
                .optional($0.openDate?.iso)
            },
            Field(
                "audienceTotal", .nullable(.integer), label: .total, unit: .people,
                column: Column(position: 8, drop: 6, alignRight: true, render: { Formatting.grouped($0.audienceTotal) })
            ) {
                .optional($0.audienceTotal)
            },
            Field("audienceTotalDate", .date) { .string($0.lastRankedDate.iso) },
        ]
    }

    static let members: [FieldType.Property] = [
        .init("ranking", .choice(["daily", "week", "weekend", "weekdays"])), .init("from", .date), .init("to", .date),
        .init("limit", .integer), .init("counted", .string), .init("source", .choice(["kobis", "sample"])),
    ]

    public static let daily = ListShape<TopFilm>(
        type: "top", members: members, itemsKey: "entries", fields: fields(weekly: false))
    public static let weekly = ListShape<TopFilm>(
        type: "top", members: members, itemsKey: "entries", fields: fields(weekly: true))

    /// One schema for a daily or weekly top list: its rows may hold either count, and `fields` may leave any out.
    public static func schema(depth: Int = .max) -> JSONValue {
        var rows: [FieldType.Property] = []
        for field in daily.fields + weekly.fields where !rows.contains(where: { $0.key == field.key }) {
            rows.append(.init(field.key, field.type, required: false))
        }
        return FieldType.objectSchema(
            [.init("type", .choice(["top"]))] + members
                + [.init("count", .integer), .init("entries", .array(.object(rows)))], depth: depth)
    }

    /// `2023년 박스오피스 상위 10 · 2023-01-01 ~ 2023-12-31`, with the weekly basis when weekly.
    public static func heading(_ request: TopRequest, from: KobisDate, to: KobisDate, count: Int) -> String {
        var parts: [String] = []
        switch request.window {
        case .year(let year): parts.append(Label.yearOf(year) + " " + Label.topOf(count))
        case .month(let month):
            let name = Label.language == .en ? Label.months[max(0, min(11, month.month - 1))] : String(month.month)
            parts.append(Label.monthOf(month.year, name) + " " + Label.topOf(count))
        case .range: parts.append(Label.topOf(count))
        case .allTime: parts.append(Label.allTime(Label.topOf(count)))
        }
        parts.append("\(from.iso) ~ \(to.iso)")
        if let kind = request.weekly {
            parts.append(Label.weeklyBasis(Label.weekKinds[WeekKind.allCases.firstIndex(of: kind) ?? 0].text))
        }
        return parts.joined(separator: " · ")
    }

    public static func answer(
        _ films: [TopFilm], request: TopRequest, targets: [RankingTarget], source: String
    ) -> ListAnswer<TopFilm> {
        let (from, to): (KobisDate, KobisDate)
        switch (targets.first, targets.last) {
        case (.period(let first)?, .period(let last)?): (from, to) = (first.start, last.end)
        case (.day(let first)?, .day(let last)?): (from, to) = (first, last)
        default: (from, to) = (KobisDate(year: 2003, month: 1, day: 1)!, KobisDate(year: 2003, month: 1, day: 1)!)
        }
        let note = request.weekly == nil ? Label.topCountedDays : Label.topCountedWeeks
        var answer = ListAnswer(
            request.weekly == nil ? daily : weekly,
            heading: heading(request, from: from, to: to, count: request.limit),
            values: [
                "ranking": .string(request.weekly?.name ?? "daily"), "from": .string(from.iso),
                "to": .string(to.iso), "limit": .int(Int64(request.limit)), "counted": .string(note.text),
                "source": .string(source),
            ], rows: films, optional: request.englishTitles ? ["titleEn"] : [])
        answer.note = note.text
        return answer
    }
}
