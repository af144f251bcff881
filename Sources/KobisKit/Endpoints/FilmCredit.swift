import Foundation

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
