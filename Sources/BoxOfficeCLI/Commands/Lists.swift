import Foundation
import KobisKit

/// Paging options shared by the searches.
enum Paging {
    static let page = Option<Int>("page", value: "N", help: "the page to show, from 1 (default 1)", convert: Convert.integer(1...1_000_000))
    static let perPage = Option<Int>("per-page", value: "N", help: "rows per page, 1-100 (default 10)", convert: Convert.integer(1...100))
    static let options = [AnyOption(page), AnyOption(perPage)]

    /// Fetches pages 2…`pages` (page 1 is in hand) with at most `concurrency` requests in flight, in page order.
    static func rest<Page: Sendable>(pages: Int, concurrency: Int = 4, fetch: @escaping @Sendable (Int) async throws -> Page) async throws -> [Page] {
        guard pages > 1 else { return [] }
        var results: [Page] = []
        do {
            try await RangeFetcher<Int, Page>(jobs: concurrency).run(Array(2...pages), fetch: { (try await fetch($0), false) },
                                                                     deliver: { _, page in results.append(page); return true })
        } catch let failure as RangeFetcher<Int, Page>.ItemFailure {
            throw failure.error
        }
        return results
    }

    /// Before walking many pages: refuses when today's remaining requests cannot cover them, asks on a terminal
    /// when there are more than 20 (unless `--yes`), and wants `--yes` off a terminal.
    static func confirm(requests: Int, client: Client, yes: Bool, context: Context, usage: String) throws {
        try client.checkQuota(needed: requests)
        guard requests > 20, !yes else { return }
        guard isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 else {
            throw UsageError(message: "--all needs \(requests) more requests: pass --yes to go ahead", usage: usage)
        }
        context.writeErr("boxoffice: --all needs \(requests) more requests. Go on? [y/N] ")
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard answer == "y" || answer == "yes" else { throw CancellationError() }
    }
}

/// A year or a span of years: `2019` or `2015-2019`.
func yearRange(_ text: String) throws -> ClosedRange<Int> {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    let years = parts.compactMap { part -> Int? in part.count == 4 ? Int(part) : nil }
    guard years.count == parts.count, (1...2).contains(years.count), years.allSatisfy({ (1900...2100).contains($0) }),
          years.first! <= years.last! else {
        throw ConversionError("takes a year or a span of years such as 2019 or 2015-2019, not '\(text.prefix(20))'")
    }
    return years.first!...years.last!
}

/// `boxoffice search`: films by title, director and years.
enum Search: Command {
    static let name = "search"
    static let summary = "find films by title, director, production or release year"
    static let synopsis = "[TITLE] [--director NAME] [--year Y[-Y]] [--released Y[-Y]] [--page N] [--per-page N] [--all [--yes]] [options]"
    static let arguments = [(name: "[TITLE]", help: "part of the Korean title")]
    static let director = Option<String>("director", value: "NAME", help: "part of a director's name", convert: Convert.text)
    static let year = Option<ClosedRange<Int>>("year", value: "Y[-Y]", help: "production year, or a span such as 2015-2019", convert: yearRange)
    static let released = Option<ClosedRange<Int>>("released", value: "Y[-Y]", help: "release year, or a span", convert: yearRange)
    static let all = Flag("all", help: "every page (100 rows each, at most 4 requests at once)")
    static let yes = Flag("yes", short: "y", help: "with --all, go ahead without asking, even past 20 requests")
    static let options = [AnyOption(director), AnyOption(year), AnyOption(released)] + Paging.options
        + [AnyOption(all), AnyOption(yes), AnyOption(RankingOptions.layout), AnyOption(RankingOptions.format)]
    static var common: [AnyOption] { CommonOptions.networkWithoutDemo }
    static let discussion: String? = "Shows KOBIS's total and the page. --all walks every page; on a terminal it asks first when that takes more than 20 requests, and off one it wants --yes."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice search 밀수", ""),
        ("boxoffice search --director 봉준호 -f json | jq -r '.movies[].title'", ""),
        ("boxoffice search --released 2023 --all --yes -f csv -o films-2023.csv", ""),
    ]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        if parsed[all] && parsed[Paging.page] != nil { throw UsageError(message: "--all shows every page: drop --page", usage: usage) }
        let title = try parsed.positionals.first.map(Convert.text)
        var query = MovieQuery(title: title, director: parsed[director], productionYears: parsed[year], releaseYears: parsed[released],
                               page: parsed[Paging.page] ?? 1, perPage: parsed[all] ? 100 : parsed[Paging.perPage] ?? 10)
        let client = try Client.make(parsed, context: context, usage: usage)
        let first = try await client.run("KOBIS: search") { _ in try await client.manager.fetchWithProvenance(.movieList(query)) }
        var movies = first.value.movies
        var heading = "영화 검색" + (title.map { " '\(Sanitizer.line($0))'" } ?? "")
        if parsed[all] {
            let pages = (first.value.total + 99) / 100
            try Paging.confirm(requests: max(0, pages - 1), client: client, yes: parsed[yes], context: context, usage: usage)
            let base = query
            let rest = try await client.run("KOBIS: search pages") { _ in
                try await Paging.rest(pages: pages) { number in
                    var pageQuery = base
                    pageQuery.page = number
                    return try await client.manager.fetch(.movieList(pageQuery))
                }
            }
            movies += rest.flatMap(\.movies)
            heading += " · 총 \(Formatting.grouped(Int64(first.value.total)))건 · 전체"
            query.page = 1
        } else {
            heading += " · " + pageLabel(total: first.value.total, page: query.page, perPage: query.perPage)
        }
        let span: (ClosedRange<Int>?) -> JSONValue = { range in
            range.map { .object([("from", .int(Int64($0.lowerBound))), ("to", .int(Int64($0.upperBound)))]) } ?? .null
        }
        let document: [(String, JSONValue)] = [
            ("type", .string("search")),
            ("query", .object([("title", .optional(title)), ("director", .optional(parsed[director])),
                               ("productionYears", span(parsed[year])), ("releaseYears", span(parsed[released]))])),
            ("total", .int(Int64(first.value.total))), ("page", parsed[all] ? .null : .int(Int64(query.page))),
            ("perPage", .int(Int64(query.perPage))), provenanceJSON(first),
        ]
        let view = TableView(heading: heading, fields: SearchTables.movies, rows: movies, document: document, itemsKey: "movies")
        if movies.isEmpty { context.note("KOBIS found no films") }
        try context.out(view.render(format: parsed[RankingOptions.format] ?? .text, layout: parsed[RankingOptions.layout] ?? .list,
                                    width: context.terminal.width, style: Style(enabled: context.terminal.useColor(parsed[CommonOptions.color] ?? .auto))))
        return .success
    }
}

