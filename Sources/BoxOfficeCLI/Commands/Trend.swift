import Foundation
import KobisKit

/// `boxoffice trend <movieCd>`: a film's run, drawn from the daily rankings.
enum Trend: Command {
    static let name = "trend"
    static let summary = "a film's run over the daily rankings, as a chart"

    struct Options: CommandOptions {
        @Opt(Declared.record(.movie), help: "a film's code (8 letters or digits) or its title") var film: String?
        @Opt(Declared.from, help: "the first day (default: the film's release date)") var from: DateArgument?
        @Opt(Declared.to, help: "the last day (default: a week out of the top 10, at most 180 days)") var to: DateArgument?
        @Opt(Declared.metric) var metric: TrendMetric
        @Opt(Declared.cumulative, help: "draw the running total (audiAcc, salesAcc) instead; audience and sales only") var cumulative: Bool
        @Opt(Declared.jobs) var jobs: Int
        @Opt(Local.yes) var yes: Bool
        @Opt(Local.format(help: "text (the chart, default), or the series as json, jsonl, tsv, csv or markdown")) var format: OutputFormat
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        KOBIS has no such service: the run is read from the daily rankings, which list only the top 10. By default it \
        starts on the film's release date and runs until the film has been out of the top 10 for 7 days in a row, or \
        until yesterday, at most 180 days; --to goes further. Days are cached as they arrive, at most --jobs requests \
        are in flight, and a run that needs more requests than remain today sends nothing.
        """
    static let examples: [(command: String, note: String)] = [
        ("boxoffice trend 20239002 --demo", "the run of 콘크리트 유토피아, from the sample"),
        ("boxoffice trend 20239002 -m rank --from 2023-08-09 --to 2023-08-31 --demo", ""),
        ("boxoffice trend 20239002 --cumulative -f csv --demo", "the series, with gaps left empty"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let service = try context.service(options.network, jobs: options.jobs)
        let from = options.from?.resolved(latest: service.latestDay)
        let to = options.to?.resolved(latest: service.latestDay)
        let request = TrendRequest(film: try context.named(options.film, .movie), from: from, to: to, metric: options.metric,
                                   cumulative: options.cumulative, jobs: options.jobs)
        if options.network.dryRun { return try context.dryRun(try await option("--from") { try await service.plan(for: request) }) }
        let bar = ProgressBar(enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth, unit: "days")
        defer { bar.finish() }
        let trend: (series: TrendSeries, answer: ListAnswer<TrendPoint>)
        do {
            trend = try await option("--from") {
                try await service.trend(request, approval: Confirmation.approval(what: "this trend", yes: options.yes, service: service,
                                                                                 context: context),
                                        notify: context.notify, progress: bar.update)
            }
        } catch let stop as KobisService.RangeStop {
            bar.finish()
            return try Reporting.stop(stop, after: "no chart was drawn", context: context)
        }
        bar.finish()
        let series = trend.series
        context.output.fill(["from": series.from.iso, "to": series.points.last?.date.iso ?? series.to.iso])
        let chart = TrendView(movieCode: series.movie.code, title: series.movie.title.isEmpty ? series.movie.code : series.movie.title,
                              metric: options.metric, cumulative: options.cumulative, points: series.points)
        let width = context.terminal.width, style = context.style(options.network)
        try context.out(Renderer.render(trend.answer, format: options.format) {
            chart.chart(width: width ?? 80, style: style).joined(separator: "\n") + "\n"
        })
        return .success
    }
}
