import Foundation

extension Endpoint where Model == PeopleSearchPage {
    /// `searchPeopleList`, kept for a day.
    public static func peopleList(_ query: PeopleQuery) -> Endpoint {
        var parameters: [QueryParameter] = [
            .init("curPage", String(query.page)), .init("itemPerPage", String(query.perPage)),
            .init("peopleNm", query.name),
        ]
        if let film = query.film { parameters.append(.init("filmoNames", film)) }
        return Endpoint(
            request: RequestIdentity(
                service: "peoplelist", path: "people/searchPeopleList.json", parameters: parameters),
            freshness: .lifetime(86400)
        ) { data in
            try DecodingManager().peopleSearch(from: data, query: query)
        }
    }
}

extension DecodingManager {
    struct RawPeopleListEnvelope: Decodable { let peopleListResult: RawPeopleListResult? }
    struct RawPeopleListResult: Decodable {
        let totCnt: RawText?
        let peopleList: [RawPeopleListItem]?
    }
    struct RawPeopleListItem: Decodable { let peopleCd, peopleNm, peopleNmEn, repRoleNm, filmoNames: RawText? }
}

extension DecodingManager {
    public func peopleSearch(from data: Data, query: PeopleQuery) throws -> PeopleSearchPage {
        let result = try envelope(RawPeopleListEnvelope.self, from: data, rootName: "peopleListResult") {
            $0.peopleListResult
        }
        // More rows than a page holds are cut to it, so a server cannot make a page longer than asked.
        let items = Array((result.peopleList ?? []).prefix(query.perPage))
        let people = try items.enumerated().map { index, item -> PersonSummary in
            guard let code = text(item.peopleCd) else {
                throw KobisError.malformed(
                    Phrase.say(
                        ko: "peopleList[\(index)].peopleCd가 비어 있습니다", en: "peopleList[\(index)].peopleCd is empty"))
            }
            return PersonSummary(
                code: code, name: text(item.peopleNm) ?? "", nameEnglish: text(item.peopleNmEn),
                role: text(item.repRoleNm), films: split(item.filmoNames, separator: "|"))
        }
        return PeopleSearchPage(
            total: try integer(result.totCnt, "totCnt", in: 0...100_000_000) ?? people.count,
            page: query.page, perPage: query.perPage, people: people)
    }
}
