import Foundation

@testable import KobisKit

/// A source of figures held in memory, which counts every ask: a third conformer, as the archive will be.
final class MemoryData: BoxOfficeData, @unchecked Sendable {
    private let lock = NSLock()
    private let days: [KobisDate: DailyBoxOffice]
    private let movies: [String: MovieDetail]
    private var asked: [DataAsk] = []

    init(days: [KobisDate: DailyBoxOffice], movies: [String: MovieDetail] = [:]) {
        self.days = days
        self.movies = movies
    }

    /// Everything asked so far, in the order asked.
    var asks: [DataAsk] { lock.withLock { asked } }

    var origin: AnswerSource { .kobis }

    private func note(_ ask: DataAsk) { lock.withLock { asked.append(ask) } }

    private func fetched<T>(_ value: T) -> Fetched<T> {
        Fetched(value: value, fetchedAt: Date(timeIntervalSince1970: 0), fromCache: true)
    }

    func ranking(_ target: RankingTarget, filters: RankingFilters) async throws -> Fetched<DailyBoxOffice> {
        note(.ranking(target, filters))
        guard case .day(let day) = target else { throw KobisError.notFound(kind: .movie, code: target.label) }
        return fetched(days[day] ?? DailyBoxOffice(boxOfficeType: "일별 박스오피스", date: day, entries: []))
    }

    func film(_ code: String, whole: Bool) async throws -> Fetched<MovieDetail> {
        note(.film(code))
        guard let movie = movies[code] else { throw KobisError.notFound(kind: .movie, code: code) }
        return fetched(movie)
    }

    func person(_ code: String) async throws -> Fetched<PersonDetail> {
        note(.person(code))
        throw KobisError.notFound(kind: .person, code: code)
    }

    func company(_ code: String) async throws -> Fetched<CompanyDetail> {
        note(.company(code))
        throw KobisError.notFound(kind: .company, code: code)
    }

    func movies(_ query: MovieQuery) async throws -> Fetched<MovieSearchPage> {
        note(.movies(query))
        return fetched(MovieSearchPage(total: 0, page: query.page, perPage: query.perPage, movies: []))
    }

    func people(_ query: PeopleQuery) async throws -> Fetched<PeopleSearchPage> {
        note(.people(query))
        return fetched(PeopleSearchPage(total: 0, page: query.page, perPage: query.perPage, people: []))
    }

    func companies(_ query: CompanyQuery) async throws -> Fetched<CompanySearchPage> {
        note(.companies(query))
        return fetched(CompanySearchPage(total: 0, page: query.page, perPage: query.perPage, companies: []))
    }

    func codes(_ list: CodeList) async throws -> Fetched<[Code]> {
        note(.codes(list))
        return fetched([])
    }

    func holds(_ ask: DataAsk) -> Bool { true }
}
