import KobisKit

/// A ranking drawn: the day's (or period's) films as bars, a page around them, and a range's page.
enum RankingPictures {
    static func chart(_ answer: ListAnswer<RankingRow>) -> BarChart {
        let source = answer.values["source"]?.stringValue == "sample" ? Label.sampleNotice.text : "KOBIS"
        return BarChart(
            title: answer.heading, subtitle: "\(Label.audience.text) · \(source)",
            bars: answer.rows.map { row in
                BarChart.Bar(
                    rank: row.entry.rank, title: row.shownTitle, value: row.entry.audience,
                    change: (Formatting.rankChange(row.entry.rankChange), RankingAnswers.accent(row.entry.rankChange)),
                    tags: (row.entry.openDate.map { [String($0.year)] } ?? []) + [row.entry.movieCode])
            }, unit: .people)
    }

    static func svg(_ answer: ListAnswer<RankingRow>, size: PictureSize, theme: Theme, titled: Bool = true) -> String {
        chart(answer).svg(width: Double(size.width), height: Double(size.height), theme: theme, titled: titled)
    }

    /// The heading, the chart, the table (`--fields` picks its columns) and where the figures came from.
    static func page(_ answer: ListAnswer<RankingRow>, size: PictureSize, theme: Theme) -> String {
        var page = HTMLPage(title: answer.heading)
        page.sections = [
            HTMLPage.heading(answer.heading), HTMLPage.figure(svg(answer, size: size, theme: theme, titled: false)),
            HTMLPage.table(answer, selection: answer.selection), provenance(answer),
        ]
        return page.document()
    }

    /// Where the figures came from, and when they were fetched (a run's newest day when it has no provenance).
    static func provenance<Row>(_ answer: ListAnswer<Row>, source: String? = nil) -> String {
        HTMLPage.provenance(
            source: source ?? answer.values["source"]?.stringValue ?? "kobis",
            fetchedAt: answer.values["provenance"]?["fetchedAt"]?.stringValue
                ?? answer.fetchedAt.map(KoreaTime.iso8601))
    }

    /// A range: the period's top 5 films day by day as small charts, then each day's (or period's) number 1 in a
    /// table (a month is 31 rows: the charts come first, where a reader looks).
    static func rangePage(
        _ answers: [ListAnswer<RankingRow>], heading: String, size: PictureSize, theme: Theme
    ) -> String {
        var page = HTMLPage(title: heading)
        page.sections = [HTMLPage.heading(heading)]
        let firsts = answers.compactMap { answer in answer.rows.first.map { (answer, $0) } }
        let labels = answers.map { label(of: $0) }
        var totals: [String: (title: String, audience: Int64)] = [:]
        for answer in answers {
            for row in answer.rows {
                let before = totals[row.entry.movieCode]?.audience ?? 0
                totals[row.entry.movieCode] = (row.shownTitle, before + (row.entry.audience ?? 0))
            }
        }
        let top = totals.sorted {
            $0.value.audience > $1.value.audience || $0.value.audience == $1.value.audience && $0.key < $1.key
        }
        .prefix(5)
        page.sections.append(HTMLPage.heading(Label.periodTopFive.text, level: 2))
        let small = PictureSize(width: max(480, size.width / 2), height: max(270, size.height / 2))
        let charts = top.map { code, film in
            LineChart(
                title: film.title, subtitle: Label.audienceSum(Formatting.grouped(film.audience)), columns: labels,
                series: [
                    .init(
                        name: film.title,
                        values: answers.map { answer in
                            answer.rows.first { $0.entry.movieCode == code }?.entry.audience
                        })
                ], unit: .people, inverted: false, gapNote: Label.gapShort.text
            )
            .svg(width: Double(small.width), height: Double(small.height), theme: theme)
        }
        page.sections.append(
            "<div class=\"multiples\">\n" + charts.map(HTMLPage.figure).joined(separator: "\n") + "\n</div>")
        page.sections.append(HTMLPage.heading(Label.numberOnes.text, level: 2))
        page.sections.append(
            HTMLPage.table(
                header: [
                    (Label.date.text, false), (Label.title.text, false), (Label.audience.text, true),
                    (Label.total.text, true),
                ],
                rows: firsts.map { answer, row in
                    [
                        label(of: answer), row.shownTitle, Formatting.grouped(row.entry.audience),
                        Formatting.grouped(row.entry.audienceTotal),
                    ]
                }))
        if let last = answers.last { page.sections.append(provenance(last)) }
        return page.document()
    }

    /// The day (`2023-08-01`) or period (`2023-08-04~08-06`) a ranking is of.
    static func label(of answer: ListAnswer<RankingRow>) -> String {
        if case .period(let period)? = answer.rows.first?.target {
            return "\(period.start.iso)~\(period.end.iso.suffix(5))"
        }
        return answer.values["date"]?.stringValue ?? ""
    }
}
