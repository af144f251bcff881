import Foundation
import KobisKit

/// `boxoffice movie <code>`: one film's detail.
enum Movie: Command {
    static let name = "movie"
    static let summary = "one film's detail (titles, credits, grades, companies)"
    static let synopsis = "<movieCd> [-l list|grid] [-f text|json|tsv|csv] [options]"
    static let arguments = [(name: "<movieCd>", help: "KOBIS's movie code: 8 letters or digits, as in the movieCode field of `daily -f json`")]

    static let layout = Option<Layout>("layout", short: "l", help: "text layout: list (default) or grid (a boxed sheet)")
    static let format = Option<OutputFormat>("format", short: "f", help: "output format (default text)")
    static let options = [AnyOption(layout), AnyOption(format)]

    static let examples: [(command: String, note: String)] = [
        ("boxoffice movie 20124079", ""),
        ("boxoffice movie 20124079 -l grid", ""),
        ("boxoffice movie 20124079 -f json | jq -r '.directors[].name'", ""),
        ("boxoffice movie 20239001 --demo", "a film from the bundled sample"),
    ]

    /// KOBIS codes are 8 ASCII letters or digits; anything else is refused before a request (KOBIS answers 320220).
    static func code(_ raw: String?, what: String, usage: String) throws -> String {
        guard let raw else {
            throw UsageError(message: "missing the \(what) code (8 letters or digits, such as 20124079)", usage: usage)
        }
        let code = raw.trimmingCharacters(in: .whitespaces)
        guard code.utf8.count == 8, code.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else {
            throw UsageError(message: "'\(raw.prefix(40))' is not a \(what) code: KOBIS codes are 8 letters or digits, such as 20124079",
                             usage: usage)
        }
        return code
    }

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        let code = try code(parsed.positionals.first, what: "movie", usage: usage)
        let client = try Client.make(parsed, context: context, usage: usage)
        if client.isSample {
            guard DemoSource.movieCodes.contains(code) else {
                throw UsageError(message: "the sample has no movie \(code); it has \(DemoSource.movieCodes.joined(separator: ", "))",
                                 usage: usage)
            }
            context.note("sample data, not live KOBIS figures")
        }
        let fetched = try await client.run("KOBIS: movie \(code)") { _ in try await client.manager.fetchWithProvenance(.movieInfo(code: code)) }
        let movie = fetched.value
        if movie.title.isEmpty { context.note("KOBIS has no title for movie \(code)") }
        try context.out(render(movie, format: parsed[format] ?? .text, layout: parsed[layout] ?? .list, width: context.terminal.width,
                               style: Style(enabled: context.terminal.useColor(parsed[CommonOptions.color] ?? .auto)),
                               source: client.isSample ? "sample" : "kobis", provenance: provenanceJSON(fetched)))
        return .success
    }

    /// `provenance` goes into JSON after `source`; golden files leave it out.
    static func render(_ movie: MovieDetail, format: OutputFormat, layout: Layout, width: Int?, style: Style, source: String,
                       provenance: (String, JSONValue)? = nil) -> String {
        let document = JSONValue.object([("type", .string("movie")), ("source", .string(source))] + (provenance.map { [$0] } ?? [])
                                        + Exporter.object(MovieTable.fields, movie))
        switch format {
        case .json:
            return document.serialized() + "\n"
        case .jsonl:
            return document.compact() + "\n"
        case .tsv, .csv:
            return Exporter.delimited(header: MovieTable.fields.map(\.key), rows: [MovieTable.fields.map { $0.value(movie) }], format: format)
        case .text:
            let renderer = MovieRenderer(movie: movie, width: width, style: style)
            return (layout == .grid ? renderer.grid() : renderer.list()).joined(separator: "\n") + "\n"
        }
    }
}
