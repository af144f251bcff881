import Foundation
import KobisKit

/// `boxoffice top`: a year's, a month's or a range's top films, from the daily (or weekly) rankings.
enum Top: Command {
    static let name = "top"
    static let summary = "a year's, month's or range's top films, from the daily rankings"

    struct Options: CommandOptions {
        @Opt(Declared.calendarYear) var year: Int?
        @Opt(Declared.month) var month: CalendarMonth?
        @Opt(Declared.from, help: "the first day of the period (with --to; default --to is yesterday)") var from:
            DateArgument?
        @Opt(Declared.to, help: "the last day of the period, not after yesterday in Korea") var to: DateArgument?
        @Opt(Declared.topLimit) var limit: Int
        @Opt(Declared.weekly) var weekly: Bool
        @Opt(Declared.period, help: "with --weekly: week (Mon-Sun), weekend (Fri-Sun, default) or weekdays (Mon-Thu)")
        var period: PeriodChoice
        @Opt(Declared.jobs) var jobs: Int
        @Opt(Local.yes, help: "go ahead without asking when the period sends more than 100 requests") var yes: Bool
        var table = TableOptions<ChartFormats>()
        var pictures = PictureOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        KOBIS has no such service: the films are ranked by the audience counted on the days each was in the daily \
        top 10 within the period (days outside it are not counted, as the heading says), ties by the earlier \
        release, then by code. Each row has the period's audience and sales, the days in the top 10, the best rank \
        and its first day, the release date and the cumulative on the last ranked day. A year is 365 requests: the \
        dry run and the question before a run of more than 100 say so, and a second run reads them all from the \
        cache. --weekly reads the weekly rankings instead (one request a week; a film counts in a week only while \
        in its top 10).
        """
    static let examples: [(command: String, note: String)] = [
        ("boxoffice top --year 2023 --dry-run", "365 daily rankings: what is cached, the quota left"),
        ("boxoffice top --month 2023-08 --demo", "the sample's month"),
        ("boxoffice top --year 2023 --weekly --period week -n 20", "from 52 weekly rankings"),
        ("boxoffice top --from 2023-08-01 --to 2023-08-15 -f csv --demo", ""),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.table.check(available: (options.weekly ? TopAnswers.weekly : TopAnswers.daily).selectableKeys())
        let given = [options.year != nil, options.month != nil, options.from != nil].filter { $0 }.count
        guard given == 1 else {
            throw UsageError(
                message: given == 0
                    ? "top needs a period: --year YYYY, --month YYYY-MM or --from DATE [--to DATE]"
                    : "--year, --month and --from each give the period: use one")
        }
        if options.to != nil && options.from == nil { throw UsageError(message: "--to goes with --from") }
        if options.$period.isSet && !options.weekly { throw UsageError(message: "--period goes with --weekly") }
        try options.pictures.check(options.table.format, general: options.general, context: context)
        let service = try context.service(options.network, jobs: options.jobs)
        let latest = service.latestDay
        let window: TopWindow
        if let year = options.year {
            window = .year(year)
        } else if let month = options.month {
            window = .month(month)
        } else {
            window = .range(from: options.from!.resolved(latest: latest), to: options.to?.day(latest: latest))
        }
        let request = TopRequest(
            window, limit: options.limit, weekly: options.weekly ? options.period.kind : nil, jobs: options.jobs,
            englishTitles: Label.language == .en)
        let named = options.year != nil ? "--year" : options.month != nil ? "--month" : "--from"
        let targets = try option(named) { try service.topTargets(request) }
        if options.network.dryRun { return try context.dryRun(try await service.plan(for: request)) }
        switch (targets[0], targets[targets.count - 1]) {
        case (.day(let first), .day(let last)): context.output.fill(["from": first.iso, "to": last.iso])
        case (.period(let first), .period(let last)):
            context.output.fill(["from": first.start.iso, "to": last.end.iso])
        default: break
        }
        let bar = ProgressBar(
            enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth,
            unit: options.weekly ? "periods" : "days")
        defer { bar.finish() }
        let answer: ListAnswer<TopFilm>
        do {
            answer = try await service.top(
                request,
                approval: Confirmation.approval(
                    what: "this period", yes: options.yes, service: service,
                    context: context), progress: bar.update)
        } catch let stop as KobisService.RangeStop {
            bar.finish()
            return try Reporting.stop(stop, after: "no list was made", context: context)
        }
        bar.finish()
        guard !answer.rows.isEmpty else {
            context.error(service.noRanking(over: targets))
            return .notFound
        }
        if let gap = service.sampleGap(targets) { context.note(gap) }
        let size = options.pictures.size
        let theme = options.pictures.theme.palette
        try context.out(
            options.table.render(answer, width: context.terminal.width, style: context.style(options.network)) {
                chosen in
                Pictures(
                    svg: { TopPictures.svg(chosen, size: size, theme: theme) },
                    html: { TopPictures.page(chosen, size: size, theme: theme) })
            })
        return .success
    }
}
