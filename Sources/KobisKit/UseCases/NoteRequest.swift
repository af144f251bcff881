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
        let movie = try await manager.movie(code: code)
        return try await request.store.add(movieCode: code, title: movie.title.isEmpty ? code : movie.title, stars: request.stars,
                                           text: request.text.map { String($0.prefix(65_536)) })
    }

    public func plan(for request: NoteRequest) async throws -> RunPlan {
        let text = request.film.trimmingCharacters(in: .whitespaces)
        return try await lookupPlan(text, kind: .movie, record: "the film's detail") { Endpoint(erasing: .movieInfo(code: text)) }
    }
}
