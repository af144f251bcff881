import Foundation

public struct CompanySearchPage: Hashable, Sendable {
    public var total: Int
    public var page: Int
    public var perPage: Int
    public var companies: [CompanySummary]

    public init(total: Int, page: Int, perPage: Int, companies: [CompanySummary]) {
        self.total = total
        self.page = page
        self.perPage = perPage
        self.companies = companies
    }
}
