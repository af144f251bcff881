import Foundation

/// Finds a film's poster on OMDb: its English title with the production year, then the release year,
/// then no year, then a title search taking the exact title match whose year is nearest. A film with
/// no English title has no poster. Only OMDb's key refusal and its daily limit are thrown.
public struct PosterFinder: Sendable {
    public let omdb: BoxOfficeManager

    public init(omdb: BoxOfficeManager) { self.omdb = omdb }

    /// The poster, or nil (no English title, not found, or `"N/A"`); `note` hears why a lookup failed.
    public func poster(for movie: MovieDetail, note: (@Sendable (String) -> Void)? = nil) async throws -> Poster? {
        guard let title = movie.titleEnglish, !title.isEmpty else { return nil }
        var years: [Int?] = []
        for year in [movie.productionYear, movie.openDate?.year, nil] where !years.contains(year) { years.append(year) }
        do {
            for year in years {
                if case .film(let film) = try await omdb.fetch(.omdbTitle(title, year: year)) {
                    return film.poster.map { Poster(url: $0, imdbID: film.imdbID) }
                }
            }
            guard case .search(let films) = try await omdb.fetch(.omdbSearch(title)) else { return nil }
            let wanted = movie.productionYear ?? movie.openDate?.year ?? 0
            let exact = films.filter {
                $0.title.trimmingCharacters(in: .whitespaces).lowercased() == title.lowercased()
            }
            let nearest = exact.min { a, b in
                abs((Int(a.year?.prefix(4) ?? "") ?? 0) - wanted) < abs((Int(b.year?.prefix(4) ?? "") ?? 0) - wanted)
            }
            return nearest.flatMap { film in film.poster.map { Poster(url: $0, imdbID: film.imdbID) } }
        } catch let error as KobisError {
            switch error {
            case .omdbKeyRejected, .omdbLimitReached: throw error
            default:
                note?(
                    "no poster for \(movie.code): OMDb \(error.description.replacingOccurrences(of: "KOBIS ", with: ""))"
                )
                return nil
            }
        }
    }
}
