import Foundation

/// What `searchMovieList` filters on. Years are `YYYY`, as KOBIS takes them.
public struct MovieQuery: Sendable, Hashable {
    public var title: String?
    public var director: String?
    /// Production years, first and last.
    public var productionYears: ClosedRange<Int>?
    /// Release years, first and last.
    public var releaseYears: ClosedRange<Int>?
    public var page: Int
    public var perPage: Int

    public init(
        title: String? = nil, director: String? = nil, productionYears: ClosedRange<Int>? = nil,
        releaseYears: ClosedRange<Int>? = nil, page: Int = 1, perPage: Int = 10
    ) {
        self.title = title
        self.director = director
        self.productionYears = productionYears
        self.releaseYears = releaseYears
        self.page = page
        self.perPage = perPage
    }
}
