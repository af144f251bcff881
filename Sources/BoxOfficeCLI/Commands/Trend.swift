import Foundation
import KobisKit

/// `boxoffice trend <movieCd>`: a film's run, drawn from the daily rankings.
enum Trend: Command {
    static let name = "trend"
    static let summary = "a film's run over the daily rankings, as a chart"
    static let synopsis = "<movieCd> [--from DATE] [--to DATE] [--metric METRIC] [--cumulative] [-f FORMAT] [options]"
    static let arguments = [(name: "<movieCd>", help: "KOBIS's movie code, 8 letters or digits")]
    static let metric = Option<TrendMetric>("metric", short: "m", help: "what to draw: audience (default), sales, screens, shows or rank")
    static let cumulative = Flag("cumulative", help: "draw the running total (audiAcc, salesAcc) instead")
    static let format = Option<OutputFormat>("format", short: "f", help: "text (the chart, default), json, jsonl, tsv or csv (the series)")
    static let options = [AnyOption(RangeOptions.from), AnyOption(RangeOptions.to), AnyOption(metric), AnyOption(cumulative),
                          AnyOption(RangeOptions.jobs), AnyOption(format)]
    static var common: [AnyOption] { CommonOptions.networkWithoutDemo }
    static let discussion: String? = """
        KOBIS has no such service: the run is read from the daily rankings, which list only the top 10. By default it \
        starts on the film's release date and runs until the film has been out of the top 10 for 7 days in a row, or \
        until yesterday, at most 180 days; --to goes further. Days are cached as they arrive, at most --jobs requests \
        are in flight, and a run that needs more requests than remain today sends nothing.
        """
    static let examples: [(command: String, note: String)] = [
        ("boxoffice trend 20239002", "the run of 콘크리트 유토피아"),
        ("boxoffice trend 20239002 --metric rank --from 2023-08-09 --to 2023-09-30", ""),
        ("boxoffice trend 20239002 --cumulative -f csv", "the series, with gaps left empty"),
    ]

    static let defaultDays = 180
    static let stopAfterDaysOut = 7

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        let code = try Movie.code(parsed.positionals.first, what: "movie", usage: usage)
        let latest = KobisDate.latestAvailable(now: context.now)
        let explicitEnd = try parsed[RangeOptions.to].map { try $0.resolve(now: context.now, usage: usage) }
        let explicitStart = try parsed[RangeOptions.from].map { try $0.resolve(now: context.now, usage: usage) }
        let client = try Client.make(parsed, context: context, usage: usage, concurrency: parsed[RangeOptions.jobs] ?? 4)
        let movie = try await client.run("KOBIS: movie \(code)") { _ in try await client.manager.movie(code: code) }
        guard let start = explicitStart ?? movie.openDate else {
            throw UsageError(message: "KOBIS has no release date for \(code): give --from", usage: usage)
        }
        guard start <= latest else {
            throw UsageError(message: "\(code) opens on \(start.iso), after the last day with figures (\(latest.iso))", usage: usage)
        }
        let end = explicitEnd ?? min(latest, start.adding(days: defaultDays - 1))
        guard start <= end else { throw UsageError(message: "--from \(start.iso) is after --to \(end.iso)", usage: usage) }
        guard end.daysSince(start) < RangeOptions.maximumDays else {
            throw UsageError(message: "a trend is at most \(RangeOptions.maximumDays) days", usage: usage)
        }
        let days = (0...end.daysSince(start)).map { start.adding(days: $0) }
        try client.checkQuota(days.map { Endpoint.daily(date: $0) })

        let manager = client.manager
        let bar = ProgressBar(enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth, unit: "days")
        defer { bar.finish() }
        var points: [TrendPoint] = []
        var daysOut = 0
        var seen = false
        do {
            try await RangeFetcher<KobisDate, DailyBoxOffice>(jobs: parsed[RangeOptions.jobs] ?? 4).run(days, fetch: { day in
                let fetched = try await manager.fetchWithProvenance(.daily(date: day))
                return (fetched.value, fetched.fromCache)
            }, deliver: { day, ranking in
                let entry = ranking.entries.first { $0.movieCode == code }
                points.append(TrendPoint(date: day, entry: entry))
                if entry == nil { daysOut += 1 } else { daysOut = 0; seen = true }
                // Without --to, a run ends once the film has been out of the top 10 for a week.
                return explicitEnd != nil || daysOut < stopAfterDaysOut || (!seen && points.count < stopAfterDaysOut)
            }, progress: bar.update)
        } catch let failure as RangeFetcher<KobisDate, DailyBoxOffice>.ItemFailure {
            bar.finish()
            return try RankingOptions.reportStop(failure.error, at: failure.item.iso, after: "no chart was drawn", context: context)
        }
        bar.finish()
        let view = TrendView(movieCode: code, title: movie.title.isEmpty ? code : movie.title, metric: parsed[metric] ?? .audience,
                             cumulative: parsed[cumulative], points: points)
        if view.summary.daysInTopTen == 0 { context.note("\(code) was not in the top 10 on any day from \(start.iso) to \(points.last?.date.iso ?? end.iso)") }
        try context.out(view.render(format: parsed[format] ?? .text, width: context.terminal.width,
                                    style: Style(enabled: context.terminal.useColor(parsed[CommonOptions.color] ?? .auto))))
        return .success
    }
}
