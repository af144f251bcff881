import Foundation
import KobisKit

/// `boxoffice daily`: one day's ranking, or every day of a range.
enum Daily: Command {
    static let name = "daily"
    static let summary = "one day's ranking (default: yesterday in Korea)"

    struct Options: CommandOptions {
        @Opt(Declared.date, help: "\(KobisDate.typedForms) (default: yesterday in Korea)") var date: DateArgument?
        var ranking = RankingOptions()
        var asked = UseCaseOptions<DailyRanking>()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        Text fits the terminal; piped, it fits COLUMNS, else 120 columns. json, tsv and csv carry every field \
        (docs/json.md). With --from and --to, every day of the range in date order: csv, tsv and jsonl get one row per day and rank, date first; \
        json an array of day documents. Each day is cached as it arrives, so a rerun after Ctrl-C asks only for the \
        missing days; a range that needs more requests than remain today sends nothing. A day with no films is 66 \
        with one line (a range names its empty days, and is 66 when none had films). -o 'daily-{date}.json' gives \
        each day its own file; -f svg draws the day, -f html makes a page (a range's: one page).
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice daily", "yesterday's ranking (Korea time)"),
        ("boxoffice daily -d 20230823 -l grid", "a past day, as cards"),
        ("boxoffice daily --region 서울 --nation korean --limit 5", "Seoul, Korean films, top five"),
        ("boxoffice daily --details -f json | jq '.entries[0]'", ""),
        ("boxoffice daily -f csv -o today.csv", "written only if the whole run succeeds"),
        ("boxoffice daily -f csv --bom -o today.csv", ""),
        (
            "boxoffice daily --from 2023-01-01 --to 2023-12-31 -f csv -o 2023.csv --yes",
            "a year: 365 requests, resumable"
        ),
        ("boxoffice daily --demo", "the bundled sample, no key needed"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let presenter = RankingPresenter(options: options.ranking, network: options.network, context: context)
        try presenter.validate(single: options.date != nil)
        try options.ranking.pictures.check(options.ranking.format, general: options.general, context: context)
        try presenter.checkFields(RankingAnswers.daily)
        if options.ranking.from != nil {
            let range = try RankingRange(ParsedOptions(options))
            try option("--from") { try range.check() }
            let service = try context.service(options.network, jobs: options.ranking.jobs)
            let days = try option("--from", to: range.to, latest: service.latestDay) { try range.targets(service) }
            context.output.fill(["from": days[0].start.iso, "to": days[days.count - 1].end.iso])
            return try await presenter.range(range, days, shape: RankingAnswers.daily, service: service)
        }
        var ranking = try DailyRanking(ParsedOptions(options))
        ranking.ask.posters = options.ranking.posters
        try option("--date") { try ranking.check() }
        let service = try context.service(options.network, jobs: options.ranking.jobs)
        let day = try option("--date") { try ranking.pin(service) }
        context.output.fill(["date": day.iso])
        return try await presenter.show(ranking, .day(day), service: service)
    }
}
