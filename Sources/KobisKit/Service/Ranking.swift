import Foundation

/// A ranking with what was asked for alongside it.
public struct Ranking: Sendable {
    public var boxOffice: DailyBoxOffice
    public var target: RankingTarget
    public var filters: RankingFilters
    /// With details: by movie code; a film whose detail failed is missing here and listed in `missing`.
    public var details: [String: MovieDetail]?
    /// With posters: by movie code; a film without one is missing here.
    public var posters: [String: Poster]?
    /// With English titles: each film's `movieNmEn` from its detail, by movie code (a film without one is missing).
    public var englishTitles: [String: String]?
    public var missing: [Missing] = []
    public var fetchedAt: Date
    public var fromCache: Bool
    public var source: String

    /// With posters: the films OMDb has no poster for (their lookups worked), in rank order, each once.
    public var withoutPoster: [String] {
        guard let posters else { return [] }
        var codes: [String] = []
        let failed = Set(missing.map(\.code))
        for entry in boxOffice.entries
        where posters[entry.movieCode] == nil && !failed.contains(entry.movieCode)
            && !codes.contains(entry.movieCode)
        {
            codes.append(entry.movieCode)
        }
        return codes
    }

    /// `OMDb has no poster for 3 of 10 films (…)`: what a front-end says when posters were asked and some have
    /// none; nil when every film has one.
    public var missingPosters: String? {
        let codes = withoutPoster
        guard !codes.isEmpty else { return nil }
        var films: [String] = []
        for entry in boxOffice.entries where !films.contains(entry.movieCode) { films.append(entry.movieCode) }
        let shown = codes.prefix(5).joined(separator: ", ")
        if Phrase.korean {
            let more = codes.count > 5 ? " 외 \(codes.count - 5)편" : ""
            return "OMDb에 영화 \(films.count)편 중 \(codes.count)편의 포스터가 없습니다 (\(shown)\(more))"
        }
        let more = codes.count > 5 ? ", and \(codes.count - 5) more" : ""
        return
            "OMDb has no poster for \(codes.count) of \(films.count) film\(films.count == 1 ? "" : "s") (\(shown)\(more))"
    }
}

/// A film whose detail or poster could not be had, and why.
public struct Missing: Sendable {
    public let code: String
    public let error: KobisError
}
