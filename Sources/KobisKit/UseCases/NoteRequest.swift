/// A note with stars on a film named by code or title.
public struct NoteRequest: Sendable {
    public let film: String
    public let stars: Int
    public let text: String?
    public let store: NotesStore

    public init(film: String, stars: Int, text: String?, store: NotesStore) {
        self.film = film
        self.stars = stars
        self.text = text
        self.store = store
    }
}

extension KobisService {
    /// Adds the note after checking the film with KOBIS (its title is kept with the note). A notes file that does
    /// not parse stops it before anything is sent.
    public func addNote(_ request: NoteRequest, notify: Notify? = nil) async throws -> Note {
        _ = try request.store.list()
        let code = try await code(request.film, kind: .movie, notify: notify)
        let movie = try await data.film(code).value
        return try await request.store.add(
            movieCode: code, title: movie.title.isEmpty ? code : movie.title, stars: request.stars,
            text: request.text.map { String($0.prefix(65_536)) })
    }

    public func plan(for request: NoteRequest) async throws -> RunPlan {
        let text = request.film.trimmingCharacters(in: .whitespaces)
        return try await lookupPlan(text, kind: .movie, record: "the film's detail") {
            .film(text)
        }
    }
}

extension NoteRequest {
    /// Without KOBIS (no key configured): the note is saved for the film's code, with the code as its title until a
    /// later `note list` or film lookup with a key fills the title in (see ``KobisService/fillNoteTitles(_:)``). A
    /// name cannot be saved so, as only KOBIS knows its code: a configuration error says what to do.
    public func addWithoutLookup() async throws -> Note {
        let code = film.trimmingCharacters(in: .whitespacesAndNewlines)
        guard KobisService.isCode(code) else {
            throw KobisError.configuration(
                "no KOBIS API key is configured, and only KOBIS knows the code of "
                    + "'\(code.prefix(40))': give the film's code (such as 20124079), "
                    + "or store a key with `boxoffice config set-key`")
        }
        let body = text.map { String($0.prefix(65_536)) }
        return try await store.add(movieCode: code, title: code, stars: stars, text: body)
    }
}

extension KobisService {
    /// Looks up, once per film, the title of every note saved without KOBIS (its title is still its code) and
    /// keeps it with the note. The sample fills nothing: its titles are not KOBIS's. A lookup that fails is
    /// reported; one that stops a run (quota, key) stops the rest.
    public func fillNoteTitles(_ store: NotesStore) async throws -> NoteTitleFill {
        let untitled = try store.list().filter { !$0.hasTitle }
        guard !isSample, !untitled.isEmpty else { return NoteTitleFill(filled: 0, left: untitled.count, failure: nil) }
        var codes: [String] = []
        for note in untitled where !codes.contains(note.movieCode) { codes.append(note.movieCode) }
        var titles: [String: String] = [:]
        var failure: KobisError?
        for code in codes {
            do {
                let title = try await data.film(code).value.title
                if !title.isEmpty { titles[code] = title }
            } catch let error as KobisError {
                failure = failure ?? error
                if error.stopsRun { break }
            }
        }
        let filled = titles.isEmpty ? 0 : try await store.fillTitles(titles)
        return NoteTitleFill(filled: filled, left: untitled.count - filled, failure: failure)
    }
}
