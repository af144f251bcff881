import Foundation

/// The optional filters shared by the daily and weekly box office.
public struct BoxOfficeFilters: Sendable, Hashable {
    /// Rows wanted, 1–10 (KOBIS's maximum is 10).
    public var itemsPerPage: Int?
    public var category: FilmCategory?
    public var nation: NationFilter?
    /// A region code from KOBIS's `0105000000` list, such as `0105001` for Seoul.
    public var wideAreaCode: String?

    public init(
        itemsPerPage: Int? = nil, category: FilmCategory? = nil, nation: NationFilter? = nil,
        wideAreaCode: String? = nil
    ) {
        self.itemsPerPage = itemsPerPage
        self.category = category
        self.nation = nation
        self.wideAreaCode = wideAreaCode
    }

    /// The most rows an answer may carry: what was asked for, and never more than KOBIS's 10.
    public var rowLimit: Int { min(10, max(1, itemsPerPage ?? 10)) }

    var parameters: [QueryParameter] {
        var out: [QueryParameter] = []
        if let itemsPerPage { out.append(.init("itemPerPage", String(itemsPerPage))) }
        if let category { out.append(.init("multiMovieYn", category.rawValue)) }
        if let nation { out.append(.init("repNationCd", nation.rawValue)) }
        if let wideAreaCode { out.append(.init("wideAreaCd", wideAreaCode)) }
        return out
    }
}

/// Korean or foreign films: `repNationCd`.
public enum NationFilter: String, Sendable, Hashable, CaseIterable {
    case korean = "K"
    case foreign = "F"
}

/// Which films a box-office query counts.
public enum FilmCategory: String, Sendable, Hashable, CaseIterable {
    /// Diversity (다양성) films: `multiMovieYn=Y`.
    case diversity = "Y"
    /// Commercial films: `multiMovieYn=N`.
    case commercial = "N"
}
