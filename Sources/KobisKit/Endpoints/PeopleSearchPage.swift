import Foundation

/// One page of a people search, with KOBIS's total.
public struct PeopleSearchPage: Hashable, Sendable {
    public var total: Int
    public var page: Int
    public var perPage: Int
    public var people: [PersonSummary]
}
