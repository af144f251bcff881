import Foundation

/// Films by part of the Korean title, a director, production or release years: `boxoffice search`, the MCP tool
/// `search_movies` and browse's search. One page with KOBIS's total, or with `all` every page (100 films each, at
/// most `jobs` requests in flight, the further pages put to the approval first). No film found is an empty list,
/// not an error: each front-end says so in its own way.
public struct FilmSearch: UseCase {
    public var title: String?
    public var director: String?
    public var productionYears: ClosedRange<Int>?
    public var releaseYears: ClosedRange<Int>?
    public var page: Int
    public var perPage: Int
    /// Whether `page` was given: a walk of every page shows them all.
    public var pageGiven: Bool
    public var allPages: Bool
    public var jobs: Int
    /// Whether `jobs` was given: it goes with `all`.
    public var jobsGiven: Bool

    /// Part of the Korean title: the tool's argument (the command line's positional `TITLE`).
    public static let title = OptionDeclaration<String>(
        OptionSpec("title", help: "part of the Korean title"), parse: Convert.text)
    /// Every page, 100 films each: the command line's `--all`.
    public static let all = OptionDeclaration<Bool>(
        OptionSpec("all", help: "every page (100 rows each)", kind: .flag), default: false, json: .boolean,
        parse: Convert.flag)

    public static let parameters = [
        Parameter(title), Parameter(Declared.director), Parameter(Declared.year), Parameter(Declared.released),
        Parameter(Declared.page), Parameter(Declared.perPage),
    ]

    public init(_ values: some ParameterValues) throws {
        title = try values.given(FilmSearch.title)
        director = try values.given(Declared.director)
        productionYears = try values.given(Declared.year)
        releaseYears = try values.given(Declared.released)
        let page = try values.given(Declared.page)
        pageGiven = page != nil
        self.page = page ?? Declared.page.defaultValue ?? 1
        perPage = try values.value(Declared.perPage) ?? 10
        allPages = try values.flag(FilmSearch.all)
        let jobs = try values.given(Declared.jobs)
        jobsGiven = jobs != nil
        self.jobs = jobs ?? Declared.jobs.defaultValue ?? 4
    }

    /// A search made in code (browse's): one page unless `allPages`.
    public init(
        title: String? = nil, director: String? = nil, productionYears: ClosedRange<Int>? = nil,
        releaseYears: ClosedRange<Int>? = nil, page: Int = 1, perPage: Int = 10, allPages: Bool = false, jobs: Int = 4
    ) {
        self.title = title
        self.director = director
        self.productionYears = productionYears
        self.releaseYears = releaseYears
        self.page = page
        self.perPage = perPage
        pageGiven = false
        self.allPages = allPages
        self.jobs = jobs
        jobsGiven = false
    }

    /// Checks that the parameters go together, before anything is sent.
    public func check() throws {
        if allPages && pageGiven {
            throw ParameterProblem.onlyOne(of: [FilmSearch.all.spec, Declared.page.spec], what: "pages")
        }
        if jobsGiven && !allPages { throw ParameterProblem.goesWith(Declared.jobs.spec, partner: FilmSearch.all.spec) }
    }

    /// What KOBIS is asked for the page wanted.
    public var query: MovieQuery {
        MovieQuery(
            title: title, director: director, productionYears: productionYears, releaseYears: releaseYears, page: page,
            perPage: perPage)
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        try check()
        var first = query
        if allPages { (first.page, first.perPage) = (1, MovieListWalk.pageSize) }
        return try await service.plan(
            [.movies(first)], what: Phrase.say(ko: "검색 결과 첫 쪽", en: "the first page of the search"),
            then: allPages
                ? Phrase.say(
                    ko: "다음 쪽마다 요청 1건 (한 쪽에 \(MovieListWalk.pageSize)편, 쪽 수는 KOBIS의 전체 건수에 따라)",
                    en: "one request per further page of \(MovieListWalk.pageSize) films (KOBIS's total decides)")
                : nil)
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ListAnswer<MovieSummary> {
        try check()
        let query = query
        guard allPages else {
            let first = try await service.data.movies(query)
            return SearchAnswers.answer(
                MovieSearch(first: first, movies: first.value.movies, allPages: false), query: query)
        }
        let walk = MovieListWalk(query, jobs: jobs)
        let (first, movies) = try await walk.run(service, approval: events.approval)
        return SearchAnswers.answer(MovieSearch(first: first, movies: movies, allPages: true), query: query)
    }
}

/// A film search: the first page's answer and, for a walk of every page, all the films.
public struct MovieSearch: Sendable {
    public let first: Fetched<MovieSearchPage>
    public let movies: [MovieSummary]
    /// Every page was walked.
    public let allPages: Bool
}
