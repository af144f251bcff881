import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import KobisKit

/// `boxoffice note add|list|rm`: your own notes and star ratings.
enum NoteCommand: Command {
    static let name = "note"
    static let summary = "your notes and star ratings: add, list, rm"
    static let synopsis = "add <movieCd> --stars 1..5 [--text TEXT|-] | list [movieCd] [-f FORMAT] | rm <id>"
    static let arguments = [(name: "add|list|rm", help: "what to do"), (name: "[movieCd|id]", help: "the film, or the note to remove")]
    static var positionalChoices: [String] { ["add", "list", "rm"] }
    static let stars = Option<Int>("stars", short: "s", value: "1..5", help: "your rating, 1 to 5 stars", convert: Convert.integer(1...5))
    static let text = Option<String>("text", short: "t", value: "TEXT", help: "the note; - reads it from standard input") { $0 }
    static let options = [AnyOption(stars), AnyOption(text), AnyOption(RankingOptions.layout), AnyOption(RankingOptions.format)]
    static var common: [AnyOption] { CommonOptions.networkWithoutDemo }
    static let discussion: String? = "Notes live in $XDG_DATA_HOME/boxoffice/notes.json (default ~/.local/share/boxoffice/notes.json), mode 0600. Adding a note checks the code with KOBIS and keeps the title, so listing works offline. A notes file that does not parse is never overwritten (exit 65). `boxoffice movie` shows a film's notes."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice note add 20239002 --stars 4 --text '이병헌의 연기'", ""),
        ("echo 'long thoughts' | boxoffice note add 20239002 -s 5 --text -", ""),
        ("boxoffice note list", ""), ("boxoffice note rm 3", ""),
    ]

    static let fields: [Field<Note>] = [
        Field("id", text: TextColumn("번호", position: 0, alignRight: true, render: { String($0.id) })) { .int(Int64($0.id)) },
        Field("movieCode", text: TextColumn("코드", position: 1, drop: 2, render: { Sanitizer.line($0.movieCode) })) { .string($0.movieCode) },
        Field("title", text: TextColumn("제목", position: 2, drop: 3, render: { Sanitizer.line($0.title) })) { .string($0.title) },
        Field("stars", text: TextColumn("별점", position: 3, render: { stars($0.stars) })) { .int(Int64($0.stars)) },
        Field("text", text: TextColumn("노트", position: 4, flexible: true, render: { Sanitizer.line($0.text ?? "") })) { .optional($0.text) },
        Field("createdAt", text: TextColumn("작성", position: 5, drop: 1, render: { KobisDate(containing: $0.createdAt).iso })) {
            .string(KoreaTime.iso8601($0.createdAt))
        },
    ]

    static func stars(_ count: Int) -> String { String(repeating: "★", count: count) + String(repeating: "☆", count: max(0, 5 - count)) }

    static func store(_ context: Context) -> NotesStore {
        let now = context.now
        return NotesStore(file: NotesStore.defaultFile(environment: context.environment), now: { now })
    }

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        let store = store(context)
        switch parsed.positionals.first {
        case "add":
            let code = try Movie.code(parsed.positionals.dropFirst().first, what: "movie", usage: usage)
            guard let rating = parsed[stars] else { throw UsageError(message: "note add needs --stars 1..5", usage: usage) }
            var body = parsed[text]
            if body == "-" {
                let data = FileHandle.standardInput.readDataToEndOfFile()
                guard data.count <= 65_536 else { throw UsageError(message: "a note read from stdin is at most 64 KB", usage: usage) }
                body = String(decoding: data, as: UTF8.self)
            }
            body = body?.trimmingCharacters(in: .whitespacesAndNewlines)
            if body?.isEmpty == true { body = nil }
            _ = try store.list()  // a file that does not parse stops us before KOBIS is asked
            let client = try Client.make(parsed, context: context, usage: usage)
            let movie = try await client.run("KOBIS: movie \(code)") { _ in try await client.manager.movie(code: code) }
            let note = try store.add(movieCode: code, title: movie.title.isEmpty ? code : movie.title, stars: rating, text: body)
            context.note("note \(note.id) added for \(Sanitizer.line(note.title)) (\(code)) in \(store.file.path)")
            if parsed[RankingOptions.format] == .json { try context.out(JSONValue.object(Exporter.object(fields, note)).serialized() + "\n") }
        case "list":
            let code = try parsed.positionals.dropFirst().first.map { try Movie.code($0, what: "movie", usage: usage) }
            let notes = try store.list().filter { code == nil || $0.movieCode == code }
            let average = notes.isEmpty ? nil : Double(notes.map(\.stars).reduce(0, +)) / Double(notes.count)
            let heading = "내 노트 · \(notes.count)개" + (average.map { String(format: " · 평균 ★%.1f", $0) } ?? "")
            let view = TableView(heading: heading, fields: fields, rows: notes,
                                 document: [("type", .string("notes")), ("movieCode", .optional(code)),
                                            ("averageStars", average.map { .double(($0 * 10).rounded() / 10) } ?? .null)],
                                 itemsKey: "notes")
            try output(view.render, parsed, context: context)
        case "rm":
            guard let text = parsed.positionals.dropFirst().first, let id = Int(text), id > 0 else {
                throw UsageError(message: "note rm needs the note's number (see `boxoffice note list`)", usage: usage)
            }
            guard let removed = try store.remove(id: id) else {
                context.error("there is no note \(id) in \(store.file.path)")
                return .notFound
            }
            context.note("note \(removed.id) on \(Sanitizer.line(removed.title)) removed")
        case let other:
            throw UsageError(message: other.map { "unknown note action '\($0.prefix(20))': use add, list or rm" } ?? "missing the note action: add, list or rm",
                             usage: usage)
        }
        return .success
    }
}

