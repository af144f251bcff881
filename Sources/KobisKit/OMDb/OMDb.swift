import Foundation

/// OMDb's production endpoint.
public enum OMDbServer {
    public static let defaultBaseURL = URL(string: "https://www.omdbapi.com/")!
}

/// One film as OMDb describes it.
public struct OMDbFilm: Hashable, Sendable {
    public var title: String
    public var year: String?
    public var imdbID: String?
    /// The poster address as OMDb sent it; nil for `"N/A"` or nothing.
    public var poster: String?
}

/// What OMDb answered: one film, a search, or not found (with OMDb's reason).
public enum OMDbAnswer: Hashable, Sendable {
    case film(OMDbFilm)
    case search([OMDbFilm])
    case notFound(String)
}

/// A film's poster: where it is and the film's IMDb id.
public struct Poster: Hashable, Sendable {
    public var url: String
    public var imdbID: String?

    /// Only http and https addresses are fetched.
    public var isWebAddress: Bool {
        guard let scheme = URL(string: url)?.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }
}

extension Endpoint where Model == OMDbAnswer {
    /// `?t=TITLE&y=YEAR&type=movie`. A film is kept 30 days, "not found" a day.
    public static func omdbTitle(_ title: String, year: Int?) -> Endpoint {
        var parameters: [QueryParameter] = [.init("t", title), .init("type", "movie")]
        if let year { parameters.append(.init("y", String(year))) }
        return omdb(parameters)
    }

    /// `?s=TITLE&type=movie`: films whose titles match.
    public static func omdbSearch(_ title: String) -> Endpoint {
        omdb([.init("s", title), .init("type", "movie")])
    }

    private static func omdb(_ parameters: [QueryParameter]) -> Endpoint {
        Endpoint(
            request: RequestIdentity(service: "omdb", path: "", parameters: parameters),
            freshness: .lifetime(30 * 86400),
            freshnessOf: { body in
                if case .notFound = try? DecodingManager().omdb(from: body) { return .lifetime(86400) }
                return .lifetime(30 * 86400)
            }
        ) { data in
            try DecodingManager().omdb(from: data)
        }
    }
}

struct RawOMDb: Decodable {
    let Response: RawText?
    let Error: RawText?
    let Title: RawText?
    let Year: RawText?
    let imdbID: RawText?
    let Poster: RawText?
    let Search: [RawOMDbItem]?
}

struct RawOMDbItem: Decodable {
    let Title: RawText?
    let Year: RawText?
    let imdbID: RawText?
    let Poster: RawText?
}

extension DecodingManager {
    /// Decodes an OMDb answer. Its key refusal and its daily limit are errors; any other error is "not found".
    public func omdb(from data: Data) throws -> OMDbAnswer {
        let raw = try decode(RawOMDb.self, from: data)
        if text(raw.Response)?.lowercased() == "false" {
            let message = text(raw.Error) ?? "no answer"
            let lowered = message.lowercased()
            if lowered.contains("invalid api key") || lowered.contains("no api key") {
                throw KobisError.omdbKeyRejected(message: message)
            }
            if lowered.contains("limit") { throw KobisError.omdbLimitReached(message: message) }
            return .notFound(message)
        }
        func poster(_ value: RawText?) -> String? {
            guard let value = text(value), value.uppercased() != "N/A" else { return nil }
            return value
        }
        if let items = raw.Search {
            return .search(
                items.prefix(100).compactMap { item in
                    text(item.Title).map {
                        OMDbFilm(
                            title: $0, year: text(item.Year), imdbID: text(item.imdbID), poster: poster(item.Poster))
                    }
                })
        }
        guard let title = text(raw.Title) else { throw KobisError.malformed("OMDb sent no Title") }
        return .film(OMDbFilm(title: title, year: text(raw.Year), imdbID: text(raw.imdbID), poster: poster(raw.Poster)))
    }
}

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
