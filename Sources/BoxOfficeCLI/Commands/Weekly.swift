import Foundation
import KobisKit

/// `boxoffice weekly`: the ranking of a week, a weekend or the weekdays, or every one in a range.
enum Weekly: Command {
    static let name = "weekly"
    static let summary = "a weekly ranking: the week, the weekend or the weekdays"

    /// `--period`: the command line's names for KOBIS's `weekGb`.
    enum Period: String, CaseIterable, Sendable {
        case week, weekend, weekdays
        var kind: WeekKind {
            switch self {
            case .week: return .week
            case .weekend: return .weekend
            case .weekdays: return .weekdays
            }
        }
    }

    struct Options: CommandOptions {
        var date: DateArgument?
        var period: Period?
        var ranking = RankingOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] =
        [.option("date", short: "d", value: "DATE",
                 help: "a day in the wanted week: \(KobisDate.typedForms) (default: the last complete period in Korea)",
                 \.date, parse: DateArgument.parse),
         .choice("period", short: "p", help: "week (Mon-Sun), weekend (Fri-Sun, the default, as in KOBIS) or weekdays (Mon-Thu)", \.period)]
        + Argument.group(\.ranking, RankingOptions.arguments)
        + Argument.group(\.network, NetworkOptions.arguments(demo: true))
        + Argument.group(\.general, GeneralOptions.arguments)

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
        let kind = (options.period ?? .weekend).kind
        try presenter.checkFields(.weekly(BoxOfficePeriod(kind: kind, containingWeekOf: KobisDate(year: 2024, month: 1, day: 1)!)))
        let service = try context.service(options.network, concurrency: options.ranking.jobs ?? 4)
        if let from = options.ranking.from {
            let latest = service.latestDay
            let periods = try option("--from") {
                try service.periods(kind, from: from.resolved(latest: latest),
                                    to: options.ranking.to?.day(latest: latest))
            }
            context.output.fill(["from": periods.first!.start.iso, "to": periods.last!.end.iso])
            let filters = try await presenter.filters(service)
            return try await presenter.range(periods.map(RankingTarget.period), unit: "periods", filters: filters, service: service)
        }
        let period = try option("--date") {
            try service.endedPeriod(kind, holding: options.date?.day(latest: service.latestDay))
        }
        context.output.fill(["date": period.end.iso, "from": period.start.iso, "to": period.end.iso])
        let filters = try await presenter.filters(service)
        return try await presenter.show(.period(period), filters: filters, service: service,
                                        emptyNote: "KOBIS has no ranking for \(period.start.iso)~\(period.end.iso)")
    }
}
