/// What a share message tells: the film, and its latest ranked day when it was in a recent daily ranking.
public struct FilmShare: Sendable {
    public let movie: MovieDetail
    /// Nil when none of the recent daily rankings lists the film (or it opened too long ago to be looked for).
    public let ranked: RankedDay?
    /// Why the rankings could not all be read: the message then goes without the numbers.
    public let failure: KobisError?

    public init(movie: MovieDetail, ranked: RankedDay?, failure: KobisError? = nil) {
        self.movie = movie
        self.ranked = ranked
        self.failure = failure
    }
}
