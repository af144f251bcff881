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
            throw ConversionError("\(shapeIsRight ? "is not a real day" : "is not a date"): '\(text)' (use yyyymmdd, yyyy-mm-dd or 'yesterday')")
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
    static let synopsis = "[-d DATE] [-l list|grid] [-f text|json|tsv|csv] [--details] [options]"

    static let date = Option<DateArgument>("date", short: "d", value: "DATE",
                                           help: "yyyymmdd, yyyy-mm-dd or 'yesterday' (default: yesterday in Korea)",
                                           convert: DateArgument.parse)
    static let layout = Option<Layout>("layout", short: "l", help: "text layout: list (default) or grid (cards)")
    static let format = Option<OutputFormat>("format", short: "f", help: "output format (default text)")
    static let details = Flag("details", help: "add each film's genres, directors, running time and grade")
    static let concurrency = Option<Int>("concurrency", value: "N", help: "detail requests in flight with --details, 1-10 (default 4)",
                                         convert: Convert.integer(1...10))

    static let options = [AnyOption(date), AnyOption(layout), AnyOption(format), AnyOption(details), AnyOption(concurrency)]

    static let discussion: String? = """
        Text fits the terminal; piped with COLUMNS unset, nothing is cut. json, tsv and csv carry every \
        field with nothing cut (see the README for the keys). A day with no films prints nothing and says so on stderr.
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice daily", "yesterday's ranking (Korea time)"),
        ("boxoffice daily -d 20230823 -l grid", "a past day, as cards"),
        ("boxoffice daily --details -f json | jq '.entries[0]'", ""),
        ("boxoffice daily -f csv -o today.csv", "written only if the whole run succeeds"),
        ("boxoffice daily --demo", "the bundled sample, no key needed"),
    ]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        if parsed[concurrency] != nil && !parsed[details] {
            throw UsageError(message: "option '--concurrency' goes with --details", usage: usage)
        }
        var day = try (parsed[date] ?? .yesterday).resolve(now: context.now, usage: usage)
        let client = try Client.make(parsed, context: context, usage: usage, concurrency: parsed[concurrency] ?? 4)
        if client.isSample {
            if parsed[date] != nil { context.note("--date is ignored with --demo") }
            day = DemoSource.date
            context.note("sample data for \(day.iso), not live KOBIS figures")
        }

        let boxOffice: DailyBoxOffice
        var detailMap: [String: MovieDetail]?
        var failures: [(code: String, error: KobisError)] = []
        if parsed[details] {
            let result = try await client.run("KOBIS: \(day.iso) ranking") { spinner in
                try await client.manager.dailyWithDetails(date: day, concurrency: parsed[concurrency] ?? 4) { [iso = day.iso] done, total in
                    spinner.update("KOBIS: \(iso) details \(done)/\(total)")
                }
            }
            boxOffice = result.boxOffice
            detailMap = result.details
            failures = result.failures
        } else {
            boxOffice = try await client.run("KOBIS: \(day.iso) ranking") { _ in try await client.manager.daily(date: day) }
        }
        if boxOffice.entries.isEmpty { context.note("KOBIS has no ranking for \(day.iso)") }

        let text = render(boxOffice, details: detailMap, format: parsed[format] ?? .text, layout: parsed[layout] ?? .list,
                          width: context.terminal.width,
                          style: Style(enabled: context.terminal.useColor(parsed[CommonOptions.color] ?? .auto)),
                          source: client.isSample ? "sample" : "kobis")
        try context.out(text)
        return reportMissingDetails(failures, context: context)
    }

    /// One line naming the films whose detail is missing; the exit code is the first failure's, never 0.
    static func reportMissingDetails(_ failures: [(code: String, error: KobisError)], context: Context) -> ExitCode {
        guard let first = failures.first else { return .success }
        let codes = failures.map(\.code).joined(separator: ", ")
        context.error("no detail for \(failures.count) film\(failures.count == 1 ? "" : "s") (\(codes)): \(Advice.line(for: first.error))")
        return ExitCode(for: first.error)
    }

    /// The whole output for one ranking, in any format. Golden files compare against this.
    static func render(_ boxOffice: DailyBoxOffice, details: [String: MovieDetail]?, format: OutputFormat, layout: Layout,
                       width: Int?, style: Style, source: String) -> String {
        switch format {
        case .json:
            return document(boxOffice, details: details, source: source).serialized() + "\n"
        case .tsv, .csv:
            return Exporter.delimited(header: RankingTable.header(details: details != nil),
                                      rows: boxOffice.entries.map { RankingTable.cells($0, details: details) }, format: format)
        case .text:
            guard !boxOffice.entries.isEmpty else { return "" }
            let renderer = DailyRenderer(boxOffice: boxOffice, details: details, width: width, style: style)
            return (layout == .grid ? renderer.grid() : renderer.list()).joined(separator: "\n") + "\n"
        }
    }

    static func document(_ boxOffice: DailyBoxOffice, details: [String: MovieDetail]?, source: String) -> JSONValue {
        let range: JSONValue = boxOffice.range.map {
            .object([("start", .string($0.lowerBound.iso)), ("end", .string($0.upperBound.iso))])
        } ?? .null
        return .object([
            ("type", .string("daily")),
            ("boxOfficeType", .string(boxOffice.boxOfficeType)),
            ("date", .string(boxOffice.date.iso)),
            ("range", range),
            ("source", .string(source)),
            ("count", .int(Int64(boxOffice.entries.count))),
            ("entries", .array(boxOffice.entries.map { RankingTable.json($0, details: details) })),
        ])
    }
}
