import Foundation
import KobisKit

/// `boxoffice note add|list|rm`: your own notes and star ratings.
enum NoteCommand: CommandGroup {
    static let name = "note"
    static let summary = "your notes and star ratings: add, list, rm"
    static let discussion: String? = """
        Notes live in $XDG_DATA_HOME/boxoffice/notes.json (default ~/.local/share/boxoffice/notes.json), mode 0600. \
        Adding a note checks the film with KOBIS and keeps the title, so listing works offline. Without a KOBIS key \
        (and without --demo), a note on a film's code is saved all the same, titled by its code; a later `note list` \
        or `movie` with a key fills the title in. `note list` takes a code or a title, as the notes keep it. A notes \
        file that does not parse is never overwritten (exit 65). `boxoffice movie` shows a film's notes. With --demo, \
        notes are on the sample's films and kept apart from yours, in notes-sample.json in the same folder: `note \
        list --demo` and `note rm --demo` read that file, and a list without it never shows them.
        """
    static var subcommands: [CommandInfo] {
        [Add.info(parent: name), List.info(parent: name), Remove.info(parent: name)]
    }

    /// `note add <movieCd> --stars N [--text TEXT|-]`.
    enum Add: Command {
        static let name = "add"
        static let summary = "add a note with a star rating to a film"

        struct Options: CommandOptions {
            @Opt(Declared.record(.movie), help: "a film's code or title") var film: String?
            @Opt(Declared.stars) var stars: Int
            @Opt(Declared.text, help: "the note; - reads it from standard input") var text: String?
            @Opt(
                Local.format(
                    [.text, .json], help: "text (a note on stderr, default) or json (the note added, on stdout)"))
            var format: OutputFormat
            var network = NetworkOptions()
            var general = GeneralOptions()
        }

        static let examples: [(command: String, note: String)] = [
            ("boxoffice note add 20124079 --stars 4 --text '이병헌의 연기'", ""),
            ("echo 'long thoughts' | boxoffice note add 20124079 -s 5 --text -", ""),
        ]

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            var body = options.text
            if body == "-" {
                let data = try StandardInput.read(limit: 65_536)
                guard data.count <= 65_536 else {
                    throw UsageError(
                        message: Phrase.say(
                            ko: "표준 입력에서 읽는 노트는 64 KB까지입니다",
                            en: "a note read from stdin is at most 64 KB"))
                }
                body = String(decoding: data, as: UTF8.self)
            }
            body = body?.trimmingCharacters(in: .whitespacesAndNewlines)
            if body?.isEmpty == true { body = nil }
            let store = context.notes(sample: options.network.demo)
            _ = try store.list()  // a file that does not parse stops us before KOBIS is asked
            _ = try context.named(options.film, .movie)
            var asked = try NewNote(ParsedOptions(options))
            asked.text = body
            asked.store = store
            let service: KobisService
            do {
                var keyed = options.network.service()
                keyed.requiresKey = true
                service = try context.service(keyed, verbose: options.network.verbose)
            } catch KobisError.missingKey {
                return try await addWithoutKey(asked, store: store, options: options, context: context)
            }
            if options.network.dryRun {
                return try context.dryRun(try await asked.plan(service))
            }
            let note = try await context.spinning(Phrase.say(ko: "KOBIS: 영화", en: "KOBIS: movie")) { _ in
                try await asked.run(service, events: UseCaseEvents(notify: context.notify))
            }
            context.note(
                Phrase.say(
                    ko: "노트 \(note.id) 추가: \(Sanitizer.line(note.title)) (\(note.movieCode)), \(store.file.path)",
                    en: "note \(note.id) added for \(Sanitizer.line(note.title)) (\(note.movieCode)) in "
                        + "\(store.file.path)"))
            if options.format == .json {
                try context.out(Renderer.render(NoteAnswers.answer(note), format: .json) { "" })
            }
            return .success
        }

