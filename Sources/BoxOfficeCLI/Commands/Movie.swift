import Foundation
import KobisKit

/// `boxoffice movie <code>`: one film's detail.
enum Movie: Command {
    static let name = "movie"
    static let summary = "one film's detail (titles, credits, grades, companies)"

    struct Options: CommandOptions {
        var code: String?
        var layout: Layout?
        var format: OutputFormat?
        var posters = false
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .positional("movie", help: "a film's code (8 letters or digits, as in the movieCode field of `daily -f json`) or its title", \.code),
        .choice("layout", short: "l", help: "text layout: list (default) or grid (a boxed sheet)", \.layout),
        .choice("format", short: "f", help: "output format (default text)", \.format),
        .flag("posters", help: "add the poster address and IMDb id from OMDb (needs OMDB_API_KEY)", \.posters),
        .flag("poster", help: "the same as --posters", \.posters),
    ] + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

    static let examples: [(command: String, note: String)] = [
        ("boxoffice movie 20124079", ""),
        ("boxoffice movie 광해", "by title: one match, or a list to choose from"),
        ("boxoffice movie 20124079 -l grid", ""),
        ("boxoffice movie 20124079 -f json | jq -r '.directors[].name'", ""),
        ("boxoffice movie 20239001 --demo", "a film from the bundled sample"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let service = try context.service(options.network)
        if options.network.dryRun, let plan = try await context.dryRunLookup(options.code, kind: .movie, service: service, then: "the film's detail") {
            return plan
        }
        let code = try await context.code(options.code, kind: .movie, service: service)
        if service.isSample && !DemoSource.movieCodes.contains(code) {
            throw UsageError(message: "the sample has no movie \(code); it has \(DemoSource.movieCodes.joined(separator: ", "))")
        }
        if options.network.dryRun {
            return try await DryRun.report([Endpoint.movieInfo(code: code)], what: "movie \(code)",
                                           then: options.posters ? "OMDb lookups for its poster (up to 4)" : nil, service: service, context: context)
        }
        let notes = try context.notes.list().filter { $0.movieCode == code }
        if options.posters { _ = try service.requirePosters() }
        let fetched = try await context.spinning("KOBIS: movie \(code)") { _ in try await service.fetch(.movieInfo(code: code)) }
        let movie = fetched.value
        if movie.title.isEmpty { context.note("KOBIS has no title for movie \(code)") }
        var found: Poster?
        if options.posters {
            found = try await context.spinning("OMDb: poster") { _ in try await service.poster(for: movie, note: { context.note($0) }) }
            if found == nil { context.note("OMDb has no poster for \(code)\(movie.titleEnglish == nil ? " (KOBIS has no English title for it)" : "")") }
        }
        try context.out(MovieSheet.render(movie, format: options.format ?? .text, layout: options.layout ?? .list, width: context.terminal.width,
                                          style: context.style(options.network), source: service.source, provenance: provenanceJSON(fetched),
                                          poster: options.posters ? .some(found) : .none, notes: notes))
        return .success
    }

    /// The whole output for one film, in any format. Golden files compare against this.
    static func render(_ movie: MovieDetail, format: OutputFormat, layout: Layout, width: Int?, style: Style, source: String) -> String {
        MovieSheet.render(movie, format: format, layout: layout, width: width, style: style, source: source)
    }
}
