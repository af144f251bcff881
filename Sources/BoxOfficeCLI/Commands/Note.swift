import Foundation
import KobisKit

/// `boxoffice note add|list|rm`: your own notes and star ratings.
enum NoteCommand: CommandGroup {
    static let name = "note"
    static let summary = "your notes and star ratings: add, list, rm"
    static let discussion: String? = "Notes live in $XDG_DATA_HOME/boxoffice/notes.json (default ~/.local/share/boxoffice/notes.json), mode 0600. Adding a note checks the code with KOBIS and keeps the title, so listing works offline. A notes file that does not parse is never overwritten (exit 65). `boxoffice movie` shows a film's notes."
    static var subcommands: [CommandInfo] { [Add.info(parent: name), List.info(parent: name), Remove.info(parent: name)] }

    /// `note add <movieCd> --stars N [--text TEXT|-]`.
    enum Add: Command {
        static let name = "add"
        static let summary = "add a note with a star rating to a film"

        struct Options: CommandOptions {
            var code: String?
            var stars: Int?
            var text: String?
            var format: OutputFormat?
            var network = NetworkOptions()
            var general = GeneralOptions()
        }

        static let arguments: [Argument<Options>] = [
            .positional("movie", help: "a film's code or title", \.code),
            .option("stars", short: "s", value: "1..5", help: "your rating, 1 to 5 stars", \.stars, parse: Convert.integer(1...5)),
            .option("text", short: "t", value: "TEXT", help: "the note; - reads it from standard input", \.text, parse: Convert.raw),
            .choice("format", short: "f", help: "text (a note on stderr, default) or json (the note added, on stdout)", \.format,
                    allowed: [.text, .json]),
        ] + Argument.group(\.network, NetworkOptions.arguments(demo: true)) + Argument.group(\.general, GeneralOptions.arguments)

        static let examples: [(command: String, note: String)] = [
            ("boxoffice note add 20124079 --stars 4 --text '이병헌의 연기'", ""),
            ("echo 'long thoughts' | boxoffice note add 20124079 -s 5 --text -", ""),
        ]

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            guard let rating = options.stars else { throw UsageError(message: "note add needs --stars 1..5") }
            var body = options.text
            if body == "-" {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                guard data.count <= 65_536 else { throw UsageError(message: "a note read from stdin is at most 64 KB") }
                body = String(decoding: data, as: UTF8.self)
            }
            body = body?.trimmingCharacters(in: .whitespacesAndNewlines)
            if body?.isEmpty == true { body = nil }
            let store = context.notes
            _ = try store.list()  // a file that does not parse stops us before KOBIS is asked
            let service = try context.service(options.network)
            if options.network.dryRun, let plan = try await context.dryRunLookup(options.code, kind: .movie, service: service, then: "the film's detail") {
                return plan
            }
            let code = try await context.code(options.code, kind: .movie, service: service)
            if options.network.dryRun { return try await DryRun.report([Endpoint.movieInfo(code: code)], what: "movie \(code)", service: service, context: context) }
            let movie = try await context.spinning("KOBIS: movie \(code)") { _ in try await service.manager.movie(code: code) }
            let note = try await store.add(movieCode: code, title: movie.title.isEmpty ? code : movie.title, stars: rating, text: body)
            context.note("note \(note.id) added for \(Sanitizer.line(note.title)) (\(code)) in \(store.file.path)")
            if options.format == .json { try context.out(JSONValue.object(Exporter.object(NoteTable.fields, note)).serialized() + "\n") }
            return .success
        }
    }

    /// `note list [movieCd]`.
    enum List: Command {
        static let name = "list"
        static let summary = "list your notes, or one film's"

        struct Options: CommandOptions {
            var code: String?
            var output = TableOutputOptions()
            var color: ColorChoice?
            var general = GeneralOptions()
        }

        static let arguments: [Argument<Options>] = [
            .positional("movieCd", required: false, help: "only this film's notes", \.code),
        ] + Argument.group(\.output, TableOutputOptions.arguments) + [
            .choice("color", help: "colour: auto (a terminal, no NO_COLOR), always, never", \.color),
        ] + Argument.group(\.general, GeneralOptions.arguments)

        static let examples: [(command: String, note: String)] = [("boxoffice note list", ""), ("boxoffice note list -f json", "")]

        /// Notes as the list and the JSON document show them.
        static func view(_ notes: [Note], code: String?, selection: [String]? = nil) -> TableView<Note> {
            let average = notes.isEmpty ? nil : Double(notes.map(\.stars).reduce(0, +)) / Double(notes.count)
            let heading = "내 노트 · \(notes.count)개" + (average.map { String(format: " · 평균 ★%.1f", $0) } ?? "")
            return TableView(heading: heading, fields: NoteTable.fields, rows: notes,
                             document: [("type", .string("notes")), ("movieCode", .optional(code)),
                                        ("averageStars", average.map { .double(($0 * 10).rounded() / 10) } ?? .null)],
                             itemsKey: "notes", selection: selection)
        }

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            try options.output.check(available: NoteTable.fields.map(\.key))
            let code = try options.code.map { try kobisCode($0, what: "movie") }
            let notes = try context.notes.list().filter { code == nil || $0.movieCode == code }
            try context.out(options.output.render(view(notes, code: code, selection: options.output.fields), width: context.terminal.width,
                                        style: Style(enabled: context.terminal.useColor(options.color ?? .auto))))
            return .success
        }
    }

    /// `note rm <id>`.
    enum Remove: Command {
        static let name = "rm"
        static let summary = "remove a note by its number"

        struct Options: CommandOptions {
            var id: String?
            var general = GeneralOptions()
        }

        static let arguments: [Argument<Options>] = [.positional("id", help: "the note's number, from `note list`", \.id)]
            + Argument.group(\.general, GeneralOptions.arguments)

        static let examples: [(command: String, note: String)] = [("boxoffice note rm 3", "exits 66 when there is no note 3")]

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            guard let text = options.id, let id = Int(text), id > 0 else {
                throw UsageError(message: "note rm needs the note's number (see `boxoffice note list`)")
            }
            let store = context.notes
            guard let removed = try await store.remove(id: id) else {
                context.error("there is no note \(id) in \(store.file.path)")
                return .notFound
            }
            context.note("note \(removed.id) on \(Sanitizer.line(removed.title)) removed")
            return .success
        }
    }
}
