import Foundation

/// Your note on a film, with a star rating.
public struct Note: Hashable, Sendable {
    public var id: Int
    public var movieCode: String
    /// The film's title when the note was written, so listing works offline.
    public var title: String
    /// 1 to 5.
    public var stars: Int
    public var text: String?
    public var createdAt: Date

    /// False for a note saved without KOBIS, whose title is still its code until a lookup fills it in.
    public var hasTitle: Bool { title != movieCode }

    public init(id: Int, movieCode: String, title: String, stars: Int, text: String?, createdAt: Date) {
        self.id = id
        self.movieCode = movieCode
        self.title = title
        self.stars = stars
        self.text = text
        self.createdAt = createdAt
    }
}
