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
            guard let code = text(item.movieCd) else {
                throw KobisError.malformed(Phrase.say(ko: "\(at).movieCd가 비어 있습니다", en: "\(at).movieCd is empty"))
            }
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
