import Foundation
import KobisKit

/// `boxoffice share <movieCd>`: a short message about a film for a chat app.
enum Share: Command {
    static let name = "share"
    static let summary = "a short message about a film, ready for a chat app"

    struct Options: CommandOptions {
        var code: String?
        var copy = false
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .positional("movie", help: "a film's code or title", \.code),
        .flag("copy", help: "also put it on the clipboard (needs a terminal on stderr)", \.copy),
    ] + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

    static let examples: [(command: String, note: String)] = [("boxoffice share 20124079", ""), ("boxoffice share 20124079 --copy", "exits 64 off a terminal: --copy writes through it"),
                                                               ("boxoffice daily --share", "the top 10")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try Clipboard.requireTerminal(options.copy, context: context)
        let service = try context.service(options.network)
        if options.network.dryRun, let plan = try await context.dryRunLookup(options.code, kind: .movie, service: service, then: "the film's detail") {
            return plan
        }
        let code = try await context.code(options.code, kind: .movie, service: service)
        if service.isSample && !DemoSource.movieCodes.contains(code) {
            throw UsageError(message: "the sample has no movie \(code)")
        }
        if options.network.dryRun { return try await DryRun.report([Endpoint.movieInfo(code: code)], what: "movie \(code)", service: service, context: context) }
        let movie = try await context.spinning("KOBIS: movie \(code)") { _ in try await service.manager.movie(code: code) }
        let message = ShareText.movie(movie)
        try context.out(message)
        if options.copy { Clipboard.copy(message, context: context) }
        return .success
    }
}
