import Foundation

/// The sample built into the binary (``DemoData``), parsed once: the records ``DemoSource`` serves as they are
/// (films, people, companies, code lists, search catalogues), the box office its rankings are built from, and
/// what its OMDb knows (each film's title, year, id and poster image).
struct Sample: @unchecked Sendable {
    let first: KobisDate
    let last: KobisDate
    let boxOffice: DemoBoxOffice
    let movies: [String: [String: Any]]
    let people: [String: [String: Any]]
    let companies: [String: [String: Any]]
    let codes: [String: [[String: Any]]]
    let catalogueMovies: [[String: Any]]
    let cataloguePeople: [[String: Any]]
    let catalogueCompanies: [[String: Any]]
    /// OMDb's record of each film (`Title`, `Year`, `imdbID`, `Type`), by KOBIS movie code.
    let omdb: [String: [String: String]]
    /// Each film's poster, a JPEG as OMDb's are, by KOBIS movie code.
    let posters: [String: Data]

    static let shared: Sample = {
        let root = (try? JSONSerialization.jsonObject(with: Data(DemoData.json.utf8)) as? [String: Any]) ?? [:]
        let catalogue = root["catalogue"] as? [String: Any] ?? [:]
        let first = KobisDate(root["first"] as? String ?? "") ?? KobisDate(year: 2023, month: 8, day: 1)!
        let last = KobisDate(root["last"] as? String ?? "") ?? KobisDate(year: 2023, month: 8, day: 31)!
        let movies = root["movies"] as? [String: [String: Any]] ?? [:]
        let codes = root["codes"] as? [String: [[String: Any]]] ?? [:]
        var omdb: [String: [String: String]] = [:]
        var posters: [String: Data] = [:]
        for (code, record) in root["omdb"] as? [String: [String: String]] ?? [:] {
            omdb[code] = record.filter { $0.key != "jpeg" }
            if let image = record["jpeg"].flatMap({ Data(base64Encoded: $0) }) { posters[code] = image }
        }
        let regions = (codes["0105000000"] ?? []).compactMap { $0["fullCd"] as? String }
        let boxOffice = DemoBoxOffice(
            series: root["boxOffice"] as? [String: [String: Any]] ?? [:], movies: movies,
            from: KobisDate(root["seriesFrom"] as? String ?? "") ?? first, first: first,
            last: last, regionCodes: regions)
        return Sample(
            first: first, last: last, boxOffice: boxOffice, movies: movies,
            people: root["people"] as? [String: [String: Any]] ?? [:],
            companies: root["companies"] as? [String: [String: Any]] ?? [:], codes: codes,
            catalogueMovies: catalogue["movies"] as? [[String: Any]] ?? [],
            cataloguePeople: catalogue["people"] as? [[String: Any]] ?? [],
            catalogueCompanies: catalogue["companies"] as? [[String: Any]] ?? [], omdb: omdb,
            posters: posters)
    }()
}
