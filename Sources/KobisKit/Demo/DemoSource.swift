import Foundation

/// Answers from a sample built into the binary, for `--demo`: a month of daily rankings (2023-08-01 to
/// 2023-08-31) and the weekly rankings of its weeks, national or filtered by region, nation and category
/// (``DemoBoxOffice``), the films in them, their people and companies, the code lists, the search catalogues,
/// and an OMDb of its own with a poster for each film. Every service is answered in KOBIS's format (OMDb's in
/// OMDb's), searches filtered and paged as KOBIS does, so the sample goes through the same decoding and
/// rendering as a real answer. What the sample lacks is answered as KOBIS answers it: an empty list, an empty
/// record, "Movie not found!"; never with a fault of its own.
///
/// Every KOBIS request it answers is counted in `ledger` (the sample's own count, never a key's), never refused:
/// the sample is local, so no limit holds it. `log` hears each request, as `-v` shows them.
public struct DemoSource: ResponseSource {
    private let ledger: QuotaLedger?
    private let log: (@Sendable (RequestEvent) -> Void)?

    /// The sample; `ledger` counts the KOBIS requests it answers (none: nothing is counted), `log` hears each one.
    public init(ledger: QuotaLedger? = nil, log: (@Sendable (RequestEvent) -> Void)? = nil) {
        self.ledger = ledger
        self.log = log
    }

    public var server: String { "demo:" }

    /// The sample's clock: noon in Korea on 2023-09-01, so "yesterday" is the sample's last day.
    public static let now = Date(timeIntervalSince1970: 1_693_537_200)

    /// The sample's first and last days.
    public static var days: ClosedRange<KobisDate> { Sample.shared.first...Sample.shared.last }

    /// The movie codes the sample has details for.
    public static var movieCodes: [String] { Sample.shared.movies.keys.sorted() }

    /// Where the sample's OMDb says a film's poster is; ``image(at:)`` serves it.
    public static func posterAddress(_ movieCode: String) -> String { "https://\(posterHost)/posters/\(movieCode).jpg" }

    /// A host that never resolves (RFC 2606), so a sample poster address can never reach the network.
    public static let posterHost = "sample.boxoffice.invalid"

    /// The image at one of the sample's poster addresses (a JPEG), or nil for any other address.
    public static func image(at address: String) -> Data? {
        guard let url = URL(string: address), url.host == posterHost, url.pathComponents.count == 3,
            url.pathComponents[1] == "posters", url.pathExtension == "jpg"
        else { return nil }
        return Sample.shared.posters[url.deletingPathExtension().lastPathComponent]
    }

