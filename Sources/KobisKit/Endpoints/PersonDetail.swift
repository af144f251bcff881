import Foundation

/// One person's detail from `searchPeopleInfo`.
public struct PersonDetail: Hashable, Sendable {
    public var code: String
    public var name: String
    public var nameEnglish: String?
    /// `남자` or `여자`, as KOBIS writes it.
    public var sex: String?
    public var role: String?
    public var homepages: [String]
    public var films: [FilmCredit]
}
