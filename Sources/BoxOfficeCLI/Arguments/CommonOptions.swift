import Foundation
import KobisKit

/// `-o` and `-q`: every command takes them. (`-h` is the parser's own.)
struct GeneralOptions: Sendable {
    var output: String?
    var quiet = false

    static let arguments: [Argument<GeneralOptions>] = [
        .option("output", short: "o", value: "FILE", help: "write to FILE (a regular file is replaced only on success)", isFile: true,
                \.output, parse: Convert.text),
        .flag("quiet", short: "q", help: "no notes on stderr (errors are still shown)", \.quiet),
    ]

    /// `-h` as help and completions show it.
    static let helpSpec = OptionSpec("help", short: "h", help: "show this help", kind: .flag)
}

/// How a command reaches KOBIS: colour, config, deadline, cache, and the bundled sample.
struct NetworkOptions: Sendable {
    var color: ColorChoice?
    var config: String?
    var timeout: Double?
    var noCache = false
    var refresh = false
    var demo = false
    var dryRun = false
    var verbose = false

    static func arguments(demo: Bool) -> [Argument<NetworkOptions>] {
        var list: [Argument<NetworkOptions>] = [
            .choice("color", help: "colour: auto (a terminal, no NO_COLOR), always, never", \.color),
            .option("config", value: "PATH", help: "read the key from this Config.plist", isFile: true, \.config, parse: Convert.text),
            .option("timeout", value: "SECONDS", help: "deadline for each request, 1-600 (default 10)", \.timeout) { text in
                guard let value = Double(text), value.isFinite, (1...600).contains(value) else {
                    throw ConversionError("takes a number of seconds from 1 to 600, not '\(text.prefix(40))'")
                }
                return value
            },
            .flag("no-cache", help: "neither read nor write the cache", \.noCache),
            .flag("refresh", help: "ignore cached answers, fetch again and cache the result", \.refresh),
            .flag("dry-run", help: "say what would be sent (requests, how many are cached, the quota left) and send nothing", \.dryRun),
            .flag("verbose", short: "v", help: "one line on stderr per request: path and query (keys masked), status, bytes, time, cache", \.verbose),
        ]
        if demo { list.append(.flag("demo", help: "answer from the bundled sample (no key, no network)", \.demo)) }
        return list
    }
}

/// The names of the options every command (or every command that reads KOBIS) shares: help shows them
/// once, as `[options]`.
enum CommonNames {
    static let all: Set<String> = Set((GeneralOptions.arguments.map(\.spec) + NetworkOptions.arguments(demo: true).map(\.spec)).map(\.name))
}

/// `--date` and its kin before the clock is consulted.
enum DateArgument: Sendable, Equatable {
    case yesterday
    case day(KobisDate)
    /// `-N`, N days before today in Korea (`-1` is ``yesterday``).
    case daysAgo(Int)

    @Sendable static func parse(_ text: String) throws -> DateArgument {
        switch KobisDate.parse(text) {
        case .day(let date)?: return .day(date)
        case .daysAgo(1)?: return .yesterday
        case .daysAgo(let count)?: return .daysAgo(count)
        case nil:
            let digits = text.trimmingCharacters(in: .whitespaces).filter { $0 != "-" && $0 != "." && $0 != " " }
            let shapeIsRight = digits.count == 8 && digits.allSatisfy { $0.isASCII && $0.isNumber }
            throw ConversionError("\(shapeIsRight ? "is not a real day" : "is not a date"): '\(text.prefix(40))' "
                                  + "(use \(KobisDate.typedForms))")
        }
    }

    /// The day asked for, `latest` being the last day with figures (yesterday in Korea); nil for "yesterday",
    /// which the service reads from its clock.
    func day(latest: KobisDate) -> KobisDate? {
        switch self {
        case .yesterday: return nil
        case .day(let day): return day
        case .daysAgo(let count): return KobisDate.Typed.daysAgo(count).resolved(today: latest.adding(days: 1))
        }
    }

    /// The day asked for, "yesterday" being `latest`.
    func resolved(latest: KobisDate) -> KobisDate { day(latest: latest) ?? latest }
}

/// `--nation`.
enum NationChoice: String, CaseIterable, Sendable {
    case korean, foreign
    var filter: NationFilter { self == .korean ? .korean : .foreign }
}

/// `--kind` (`multiMovieYn`).
enum KindChoice: String, CaseIterable, Sendable {
    case diversity, commercial
    var filter: FilmCategory { self == .diversity ? .diversity : .commercial }
}

/// `--fields a,b,c`: JSON key names, in the order wanted.
enum FieldList {
    static let help = "only these keys, in this order, for json, jsonl, csv, tsv and markdown (JSON key names, comma-separated)"

    @Sendable static func parse(_ text: String) throws -> [String] {
        let keys = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !keys.isEmpty else { throw ConversionError("needs one or more key names, such as rank,title,audience") }
        guard Set(keys).count == keys.count else { throw ConversionError("names a key twice: '\(text.prefix(60))'") }
        return keys
    }

