import Foundation
import KobisKit

/// A `--date` value before it is checked against the clock.
enum DateArgument: Sendable, Equatable {
    case yesterday
    case day(KobisDate)

    static func parse(_ text: String) throws -> DateArgument {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "yesterday" { return .yesterday }
        guard let date = KobisDate(trimmed) else {
            let digits = trimmed.replacingOccurrences(of: "-", with: "")
            let shapeIsRight = digits.count == 8 && digits.allSatisfy { $0.isASCII && $0.isNumber }
            throw ConversionError("\(shapeIsRight ? "is not a real day" : "is not a date"): '\(text.prefix(40))' (use yyyymmdd, yyyy-mm-dd or 'yesterday')")
        }
        return .day(date)
    }

    /// The day, which must be yesterday in Korea or earlier: later days have no figures yet.
    func resolve(now: Date, usage: String) throws -> KobisDate {
        let latest = KobisDate.latestAvailable(now: now)
        switch self {
        case .yesterday: return latest
        case .day(let date):
            guard date <= latest else {
                throw UsageError(message: "option '--date' \(date.iso) has no figures yet: KOBIS counts up to yesterday in Korea (\(latest.iso))",
                                 usage: usage)
            }
            return date
        }
    }
}

/// `boxoffice daily`: one day's ranking.
enum Daily: Command {
    static let name = "daily"
    static let summary = "one day's ranking (default: yesterday in Korea)"
    static let synopsis = "[-d DATE | --from DATE [--to DATE] [-j N]] [-l list|grid] [-f FORMAT] [--details] [filters] [options]"

    static let date = Option<DateArgument>("date", short: "d", value: "DATE",
                                           help: "yyyymmdd, yyyy-mm-dd or 'yesterday' (default: yesterday in Korea)",
                                           convert: DateArgument.parse)
    static let layout = RankingOptions.layout
    static let format = RankingOptions.format
    static let details = RankingOptions.details
    static let concurrency = RankingOptions.concurrency

    static let options = [AnyOption(date)] + RangeOptions.all + RankingOptions.all

    static let discussion: String? = """
        Text fits the terminal; piped with COLUMNS unset, nothing is cut. json, tsv and csv carry every \
        field with nothing cut (see the README for the keys). A day with no films prints nothing and says so on stderr. \
        Filters (--region, --nation, --kind, --limit) show in the heading and in the JSON. \
        With --from and --to, every day of the range, in date order: csv, tsv and jsonl get one row per day and rank \
        with the date first, json an array of day documents. Each day is cached as it arrives, so a rerun after \
        Ctrl-C asks only for the missing days; a range that needs more requests than remain today sends nothing.
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice daily", "yesterday's ranking (Korea time)"),
        ("boxoffice daily -d 20230823 -l grid", "a past day, as cards"),
        ("boxoffice daily --region 서울 --nation korean --limit 5", "Seoul, Korean films, top five"),
        ("boxoffice daily --details -f json | jq '.entries[0]'", ""),
        ("boxoffice daily -f csv -o today.csv", "written only if the whole run succeeds"),
        ("boxoffice daily --from 2023-01-01 --to 2023-12-31 -f csv -o 2023.csv", "a year, resumable"),
        ("boxoffice daily --demo", "the bundled sample, no key needed"),
    ]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        try RankingOptions.validate(parsed, usage: usage)
        if let range = try RangeOptions.days(parsed, single: parsed[date] != nil, now: context.now, usage: usage) {
            if parsed[CommonOptions.demo] { throw UsageError(message: "the sample has one day: --from and --to need KOBIS", usage: usage) }
            let client = try Client.make(parsed, context: context, usage: usage, concurrency: parsed[RangeOptions.jobs] ?? 4)
            let filters = try await RankingOptions.filters(parsed, client: client, usage: usage)
            let items = (0...range.upperBound.daysSince(range.lowerBound)).map { offset -> RangeItem in
                let day = range.lowerBound.adding(days: offset)
                return RangeItem(endpoint: .daily(date: day, filters: filters.filters), kind: .daily, label: day.iso)
            }
            return try await RangeRun.run(items, unit: "days", filters: filters, parsed: parsed, client: client, context: context)
        }
        var day = try (parsed[date] ?? .yesterday).resolve(now: context.now, usage: usage)
        let client = try Client.make(parsed, context: context, usage: usage, concurrency: parsed[concurrency] ?? 4)
        if client.isSample {
            if parsed[date] != nil { context.note("--date is ignored with --demo") }
            day = DemoSource.date
            context.note("sample data for \(day.iso), not live KOBIS figures")
        }
        let filters = try await RankingOptions.filters(parsed, client: client, usage: usage)
        return try await RankingOptions.show(.daily(date: day, filters: filters.filters), kind: .daily, label: "\(day.iso) ranking",
                                             filters: filters, parsed: parsed, client: client, context: context,
                                             emptyNote: "KOBIS has no ranking for \(day.iso)")
    }

    /// The whole output for one ranking with no filters, in any format. Golden files compare against this.
    static func render(_ boxOffice: DailyBoxOffice, details: [String: MovieDetail]?, format: OutputFormat, layout: Layout,
                       width: Int?, style: Style, source: String) -> String {
        RankingView(boxOffice: boxOffice, details: details, source: source).render(format: format, layout: layout, width: width, style: style)
    }

    static func document(_ boxOffice: DailyBoxOffice, details: [String: MovieDetail]?, source: String) -> JSONValue {
        RankingView(boxOffice: boxOffice, details: details, source: source).document()
    }
}
