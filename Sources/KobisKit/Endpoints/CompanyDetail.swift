import Foundation

/// One company's detail from `searchCompanyInfo`.
public struct CompanyDetail: Hashable, Sendable {
    public var code: String
    public var name: String
    public var nameEnglish: String?
    public var ceo: String?
    public var parts: [String]
    public var films: [FilmCredit]
}
