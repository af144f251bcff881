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
        @Opt(Declared.allTime) var allTime: Bool
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
        try options.table.check((options.weekly ? TopAnswers.weekly : TopAnswers.daily))
        let top = try TopFilms(ParsedOptions(options))
        do { try top.check() } catch let problem as ParameterProblem {
            throw UsageError(
                message: Phrase.say(
                    ko: "top: \(problem)",
                    en: "top \(problem)"))
        }
        try options.pictures.check(options.table.format, general: options.general, context: context)
        let service = try context.service(options.network, jobs: options.jobs)
        if top.allTime { return try await everyHeldDay(top, options, service: service, context: context) }
        let named = options.year != nil ? "--year" : options.month != nil ? "--month" : "--from"
        let targets = try option(named, to: top.period.to, latest: service.latestDay) { try top.targets(service) }
        if options.network.dryRun { return try context.dryRun(try await top.plan(service)) }
        context.output.fill(["from": targets[0].start.iso, "to": targets[targets.count - 1].end.iso])
        let bar = ProgressBar(
            enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth,
            unit: top.unit)
        defer { bar.finish() }
        let answer: ListAnswer<TopFilm>
        do {
            let approval = Confirmation.approval(
                what: Phrase.say(
                    ko: "이 기간",
                    en: "this period"), yes: options.yes, service: service, context: context)
            answer = try await top.run(
                service, events: UseCaseEvents(progress: bar.update, approval: approval, notify: context.notify))
        } catch let stop as KobisService.RangeStop {
            bar.finish()
            return try Reporting.stop(
                stop,
                after: Phrase.say(
                    ko: "목록은 만들지 않았습니다",
                    en: "no list was made"), context: context)
        } catch let none as NoRanking {
            bar.finish()
            context.error(none.description)
            return .notFound
        }
        bar.finish()
        if let gap = service.sampleGap(targets) { context.note(gap) }
        return try render(answer, options, context: context)
    }

    /// `--all-time`: every day the archive holds, counted with no request.
    static func everyHeldDay(
        _ top: TopFilms, _ options: Options, service: KobisService, context: Context
    ) async throws -> ExitCode {
        if options.network.dryRun { return try context.dryRun(try await top.plan(service)) }
        let answer: ListAnswer<TopFilm>
        do {
            answer = try await top.run(service, events: UseCaseEvents(notify: context.notify))
        } catch let none as NoRecords {
            context.error(none.advice)
            return .notFound
        }
        context.output.fill(answer.values.compactMapValues(\.stringValue).filter { ["from", "to"].contains($0.key) })
        return try render(answer, options, context: context)
    }

    static func render(_ answer: ListAnswer<TopFilm>, _ options: Options, context: Context) throws -> ExitCode {
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