        /// No KOBIS key: a note on a code is saved, titled by its code until a lookup with a key fills the title in.
        private static func addWithoutKey(
            _ asked: NewNote, store: NotesStore, options: Options, context: Context
        ) async throws -> ExitCode {
            let code = asked.film.trimmingCharacters(in: .whitespacesAndNewlines)
            if options.network.dryRun && KobisService.isCode(code) {
                try context.out(
                    "dry run: no KOBIS key is configured, so nothing would be sent: the note would be "
                        + "saved for \(code), titled by its code until a lookup with a key\nnothing was sent\n")
                return .success
            }
            let note = try await asked.runWithoutLookup()
            context.note(
                Phrase.say(
                    ko: "노트 \(note.id) 추가: \(note.movieCode), \(store.file.path). KOBIS 키가 설정되어 있지 않아, "
                        + "제목은 나중에 키를 두고 `boxoffice note list`나 `boxoffice movie \(note.movieCode)`를 "
                        + "실행하면 채워집니다",
                    en: "note \(note.id) added for \(note.movieCode) in \(store.file.path); no KOBIS key is "
                        + "configured, so its title is filled in by a later `boxoffice note list` or "
                        + "`boxoffice movie \(note.movieCode)` with a key"))
            if options.format == .json {
                try context.out(Renderer.render(NoteAnswers.answer(note), format: .json) { "" })
            }
            return .success
        }
    }

    /// `note list [movie]`.
    enum List: Command {
        static let name = "list"
        static let summary = "list your notes, or one film's"

        struct Options: CommandOptions {
            @Opt(
                Local.positional(
                    "movie", required: false,
                    help: "only this film's notes: its code, or its title as the notes keep it"))
            var film: String?
            var output = TableOutputOptions()
            @Opt(Local.color) var color: ColorChoice
            @Opt(Local.demo, help: "the notes on the sample's films, kept apart from yours") var demo: Bool
            var general = GeneralOptions()
        }

        static let examples: [(command: String, note: String)] = [
            ("boxoffice note list", ""), ("boxoffice note list 콘크리트", "the notes on films whose title holds it"),
            ("boxoffice note list -f json", ""), ("boxoffice note list --demo", "the notes on the sample's films"),
        ]

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            try options.output.check(NoteAnswers.list)
            let store = context.notes(sample: options.demo)
            let asked = try SavedNotes(ParsedOptions(options), store: store)
            if !options.demo, try store.list().contains(where: { !$0.hasTitle }) {
                await fillTitles(asked, context: context)
            }
            let listing = try asked.listing()
            if let film = options.film, listing.notes.isEmpty {
                context.note(
                    Phrase.say(
                        ko: "코드나 제목이 '\(Sanitizer.line(String(film.prefix(40))))'인 영화에 노트가 없습니다",
                        en: "no note on a film with the code or title '\(Sanitizer.line(String(film.prefix(40))))'"))
            }
            let answer = NoteAnswers.answer(listing.notes, code: listing.code)
            let style = context.style(options.color)
            try context.out(options.output.render(answer, width: context.terminal.width, style: style))
            return .success
        }

        /// Titles for notes saved without a key, when a key is configured now; the list shows either way.
        private static func fillTitles(_ asked: SavedNotes, context: Context) async {
            var keyed = ServiceOptions()
            keyed.requiresKey = true
            guard let service = try? context.service(keyed) else { return }
            do {
                let fill = try await context.spinning(Phrase.say(ko: "KOBIS: 제목", en: "KOBIS: titles")) { _ in
                    try await asked.fillTitles(service)
                }
                guard let fill else { return }
                if fill.filled > 0 {
                    let notes = fill.filled == 1 ? "1 note" : "\(fill.filled) notes"
                    context.note(
                        Phrase.say(
                            ko: "키 없이 저장한 노트 \(fill.filled)개의 제목을 채웠습니다",
                            en: "titles filled in for \(notes) saved without a key"))
                }
                if let failure = fill.failure, fill.left > 0 {
                    let keep = fill.left == 1 ? "1 note keeps its" : "\(fill.left) notes keep their"
                    context.note(
                        Phrase.say(
                            ko: "노트 \(fill.left)개는 당분간 코드를 제목으로 둡니다. ",
                            en: "\(keep) code as title for now: ") + Advice.line(for: failure))
                }
            } catch {
                context.note(
                    Phrase.say(
                        ko: "키 없이 저장한 노트의 제목을 채우지 못했습니다: ",
                        en: "titles of notes saved without a key were not filled in: ")
                        + Sanitizer.line(String(describing: error)))
            }
        }
    }

    /// `note rm <id>`.
    enum Remove: Command {
        static let name = "rm"
        static let summary = "remove a note by its number"

        struct Options: CommandOptions {
            @Opt(Local.positional("id", help: "the note's number, from `note list`")) var id: String?
            @Opt(Local.demo, help: "a note on the sample's films, from `note list --demo`") var demo: Bool
            var general = GeneralOptions()
        }

        static let examples: [(command: String, note: String)] = [
            ("boxoffice note rm 3", "exits 66 when there is no note 3")
        ]

        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            guard let text = options.id, let id = Int(text), id > 0 else {
                throw UsageError(
                    message: Phrase.say(
                        ko: "note rm에는 노트 번호가 필요합니다 (`boxoffice note list` 참고)",
                        en: "note rm needs the note's number (see `boxoffice note list`)"))
            }
            let store = context.notes(sample: options.demo)
            guard let removed = try await store.remove(id: id) else {
                context.error(
                    Phrase.say(
                        ko: "\(store.file.path)에 노트 \(id)번이 없습니다",
                        en: "there is no note \(id) in \(store.file.path)"))
                return .notFound
            }
            context.note(
                Phrase.say(
                    ko: "노트 \(removed.id)번(\(Sanitizer.line(removed.title)))을 지웠습니다",
                    en: "note \(removed.id) on \(Sanitizer.line(removed.title)) removed"))
            return .success
        }
    }
}
