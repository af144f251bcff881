/// A film's sheet by code or title: `boxoffice movie`, the MCP tool `movie_info` and browse's film. With
/// `poster`, its poster address and IMDb id from OMDb; with a notes store (the front-end's), your notes on it. A
/// title is looked up first (one match, or ``RequestError/ambiguousName``); an unknown code is
/// ``KobisError/notFound(kind:code:in:)``, from KOBIS and from the sample alike.
public struct FilmLookup: UseCase {
    /// The film: a KOBIS code or a title.
    public var film: String
    public var poster: Bool
    /// The notes store whose notes on the film are shown; nil leaves notes out. The front-end's own: not a
    /// parameter.
    public var notes: NotesStore?
    /// Adds the run in numbers when every day it needs is held (the archive, the cache, the sample), never asking
    /// for one. The front-end's choice: not a parameter.
    public var heldRun = false

    public static let parameters = [Parameter(Declared.record(.movie), required: true), Parameter(Declared.poster)]

    public init(_ values: some ParameterValues) throws {
        film = try values.given(Declared.record(.movie)) ?? ""
        poster = try values.flag(Declared.poster)
    }

    public init(_ film: String, poster: Bool = false, notes: NotesStore? = nil) {
        self.film = film
        self.poster = poster
        self.notes = notes
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        let base = try await service.lookupPlan(
            film, kind: .movie, record: Phrase.say(ko: "영화 상세 정보", en: "the film's detail")
        ) {
            .film(film.trimmingCharacters(in: .whitespaces))
        }
        guard poster, base.then == nil else { return base }
        return RunPlan(
            plan: base.plan, what: base.what,
            then: Phrase.say(ko: "포스터를 찾는 OMDb 조회 (최대 4번)", en: "OMDb lookups for its poster (up to 4)"))
    }

    /// The sheet; `events.notify` hears a title resolved to a code and why an OMDb lookup failed. Notes on the film
    /// saved without KOBIS get its title here.
    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> FilmSheet {
        if poster { _ = try service.requirePosters() }
        var listed = try notes?.list()
        let code = try await service.code(film, kind: .movie, notify: events.notify)
        let fetched = try await service.data.film(code, whole: true)
        let movie = fetched.value
        if movie.title.isEmpty {
            events.notify(
                Phrase.say(
                    ko: "\(service.answerSource.name)에 영화 \(code)의 제목이 없습니다",
                    en: "\(service.answerSource.name) has no title for movie \(code)"))
        }
        if let store = notes, service.data.origin != .sample, !movie.title.isEmpty,
            listed?.contains(where: { $0.movieCode == code && !$0.hasTitle }) == true,
            (try? await store.fillTitles([code: movie.title])) ?? 0 > 0
        {
            listed = try store.list()
        }
        var found: Poster?? = nil
        if poster {
            found = .some(try await service.poster(for: movie, note: events.notify))
        }
        return FilmSheet(
            movie: movie, source: service.source, provenance: Provenance(fetched), poster: found,
            notes: listed?.filter { $0.movieCode == code }, run: heldRun ? await FilmLookup.run(movie, service) : nil)
    }

    /// The film's run in numbers when the data holds each day of it, so that reading it sends nothing: from the
    /// release day until a week out of the top 10, or the last day with figures. Nil when a day is not held, the
    /// film has no release date or opens after the last day, or it never ranked.
    static func run(_ movie: MovieDetail, _ service: KobisService) async -> RunFigures? {
        guard let release = movie.openDate, release <= service.latestDay,
            let days = try? TrendReader(service).plannedDays(movie, from: release, to: nil)
        else { return nil }
        var points: [TrendPoint] = []
        var out = 0
        for day in days {
            guard service.data.holds(.day(day)),
                let ranking = try? await service.data.ranking(.day(day), filters: RankingFilters()).value
            else { return nil }
            let entry = ranking.entries.first { $0.movieCode == movie.code }
            points.append(TrendPoint(date: day, entry: entry))
            out = entry == nil ? out + 1 : 0
            if out >= TrendReader.stopAfterDaysOut { break }
        }
        return points.contains { $0.entry != nil } ? RunFigures(points, release: release) : nil
    }
}
