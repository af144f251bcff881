/// The sums of a top list, film by film, as the rankings arrive in order.
struct TopTally {
    private var films: [String: TopFilm] = [:]

    mutating func add(_ ranking: DailyBoxOffice, target: RankingTarget) {
        let first: KobisDate
        let last: KobisDate
        switch target {
        case .day(let day): (first, last) = (day, day)
        case .period(let period): (first, last) = (period.start, period.end)
        }
        for entry in ranking.entries.prefix(10) {
            guard var film = films[entry.movieCode] else {
                films[entry.movieCode] = TopFilm(
                    rank: 0, movieCode: entry.movieCode, title: entry.title, audience: entry.audience ?? 0,
                    sales: entry.sales ?? 0, timesInTopTen: 1, bestRank: entry.rank, bestRankDate: first,
                    openDate: entry.openDate, audienceTotal: entry.audienceTotal, lastRankedDate: last)
                continue
            }
            film.audience = film.audience.addingReportingOverflow(entry.audience ?? 0).partialValue
            film.sales = film.sales.addingReportingOverflow(entry.sales ?? 0).partialValue
            film.timesInTopTen += 1
            if entry.rank < film.bestRank { (film.bestRank, film.bestRankDate) = (entry.rank, first) }
            if !entry.title.isEmpty { film.title = entry.title }
            if let open = entry.openDate { film.openDate = open }
            film.audienceTotal = entry.audienceTotal ?? film.audienceTotal
            film.lastRankedDate = last
            films[entry.movieCode] = film
        }
    }

    /// The first `limit` films by audience; ties by the earlier release (none last), then by code.
    func ranked(limit: Int) -> [TopFilm] { TopTally.ranked(Array(films.values), limit: limit) }

    /// `films` in the list's order, the first `limit` of them numbered from 1.
    static func ranked(_ films: [TopFilm], limit: Int) -> [TopFilm] {
        let sorted = films.sorted { a, b in
            if a.audience != b.audience { return a.audience > b.audience }
            switch (a.openDate, b.openDate) {
            case (let x?, let y?) where x != y: return x < y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a.movieCode < b.movieCode
            }
        }
        return sorted.prefix(limit).enumerated().map { index, film in
            var placed = film
            placed.rank = index + 1
            return placed
        }
    }
}
