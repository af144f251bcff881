import Foundation
import KobisKit

/// `boxoffice search`: films by title, director and years.
enum Search: Command {
    static let name = "search"
    static let summary = "find films by title, director, production or release year"

    struct Options: CommandOptions {
        var title: String?
        var director: String?
        var year: ClosedRange<Int>?
        var released: ClosedRange<Int>?
        var paging = PagingOptions()
        var all = false
        var yes = false
        var jobs: Int?
        var output = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .positional("TITLE", required: false, help: "part of the Korean title", \.title),
        .option("director", value: "NAME", help: "part of a director's name", \.director, parse: Convert.text),
        .option("year", value: "Y[-Y]", help: "production year, or a span such as 2015-2019", \.year, parse: yearRange),
        .option("released", value: "Y[-Y]", help: "release year, or a span", \.released, parse: yearRange),
    ] + Argument.group(\.paging, PagingOptions.arguments) + [
        .flag("all", help: "every page (100 rows each)", \.all),
        .flag("yes", short: "y", help: "with --all, go ahead without asking when the walk sends more than 100 requests", \.yes),
        .option("jobs", short: "j", value: "N", help: "with --all, requests in flight, 1-8 (default 4)", \.jobs, parse: Convert.integer(1...8)),
    ] + Argument.group(\.output, TableOutputOptions.arguments) + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

    static let discussion: String? = "Shows KOBIS's total and the page. --all walks every page; when that sends more than 100 requests it asks first on a terminal, and off one it wants --yes."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice search 밀수", ""),
        ("boxoffice search --director 봉준호 -f json | jq -r '.movies[].title'", ""),
        ("boxoffice search --released 2023 --all --yes -f csv -o films-2023.csv", ""),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.output.check(available: SearchTables.movies.map(\.key))
        if options.all && options.paging.page != nil { throw UsageError(message: "--all shows every page: drop --page") }
        if !options.all && (options.yes || options.jobs != nil) { throw UsageError(message: "--yes and --jobs go with --all") }
        let title = try options.title.map(Convert.text)
        let query = MovieQuery(title: title, director: options.director, productionYears: options.year, releaseYears: options.released,
                               page: options.paging.page ?? 1, perPage: options.paging.perPage ?? 10)
        let service = try context.service(options.network, concurrency: options.jobs ?? 4)
        if options.network.dryRun {
            var first = query
            if options.all { (first.page, first.perPage) = (1, KobisService.walkPageSize) }
            return try await DryRun.report([Endpoint.movieList(first)], what: "the first page of the search",
                                           then: options.all ? "one request per further page of \(KobisService.walkPageSize) films (KOBIS's total decides)" : nil,
                                           service: service, context: context)
        }
        let search = try await context.spinning("KOBIS: search") { _ in
            try await service.searchMovies(query, allPages: options.all, jobs: options.jobs ?? 4,
                                           approval: Confirmation.approval(what: "--all", yes: options.yes, service: service, context: context))
        }
        if search.movies.isEmpty { context.note("KOBIS found no films") }
        try context.out(options.output.render(view(search, query: query, selection: options.output.fields), width: context.terminal.width, style: context.style(options.network)))
        return .success
    }

    /// The search as the list and the JSON document show it (the MCP server's `search_movies` too).
    static func view(_ search: MovieSearch, query: MovieQuery, selection: [String]? = nil) -> TableView<MovieSummary> {
        var heading = "영화 검색" + (query.title.map { " '\(Sanitizer.line($0))'" } ?? "")
        let perPage = search.allPages ? KobisService.walkPageSize : query.perPage
        if search.allPages {
            heading += " · 총 \(Formatting.grouped(Int64(search.first.value.total)))건 · 전체"
        } else {
            heading += " · " + pageLabel(total: search.first.value.total, page: query.page, perPage: query.perPage)
        }
        let span: (ClosedRange<Int>?) -> JSONValue = { range in
            range.map { .object([("from", .int(Int64($0.lowerBound))), ("to", .int(Int64($0.upperBound)))]) } ?? .null
        }
        let document: [(String, JSONValue)] = [
            ("type", .string("search")),
            ("query", .object([("title", .optional(query.title)), ("director", .optional(query.director)),
                               ("productionYears", span(query.productionYears)), ("releaseYears", span(query.releaseYears))])),
            ("total", .int(Int64(search.first.value.total))), ("page", search.allPages ? .null : .int(Int64(query.page))),
            ("perPage", .int(Int64(perPage))), provenanceJSON(search.first),
        ]
        return TableView(heading: heading, fields: SearchTables.movies, rows: search.movies, document: document, itemsKey: "movies",
                         selection: selection)
    }
}
