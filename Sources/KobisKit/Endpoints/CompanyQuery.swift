import Foundation

/// What `searchCompanyList` filters on.
public struct CompanyQuery: Sendable, Hashable {
    public var name: String
    public var ceo: String?
    public var page: Int
    public var perPage: Int

    public init(name: String, ceo: String? = nil, page: Int = 1, perPage: Int = 10) {
        self.name = name
        self.ceo = ceo
        self.page = page
        self.perPage = perPage
    }
}
