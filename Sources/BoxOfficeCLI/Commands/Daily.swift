import Foundation
import KobisKit

/// `boxoffice daily`: one day's ranking.
enum Daily {
    static let usage = "usage: boxoffice daily [--date D] [--layout list|grid] [--format text|json|tsv] [--details] [options]"

    static let options: [OptionSpec] = [
        OptionSpec("date", value: "D", help: "yyyymmdd, yyyy-mm-dd or 'yesterday' (default: yesterday in Korea)"),
        OptionSpec("layout", value: "LAYOUT", choices: ["list", "grid"], help: "text layout: list (default) or grid (cards)"),
        OptionSpec("format", value: "FORMAT", choices: ["text", "json", "tsv"], help: "output format (default text)"),
        OptionSpec("details", help: "add each film's genres, directors, running time and grade"),
        OptionSpec("concurrency", value: "N", help: "detail requests in flight with --details, 1-10 (default 4)"),
    ] + CommonOptions.all

    static var help: String {
        """
        boxoffice daily: the Korean box office for one day (KOBIS), as a list, cards, JSON or TSV.

        \(usage)

        OPTIONS
        \(HelpText.options(options))

        EXAMPLES
          boxoffice daily                         yesterday's ranking (Korea time)
          boxoffice daily --date 20230823 --layout grid
          boxoffice daily --details --format json | jq '.entries[0]'
          boxoffice daily --format tsv > today.tsv
          boxoffice daily --demo                  the bundled sample, no key needed

        \(ExitCode.table)
        """
    }

    static func run(_ arguments: [String], context: Context) async throws -> ExitCode {
        guard let parsed = try ArgumentParser(options: options, usage: usage, maxPositionals: 0)
            .parse(arguments, help: help, context: context) else { return .success }
        let format = parsed.value("format") ?? "text"
        let layout = parsed.value("layout") ?? "list"
        let color = ColorChoice(rawValue: parsed.value("color") ?? "auto") ?? .auto
        let concurrency = try parseConcurrency(parsed.value("concurrency"))
        if parsed.value("concurrency") != nil && !parsed.has("details") {
            throw UsageError(message: "option '--concurrency' goes with --details", usage: usage)
        }
        var date = try resolveDate(parsed.value("date"), now: context.now)
        let client = try Client.make(parsed, context: context, usage: usage, concurrency: concurrency)
        if client.isSample {
            if parsed.value("date") != nil { context.note("--date is ignored with --demo") }
            date = DemoTransport.date
            context.note("sample data for \(date.iso), not live KOBIS figures")
        }

        let boxOffice: DailyBoxOffice
        var details: [String: MovieDetail]?
        if parsed.has("details") {
            let result = try await client.run("KOBIS: \(date.iso) ranking") { spinner in
                try await client.manager.dailyWithDetails(date: date, concurrency: concurrency) { [day = date.iso] done, total in
                    spinner.update("KOBIS: \(day) details \(done)/\(total)")
                }
            }
            boxOffice = result.boxOffice
            details = result.details
            for failure in result.failures {
                context.note("no detail for \(failure.code): \(failure.error.description)")
            }
        } else {
            boxOffice = try await client.run("KOBIS: \(date.iso) ranking") { _ in
                try await client.manager.daily(date: date)
            }
        }
        if boxOffice.entries.isEmpty {
            context.note("KOBIS has no ranking for \(date.iso)")
        }

        switch format {
        case "json":
            context.out(MachineOutput.dailyJSON(boxOffice, details: details, sample: client.isSample).serialized() + "\n")
        case "tsv":
            context.out(MachineOutput.dailyTSV(boxOffice, details: details))
        default:
            guard !boxOffice.entries.isEmpty else { return .success }
            let renderer = DailyRenderer(boxOffice: boxOffice, details: details, width: context.terminal.width,
                                         style: Style(enabled: context.terminal.useColor(color)))
            let lines = layout == "grid" ? renderer.grid() : renderer.list()
            context.out(lines.joined(separator: "\n") + "\n")
        }
        return .success
    }

    static func parseConcurrency(_ text: String?) throws -> Int {
        guard let text else { return 4 }
        guard let value = Int(text), (1...10).contains(value) else {
            throw UsageError(message: "option '--concurrency' takes a whole number from 1 to 10, not '\(text)'", usage: usage)
        }
        return value
    }

    /// `--date`: yyyymmdd, yyyy-mm-dd or `yesterday`; the default is yesterday in Korea, whatever the machine's zone.
    /// A day that is today or later in Korea has no figures yet, so it is refused before any request.
    static func resolveDate(_ text: String?, now: Date) throws -> KobisDate {
        let latest = KobisDate.latestAvailable(now: now)
        guard let text else { return latest }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "yesterday" { return latest }
        guard let date = KobisDate(trimmed) else {
            let digits = trimmed.replacingOccurrences(of: "-", with: "")
            let shapeIsRight = (digits.count == 8 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber))
            let reason = shapeIsRight ? "is not a real day" : "is not a date"
            throw UsageError(message: "option '--date' \(reason): '\(text)' (use yyyymmdd, yyyy-mm-dd or 'yesterday')",
                             usage: usage)
        }
        guard date <= latest else {
            throw UsageError(message: "option '--date' \(date.iso) has no figures yet: KOBIS counts up to yesterday in Korea (\(latest.iso))",
                             usage: usage)
        }
        return date
    }
}
