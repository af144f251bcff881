import Foundation

/// One page of a film search, with KOBIS's total count.
public struct MovieSearchPage: Hashable, Sendable {
    public var total: Int
    public var page: Int
    public var perPage: Int
    public var movies: [MovieSummary]

    public init(total: Int, page: Int, perPage: Int, movies: [MovieSummary]) {
        self.total = total
        self.page = page
        self.perPage = perPage
        self.movies = movies
    }
}
