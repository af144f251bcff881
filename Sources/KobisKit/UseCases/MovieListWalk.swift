import Foundation

/// A walk of KOBIS's film list, page by page: what `search --all` and `upcoming` share. The first page says the
/// total; the further pages are put to the quota and the approval before any is sent, then fetched with at most
/// `jobs` in flight and kept in page order.
public struct MovieListWalk {
    /// Rows per page when every page is walked.
    public static let pageSize = 100

    let query: MovieQuery
    let jobs: Int

    /// The query for the walk's first page, 100 rows.
    init(_ query: MovieQuery, jobs: Int) {
        var first = query
        (first.page, first.perPage) = (1, MovieListWalk.pageSize)
        self.query = first
        self.jobs = jobs
    }

    /// The first page, and the films of every page.
    func run(
        _ service: KobisService, approval: RunApproval
    ) async throws -> (first: Fetched<MovieSearchPage>, movies: [MovieSummary]) {
        let first = try await service.data.movies(query)
        let pages = (first.value.total + MovieListWalk.pageSize - 1) / MovieListWalk.pageSize
        try await service.approve(requests: max(0, pages - 1), approval)
        let rest = try await restOfPages(service.data, pages: pages)
        return (first, ([first.value] + rest).flatMap(\.movies))
    }

    /// Pages 2…`pages`, in page order.
    private func restOfPages(_ data: any BoxOfficeData, pages: Int) async throws -> [MovieSearchPage] {
        guard pages > 1 else { return [] }
        let query = query
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
