import Foundation
import KobisKit

/// `boxoffice trend <movieCd>`: a film's run, drawn from the daily rankings.
enum Trend: Command {
    static let name = "trend"
    static let summary = "a film's run over the daily rankings, as a chart"

    struct Options: CommandOptions {
        var code: String?
        var from: DateArgument?
        var to: DateArgument?
        var metric: TrendMetric?
        var cumulative = false
        var jobs: Int?
        var yes = false
        var format: OutputFormat?
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .positional("movie", help: "a film's code (8 letters or digits) or its title", \.code),
        .option("from", value: "DATE", help: "the first day (default: the film's release date)", \.from, parse: DateArgument.parse),
        .option("to", value: "DATE", help: "the last day (default: a week out of the top 10, at most 180 days)", \.to, parse: DateArgument.parse),
        .choice("metric", short: "m", help: "what to draw: audience (default), sales, screens, shows or rank", \.metric),
        .flag("cumulative", help: "draw the running total (audiAcc, salesAcc) instead; audience and sales only", \.cumulative),
        .option("jobs", short: "j", value: "N", help: "requests in flight, 1-8 (default 4)", \.jobs, parse: Convert.integer(1...8)),
        .flag("yes", short: "y", help: "go ahead without asking when the run sends more than 100 requests", \.yes),
        .choice("format", short: "f", help: "text (the chart, default), or the series as json, jsonl, tsv, csv or markdown", \.format),
    ] + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

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
        let metric = options.metric ?? .audience
        if options.cumulative && !metric.hasTotal {
            throw UsageError(message: "--cumulative goes with --metric audience or sales: \(metric.rawValue) has no running total")
        }
        let service = try context.service(options.network, concurrency: options.jobs ?? 4)
        if options.network.dryRun, let plan = try await context.dryRunLookup(options.code, kind: .movie, service: service, then: "the film's detail, then its run") {
            return plan
        }
        let code = try await context.code(options.code, kind: .movie, service: service)
        let bar = ProgressBar(enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth, unit: "days")
        defer { bar.finish() }
        let from = options.from?.resolved(latest: service.latestDay)
        let to = options.to?.resolved(latest: service.latestDay)
        if options.network.dryRun {
            let movieRequest = Endpoint.movieInfo(code: code)
            guard service.manager.isCached(movieRequest) else {
                return try await DryRun.report([movieRequest], what: "movie \(code) (its release date sets the window)",
                                               then: "one daily ranking per day of its run: at most \(KobisService.trendDefaultDays) without --to",
                                               service: service, context: context)
            }
            let days = try await option("--from") { try service.trendDays(try await service.manager.movie(code: code), from: from, to: to) }
            return try await DryRun.report(days.map { Endpoint.daily(date: $0) }, what: "the daily rankings from \(days.first!.iso) to \(days.last!.iso)",
                                           then: to == nil ? "without --to the run stops once the film has been out of the top 10 for a week" : nil,
                                           service: service, context: context)
        }
        let series: TrendSeries
        do {
            series = try await option("--from") {
                try await service.trend(movieCode: code, from: from, to: to, jobs: options.jobs ?? 4,
                                        approval: Confirmation.approval(what: "this trend", yes: options.yes, service: service, context: context),
                                        progress: bar.update)
            }
        } catch let stop as KobisService.RangeStop {
            bar.finish()
            return try Reporting.stop(stop, after: "no chart was drawn", context: context)
        }
        bar.finish()
        context.output.fill(["from": series.from.iso, "to": series.points.last?.date.iso ?? series.to.iso])
        let view = TrendView(movieCode: code, title: series.movie.title.isEmpty ? code : series.movie.title, metric: metric,
                             cumulative: options.cumulative, points: series.points)
        if series.daysInTopTen == 0 {
            context.error("\(code) was not in the top 10 on any day from \(series.from.iso) to \(series.points.last?.date.iso ?? series.to.iso): KOBIS counts only the daily top 10, so there is no run to draw")
            return .notFound
        }
        try context.out(view.render(format: options.format ?? .text, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }
}
