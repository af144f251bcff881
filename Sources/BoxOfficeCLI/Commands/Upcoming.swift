import Foundation
import KobisKit

/// `boxoffice upcoming`: films that open after today, soonest first.
enum Upcoming: Command {
    static let name = "upcoming"
    static let summary = "films that open after today in Korea, soonest first"

    struct Options: CommandOptions {
        var days: Int?
        var jobs: Int?
        var yes = false
        var output = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .option("days", value: "N", help: "how far ahead, 1-366 days (default 60)", \.days, parse: Convert.integer(1...366)),
        .option("jobs", short: "j", value: "N", help: "requests in flight, 1-8 (default 4)", \.jobs, parse: Convert.integer(1...8)),
        .flag("yes", short: "y", help: "go ahead without asking when the walk sends more than 100 requests", \.yes),
    ] + Argument.group(\.output, TableOutputOptions.arguments) + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

    static let discussion: String? = "KOBIS has no such service: boxoffice asks the film list for this year's releases (and next year's when the window crosses it), walks every page with at most --jobs requests at once, and keeps the films that open after today. Answers are cached for a day."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice upcoming", "the next 60 days"),
        ("boxoffice upcoming --days 14 -f json | jq -r '.movies[].title'", ""),
    ]

    /// The window as the list and the JSON document show it.
    static func view(_ found: UpcomingFilms, selection: [String]? = nil) -> TableView<UpcomingFilm> {
        let heading = "개봉 예정 · \(found.from.iso) ~ \(found.to.iso) · \(found.films.count)편"
        let document: [(String, JSONValue)] = [("type", .string("upcoming")), ("from", .string(found.from.iso)),
                                               ("to", .string(found.to.iso)), ("days", .int(Int64(found.days))), provenanceJSON(found.first)]
        return TableView(heading: heading, fields: SearchTables.upcoming, rows: found.films, document: document, itemsKey: "movies", selection: selection)
    }

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.output.check(available: SearchTables.upcoming.map(\.key))
        let service = try context.service(options.network, concurrency: options.jobs ?? 4)
        if options.network.dryRun {
            let today = KobisDate(containing: service.now), end = today.adding(days: options.days ?? 60)
            return try await DryRun.report([Endpoint.movieList(MovieQuery(releaseYears: today.year...end.year, page: 1, perPage: KobisService.walkPageSize))],
                                           what: "the first page of \(today.year == end.year ? "\(today.year)" : "\(today.year)-\(end.year)")'s releases",
                                           then: "one request per further page of \(KobisService.walkPageSize) films", service: service, context: context)
        }
        let found = try await context.spinning("KOBIS: releases") { _ in
            try await service.upcoming(days: options.days ?? 60, jobs: options.jobs ?? 4,
                                       approval: Confirmation.approval(what: "upcoming", yes: options.yes, service: service, context: context))
        }
        if found.films.isEmpty { context.note("KOBIS lists no film opening by \(found.to.iso)") }
        try context.out(options.output.render(view(found, selection: options.output.fields), width: context.terminal.width, style: context.style(options.network)))
        return .success
    }
}
