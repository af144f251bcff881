import Foundation

public struct CompanySearchPage: Hashable, Sendable {
    public var total: Int
    public var page: Int
    public var perPage: Int
    public var companies: [CompanySummary]
}
