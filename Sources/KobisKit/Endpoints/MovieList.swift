import Foundation

extension Endpoint where Model == MovieSearchPage {
    /// `searchMovieList`: a page of films matching `query`.
    public static func movieList(_ query: MovieQuery) -> Endpoint {
        var parameters: [QueryParameter] = [
            .init("curPage", String(query.page)), .init("itemPerPage", String(query.perPage)),
        ]
        if let title = query.title { parameters.append(.init("movieNm", title)) }
        if let director = query.director { parameters.append(.init("directorNm", director)) }
        if let years = query.releaseYears {
            parameters += [
                .init("openStartDt", String(years.lowerBound)), .init("openEndDt", String(years.upperBound)),
            ]
        }
        if let years = query.productionYears {
            parameters += [
                .init("prdtStartYear", String(years.lowerBound)), .init("prdtEndYear", String(years.upperBound)),
            ]
        }
        return Endpoint(
            request: RequestIdentity(service: "movielist", path: "movie/searchMovieList.json", parameters: parameters),
            freshness: .lifetime(86400)
        ) { data in
            try DecodingManager().movieSearch(from: data, query: query)
        }
    }
}

extension DecodingManager {
    struct RawMovieListEnvelope: Decodable {
        let movieListResult: RawMovieListResult?
    }

    struct RawMovieListResult: Decodable {
        let totCnt: RawText?
        let movieList: [RawMovieListItem]?
    }

    struct RawMovieListItem: Decodable {
        let movieCd, movieNm, movieNmEn, prdtYear, openDt, typeNm, prdtStatNm, nationAlt, genreAlt: RawText?
        let directors: [RawPerson]?
        let companys: [RawCompany]?
    }
}

extension DecodingManager {
    /// Decodes a `searchMovieList` answer; more rows than a page holds are cut to it.
    public func movieSearch(from data: Data, query: MovieQuery) throws -> MovieSearchPage {
        let result = try envelope(RawMovieListEnvelope.self, from: data, rootName: "movieListResult") {
            $0.movieListResult
        }
        // More rows than a page holds are cut to it, so a server cannot make a page longer than asked.
        let items = Array((result.movieList ?? []).prefix(query.perPage))
        let total = try integer(result.totCnt, "totCnt", in: 0...100_000_000) ?? items.count
        var movies: [MovieSummary] = []
        for (index, item) in items.enumerated() {
            let at = "movieList[\(index)]"
            guard let code = text(item.movieCd) else { throw KobisError.malformed("\(at).movieCd is empty") }
            movies.append(
                MovieSummary(
                    code: code, title: text(item.movieNm) ?? "", titleEnglish: text(item.movieNmEn),
                    productionYear: try integer(item.prdtYear, "\(at).prdtYear", in: 0...9999),
                    openDate: try date(item.openDt, "\(at).openDt"),
                    type: text(item.typeNm), status: text(item.prdtStatNm),
                    nations: split(item.nationAlt), genres: split(item.genreAlt),
                    directors: (item.directors ?? []).compactMap { text($0.peopleNm) },
                    companies: (item.companys ?? []).compactMap { text($0.companyNm) }))
        }
        return MovieSearchPage(total: total, page: query.page, perPage: query.perPage, movies: movies)
    }

    /// `"인도,프랑스,미국"` → three names; blank gives none.
    func split(_ raw: RawText?, separator: Character = ",") -> [String] {
        guard let value = text(raw) else { return [] }
        return value.split(separator: separator).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

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

/// One page of a film search, with KOBIS's total count.
public struct MovieSearchPage: Hashable, Sendable {
    public var total: Int
    public var page: Int
    public var perPage: Int
    public var movies: [MovieSummary]

    public init(total: Int, page: Int, perPage: Int, movies: [MovieSummary]) {
        self.total = total
        self.page = page
        self.perPage = perPage
        self.movies = movies
    }
}

/// One film in a search result.
public struct MovieSummary: Hashable, Sendable {
    public var code: String
    public var title: String
    public var titleEnglish: String?
    public var productionYear: Int?
    public var openDate: KobisDate?
    public var type: String?
    public var status: String?
    /// All nations, as KOBIS joins them (`"인도,프랑스,미국"`), split.
    public var nations: [String]
    public var genres: [String]
    public var directors: [String]
    public var companies: [String]
}
