import Foundation

/// A film search: the first page's answer and, for a walk of every page, all the films.
public struct MovieSearch: Sendable {
    public let first: Fetched<MovieSearchPage>
    public let movies: [MovieSummary]
    /// Every page was walked.
    public let allPages: Bool
}
