import KobisKit

/// A period's top films drawn as bars, and a page around them.
enum TopPictures {
    static func chart(_ answer: ListAnswer<TopFilm>) -> BarChart {
        var chart = BarChart(
            title: answer.heading, subtitle: answer.note ?? "",
            bars: answer.rows.map { film in
                BarChart.Bar(
                    rank: film.rank, title: film.title, value: film.audience, change: nil,
                    tags: (film.openDate.map { [String($0.year)] } ?? []) + [film.movieCode])
            }, unit: .people)
        if answer.values["source"]?.stringValue == "sample" { chart.footnote = Label.sampleNotice.text }
        return chart
    }

    static func svg(_ answer: ListAnswer<TopFilm>, size: PictureSize, theme: Theme, titled: Bool = true) -> String {
        chart(answer).svg(width: Double(size.width), height: Double(size.height), theme: theme, titled: titled)
    }

    static func page(_ answer: ListAnswer<TopFilm>, size: PictureSize, theme: Theme) -> String {
        var page = HTMLPage(title: answer.heading)
        page.sections =
            [HTMLPage.heading(answer.heading)] + (answer.note.map { [HTMLPage.paragraph($0, muted: true)] } ?? [])
            + [
                HTMLPage.figure(svg(answer, size: size, theme: theme, titled: false)),
                HTMLPage.table(answer, selection: answer.selection),
                RankingPictures.provenance(answer),
            ]
        return page.document()
    }
}
