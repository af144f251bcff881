import Foundation

extension KobisService {
    /// Rows per page when every page is walked.
    public static let walkPageSize = 100

    /// Films by title, director and years. With `allPages`, every page, 100 rows each, with at most 4 requests in
    /// flight; the further pages are checked against the quota and put to `approval` before any is sent.
    public func searchMovies(
        _ query: MovieQuery, allPages: Bool, jobs: Int = 4, approval: RunApproval = .unasked
    ) async throws -> MovieSearch {
        var query = query
        if allPages {
            query.page = 1
            query.perPage = KobisService.walkPageSize
        }
        let first = try await data.movies(query)
        guard allPages else { return MovieSearch(first: first, movies: first.value.movies, allPages: false) }
        let pages = (first.value.total + KobisService.walkPageSize - 1) / KobisService.walkPageSize
        try await approve(requests: max(0, pages - 1), approval)
        let rest = try await restOfPages(query, pages: pages, jobs: jobs)
        return MovieSearch(first: first, movies: first.value.movies + rest.flatMap(\.movies), allPages: true)
    }

    /// Films that open after today in Korea and at most `days` days on, soonest first: KOBIS has no such
    /// service, so the film list of the years involved is walked (every page, at most `jobs` at once).
    public func upcoming(days: Int, jobs: Int = 4, approval: RunApproval = .unasked) async throws -> UpcomingFilms {
        let today = KobisDate(containing: now)
        let end = today.adding(days: days)
        let query = MovieQuery(releaseYears: today.year...end.year, page: 1, perPage: KobisService.walkPageSize)
        let first = try await data.movies(query)
        let pages = (first.value.total + KobisService.walkPageSize - 1) / KobisService.walkPageSize
        try await approve(requests: max(0, pages - 1), approval)
        let rest = try await restOfPages(query, pages: pages, jobs: jobs)
        let films = ([first.value] + rest).flatMap(\.movies)
            .filter { movie in movie.openDate.map { $0 > today && $0 <= end } ?? false }
            .sorted { ($0.openDate!, $0.title, $0.code) < ($1.openDate!, $1.title, $1.code) }
            .map { UpcomingFilm(movie: $0, daysLeft: $0.openDate!.daysSince(today)) }
        return UpcomingFilms(from: today.adding(days: 1), to: end, days: days, films: films, first: first)
    }

    /// Pages 2…`pages` of a film list, in page order.
    private func restOfPages(_ query: MovieQuery, pages: Int, jobs: Int) async throws -> [MovieSearchPage] {
        guard pages > 1 else { return [] }
        let data = self.data
        var results: [MovieSearchPage] = []
        do {
            try await RangeFetcher<Int, MovieSearchPage>(jobs: jobs).run(
                Array(2...pages),
                fetch: { number in
                    var page = query
                    page.page = number
                    return (try await data.movies(page).value, false)
                },
                deliver: { _, page in
                    results.append(page)
                    return true
                })
        } catch let failure as RangeFetcher<Int, MovieSearchPage>.ItemFailure {
            throw failure.error
        }
        return results
    }
}
