import Foundation

/// One company in a search result.
public struct CompanySummary: Hashable, Sendable {
    public var code: String
    public var name: String
    public var nameEnglish: String?
    /// Its parts (`제작사`, `배급사` …), split from KOBIS's comma-joined text.
    public var parts: [String]
    public var ceo: String?
    /// Film titles, split from KOBIS's `|`-joined text.
    public var films: [String]
}
