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
    static let poster = Flag("poster", help: "add the poster address and IMDb id from OMDb (needs OMDB_API_KEY)")
    static let options = [AnyOption(layout), AnyOption(format), AnyOption(poster)]

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
        let notes = try NoteCommand.store(context).list().filter { $0.movieCode == code }
        let finder = parsed[poster] ? try client.requirePosters() : nil
        let fetched = try await client.run("KOBIS: movie \(code)") { _ in try await client.manager.fetchWithProvenance(.movieInfo(code: code)) }
        let movie = fetched.value
        if movie.title.isEmpty { context.note("KOBIS has no title for movie \(code)") }
        var found: Poster?
        if let finder {
            found = try await client.run("OMDb: poster") { _ in try await finder.poster(for: movie, note: { context.note($0) }) }
            if found == nil { context.note("OMDb has no poster for \(code)\(movie.titleEnglish == nil ? " (KOBIS has no English title for it)" : "")") }
        }
        try context.out(render(movie, format: parsed[format] ?? .text, layout: parsed[layout] ?? .list, width: context.terminal.width,
                               style: Style(enabled: context.terminal.useColor(parsed[CommonOptions.color] ?? .auto)),
                               source: client.isSample ? "sample" : "kobis", provenance: provenanceJSON(fetched),
                               poster: parsed[poster] ? .some(found) : .none, notes: notes))
        return .success
    }

    /// `provenance` goes into JSON after `source`; golden files leave it out.
    /// `poster` is nil without `--poster`, `.some(nil)` when OMDb has none. `notes` are the film's notes (nil: left out).
    static func render(_ movie: MovieDetail, format: OutputFormat, layout: Layout, width: Int?, style: Style, source: String,
                       provenance: (String, JSONValue)? = nil, poster: Poster?? = nil, notes: [Note]? = nil) -> String {
        var members: [(String, JSONValue)] = [("type", .string("movie")), ("source", .string(source))] + (provenance.map { [$0] } ?? [])
            + Exporter.object(MovieTable.fields, movie)
        if let poster { members.append(("poster", poster.map(RankingTable.posterJSON) ?? .null)) }
        if let notes { members.append(("notes", .array(notes.map { .object(Exporter.object(NoteCommand.fields, $0)) }))) }
        let document = JSONValue.object(members)
        switch format {
        case .json:
            return document.serialized() + "\n"
        case .jsonl:
            return document.compact() + "\n"
        case .markdown:
            let renderer = MovieRenderer(movie: movie, width: nil, style: style)
            return Markdown.heading(movie.title.isEmpty ? movie.code : movie.title) + "\n" + Markdown.sheet(Array(renderer.fields.dropFirst()))
        case .tsv, .csv:
            return Exporter.delimited(header: MovieTable.fields.map(\.key), rows: [MovieTable.fields.map { $0.value(movie) }], format: format)
        case .text:
            var renderer = MovieRenderer(movie: movie, width: width, style: style)
            if let poster {
                renderer.extra = [("포스터", [poster?.url ?? "-"], true), ("IMDb", poster?.imdbID.map { [$0] } ?? [], false)]
            }
            var lines = layout == .grid ? renderer.grid() : renderer.list()
            if let notes, !notes.isEmpty {
                let average = Double(notes.map(\.stars).reduce(0, +)) / Double(notes.count)
                lines.append("")
                lines.append(style.bold(String(format: "내 노트 · %d개 · 평균 ★%.1f", notes.count, average)))
                for note in notes {
                    let line = "\(NoteCommand.stars(note.stars))  \(Sanitizer.line(note.text ?? "-"))  (\(KobisDate(containing: note.createdAt).iso), #\(note.id))"
                    lines.append(width.map { DisplayWidth.truncate(line, to: $0) } ?? line)
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
