import Foundation

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

extension DecodingManager {
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
        guard let title = text(raw.Title) else {
            throw KobisError.malformed(Phrase.say(ko: "OMDb가 Title을 보내지 않았습니다", en: "OMDb sent no Title"))
        }
        return .film(OMDbFilm(title: title, year: text(raw.Year), imdbID: text(raw.imdbID), poster: poster(raw.Poster)))
    }
}
