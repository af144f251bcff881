/// Hears a ranking's posters as they come, for a front-end that shows them one by one (the command line's
/// `--posters` on a terminal): the ranking as soon as it arrives and before any poster, then each film's poster
/// (nil for none) as its lookup ends, in rank order. A use case that adds posters hands them out through it; the
/// answer it returns still carries them all.
public struct PosterStream {
    /// The ranking, before its posters; not heard for a ranking without films.
    public var ranking: (Ranking) throws -> Void
    /// A film's code and its poster.
    public var poster: (String, Poster?) throws -> Void

    public init(ranking: @escaping (Ranking) throws -> Void, poster: @escaping (String, Poster?) throws -> Void) {
        self.ranking = ranking
        self.poster = poster
    }
}
