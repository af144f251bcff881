/// The days a film passed 1, 2, 3, 5 and 10 million admissions (then every 5 million): `boxoffice milestones` and
/// the MCP tool `movie_milestones`. Its run is read as ``FilmTrend`` reads one film's, with the same window,
/// requests and checks; a film never ranked in its window is
/// ``TrendError/neverRanked(movieCode:from:to:in:held:)``. No milestone in the run is an answer without rows.
public struct FilmMilestones: UseCase {
    public var movie: String?
    public var from: DateArgument?
    public var to: DateArgument?
    public var jobs: Int

    public static let parameters = [
        Parameter(Declared.record(.movie), required: true), Parameter(Declared.from), Parameter(Declared.to),
    ]

    public init(_ values: some ParameterValues) throws {
        movie = try values.given(Declared.record(.movie))
        from = try values.given(Declared.from)
        to = try values.given(Declared.to)
        jobs = try values.value(Declared.jobs) ?? 4
    }

    /// Checks that a film was given, before anything is sent.
    public func check() throws {
        _ = try trend()
    }

    /// The film's run as ``FilmTrend`` asks for it.
    func trend() throws -> FilmTrend {
        guard let movie else { throw ParameterProblem.needsOne(of: [Declared.record(.movie).spec], what: "film") }
        return FilmTrend(films: [movie], from: from, to: to, jobs: jobs)
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        try await trend().plan(service)
    }

    /// The milestones as rows, headed by the film and the window read.
    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ListAnswer<Milestone> {
        let series = try await trend().series(service, events: events)[0]
        return MilestoneAnswers.answer(series, source: service.source)
    }
}
