import Foundation
import KobisKit

/// One film in every format: the sheet (list or grid), JSON, TSV, CSV and markdown.
enum MovieSheet {
    /// The film's JSON document, as `movie -f json` prints it.
    static func document(_ movie: MovieDetail, source: String, provenance: (String, JSONValue)? = nil, poster: Poster?? = nil,
                         notes: [Note]? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("movie")), ("source", .string(source))] + (provenance.map { [$0] } ?? [])
            + Exporter.object(MovieTable.fields, movie)
        if let poster { members.append(("poster", poster.map(RankingTable.posterJSON) ?? .null)) }
        if let notes { members.append(("notes", .array(notes.map { .object(Exporter.object(NoteTable.fields, $0)) }))) }
        return .object(members)
    }

    /// `provenance` goes into JSON after `source`; golden files leave it out.
    /// `poster` is nil without `--poster`, `.some(nil)` when OMDb has none. `notes` are the film's notes (nil: left out).
    static func render(_ movie: MovieDetail, format: OutputFormat, layout: Layout, width: Int?, style: Style, source: String,
                       provenance: (String, JSONValue)? = nil, poster: Poster?? = nil, notes: [Note]? = nil) -> String {
        let document = MovieSheet.document(movie, source: source, provenance: provenance, poster: poster, notes: notes)
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
                    let line = "\(NoteTable.stars(note.stars))  \(Sanitizer.line(note.text ?? "-"))  (\(KobisDate(containing: note.createdAt).iso), #\(note.id))"
                    lines.append(width.map { DisplayWidth.truncate(line, to: $0) } ?? line)
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
