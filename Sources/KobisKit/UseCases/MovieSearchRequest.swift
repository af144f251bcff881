/// Films by title, director and years: one page, or every page.
public struct MovieSearchRequest: Sendable {
    public let query: MovieQuery
    public let allPages: Bool
    public let jobs: Int

    public init(_ query: MovieQuery, allPages: Bool = false, jobs: Int = 4) {
        self.query = query
        self.allPages = allPages
        self.jobs = jobs
    }
}
