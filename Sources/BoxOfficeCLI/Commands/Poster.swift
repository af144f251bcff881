import Foundation
import KobisKit

/// `boxoffice poster <movieCd> -o FILE`: a film's poster, from OMDb.
enum PosterCommand: Command {
    static let name = "poster"
    static let summary = "download a film's poster (OMDb), or show it inline"

    struct Options: CommandOptions {
        var code: String?
        var show = false
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let arguments: [Argument<Options>] = [
        .positional("movie", help: "a film's code or title", \.code),
        .flag("show", help: "draw it inline (iTerm2, WezTerm); elsewhere, say so and print the address", \.show),
    ] + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

    static let discussion: String? = "The poster is found through OMDb (OMDB_API_KEY) by the film's English title. Only http and https addresses are fetched (anything else: 76), at most 10 MB (more: 76). A regular file is written to a temporary file beside it and renamed on success; a link is followed; a device or FIFO is written in place."
    static let examples: [(command: String, note: String)] = [("boxoffice poster 20230101 -o poster.jpg", ""), ("boxoffice poster 20230101 --show", "")]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let toFile = options.general.output != nil
        guard toFile || options.show else {
            throw UsageError(message: "give -o FILE to save the poster, or --show to draw it")
        }
        let service = try context.service(options.network)
        _ = try service.requirePosters()
        if options.network.dryRun, let plan = try await context.dryRunLookup(options.code, kind: .movie, service: service, then: "the film's detail, OMDb lookups and the image") {
            return plan
        }
        let code = try await context.code(options.code, kind: .movie, service: service)
        if options.network.dryRun {
            return try await DryRun.report([Endpoint.movieInfo(code: code)], what: "movie \(code)",
                                           then: "OMDb lookups for its poster (up to 4), then the image", service: service, context: context)
        }
        let movie = try await context.spinning("KOBIS: movie \(code)") { _ in try await service.manager.movie(code: code) }
        let found = try await context.spinning("OMDb: poster") { _ in try await service.poster(for: movie, note: { context.note($0) }) }
        guard let poster = found else {
            context.error("OMDb has no poster for \(code)\(movie.titleEnglish == nil ? " (KOBIS has no English title for it)" : "")")
            return .notFound
        }
        guard poster.isWebAddress else { throw KobisError.notWebAddress(poster.url) }
        let terminalDraws = ["iTerm.app", "WezTerm"].contains(context.environment["TERM_PROGRAM"] ?? "") && context.terminal.stdoutIsTTY
        if options.show && !terminalDraws {
            context.note("this terminal cannot draw images inline (iTerm2 and WezTerm can); the poster is at:")
            if !toFile {
                try context.out(Sanitizer.line(poster.url) + "\n")
                return .success
            }
        }
        let image = try await context.spinning("poster") { _ in try await service.downloadPoster(poster) }
        if options.show && terminalDraws {
            try context.out("\u{1B}]1337;File=inline=1;size=\(image.count);preserveAspectRatio=1:\(image.base64EncodedString())\u{07}\n")
        } else if toFile {
            try context.output.writeBytes(image)
        }
        return .success
    }
}