    /// Refuses keys that are not `available`, listing those that are, and `--fields` with text output.
    static func check(_ keys: [String]?, available: [String], format: OutputFormat?) throws {
        guard let keys else { return }
        guard let format, format != .text else {
            throw UsageError(message: "--fields goes with -f json, jsonl, csv, tsv or markdown")
        }
        let unknown = keys.filter { !available.contains($0) }
        guard unknown.isEmpty else {
            throw UsageError(message: "option '--fields' has no key \(unknown.map { "'\($0.prefix(30))'" }.joined(separator: ", ")): use \(available.joined(separator: ", "))")
        }
    }
}

/// A year or a span of years: `2019` or `2015-2019`.
@Sendable func yearRange(_ text: String) throws -> ClosedRange<Int> {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    let years = parts.compactMap { part -> Int? in part.count == 4 ? Int(part) : nil }
    guard years.count == parts.count, (1...2).contains(years.count), years.allSatisfy({ (1900...2100).contains($0) }),
          years.first! <= years.last! else {
        throw ConversionError("takes a year or a span of years such as 2019 or 2015-2019, not '\(text.prefix(20))'")
    }
    return years.first!...years.last!
}

/// What `daily` and `weekly` share: layout, format, details, posters, share, the filters and the range.
struct RankingOptions: Sendable {
    var layout: Layout?
    var format: OutputFormat?
    var details = false
    var jobs: Int?
    var region: String?
    var nation: NationChoice?
    var kind: KindChoice?
    var limit: Int?
    var posters = false
    var share = false
    var copy = false
    var from: DateArgument?
    var to: DateArgument?
    var fields: [String]?
    var yes = false

    static let arguments: [Argument<RankingOptions>] = [
        .option("from", value: "DATE", help: "the first day of a range (with --to; default --to is yesterday)", \.from, parse: DateArgument.parse),
        .option("to", value: "DATE", help: "the last day of a range, not after yesterday in Korea", \.to, parse: DateArgument.parse),
        .option("jobs", short: "j", value: "N", help: "requests in flight for a range, --details or --posters, 1-8 (default 4)", \.jobs,
                parse: Convert.integer(1...8)),
        .choice("layout", short: "l", help: "text layout: list (default) or grid (cards)", \.layout),
        .choice("format", short: "f", help: "output format (default text)", \.format),
        .flag("details", help: "add each film's genres, directors, running time and grade", \.details),
        .option("region", value: "NAME|CODE", help: "a region by name (서울, 경기, 경북) or code (0105001)", \.region, parse: Convert.text),
        .choice("nation", help: "Korean or foreign films only", \.nation),
        .choice("kind", help: "diversity (다양성) or commercial films only", \.kind),
        .option("limit", value: "N", help: "the top N films, 1-10", \.limit, parse: Convert.integer(1...10)),
        .flag("posters", help: "add each film's poster address from OMDb (needs OMDB_API_KEY)", \.posters),
        .flag("share", help: "print a short message with the top 10, for a chat app", \.share),
        .flag("copy", help: "with --share, also put it on the clipboard", \.copy),
        .option("fields", value: "KEYS", help: FieldList.help, \.fields, parse: FieldList.parse),
        .flag("yes", short: "y", help: "go ahead without asking when a range sends more than 100 requests", \.yes),
    ]

    var isRange: Bool { from != nil || to != nil }
    var hasFilters: Bool { region != nil || nation != nil || kind != nil || limit != nil }
}

/// `-l`, `-f` and `--fields` of a command that prints one table, declared once for all of them.
struct TableOutputOptions: Sendable {
    var layout: Layout?
    var format: OutputFormat?
    var fields: [String]?

    static let arguments: [Argument<TableOutputOptions>] = [
        .choice("layout", short: "l", help: "text layout: list (default) or grid (cards)", \.layout),
        .choice("format", short: "f", help: "output format (default text)", \.format),
        .option("fields", value: "KEYS", help: FieldList.help, \.fields, parse: FieldList.parse),
    ]

    /// Refuses `--fields` keys the table does not have, and `--fields` with text output.
    func check(available: [String]) throws {
        try FieldList.check(fields, available: available, format: format)
    }

    /// `view` in the chosen format and layout.
    func render<Row>(_ view: TableView<Row>, width: Int?, style: Style) -> String {
        view.render(format: format ?? .text, layout: layout ?? .list, width: width, style: style)
    }
}

/// `--page` and `--per-page`.
struct PagingOptions: Sendable {
    var page: Int?
    var perPage: Int?

    static let arguments: [Argument<PagingOptions>] = [
        .option("page", value: "N", help: "the page to show, from 1 (default 1)", \.page, parse: Convert.integer(1...1_000_000)),
        .option("per-page", value: "N", help: "rows per page, 1-100 (default 10)", \.perPage, parse: Convert.integer(1...100)),
    ]
}
