/// A film's sheet by code or name, with its poster (OMDb) and your notes as asked.
public struct FilmRequest: Sendable {
    public let film: String
    public let poster: Bool
    /// The notes store whose notes on the film are shown; nil leaves notes out.
    public let notes: NotesStore?

    public init(film: String, poster: Bool = false, notes: NotesStore? = nil) {
        self.film = film
        self.poster = poster
        self.notes = notes
    }
}

/// Hears what a use case did on the way: a name resolved to a code, a lookup that came up empty.
public typealias Notify = @Sendable (String) -> Void

extension KobisService {
    /// The film's sheet. A name is looked up first (one match, or ``RequestError/ambiguousName``); an unknown code
    /// is ``KobisError/notFound(kind:code:in:)``, from KOBIS and from the sample alike. `notify` hears why an OMDb
    /// lookup failed. Notes on the film saved without KOBIS get its title here.
    public func film(_ request: FilmRequest, notify: Notify? = nil) async throws -> FilmSheet {
        if request.poster { _ = try requirePosters() }
        var notes = try request.notes?.list()
        let code = try await code(request.film, kind: .movie, notify: notify)
        let fetched = try await data.film(code)
        let movie = fetched.value
        if movie.title.isEmpty { notify?("\(answerSource.name) has no title for movie \(code)") }
        if let store = request.notes, !isSample, !movie.title.isEmpty,
            notes?.contains(where: { $0.movieCode == code && !$0.hasTitle }) == true,
            (try? await store.fillTitles([code: movie.title])) ?? 0 > 0
        {
            notes = try store.list()
        }
        var poster: Poster?? = nil
        if request.poster {
            poster = .some(try await self.poster(for: movie, note: notify))
        }
        return FilmSheet(
            movie: movie, source: source, provenance: Provenance(fetched), poster: poster,
            notes: notes?.filter { $0.movieCode == code })
    }

    public func plan(for request: FilmRequest) async throws -> RunPlan {
        let base = try await lookupPlan(request.film, kind: .movie, record: "the film's detail") {
            .film(request.film.trimmingCharacters(in: .whitespaces))
        }
        guard request.poster, base.then == nil else { return base }
        return RunPlan(plan: base.plan, what: base.what, then: "OMDb lookups for its poster (up to 4)")
    }

    /// The code for a code or a name; a resolved name is told to `notify`.
    public func code(_ text: String, kind: RecordKind, notify: Notify? = nil) async throws -> String {
        let resolved = try await resolve(text, kind: kind)
        if resolved.wasName { notify?(resolved.note) }
        return resolved.candidate.code
    }
}
