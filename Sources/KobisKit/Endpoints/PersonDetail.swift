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

/// A film in a filmography, with the part played in it.
public struct FilmCredit: Hashable, Sendable {
    public var movieCode: String
    public var title: String
    /// Such as `감독`, `배우`, `제작사`, `배급사`.
    public var part: String?

    public init(movieCode: String, title: String, part: String?) {
        self.movieCode = movieCode
        self.title = title
        self.part = part
    }
}
