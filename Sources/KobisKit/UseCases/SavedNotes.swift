/// Your notes: all of them, or one film's by its code or its title as the notes keep it (``NoteListing``):
/// `boxoffice note list` and the MCP tool `list_notes`. The notes are on this machine, so a listing sends nothing;
/// the titles of notes saved without KOBIS are filled in by ``fillTitles(_:)``, which a front-end with a key asks for.
public struct SavedNotes: UseCase {
    public var film: String?
    /// The notes the front-end keeps (yours, or the sample's with `--demo`): its own, never a parameter. A listing
    /// without one is a configuration error.
    public var store: NotesStore?

    public static let parameters = [Parameter(Declared.record(.movie))]

    public init(_ values: some ParameterValues) throws {
        film = try values.given(Declared.record(.movie))
    }

    public init(_ values: some ParameterValues, store: NotesStore) throws {
        try self.init(values)
        self.store = store
    }

    /// The notes asked for, read from the store.
    public func listing() throws -> NoteListing {
        NoteListing(try notes().list(), film: film)
    }

    /// Looks up, once per film, the title of every note saved without KOBIS (its title is still its code) and keeps
    /// it with the note; nil when every note has its title. The sample fills nothing: its titles are not KOBIS's. A
    /// lookup that fails is reported in the answer; one that stops a run (quota, key) stops the rest.
    public func fillTitles(_ service: KobisService) async throws -> NoteTitleFill? {
        let store = try notes()
        let untitled = try store.list().filter { !$0.hasTitle }
        guard !untitled.isEmpty else { return nil }
        guard service.data.origin != .sample else {
            return NoteTitleFill(filled: 0, left: untitled.count, failure: nil)
        }
        var codes: [String] = []
        for note in untitled where !codes.contains(note.movieCode) { codes.append(note.movieCode) }
        var titles: [String: String] = [:]
        var failure: KobisError?
        for code in codes {
            do {
                let title = try await service.data.film(code).value.title
                if !title.isEmpty { titles[code] = title }
            } catch let error as KobisError {
                failure = failure ?? error
                if error.stopsRun { break }
            }
        }
        let filled = titles.isEmpty ? 0 : try await store.fillTitles(titles)
        return NoteTitleFill(filled: filled, left: untitled.count - filled, failure: failure)
    }

    /// The film details a title fill would ask for (none with the sample); a listing itself sends nothing.
    public func plan(_ service: KobisService) async throws -> RunPlan {
        var codes: [String] = []
        if service.data.origin != .sample {
            for note in try notes().list() where !note.hasTitle && !codes.contains(note.movieCode) {
                codes.append(note.movieCode)
            }
        }
        return try await service.plan(
            codes.map { .film($0) },
            what: Phrase.say(ko: "키 없이 저장한 메모의 영화 제목", en: "the titles of notes saved without a key"))
    }

    /// The listing; the service is not asked.
    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> NoteListing {
        try listing()
    }

    private func notes() throws -> NotesStore {
        guard let store else {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "노트 파일이 주어지지 않았습니다",
                    en: "no notes file was given for the notes"))
        }
        return store
    }
}

/// Titles filled in for notes saved without KOBIS: how many, and why the rest could not be.
public struct NoteTitleFill: Sendable {
    public let filled: Int
    /// Notes still titled by their code.
    public let left: Int
    public let failure: KobisError?
}