/// `boxoffice share <movieCd>`: a short message about a film for a chat app.
enum Share: Command {
    static let name = "share"
    static let summary = "a short message about a film, ready for a chat app"
    static let synopsis = "<movieCd> [--copy] [options]"
    static let arguments = [(name: "<movieCd>", help: "KOBIS's movie code")]
    static let copy = Flag("copy", help: "also put it on the clipboard (OSC 52; needs a terminal on stderr)")
    static let options = [AnyOption(copy)]
    static let examples: [(command: String, note: String)] = [("boxoffice share 20239002", ""), ("boxoffice share 20239002 --copy", ""),
                                                               ("boxoffice daily --share", "the top 10")]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        let code = try Movie.code(parsed.positionals.first, what: "movie", usage: usage)
        try requireTerminalForCopy(parsed[copy], context: context, usage: usage)
        let client = try Client.make(parsed, context: context, usage: usage)
        if client.isSample && !DemoSource.movieCodes.contains(code) {
            throw UsageError(message: "the sample has no movie \(code)", usage: usage)
        }
        let movie = try await client.run("KOBIS: movie \(code)") { _ in try await client.manager.movie(code: code) }
        let message = text(movie)
        try context.out(message)
        if parsed[copy] { copyToClipboard(message, context: context) }
        return .success
    }

    /// Title, year, release date, running time, grade, director and the first of the cast.
    static func text(_ movie: MovieDetail) -> String {
        var lines: [String] = []
        let english = movie.titleEnglish.map { "\(Sanitizer.line($0)), " } ?? ""
        lines.append("🎬 \(Sanitizer.line(movie.title)) (\(english)\(movie.productionYear.map(String.init) ?? "-"))")
        var facts: [String] = []
        if let open = movie.openDate { facts.append("개봉 \(open.iso)") }
        if let minutes = movie.runningTimeMinutes { facts.append("\(minutes)분") }
        if let grade = movie.watchGrades.first?.grade { facts.append(Sanitizer.line(grade)) }
        if !facts.isEmpty { lines.append(facts.joined(separator: " · ")) }
        if !movie.directors.isEmpty { lines.append("감독 " + movie.directors.map { Sanitizer.line($0.name) }.joined(separator: ", ")) }
        if !movie.actors.isEmpty { lines.append("출연 " + movie.actors.prefix(3).map { Sanitizer.line($0.person.name) }.joined(separator: ", ")) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The top 10 of a day with audience counts.
    static func text(_ boxOffice: DailyBoxOffice) -> String {
        var lines = ["📊 \(Formatting.heading(boxOffice))"]
        for entry in boxOffice.entries.prefix(10) {
            lines.append("\(entry.rank). \(Sanitizer.line(entry.title)) \(Formatting.grouped(entry.audience))명")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func requireTerminalForCopy(_ copy: Bool, context: Context, usage: String) throws {
        if copy && !context.terminal.stderrIsTTY {
            throw UsageError(message: "--copy writes the clipboard through the terminal, and stderr is not one", usage: usage)
        }
    }

    /// The system's clipboard where there is one to call (macOS: pbcopy); else OSC 52, which asks the terminal
    /// to put the base64 text on the clipboard. Terminals may ignore OSC 52 (Terminal.app does), and the note says so.
    static func copyToClipboard(_ text: String, context: Context) {
        if Platform.copyToSystemClipboard(text) {
            context.note("copied to the clipboard")
            return
        }
        context.writeErr("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
        context.note("sent to the clipboard through the terminal (OSC 52); a terminal that ignores OSC 52 copies nothing")
    }
}

/// `boxoffice poster <movieCd> -o FILE`: a film's poster, from OMDb.
enum PosterCommand: Command {
    static let name = "poster"
    static let summary = "download a film's poster (OMDb), or show it inline"
    static let synopsis = "<movieCd> (-o FILE | --show) [options]"
    static let arguments = [(name: "<movieCd>", help: "KOBIS's movie code")]
    static let show = Flag("show", help: "draw it inline (iTerm2, WezTerm); elsewhere, say so and print the address")
    static let options = [AnyOption(show)]
    static var common: [AnyOption] { CommonOptions.networkWithoutDemo }
    static let discussion: String? = "The poster is found through OMDb (OMDB_API_KEY) by the film's English title. Only http and https addresses are fetched (anything else: 76), at most 10 MB (more: 76). The file is written to a temporary file beside it and renamed on success."
    static let examples: [(command: String, note: String)] = [("boxoffice poster 20239002 -o poster.jpg", ""), ("boxoffice poster 20239002 --show", "")]

    static let maxBytes = 10 * 1_048_576

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        let code = try Movie.code(parsed.positionals.first, what: "movie", usage: usage)
        let toFile: Bool
        if case .file = context.output.target { toFile = true } else { toFile = false }
        guard toFile || parsed[show] else {
            throw UsageError(message: "give -o FILE to save the poster, or --show to draw it", usage: usage)
        }
        let client = try Client.make(parsed, context: context, usage: usage)
        let finder = try client.requirePosters()
        let movie = try await client.run("KOBIS: movie \(code)") { _ in try await client.manager.movie(code: code) }
        let found = try await client.run("OMDb: poster") { _ in try await finder.poster(for: movie, note: { context.note($0) }) }
        guard let poster = found else {
            context.error("OMDb has no poster for \(code)\(movie.titleEnglish == nil ? " (KOBIS has no English title for it)" : "")")
            return .notFound
        }
        guard poster.isWebAddress, let url = URL(string: poster.url) else { throw KobisError.notWebAddress(poster.url) }
        let terminalDraws = ["iTerm.app", "WezTerm"].contains(context.environment["TERM_PROGRAM"] ?? "") && context.terminal.stdoutIsTTY
        if parsed[show] && !terminalDraws {
            context.note("this terminal cannot draw images inline (iTerm2 and WezTerm can); the poster is at:")
            if !toFile {
                try context.out(Sanitizer.line(poster.url) + "\n")
                return .success
            }
        }
        let image = try await client.run("poster") { _ in try await Downloader.fetch(url, maxBytes: maxBytes, timeout: parsed[CommonOptions.timeout] ?? 10) }
        if parsed[show] && terminalDraws {
            try context.out("\u{1B}]1337;File=inline=1;size=\(image.count);preserveAspectRatio=1:\(image.base64EncodedString())\u{07}\n")
        } else if toFile {
            try context.output.writeBytes(image)
        }
        return .success
    }
}

/// Downloads a poster: http(s) only, redirects not followed, at most `maxBytes`, within the deadline.
enum Downloader {
    static func fetch(_ url: URL, maxBytes: Int, timeout: Double) async throws -> Data {
        let host = url.host ?? "?"
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        do {
            let (data, response) = try await URLSessionTransport(timeout: timeout).send(request, maxBytes: maxBytes)
        guard data.count <= maxBytes else { throw KobisError.posterTooLarge(host: host, limit: maxBytes) }
            guard (200..<300).contains(response.statusCode) else {
                throw KobisError.download(host: host, reason: "HTTP \(response.statusCode)")
            }
            return data
        } catch TransportError.tooLarge {
            throw KobisError.posterTooLarge(host: host, limit: maxBytes)
        } catch let error as TransportError {
            throw KobisError.download(host: host, reason: "\(error)")
        }
    }
}
