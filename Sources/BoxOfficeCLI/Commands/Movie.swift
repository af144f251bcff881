import Foundation
import KobisKit

/// `boxoffice movie <code>`: one film's detail.
enum Movie {
    static let usage = "usage: boxoffice movie <movieCd> [--layout list|grid] [--format text|json] [options]"

    static let options: [OptionSpec] = [
        OptionSpec("layout", value: "LAYOUT", choices: ["list", "grid"], help: "text layout: list (default) or grid (a boxed sheet)"),
        OptionSpec("format", value: "FORMAT", choices: ["text", "json"], help: "output format (default text)"),
    ] + CommonOptions.all

    static var help: String {
        """
        boxoffice movie: one film's detail from KOBIS (titles, credits, grades, companies).

        \(usage)

        The movie code is KOBIS's movieCd, as in the movieCode field of `boxoffice daily --format json`.

        OPTIONS
        \(HelpText.options(options))

        EXAMPLES
          boxoffice movie 20124079
          boxoffice movie 20124079 --layout grid
          boxoffice movie 20124079 --format json | jq -r '.directors[].name'
          boxoffice movie 20239001 --demo         a film from the bundled sample

        \(ExitCode.table)
        """
    }

    static func run(_ arguments: [String], context: Context) async throws -> ExitCode {
        guard let parsed = try ArgumentParser(options: options, usage: usage, maxPositionals: 1)
            .parse(arguments, help: help, context: context) else { return .success }
        guard let rawCode = parsed.positionals.first else {
            throw UsageError(message: "missing the movie code (KOBIS movieCd, such as 20124079)", usage: usage)
        }
        let code = rawCode.trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty, code.count <= 20, code.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else {
            throw UsageError(message: "'\(rawCode)' is not a movie code: KOBIS codes are letters and digits, such as 20124079", usage: usage)
        }
        let client = try Client.make(parsed, context: context, usage: usage)
        if client.isSample {
            guard DemoTransport.movieCodes.contains(code) else {
                throw UsageError(message: "the sample has no movie \(code); it has \(DemoTransport.movieCodes.joined(separator: ", "))",
                                 usage: usage)
            }
            context.note("sample data, not live KOBIS figures")
        }
        let movie = try await client.run("KOBIS: movie \(code)") { _ in try await client.manager.movie(code: code) }
        if movie.title.isEmpty {
            context.note("KOBIS has no title for movie \(code): check the code")
        }
        if parsed.value("format") == "json" {
            context.out(MachineOutput.movieJSON(movie, sample: client.isSample).serialized() + "\n")
            return .success
        }
        let color = ColorChoice(rawValue: parsed.value("color") ?? "auto") ?? .auto
        let renderer = MovieRenderer(movie: movie, width: context.terminal.width,
                                     style: Style(enabled: context.terminal.useColor(color)))
        let lines = parsed.value("layout") == "grid" ? renderer.grid() : renderer.list()
        context.out(lines.joined(separator: "\n") + "\n")
        return .success
    }
}
