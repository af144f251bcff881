import Foundation

/// One person in a search result. Two people can share a name; the code tells them apart.
public struct PersonSummary: Hashable, Sendable {
    public var code: String
    public var name: String
    public var nameEnglish: String?
    /// The main role, such as `감독` (director) or `배우` (actor).
    public var role: String?
    /// Film titles, as KOBIS joins them with `|`, split.
    public var films: [String]
}
