import Foundation
import KobisKit

/// `boxoffice milestones <movie>`: the days a film passed 1, 2, 3, 5 and 10 million (and every 5 million after).
enum MilestonesCommand: Command {
    static let name = "milestones"
    static let summary = "the days a film passed 1, 2, 3, 5, 10 million admissions"

    struct Options: CommandOptions {
        @Opt(Declared.record(.movie), help: "a film's code (8 letters or digits) or its title") var film: String?
        @Opt(Declared.from, help: "the first day (default: the film's release date)") var from: DateArgument?
        @Opt(Declared.to, help: "the last day (default: a week out of the top 10, at most 180 days)") var to:
            DateArgument?
        @Opt(Declared.jobs) var jobs: Int
        @Opt(Local.yes) var yes: Bool
        var table = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        A milestone is the first day the film's daily ranking shows a cumulative audience (audiAcc) of at least 1, \
        2, 3, 5 or 10 million, then every further 5 million, with the day count from the release (D+1 is the \
        release day). KOBIS lists only each day's top 10: a milestone crossed on a day the film was out of it is \
        dated on its next ranked day and marked *. The run is read as trend reads it, with the same window and \
        requests (cached days are not asked again).
        """
    static let examples: [(command: String, note: String)] = [
        ("boxoffice milestones 20239002 --demo", "콘크리트 유토피아's milestones, from the sample"),
        ("boxoffice milestones 20239002 -f csv --demo", "threshold,date,day,audienceTotal,crossedOutOfTopTen"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.table.check(available: MilestoneAnswers.shape.selectableKeys())
        let service = try context.service(options.network, jobs: options.jobs)
        let request = TrendRequest(
            film: try context.named(options.film, .movie), from: options.from?.resolved(latest: service.latestDay),
            to: options.to?.resolved(latest: service.latestDay), jobs: options.jobs)
        if options.network.dryRun {
            return try context.dryRun(try await option("--from") { try await service.plan(for: request) })
        }
        let bar = ProgressBar(
            enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth,
            unit: "days")
        defer { bar.finish() }
        let found: (series: TrendSeries, answer: ListAnswer<Milestone>)
        do {
            found = try await option("--from") {
                try await service.milestones(
                    request,
                    approval: Confirmation.approval(
                        what: "this run", yes: options.yes, service: service,
                        context: context),
                    notify: context.notify, progress: bar.update)
            }
        } catch let stop as KobisService.RangeStop {
            bar.finish()
            return try Reporting.stop(stop, after: "no milestone was listed", context: context)
        }
        bar.finish()
        context.output.fill([
            "from": found.series.from.iso, "to": found.series.points.last?.date.iso ?? found.series.to.iso,
        ])
        try context.out(
            options.table.render(found.answer, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }
}
