import Foundation

/// The films that open after today in Korea and at most `days` days on, soonest first: `boxoffice upcoming` and
/// the MCP tool `upcoming_movies`. KOBIS has no such service, so the film list of the years involved is walked
/// (every page, at most `jobs` at once, the further pages put to the approval first). A window with no film is an
/// empty list, not an error.
public struct UpcomingReleases: UseCase {
    public var days: Int
    public var jobs: Int

    public static let parameters = [Parameter(Declared.days)]

    public init(_ values: some ParameterValues) throws {
        days = try values.value(Declared.days) ?? 60
        jobs = try values.value(Declared.jobs) ?? 4
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        let today = KobisDate(containing: service.now)
        let end = today.adding(days: days)
        let years = today.year == end.year ? "\(today.year)" : "\(today.year)-\(end.year)"
        let koreanYears = today.year == end.year ? "\(today.year)년" : "\(today.year)~\(end.year)년"
        return try await service.plan(
            [.movies(MovieQuery(releaseYears: today.year...end.year, page: 1, perPage: MovieListWalk.pageSize))],
            what: Phrase.say(ko: "\(koreanYears) 개봉작 첫 쪽", en: "the first page of \(years)'s releases"),
            then: Phrase.say(
                ko: "다음 쪽마다 요청 1건 (한 쪽에 \(MovieListWalk.pageSize)편)",
                en: "one request per further page of \(MovieListWalk.pageSize) films"))
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ListAnswer<UpcomingFilm> {
        let today = KobisDate(containing: service.now)
        let end = today.adding(days: days)
        let walk = MovieListWalk(MovieQuery(releaseYears: today.year...end.year), jobs: jobs)
        let (first, movies) = try await walk.run(service, approval: events.approval)
        let films =
            movies
            .filter { movie in movie.openDate.map { $0 > today && $0 <= end } ?? false }
            .sorted { ($0.openDate!, $0.title, $0.code) < ($1.openDate!, $1.title, $1.code) }
            .map { UpcomingFilm(movie: $0, daysLeft: $0.openDate!.daysSince(today)) }
        return SearchAnswers.answer(
            UpcomingFilms(from: today.adding(days: 1), to: end, days: days, films: films, first: first))
    }
}

/// The films that open in a window after today.
public struct UpcomingFilms: Sendable {
    public let from: KobisDate
    public let to: KobisDate
    public let days: Int
    public let films: [UpcomingFilm]
    public let first: Fetched<MovieSearchPage>
}

/// One film due to open, and the days until it does.
public struct UpcomingFilm: Sendable {
    public let movie: MovieSummary
    public let daysLeft: Int
}
