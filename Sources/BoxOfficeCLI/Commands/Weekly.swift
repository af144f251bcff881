import Foundation
import KobisKit

/// `boxoffice weekly`: the ranking of a week, a weekend or the weekdays.
enum Weekly: Command {
    static let name = "weekly"
    static let summary = "a weekly ranking: the week, the weekend or the weekdays"
    static let synopsis = "[-d DATE] [--period week|weekend|weekdays] [-l list|grid] [-f FORMAT] [--details] [filters] [options]"

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

    static func periodName(_ kind: WeekKind) -> String {
        switch kind {
        case .week: return "week"
        case .weekend: return "weekend"
        case .weekdays: return "weekdays"
        }
    }

    static let date = Option<DateArgument>("date", short: "d", value: "DATE",
                                           help: "a day in the wanted week: yyyymmdd, yyyy-mm-dd or 'yesterday' (default: the last complete period in Korea)",
                                           convert: DateArgument.parse)
    static let period = Option<Period>("period", short: "p",
                                       help: "week (Mon-Sun), weekend (Fri-Sun, the default, as in KOBIS) or weekdays (Mon-Thu)")

    static let options = [AnyOption(date), AnyOption(period)] + RangeOptions.all + RankingOptions.all

    static let discussion: String? = """
        KOBIS counts weeks from Monday (ISO 8601). A period is asked for only once it has ended in Korea time: \
        a week or weekend on its Sunday, the weekdays on their Thursday. The heading shows the period's days and its ISO week. \
        Counts are totals for the period; changes compare with the period before.
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice weekly", "the last complete weekend (Friday to Sunday)"),
        ("boxoffice weekly --period week -d 2024-01-03", "the week of 2024-01-01 to 2024-01-07"),
        ("boxoffice weekly --period weekdays -f json | jq .range", ""),
    ]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        try RankingOptions.validate(parsed, usage: usage)
        if parsed[CommonOptions.demo] { throw UsageError(message: "the sample has one day and no weekly ranking: try 'daily --demo'", usage: usage) }
        let kind = (parsed[period] ?? .weekend).kind
        if let range = try RangeOptions.days(parsed, single: parsed[date] != nil, now: context.now, usage: usage) {
            // Every period that ends inside the range.
            var periods: [BoxOfficePeriod] = []
            var period = BoxOfficePeriod(kind: kind, containingWeekOf: range.lowerBound)
            if period.end < range.lowerBound { period = BoxOfficePeriod(kind: kind, containingWeekOf: range.lowerBound.adding(days: 7)) }
            while period.end <= range.upperBound {
                periods.append(period)
                period = BoxOfficePeriod(kind: kind, containingWeekOf: period.end.adding(days: 7))
            }
            guard !periods.isEmpty else {
                throw UsageError(message: "no \(periodName(kind)) ends between \(range.lowerBound.iso) and \(range.upperBound.iso)", usage: usage)
            }
            let client = try Client.make(parsed, context: context, usage: usage, concurrency: parsed[RangeOptions.jobs] ?? 4)
            let filters = try await RankingOptions.filters(parsed, client: client, usage: usage)
            let items = periods.map { period in
                RangeItem(endpoint: .weekly(date: period.end, week: kind, filters: filters.filters), kind: .weekly(period),
                          label: "\(period.start.iso)~\(period.end.iso)")
            }
            return try await RangeRun.run(items, unit: "periods", filters: filters, parsed: parsed, client: client, context: context)
        }
        let target = try resolvePeriod(kind, parsed[date], now: context.now, usage: usage)
        let client = try Client.make(parsed, context: context, usage: usage, concurrency: parsed[RankingOptions.concurrency] ?? 4)
        let filters = try await RankingOptions.filters(parsed, client: client, usage: usage)
        return try await RankingOptions.show(.weekly(date: target.end, week: kind, filters: filters.filters), kind: .weekly(target),
                                             label: "\(target.start.iso)~\(target.end.iso) ranking", filters: filters, parsed: parsed,
                                             client: client, context: context,
                                             emptyNote: "KOBIS has no ranking for \(target.start.iso)~\(target.end.iso)")
    }

    /// The period asked for: the one in the ISO week of `--date`, which must have ended by yesterday in Korea;
    /// by default the last one that has.
    static func resolvePeriod(_ kind: WeekKind, _ argument: DateArgument?, now: Date, usage: String) throws -> BoxOfficePeriod {
        let latest = KobisDate.latestAvailable(now: now)
        guard let argument, case .day(let day) = argument else { return BoxOfficePeriod.lastComplete(kind, upTo: latest) }
        let period = BoxOfficePeriod(kind: kind, containingWeekOf: day)
        guard period.end <= latest else {
            throw UsageError(message: "option '--date' \(day.iso) falls in the \(periodName(kind)) \(period.start.iso)~\(period.end.iso), which has not ended yet in Korea (figures go up to \(latest.iso))",
                             usage: usage)
        }
        return period
    }
}
