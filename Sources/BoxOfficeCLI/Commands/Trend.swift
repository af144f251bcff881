import Foundation
import KobisKit

/// `boxoffice trend <movie>...`: a film's run, drawn from the daily rankings, or up to five side by side.
enum Trend: Command {
    static let name = "trend"
    static let summary = "a film's run over the daily rankings; up to 5 side by side"

    struct Options: CommandOptions {
        @Many(
            Declared.record(.movie), most: FilmTrend.most,
            help: "a film's code (8 letters or digits) or its title; up to 5 films side by side") var films: [String]
        @Opt(Declared.from, help: "the first day (default: the film's release date)") var from: DateArgument?
        @Opt(Declared.to, help: "the last day (default: a week out of the top 10, at most 180 days)") var to:
            DateArgument?
        @Opt(Declared.metric) var metric: TrendMetric
        @Opt(Declared.cumulative, help: "draw the running total (audiAcc, salesAcc) instead; audience and sales only")
        var cumulative: Bool
        @Opt(Declared.alignment) var by: TrendAlignment
        @Opt(Declared.jobs) var jobs: Int
        @Opt(Local.yes) var yes: Bool
        @Opt(
            Local.format(
                OutputFormat.allCases,
                help: "text (the chart, default), the series as json, jsonl, tsv, csv or "
                    + "markdown, or a picture: svg (the chart) or html (a page)"))
        var format: OutputFormat
        var pictures = PictureOptions()
        @Opt(Declared.fields) var fields: [String]?
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        KOBIS has no such service: the run is read from the daily rankings, which list only the top 10. By default it \
        starts on the film's release date (or on its first ranked screening before it, found by reading back from the \
        release until a week without the film) and runs until the film has been out of the top 10 for 7 days in a row, \
        or until yesterday, at most 180 days; --to goes further. Milestones (1, 2, 3, 5 and 10 million, then every 5 \
        million) are listed under the chart and in the JSON. With two to five films, each gets its own mark on one \
        chart, lined up by day since release (D+1 is the release day) or, with --by date, on the calendar; csv has one \
        row per day and film. Days are cached as they arrive, at most --jobs requests are in flight, and a run that \
        needs more requests than remain today sends nothing.
        """
    static let examples: [(command: String, note: String)] = [
        ("boxoffice trend 20239002 --demo", "the run of 콘크리트 유토피아, from the sample"),
        ("boxoffice trend 20239002 -m rank --from 2023-08-09 --to 2023-08-31 --demo", ""),
        ("boxoffice trend 20239002 --cumulative -f csv --demo", "the series, with gaps left empty"),
        ("boxoffice trend 20239001 20239002 --demo", "two films, day by day since each release"),
        ("boxoffice trend 20239001 20239002 --by date -f csv --demo", "one row per day and film"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let trend = try FilmTrend(TrendWords(options: ParsedOptions(options), films: options.films))
        let films: [String]
        do { films = try trend.films() } catch is ParameterProblem { films = [try context.named(nil, .movie)] }
        let valueKey = TrendAnswers.valueKey(trend.metric, cumulative: trend.cumulative)
        let shapeKeys =
            films.count == 1
            ? TrendAnswers.shape.selectableKeys(optional: [valueKey])
            : ComparisonAnswers.shape.selectableKeys(optional: [valueKey])
        try FieldList.check(options.fields, available: shapeKeys)
        try options.pictures.check(options.format, general: options.general, context: context)
        let service = try context.service(options.network, jobs: options.jobs)
        if options.network.dryRun {
            let plan = try await option("--from", to: trend.to, latest: service.latestDay) {
                try await trend.plan(service)
            }
            return try context.dryRun(plan)
        }
        let bar = ProgressBar(
            enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth,
            unit: "days")
        defer { bar.finish() }
        let approval = Confirmation.approval(
            what: films.count == 1
                ? Phrase.say(ko: "이 추이", en: "this trend") : Phrase.say(ko: "이 추이들", en: "these trends"),
            yes: options.yes, service: service,
            context: context)
        let width = context.terminal.width
        let style = context.style(options.network)
        let runs: FilmRuns
        do {
            runs = try await option("--from", to: trend.to, latest: service.latestDay) {
                try await trend.run(
                    service, events: UseCaseEvents(progress: bar.update, approval: approval, notify: context.notify))
            }
        } catch let stop as KobisService.RangeStop {
            bar.finish()
            return try Reporting.stop(
                stop,
                after: Phrase.say(
                    ko: "차트는 그리지 않았습니다",
                    en: "no chart was drawn"), context: context)
        }
        bar.finish()
        switch runs {
        case .one(let series, let found):
            context.output.fill(["from": series.from.iso, "to": series.points.last?.date.iso ?? series.to.iso])
            let chart = TrendView(
                movieCode: series.movie.code, title: series.shownTitle, metric: trend.metric,
                cumulative: trend.cumulative, points: series.points, milestones: series.milestones, run: series.run)
            let answer = found.selecting(options.fields)
            let drawn = options.format.isPicture && trend.metric == .audience && trend.cumulative
            let picture = TrendPictures.chart(
                series, metric: trend.metric, cumulative: trend.cumulative, source: service.source,
                projection: drawn ? await projection(series, service: service) : nil)
            try context.out(
                render(answer, picture: picture, source: service.source, options: options) {
                    chart.chart(width: width ?? 80, style: style).joined(separator: "\n") + "\n"
                })
        case .sideBySide(let series, let found):
            let chart = ComparisonChart(
                series: series, metric: trend.metric, cumulative: trend.cumulative, by: trend.alignment, showsRun: true)
            let answer = found.selecting(options.fields)
            let picture = TrendPictures.chart(
                series, metric: trend.metric, cumulative: trend.cumulative, by: trend.alignment,
                source: service.source)
            try context.out(
                render(answer, picture: picture, source: service.source, options: options) {
                    chart.chart(width: width ?? 80, style: style).joined(separator: "\n") + "\n"
                })
        }
        return .success
    }

    /// The forecast past the run's last day, when the archive can make one (docs/forecast.md): a run still going on
    /// its last day, with at least 3 days. Any reason it cannot (no archive, too few days, an ended run) draws none.
    static func projection(_ series: TrendSeries, service: KobisService) async -> TrendProjection? {
        guard let last = series.points.last?.date,
            let forecast = try? await FilmForecasting(movie: series.movie.code, asOf: .day(last))
                .run(service, events: UseCaseEvents()),
            !forecast.runEnded, !forecast.path.isEmpty
        else { return nil }
        return TrendProjection(
            points: forecast.path.map { .init(date: $0.date, low: $0.low, expected: $0.expected, high: $0.high) },
            milestones: forecast.milestones.compactMap { milestone in
                milestone.expected.map { .init(value: milestone.milestone, date: $0) }
            })
    }

    /// The run (or runs) in the format asked for: `text` (the chart) for text, the line chart for SVG and HTML.
    private static func render<Row>(
        _ answer: ListAnswer<Row>, picture: LineChart, source: String, options: Options, text: () -> String
    ) -> String {
        let size = options.pictures.size
        let theme = options.pictures.theme.palette
        return Renderer.render(
            answer, format: options.format,
            pictures: Pictures(
                svg: { picture.svg(width: Double(size.width), height: Double(size.height), theme: theme) },
                html: { TrendPictures.page(picture, answer: answer, source: source, size: size, theme: theme) }),
            text: text)
    }
}

/// The command line's words as ``FilmTrend`` reads them: one positional film is its `movie`, more are its `movies`.
private struct TrendWords: ParameterValues {
    let options: ParsedOptions
    let films: [String]

    func given<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value? {
        switch declaration.spec.name {
        case Declared.record(.movie).spec.name: return films.count == 1 ? films[0] as? Value : nil
        case Declared.movies.spec.name: return films.count > 1 ? films as? Value : nil
        default: return try options.given(declaration)
        }
    }
}
