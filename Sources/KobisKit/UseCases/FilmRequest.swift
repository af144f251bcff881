/// A film's sheet by code or name, with its poster (OMDb) and your notes as asked: what `poster` and the share
/// still build; ``FilmLookup`` is the use case.
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

    var lookup: FilmLookup { FilmLookup(film, poster: poster, notes: notes) }
}

/// Hears what a use case did on the way: a name resolved to a code, a lookup that came up empty.
public typealias Notify = @Sendable (String) -> Void

extension KobisService {
    /// The film's sheet: ``FilmLookup``'s, for the callers that still build a request (`poster`, the share).
    public func film(_ request: FilmRequest, notify: Notify? = nil) async throws -> FilmSheet {
        try await request.lookup.run(self, events: UseCaseEvents(notify: notify ?? { _ in }))
    }

    public func plan(for request: FilmRequest) async throws -> RunPlan {
        try await request.lookup.plan(self)
    }

    /// The code for a code or a name; a resolved name is told to `notify`.
    public func code(_ text: String, kind: RecordKind, notify: Notify? = nil) async throws -> String {
        let resolved = try await resolve(text, kind: kind)
        if resolved.wasName { notify?(resolved.note) }
        return resolved.candidate.code
    }
}
