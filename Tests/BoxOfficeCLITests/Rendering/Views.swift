import Foundation

@testable import BoxOfficeCLI
@testable import KobisKit

// The tests' shorthands for building answers the way the commands do, and rendering them through the one
// `Renderer` switch: golden files and layout tests check exactly what the commands print.

/// A ranking of `box` as the use case returns it: a day, or the weekly period holding its date.
func ranking(
    _ box: DailyBoxOffice, period: WeekKind? = nil, filters: RankingFilters = .init(),
    details: [String: MovieDetail]? = nil, source: String = "kobis"
) -> Ranking {
    Ranking(
        boxOffice: box,
        target: period.map { .period(BoxOfficePeriod(kind: $0, containingWeekOf: box.date)) } ?? .day(box.date),
        filters: filters, details: details, posters: nil, fetchedAt: Date(), fromCache: false, source: source)
}

/// A ranking in any format, as `daily` and `weekly` print it (no provenance, as in golden files).
func render(_ ranking: Ranking, format: OutputFormat, layout: Layout, width: Int?, style: Style) -> String {
    let answer = RankingAnswers.answer(ranking, provenance: false)
    return Renderer.render(answer, format: format) {
        RankingText(answer: answer, width: width, style: style).render(layout: layout)
    }
}

/// A ranking's text layouts.
func rankingText(_ box: DailyBoxOffice, details: [String: MovieDetail]? = nil, width: Int?, style: Style) -> RankingText
{
    RankingText(
        answer: RankingAnswers.answer(ranking(box, details: details), provenance: false), width: width, style: style)
}

/// A film in any format, as `movie` prints it.
func render(
    _ movie: MovieDetail, format: OutputFormat, layout: Layout, width: Int?, style: Style, source: String = "kobis"
) -> String {
    let sheet = FilmSheet(movie: movie, source: source)
    return Renderer.render(MovieAnswers.answer(sheet), format: format) {
        MovieText.render(sheet, layout: layout, width: width, style: style)
    }
}

/// A film's sheet renderer, as `movie` lays it out.
func movieSheet(_ movie: MovieDetail, width: Int?, style: Style) -> SheetRenderer {
    SheetRenderer(
        title: movie.title.isEmpty ? "-" : Sanitizer.line(movie.title),
        fields: MovieAnswers.lines(FilmSheet(movie: movie, source: "kobis")),
        widthLimit: width, style: style)
}

/// A list answer in any format, as the list commands print it.
func render<Row>(_ answer: ListAnswer<Row>, format: OutputFormat, layout: Layout, width: Int?, style: Style) -> String {
    Renderer.render(answer, format: format) { TableText.render(answer, layout: layout, width: width, style: style) }
}

/// A person or company in any format, as `person` and `company` print it.
func render<Detail>(
    _ answer: RecordAnswer<RecordSheet<Detail>>, films: [FilmCredit], format: OutputFormat, layout: Layout, width: Int?,
    style: Style
) -> String {
    Renderer.render(answer, format: format) {
        RecordText.render(answer, films: films, layout: layout, width: width, style: style)
    }
}

/// A trend in any format, as `trend` prints it; the run's figures are the view's (released on its first day).
func render(_ trend: TrendView, format: OutputFormat, width: Int?, style: Style) -> String {
    let answer = TrendAnswers.answer(
        movieCode: trend.movieCode, title: trend.title, metric: trend.metric, cumulative: trend.cumulative,
        points: trend.points, milestones: trend.milestones,
        run: trend.run ?? RunFigures(trend.points, release: trend.points.first?.date))
    return Renderer.render(answer, format: format) {
        trend.chart(width: width ?? 80, style: style).joined(separator: "\n") + "\n"
    }
}

extension Daily.Options {
    /// Parses a command line the way `boxoffice daily` does; nil for help.
    static func parsed(_ words: [String]) throws -> Daily.Options? {
        if case .options(let options) = try Daily.Options.parse(words, usage: "u") { return options }
        return nil
    }
}
