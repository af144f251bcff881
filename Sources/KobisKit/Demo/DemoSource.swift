import Foundation

/// Answers from a sample built into the binary, for `--demo`: a month of daily rankings (2023-08-01 to
/// 2023-08-31), the weekly rankings of its weeks, the films in them, their people and companies, the code lists
/// and search catalogues. Every service is answered in KOBIS's format, searches filtered and paged as KOBIS
/// does, so the sample goes through the same decoding and rendering as a real answer.
public struct DemoSource: ResponseSource {
    public init() {}

    public var server: String { "demo:" }

    /// The sample's clock: noon in Korea on 2023-09-01, so "yesterday" is the sample's last day.
    public static let now = Date(timeIntervalSince1970: 1_693_537_200)

    /// The sample's first and last days.
    public static var days: ClosedRange<KobisDate> { KobisDate(Sample.shared.first)!...KobisDate(Sample.shared.last)! }

    /// The movie codes the sample has details for.
    public static var movieCodes: [String] { Sample.shared.movies.keys.sorted() }

    public func body(for request: RequestIdentity) async throws -> Data {
        let sample = Sample.shared
        let query = Dictionary(request.parameters.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        let answer: Any
        switch request.service {
        case "daily":
            let day = query["targetDt"] ?? ""
            let rows = sample.daily[day] ?? []
            answer = ["boxOfficeResult": ["boxofficeType": "일별 박스오피스", "showRange": "\(day)~\(day)",
                                          "dailyBoxOfficeList": Array(rows.prefix(Int(query["itemPerPage"] ?? "") ?? 10))]]
        case "weekly":
            let key = "\(query["targetDt"] ?? "")-\(query["weekGb"] ?? "1")"
            answer = ["boxOfficeResult": sample.weekly[key] ?? ["boxofficeType": "주간 박스오피스", "showRange": "", "weeklyBoxOfficeList": []]]
        case "movie":
            answer = ["movieInfoResult": ["movieInfo": sample.movies[query["movieCd"] ?? ""] ?? [String: Any](), "source": "영화진흥위원회"]]
        case "person":
            answer = ["peopleInfoResult": ["peopleInfo": sample.people[query["peopleCd"] ?? ""] ?? DemoSource.nulls(["peopleCd", "peopleNm"]),
                                           "source": "영화진흥위원회"]]
        case "company":
            answer = ["companyInfoResult": ["companyInfo": sample.companies[query["companyCd"] ?? ""] ?? DemoSource.nulls(["companyCd", "companyNm"]),
                                            "source": "영화진흥위원회"]]
        case "codes":
            answer = ["codes": sample.codes[query["comCode"] ?? ""] ?? []]
        case "movielist":
            let rows = sample.catalogueMovies.filter { row in
                DemoSource.matches(row["movieNm"], query["movieNm"])
                    && (query["directorNm"].map { name in (row["directors"] as? [[String: Any]] ?? []).contains { DemoSource.matches($0["peopleNm"], name) } } ?? true)
                    && DemoSource.within(String(((row["openDt"] as? String) ?? "").prefix(4)), query["openStartDt"], query["openEndDt"])
                    && DemoSource.within((row["prdtYear"] as? String) ?? "", query["prdtStartYear"], query["prdtEndYear"])
            }
            answer = ["movieListResult": DemoSource.page(rows, key: "movieList", query: query)]
        case "peoplelist":
            let rows = sample.cataloguePeople.filter { DemoSource.matches($0["peopleNm"], query["peopleNm"]) && DemoSource.matches($0["filmoNames"], query["filmoNames"]) }
            answer = ["peopleListResult": DemoSource.page(rows, key: "peopleList", query: query)]
        case "companylist":
            let rows = sample.catalogueCompanies.filter { DemoSource.matches($0["companyNm"], query["companyNm"]) && DemoSource.matches($0["ceoNm"], query["ceoNm"]) }
            answer = ["companyListResult": DemoSource.page(rows, key: "companyList", query: query)]
        default:
            return DemoSource.fault("not in the sample")
        }
        return try JSONSerialization.data(withJSONObject: answer)
    }

    static func fault(_ message: String) -> Data {
        Data(#"{"faultInfo":{"message":"\#(message)","errorCode":"320999"}}"#.utf8)
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
        let page = max(1, Int(query["curPage"] ?? "") ?? 1), size = max(1, Int(query["itemPerPage"] ?? "") ?? 10)
        let slice = rows.dropFirst((page - 1) * size).prefix(size)
        return ["totCnt": rows.count, key: Array(slice), "source": "영화진흥위원회"]
    }
}

/// The sample, parsed once.
struct Sample: @unchecked Sendable {
    let first: String
    let last: String
    let daily: [String: [[String: Any]]]
    let weekly: [String: [String: Any]]
    let movies: [String: [String: Any]]
    let people: [String: [String: Any]]
    let companies: [String: [String: Any]]
    let codes: [String: [[String: Any]]]
    let catalogueMovies: [[String: Any]]
    let cataloguePeople: [[String: Any]]
    let catalogueCompanies: [[String: Any]]

    static let shared: Sample = {
        let root = (try? JSONSerialization.jsonObject(with: Data(DemoData.json.utf8)) as? [String: Any]) ?? [:]
        let catalogue = root["catalogue"] as? [String: Any] ?? [:]
        return Sample(first: root["first"] as? String ?? "20230801", last: root["last"] as? String ?? "20230831",
                      daily: root["daily"] as? [String: [[String: Any]]] ?? [:], weekly: root["weekly"] as? [String: [String: Any]] ?? [:],
                      movies: root["movies"] as? [String: [String: Any]] ?? [:], people: root["people"] as? [String: [String: Any]] ?? [:],
                      companies: root["companies"] as? [String: [String: Any]] ?? [:], codes: root["codes"] as? [String: [[String: Any]]] ?? [:],
                      catalogueMovies: catalogue["movies"] as? [[String: Any]] ?? [], cataloguePeople: catalogue["people"] as? [[String: Any]] ?? [],
                      catalogueCompanies: catalogue["companies"] as? [[String: Any]] ?? [])
    }()
}