    public func body(for request: RequestIdentity) async throws -> Data {
        let query = Dictionary(request.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        if request.service != "omdb" { try await ledger?.count() }
        let started = Date()
        let data = try JSONSerialization.data(withJSONObject: DemoSource.answer(request.service, query))
        let target =
            "sample:" + (request.path.isEmpty ? "omdb/" : request.path) + "?"
            + request.parameters.map { "\($0.name)=\(RequestIdentity.percentEncode($0.value))" }.joined(separator: "&")
        log?(
            RequestEvent(
                target: target, status: 200, failure: nil, bytes: data.count,
                milliseconds: Int(Date().timeIntervalSince(started) * 1000), cache: "off"))
        return data
    }

    /// The body KOBIS (or OMDb) would send for this service and query, from the sample.
    static func answer(_ service: String, _ query: [String: String]) throws -> Any {
        let sample = Sample.shared
        switch service {
        case "daily", "weekly":
            guard let text = query["targetDt"], !text.isEmpty else {
                return fault("320102", "날짜는 필수항목입니다.[parameterName=targetDt,parameterValue=null]")
            }
            guard text.count == 8, let day = KobisDate(text) else {
                return fault("320103", "날싸형식에 맞게 입력하십시요.(YYYYMMDD)[parameterName=targetDt,parameterValue=\(text)]")
            }
            return service == "daily" ? sample.boxOffice.daily(day, query) : sample.boxOffice.weekly(day, query)
        case "movie":
            return [
                "movieInfoResult": [
                    "movieInfo": sample.movies[query["movieCd"] ?? ""] ?? [String: Any](),
                    "source": "영화진흥위원회",
                ]
            ]
        case "person":
            let record = sample.people[query["peopleCd"] ?? ""] ?? nulls(["peopleCd", "peopleNm"])
            return ["peopleInfoResult": ["peopleInfo": record, "source": "영화진흥위원회"]]
        case "company":
            let record = sample.companies[query["companyCd"] ?? ""] ?? nulls(["companyCd", "companyNm"])
            return ["companyInfoResult": ["companyInfo": record, "source": "영화진흥위원회"]]
        case "codes":
            return ["codes": sample.codes[query["comCode"] ?? ""] ?? []]
        case "movielist":
            let rows = sample.catalogueMovies.filter { row in
                let directors = (row["directors"] as? [[String: Any]] ?? []).map { $0["peopleNm"] }
                let released = String((row["openDt"] as? String ?? "").prefix(4))
                return matches(row["movieNm"], query["movieNm"])
                    && (query["directorNm"].map { name in directors.contains { matches($0, name) } } ?? true)
                    && within(released, query["openStartDt"], query["openEndDt"])
                    && within((row["prdtYear"] as? String) ?? "", query["prdtStartYear"], query["prdtEndYear"])
            }
            return ["movieListResult": page(rows, key: "movieList", query: query)]
        case "peoplelist":
            let rows = sample.cataloguePeople.filter {
                matches($0["peopleNm"], query["peopleNm"]) && matches($0["filmoNames"], query["filmoNames"])
            }
            return ["peopleListResult": page(rows, key: "peopleList", query: query)]
        case "companylist":
            let rows = sample.catalogueCompanies.filter {
                matches($0["companyNm"], query["companyNm"]) && matches($0["ceoNm"], query["ceoNm"])
            }
            return ["companyListResult": page(rows, key: "companyList", query: query)]
        case "omdb":
            return omdb(query)
        default:
            throw KobisError.malformed(
                Phrase.say(ko: "샘플에는 '\(service)' 서비스가 없습니다", en: "the sample does not serve '\(service)'"))
        }
    }

    /// KOBIS's fault body, for a request KOBIS itself would refuse (no `targetDt`, or one that is not a date).
    static func fault(_ code: String, _ message: String) -> [String: Any] {
        ["faultInfo": ["message": message, "errorCode": code]]
    }

    /// OMDb's answer from the sample's OMDb: `t` (and `y`) finds one film by its English title, `s` searches titles.
    static func omdb(_ query: [String: String]) -> [String: Any] {
        let films = Sample.shared.omdb.sorted { $0.key < $1.key }
        let notFound: [String: Any] = ["Response": "False", "Error": "Movie not found!"]
        func record(_ code: String, _ film: [String: String]) -> [String: Any] {
            film.merging(["Poster": posterAddress(code)]) { _, new in new }
        }
        if let title = query["t"] {
            let wanted = title.trimmingCharacters(in: .whitespaces).lowercased()
            guard let (code, film) = films.first(where: { $0.value["Title"]?.lowercased() == wanted }),
                query["y"].map({ $0 == film["Year"] }) ?? true
            else { return notFound }
            return record(code, film).merging(["Response": "True"]) { _, new in new }
        }
        if let text = query["s"] {
            let wanted = text.trimmingCharacters(in: .whitespaces).lowercased()
            let found = films.filter { ($0.value["Title"] ?? "").lowercased().contains(wanted) }
                .map { record($0.key, $0.value) }
            guard !wanted.isEmpty, !found.isEmpty else { return notFound }
            return ["Search": found, "totalResults": String(found.count), "Response": "True"]
        }
        return ["Response": "False", "Error": "Incorrect IMDb ID."]
    }

    /// KOBIS's answer to an unknown code: the record with every field null.
    static func nulls(_ keys: [String]) -> [String: Any] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0, NSNull() as Any) })
    }

    /// KOBIS's search: the field holds the text (no text: everything matches).
    static func matches(_ field: Any?, _ wanted: String?) -> Bool {
        guard let wanted, !wanted.isEmpty else { return true }
        return ((field as? String) ?? "").contains(wanted)
    }

    static func within(_ year: String, _ from: String?, _ to: String?) -> Bool {
        guard from != nil || to != nil else { return true }
        guard let value = Int(year) else { return false }
        return value >= (from.flatMap { Int($0) } ?? 0) && value <= (to.flatMap { Int($0) } ?? 9999)
    }

    static func page(_ rows: [[String: Any]], key: String, query: [String: String]) -> [String: Any] {
        let page = max(1, Int(query["curPage"] ?? "") ?? 1)
        let size = max(1, Int(query["itemPerPage"] ?? "") ?? 10)
        let slice = rows.dropFirst((page - 1) * size).prefix(size)
        return ["totCnt": rows.count, key: Array(slice), "source": "영화진흥위원회"]
    }
}
