import KobisKit

/// A person or company as text: the sheet over the filmography table.
enum RecordText {
    static func render<Row>(
        _ answer: RecordAnswer<Row>, films: [FilmCredit], layout: Layout, width: Int?, style: Style
    ) -> String {
        let sheet = SheetRenderer(title: answer.heading, fields: answer.sheet, widthLimit: width, style: style)
        var lines = layout == .grid ? sheet.grid() : sheet.list()
        lines.append("")
        // A film credited twice (director and writer) is one film of the filmography.
        let heading = "\(Label.filmography.text) \(Label.filmsOf(Set(films.map(\.movieCode)).count))"
        lines += DisplayWidth.headingLines(heading, to: width).map(style.bold)
        if !films.isEmpty {
            lines += ListTable(
                columns: TextColumn.of(SearchAnswers.creditFields), rows: films, width: width, style: style
            ).render()
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
