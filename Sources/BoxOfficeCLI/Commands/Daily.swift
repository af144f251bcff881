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
    static let synopsis = "[-d DATE] [-l list|grid] [-f text|json|tsv|csv] [--details] [filters] [options]"

    static let date = Option<DateArgument>("date", short: "d", value: "DATE",
                                           help: "yyyymmdd, yyyy-mm-dd or 'yesterday' (default: yesterday in Korea)",
                                           convert: DateArgument.parse)
    static let layout = RankingOptions.layout
    static let format = RankingOptions.format
    static let details = RankingOptions.details
    static let concurrency = RankingOptions.concurrency

    static let options = [AnyOption(date)] + RankingOptions.all

    static let discussion: String? = """
        Text fits the terminal; piped with COLUMNS unset, nothing is cut. json, tsv and csv carry every \
        field with nothing cut (see the README for the keys). A day with no films prints nothing and says so on stderr. \
        Filters (--region, --nation, --kind, --limit) show in the heading and in the JSON.
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice daily", "yesterday's ranking (Korea time)"),
        ("boxoffice daily -d 20230823 -l grid", "a past day, as cards"),
        ("boxoffice daily --region 서울 --nation korean --limit 5", "Seoul, Korean films, top five"),
        ("boxoffice daily --details -f json | jq '.entries[0]'", ""),
        ("boxoffice daily -f csv -o today.csv", "written only if the whole run succeeds"),
        ("boxoffice daily --demo", "the bundled sample, no key needed"),
    ]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        try RankingOptions.validate(parsed, usage: usage)
        var day = try (parsed[date] ?? .yesterday).resolve(now: context.now, usage: usage)
        let client = try Client.make(parsed, context: context, usage: usage, concurrency: parsed[concurrency] ?? 4)
        if client.isSample {
            if parsed[date] != nil { context.note("--date is ignored with --demo") }
            day = DemoSource.date
            context.note("sample data for \(day.iso), not live KOBIS figures")
        }
        let filters = try await RankingOptions.filters(parsed, client: client, usage: usage)
        var (view, failures) = try await RankingOptions.load(.daily(date: day, filters: filters.filters), label: "\(day.iso) ranking",
                                                             parsed: parsed, client: client)
        view.filters = filters
        return try RankingOptions.finish(view, failures: failures, parsed: parsed, context: context,
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
