import Foundation

extension Endpoint where Model == PersonDetail {
    /// `searchPeopleInfo`, kept for 7 days. A record of nulls (KOBIS's answer to an unknown code) is `notFound`.
    public static func personInfo(code: String) -> Endpoint {
        Endpoint(
            request: RequestIdentity(
                service: "person", path: "people/searchPeopleInfo.json", parameters: [.init("peopleCd", code)]),
            freshness: .lifetime(7 * 86400)
        ) { data in
            try DecodingManager().personDetail(from: data, requestedCode: code)
        }
    }
}

extension DecodingManager {
    struct RawPeopleInfoEnvelope: Decodable { let peopleInfoResult: RawPeopleInfoResult? }
    struct RawPeopleInfoResult: Decodable { let peopleInfo: RawPeopleInfo? }
    struct RawPeopleInfo: Decodable {
        let peopleCd, peopleNm, peopleNmEn, sex, repRoleNm: RawText?
        let homepages: [RawHomepage]?
        let filmos: [RawFilmo]?
    }
    struct RawHomepage: Decodable { let homeUrl: RawText? }
    struct RawFilmo: Decodable { let movieCd, movieNm, moviePartNm, companyPartNm: RawText? }
}

extension DecodingManager {
    public func personDetail(from data: Data, requestedCode: String) throws -> PersonDetail {
        let result = try envelope(RawPeopleInfoEnvelope.self, from: data, rootName: "peopleInfoResult") {
            $0.peopleInfoResult
        }
        guard let info = result.peopleInfo, text(info.peopleCd) != nil || text(info.peopleNm) != nil else {
            throw KobisError.notFound(kind: .person, code: requestedCode)
        }
        return PersonDetail(
            code: text(info.peopleCd) ?? requestedCode, name: text(info.peopleNm) ?? "",
            nameEnglish: text(info.peopleNmEn), sex: text(info.sex), role: text(info.repRoleNm),
            homepages: (info.homepages ?? []).compactMap { text($0.homeUrl) },
            films: try filmCredits(info.filmos, at: "filmos"))
    }

    func filmCredits(_ raw: [RawFilmo]?, at path: String) throws -> [FilmCredit] {
        guard let raw else { return [] }
        guard raw.count <= 100_000 else {
            throw KobisError.malformed(
                Phrase.say(ko: "\(path)에 항목이 \(raw.count)개나 있습니다", en: "\(path) has \(raw.count) entries"))
        }
        return raw.compactMap { item in
            guard let code = text(item.movieCd) else { return nil }
            return FilmCredit(
                movieCode: code, title: text(item.movieNm) ?? "",
                part: text(item.moviePartNm) ?? text(item.companyPartNm))
        }
    }
}
