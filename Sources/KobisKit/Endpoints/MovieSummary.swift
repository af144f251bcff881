import Foundation

/// One film in a search result.
public struct MovieSummary: Hashable, Sendable {
    public var code: String
    public var title: String
    public var titleEnglish: String?
    public var productionYear: Int?
    public var openDate: KobisDate?
    public var type: String?
    public var status: String?
    /// All nations, as KOBIS joins them (`"인도,프랑스,미국"`), split.
    public var nations: [String]
    public var genres: [String]
    public var directors: [String]
    public var companies: [String]
}
