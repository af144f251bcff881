import Foundation

/// One page of a people search, with KOBIS's total.
public struct PeopleSearchPage: Hashable, Sendable {
    public var total: Int
    public var page: Int
    public var perPage: Int
    public var people: [PersonSummary]

    public init(total: Int, page: Int, perPage: Int, people: [PersonSummary]) {
        self.total = total
        self.page = page
        self.perPage = perPage
        self.people = people
    }
}
