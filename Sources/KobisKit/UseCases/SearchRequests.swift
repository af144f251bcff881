extension KobisService {
    public func search(
        _ request: MovieSearchRequest, approval: RunApproval = .unasked
    ) async throws -> ListAnswer<MovieSummary> {
        SearchAnswers.answer(
            try await searchMovies(request.query, allPages: request.allPages, jobs: request.jobs, approval: approval),
            query: request.query)
    }

    public func plan(for request: MovieSearchRequest) async throws -> RunPlan {
        var first = request.query
        if request.allPages { (first.page, first.perPage) = (1, KobisService.walkPageSize) }
        return try await plan(
            [.movies(first)], what: "the first page of the search",
            then: request.allPages
                ? "one request per further page of \(KobisService.walkPageSize) films "
                    + "(KOBIS's total decides)" : nil)
    }

    public func people(_ request: NameSearchRequest) async throws -> ListAnswer<PersonSummary> {
        let fetched = try await data.people(request.peopleQuery)
        return SearchAnswers.answer(
            SearchAnswers.people, heading: .peopleSearch, name: request.name, filter: ("film", request.filter),
            page: request.page, perPage: request.perPage, total: fetched.value.total, rows: fetched.value.people,
            provenance: Provenance(fetched))
    }

    public func companies(_ request: NameSearchRequest) async throws -> ListAnswer<CompanySummary> {
        let fetched = try await data.companies(request.companyQuery)
        return SearchAnswers.answer(
            SearchAnswers.companies, heading: .companySearch, name: request.name, filter: ("ceo", request.filter),
            page: request.page, perPage: request.perPage, total: fetched.value.total,
            rows: fetched.value.companies, provenance: Provenance(fetched))
    }

    public func plan(for request: NameSearchRequest) async throws -> RunPlan {
        request.kind == .company
            ? try await plan([.companies(request.companyQuery)], what: "the company search")
            : try await plan([.people(request.peopleQuery)], what: "the people search")
    }

    /// Films that open within `days` after today in Korea.
    public func upcoming(
        days: Int, jobs: Int, approval: RunApproval = .unasked
    ) async throws -> ListAnswer<UpcomingFilm> {
        SearchAnswers.answer(try await upcoming(days: days, jobs: jobs, approval: approval) as UpcomingFilms)
    }

    public func planUpcoming(days: Int) async throws -> RunPlan {
        let today = KobisDate(containing: now)
        let end = today.adding(days: days)
        let years = today.year == end.year ? "\(today.year)" : "\(today.year)-\(end.year)"
        return try await plan(
            [
                .movies(
                    MovieQuery(releaseYears: today.year...end.year, page: 1, perPage: KobisService.walkPageSize))
            ],
            what: "the first page of \(years)'s releases",
            then: "one request per further page of \(KobisService.walkPageSize) films")
    }

    public func codes(_ list: CodeList) async throws -> ListAnswer<Code> {
        SearchAnswers.answer(list, try await data.codes(list))
    }

    public func plan(for list: CodeList) async throws -> RunPlan {
        try await plan([.codes(list)], what: "the \(list.name) codes")
    }
}
