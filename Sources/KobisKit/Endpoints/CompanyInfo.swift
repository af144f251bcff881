import Foundation

extension Endpoint where Model == CompanyDetail {
    /// `searchCompanyInfo`, kept for 7 days. A record of nulls (KOBIS's answer to an unknown code) is `notFound`.
    public static func companyInfo(code: String) -> Endpoint {
        Endpoint(
            request: RequestIdentity(
                service: "company", path: "company/searchCompanyInfo.json", parameters: [.init("companyCd", code)]),
            freshness: .lifetime(7 * 86400)
        ) { data in
            try DecodingManager().companyDetail(from: data, requestedCode: code)
        }
    }
}

extension DecodingManager {
    struct RawCompanyInfoEnvelope: Decodable { let companyInfoResult: RawCompanyInfoResult? }
    struct RawCompanyInfoResult: Decodable { let companyInfo: RawCompanyInfo? }
    struct RawCompanyInfo: Decodable {
        let companyCd, companyNm, companyNmEn, ceoNm: RawText?
        let parts: [RawCompanyPart]?
        let filmos: [RawFilmo]?
    }
    struct RawCompanyPart: Decodable { let companyPartNm: RawText? }
}

extension DecodingManager {
    public func companyDetail(from data: Data, requestedCode: String) throws -> CompanyDetail {
        let result = try envelope(RawCompanyInfoEnvelope.self, from: data, rootName: "companyInfoResult") {
            $0.companyInfoResult
        }
        guard let info = result.companyInfo, text(info.companyCd) != nil || text(info.companyNm) != nil else {
            throw KobisError.notFound(kind: .company, code: requestedCode)
        }
        return CompanyDetail(
            code: text(info.companyCd) ?? requestedCode, name: text(info.companyNm) ?? "",
            nameEnglish: text(info.companyNmEn), ceo: text(info.ceoNm),
            parts: (info.parts ?? []).compactMap { text($0.companyPartNm) },
            films: try filmCredits(info.filmos, at: "filmos"))
    }
}
