import Foundation

/// One film as OMDb describes it.
public struct OMDbFilm: Hashable, Sendable {
    public var title: String
    public var year: String?
    public var imdbID: String?
    /// The poster address as OMDb sent it; nil for `"N/A"` or nothing.
    public var poster: String?
}
