import Foundation
import KobisKit

/// `boxoffice weekly`: the ranking of a week, a weekend or the weekdays, or every one in a range.
enum Weekly: Command {
    static let name = "weekly"
    static let summary = "a weekly ranking: the week, the weekend or the weekdays"

    /// `--period`: the command line's names for KOBIS's `weekGb`.
    struct Options: CommandOptions {
        @Opt(
            Declared.date,
            help: "a day in the wanted week: \(KobisDate.typedForms) (default: the last complete period in Korea)")
        var date: DateArgument?
        @Opt(Declared.period, help: "week (Mon-Sun), weekend (Fri-Sun, the default, as in KOBIS) or weekdays (Mon-Thu)")
        var period: PeriodChoice
        var ranking = RankingOptions()
        var asked = UseCaseOptions<WeeklyRanking>()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        KOBIS counts weeks from Monday (ISO 8601). A period is asked for only once it has ended in Korea time: \
        a week or weekend on its Sunday, the weekdays on their Thursday. The heading shows the period's days and its ISO week. \
        Counts are totals for the period; changes compare with the period before. With --from and --to, every period \
        that ends inside the range.
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice weekly", "the last complete weekend (Friday to Sunday)"),
        ("boxoffice weekly --period week -d 2024-01-03", "the week of 2024-01-01 to 2024-01-07"),
        ("boxoffice weekly --period weekdays -f json | jq .range", ""),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let presenter = RankingPresenter(options: options.ranking, network: options.network, context: context)
        try presenter.validate(single: options.date != nil)
        try options.ranking.pictures.check(options.ranking.format, general: options.general, context: context)
        try presenter.checkFields(RankingAnswers.weekly)
        let service = try context.service(options.network, jobs: options.ranking.jobs)
        if options.ranking.from != nil {
            var range = try RankingRange(ParsedOptions(options))
            range.weekly = true
            let targets = try option("--from", to: range.to, latest: service.latestDay) { try range.targets(service) }
            context.output.fill(["from": targets[0].start.iso, "to": targets[targets.count - 1].end.iso])
            return try await presenter.range(range, targets, shape: RankingAnswers.weekly, service: service)
        }
        var ranking = try WeeklyRanking(ParsedOptions(options))
        ranking.ask.posters = options.ranking.posters
        let period = try option("--date") { try ranking.target(service) }
        context.output.fill(["date": period.end.iso, "from": period.start.iso, "to": period.end.iso])
        return try await presenter.show(ranking, .period(period), service: service)
    }
}