/// One film due to open, and the days until it does.
struct UpcomingRow: Sendable {
    let movie: MovieSummary
    let daysLeft: Int
}

/// `boxoffice upcoming`: films that open after today, soonest first.
enum Upcoming: Command {
    static let name = "upcoming"
    static let summary = "films that open after today in Korea, soonest first"
    static let synopsis = "[--days N] [-l list|grid] [-f FORMAT] [options]"
    static let days = Option<Int>("days", value: "N", help: "how far ahead, 1-366 days (default 60)", convert: Convert.integer(1...366))
    static let options = [AnyOption(days), AnyOption(RankingOptions.layout), AnyOption(RankingOptions.format)]
    static var common: [AnyOption] { CommonOptions.networkWithoutDemo }
    static let discussion: String? = "KOBIS has no such service: boxoffice asks the film list for this year's releases (and next year's when the window crosses it), walks every page with at most 4 requests at once, and keeps the films that open after today. Answers are cached for a day."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice upcoming", "the next 60 days"),
        ("boxoffice upcoming --days 14 -f json | jq -r '.movies[].title'", ""),
    ]

    static let fields: [Field<UpcomingRow>] = [
        Field("openDate", text: TextColumn("개봉일", position: 0, render: { Formatting.date($0.movie.openDate) })) { .optional($0.movie.openDate?.iso) },
        Field("daysLeft", text: TextColumn("D-day", position: 1, drop: 5, alignRight: true, render: { "D-\($0.daysLeft)" })) {
            .int(Int64($0.daysLeft))
        },
    ] + SearchTables.movies.filter { $0.key != "openDate" }.map { field in
        Field(field.key, text: field.text.map { text in
            TextColumn(text.header, position: text.position + 2, drop: text.dropPriority, alignRight: text.alignRight, flexible: text.flexible,
                       render: { text.render($0.movie) })
        }) { field.value($0.movie) }
    }

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        let today = KobisDate(containing: context.now)
        let end = today.adding(days: parsed[days] ?? 60)
        let client = try Client.make(parsed, context: context, usage: usage)
        let query = MovieQuery(releaseYears: today.year...end.year, page: 1, perPage: 100)
        let first = try await client.run("KOBIS: releases") { _ in try await client.manager.fetchWithProvenance(.movieList(query)) }
        let pages = (first.value.total + 99) / 100
        try client.checkQuota(needed: pages - 1)
        let rest = try await client.run("KOBIS: releases") { _ in
            try await Paging.rest(pages: pages) { number in
                var pageQuery = query
                pageQuery.page = number
                return try await client.manager.fetch(.movieList(pageQuery))
            }
        }
        let rows = ([first.value] + rest).flatMap(\.movies)
            .filter { movie in movie.openDate.map { $0 > today && $0 <= end } ?? false }
            .sorted { ($0.openDate!, $0.title, $0.code) < ($1.openDate!, $1.title, $1.code) }
            .map { UpcomingRow(movie: $0, daysLeft: $0.openDate!.daysSince(today)) }
        let heading = "개봉 예정 · \(today.adding(days: 1).iso) ~ \(end.iso) · \(rows.count)편"
        let document: [(String, JSONValue)] = [("type", .string("upcoming")), ("from", .string(today.adding(days: 1).iso)),
                                               ("to", .string(end.iso)), ("days", .int(Int64(parsed[days] ?? 60))), provenanceJSON(first)]
        if rows.isEmpty { context.note("KOBIS lists no film opening by \(end.iso)") }
        try context.out(TableView(heading: heading, fields: fields, rows: rows, document: document, itemsKey: "movies")
            .render(format: parsed[RankingOptions.format] ?? .text, layout: parsed[RankingOptions.layout] ?? .list,
                    width: context.terminal.width, style: Style(enabled: context.terminal.useColor(parsed[CommonOptions.color] ?? .auto))))
        return .success
    }
}
