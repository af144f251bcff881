/// A note with stars on a film named by code or title: `boxoffice note add`, the MCP tool `add_note` and browse's
/// note. The film is checked with KOBIS (or the sample) and its title kept with the note; an unknown film is
/// ``KobisError/notFound(kind:code:in:)`` and saves nothing.
public struct NewNote: UseCase {
    public var film: String
    public var stars: Int
    public var text: String?
    /// The notes the front-end keeps (yours, or the sample's with `--demo`): its own, never a parameter. A run
    /// without one is a configuration error.
    public var store: NotesStore?

    public static let parameters = [
        Parameter(Declared.record(.movie), required: true), Parameter(Declared.stars), Parameter(Declared.text),
    ]

    public init(_ values: some ParameterValues) throws {
        guard let film = try values.given(Declared.record(.movie)) else {
            throw ConversionError(Phrase.say(ko: "꼭 필요합니다", en: "is needed")).named("movie")
        }
        guard let stars = try values.given(Declared.stars) else {
            throw ConversionError(
                Phrase.say(
                    ko: "꼭 필요합니다",
                    en: "is needed")
            ).named("stars")
        }
        self.init(film: film, stars: stars, text: try values.given(Declared.text))
    }

    public init(film: String, stars: Int, text: String?, store: NotesStore? = nil) {
        self.film = film
        self.stars = stars
        self.text = text
        self.store = store
    }

    /// The film's lookup: its search first when it is named, then its detail.
    public func plan(_ service: KobisService) async throws -> RunPlan {
        let text = film.trimmingCharacters(in: .whitespaces)
        return try await service.lookupPlan(
            text, kind: .movie, record: Phrase.say(ko: "영화 상세 정보", en: "the film's detail")
        ) { .film(text) }
    }

    /// The note added. A notes file that does not parse stops it before anything is sent; `events` hears a name
    /// resolved to a code.
    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> Note {
        let store = try notes()
        _ = try store.list()
        let code = try await service.code(film, kind: .movie, notify: events.notify)
        let movie = try await service.data.film(code).value
        return try await store.add(
            movieCode: code, title: movie.title.isEmpty ? code : movie.title, stars: stars, text: body)
    }

    /// Without KOBIS (no key configured): the note is saved for the film's code, with the code as its title until a
    /// later `note list` or film lookup with a key fills the title in (see ``SavedNotes/fillTitles(_:)``). A name
    /// cannot be saved so, as only KOBIS knows its code: a configuration error says what to do.
    public func runWithoutLookup() async throws -> Note {
        let store = try notes()
        let code = film.trimmingCharacters(in: .whitespacesAndNewlines)
        guard KobisService.isCode(code) else {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "KOBIS API 키가 설정되어 있지 않은데, '\(code.prefix(40))'의 코드는 KOBIS만 압니다: "
                        + "영화 코드(20124079처럼)를 주거나 `boxoffice config set-key`로 키를 저장하세요",
                    en: "no KOBIS API key is configured, and only KOBIS knows the code of "
                        + "'\(code.prefix(40))': give the film's code (such as 20124079), "
                        + "or store a key with `boxoffice config set-key`"))
        }
        return try await store.add(movieCode: code, title: code, stars: stars, text: body)
    }

    /// The text as kept: at most 64 KB.
    private var body: String? { text.map { String($0.prefix(65_536)) } }

    private func notes() throws -> NotesStore {
        guard let store else {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "노트 파일이 주어지지 않았습니다",
                    en: "no notes file was given for the note"))
        }
        return store
    }
}
