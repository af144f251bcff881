import Foundation
import KobisKit

/// `boxoffice share <movieCd>`: a short message about a film for a chat app.
enum Share: Command {
    static let name = "share"
    static let summary = "a short message about a film, ready for a chat app"

    struct Options: CommandOptions {
        @Opt(Declared.record(.movie), help: "a film's code or title") var film: String?
        @Opt(Local.copy, help: "also put it on the clipboard (needs a terminal on stderr)") var copy: Bool
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let examples: [(command: String, note: String)] = [
        ("boxoffice share 20124079", ""), ("boxoffice share 20124079 --copy", "exits 64 off a terminal: --copy writes through it"),
        ("boxoffice daily --share", "the top 10"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try Clipboard.requireTerminal(options.copy, context: context)
        let service = try context.service(options.network)
        let request = FilmRequest(film: try context.named(options.film, .movie))
        if options.network.dryRun { return try context.dryRun(try await service.plan(for: request)) }
        let sheet = try await context.spinning("KOBIS: movie") { _ in try await service.film(request, notify: context.notify) }
        let message = ShareText.movie(sheet.movie)
        try context.out(message)
        if options.copy { Clipboard.copy(message, context: context) }
        return .success
    }
}
