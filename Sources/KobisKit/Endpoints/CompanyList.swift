import Foundation

extension Endpoint where Model == CompanySearchPage {
    /// `searchCompanyList`, kept for a day.
    public static func companyList(_ query: CompanyQuery) -> Endpoint {
        var parameters: [QueryParameter] = [
            .init("curPage", String(query.page)), .init("itemPerPage", String(query.perPage)),
            .init("companyNm", query.name),
        ]
        if let ceo = query.ceo { parameters.append(.init("ceoNm", ceo)) }
        return Endpoint(
            request: RequestIdentity(
                service: "companylist", path: "company/searchCompanyList.json", parameters: parameters),
            freshness: .lifetime(86400)
        ) { data in
            try DecodingManager().companySearch(from: data, query: query)
        }
    }
}

extension DecodingManager {
    struct RawCompanyListEnvelope: Decodable { let companyListResult: RawCompanyListResult? }
    struct RawCompanyListResult: Decodable {
        let totCnt: RawText?
        let companyList: [RawCompanyListItem]?
    }
    /// One row spells `companyPartName` (no s); both are read.
    struct RawCompanyListItem: Decodable {
        let companyCd, companyNm, companyNmEn, companyPartNames, companyPartName, ceoNm, filmoNames: RawText?
    }
}

extension DecodingManager {
    public func companySearch(from data: Data, query: CompanyQuery) throws -> CompanySearchPage {
        let result = try envelope(RawCompanyListEnvelope.self, from: data, rootName: "companyListResult") {
            $0.companyListResult
        }
        // More rows than a page holds are cut to it, so a server cannot make a page longer than asked.
        let items = Array((result.companyList ?? []).prefix(query.perPage))
        let companies = try items.enumerated().map { index, item -> CompanySummary in
            guard let code = text(item.companyCd) else {
                throw KobisError.malformed(
                    Phrase.say(
                        ko: "companyList[\(index)].companyCd가 비어 있습니다", en: "companyList[\(index)].companyCd is empty"))
            }
            return CompanySummary(
                code: code, name: text(item.companyNm) ?? "", nameEnglish: text(item.companyNmEn),
                parts: split(item.companyPartNames ?? item.companyPartName), ceo: text(item.ceoNm),
                films: DecodingManager.companyTitles(text(item.filmoNames)))
        }
        return CompanySearchPage(
            total: try integer(result.totCnt, "totCnt", in: 0...100_000_000) ?? companies.count,
            page: query.page, perPage: query.perPage, companies: companies)
    }
}

extension DecodingManager {
    /// A company's `filmoNames` as titles. KOBIS joins them with a bare comma
    /// (`아이즈 온 미 : 더 무비,메탈리카와 샌프란시스코 심포니`), and a title's own comma is followed by a space
    /// (`광해, 왕이 된 남자`), so only a comma with no space after it separates two titles. A list joined with `|`
    /// (as KOBIS joins a person's) splits there.
    static func companyTitles(_ joined: String?) -> [String] {
        guard let joined, !joined.isEmpty else { return [] }
        if joined.contains("|") {
            return joined.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        var titles: [String] = []
        var current = ""
        var characters = joined.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            if character == ",", let following = next, !following.isWhitespace {
                titles.append(current)
                current = ""
            } else if character == ",", next == nil {
                continue
            } else {
                current.append(character)
            }
        }
        titles.append(current)
        return titles.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
