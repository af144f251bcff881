import Foundation

/// The filters of a ranking, as resolved (a region name is its code by now).
public struct RankingFilters: Sendable, Hashable {
    public var region: Code?
    public var nation: NationFilter?
    public var category: FilmCategory?
    /// The top N, 1–10.
    public var limit: Int?

    public init(region: Code? = nil, nation: NationFilter? = nil, category: FilmCategory? = nil, limit: Int? = nil) {
        self.region = region
        self.nation = nation
        self.category = category
        self.limit = limit
    }

    public var isEmpty: Bool { region == nil && nation == nil && category == nil && limit == nil }

    /// No region, nation or kind: the national ranking, the only one the archive holds.
    public var isNational: Bool { region == nil && nation == nil && category == nil }

    /// The query parameters.
    public var query: BoxOfficeFilters {
        BoxOfficeFilters(itemsPerPage: limit, category: category, nation: nation, wideAreaCode: region?.code)
    }
}
