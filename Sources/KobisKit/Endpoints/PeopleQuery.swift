import Foundation

/// What `searchPeopleList` filters on.
public struct PeopleQuery: Sendable, Hashable {
    public var name: String
    /// A film the person worked on (`filmoNames`).
    public var film: String?
    public var page: Int
    public var perPage: Int

    public init(name: String, film: String? = nil, page: Int = 1, perPage: Int = 10) {
        self.name = name
        self.film = film
        self.page = page
        self.perPage = perPage
    }
}
