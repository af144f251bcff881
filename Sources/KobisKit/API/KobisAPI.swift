import Foundation

/// Which films a box-office query counts.
public enum FilmCategory: String, Sendable, Hashable {
    /// Diversity (다양성) films: `multiMovieYn=Y`.
    case diversity = "Y"
    /// Commercial films: `multiMovieYn=N`.
    case commercial = "N"
}

/// Korean or foreign films: `repNationCd`.
public enum NationFilter: String, Sendable, Hashable {
    case korean = "K"
    case foreign = "F"
}

/// Which week a weekly query covers: `weekGb`.
public enum WeekKind: String, Sendable, Hashable {
    /// Monday to Sunday.
    case week = "0"
    /// Friday to Sunday (KOBIS's default).
    case weekend = "1"
    /// Monday to Thursday.
    case weekdays = "2"
}

/// The optional filters shared by the daily and weekly box office.
public struct BoxOfficeFilters: Sendable, Hashable {
    /// Rows wanted, 1–10 (KOBIS's maximum is 10).
    public var itemsPerPage: Int?
    public var category: FilmCategory?
    public var nation: NationFilter?
    /// A region code from KOBIS's `0105000000` list, such as `0105001` for Seoul.
    public var wideAreaCode: String?

    public init(itemsPerPage: Int? = nil, category: FilmCategory? = nil, nation: NationFilter? = nil, wideAreaCode: String? = nil) {
        self.itemsPerPage = itemsPerPage
        self.category = category
        self.nation = nation
        self.wideAreaCode = wideAreaCode
    }

    var parameters: [(String, String)] {
        var out: [(String, String)] = []
        if let itemsPerPage { out.append(("itemPerPage", String(itemsPerPage))) }
        if let category { out.append(("multiMovieYn", category.rawValue)) }
        if let nation { out.append(("repNationCd", nation.rawValue)) }
        if let wideAreaCode { out.append(("wideAreaCd", wideAreaCode)) }
        return out
    }
}

/// One KOBIS endpoint with its parameters, less the key.
public enum KobisAPI: Sendable, Hashable {
    case dailyBoxOffice(date: KobisDate, filters: BoxOfficeFilters = .init())
    case weeklyBoxOffice(date: KobisDate, week: WeekKind = .weekend, filters: BoxOfficeFilters = .init())
    case movieInfo(code: String)
    case movieList(title: String? = nil, director: String? = nil, page: Int = 1, itemsPerPage: Int = 10)

    /// KOBIS's production base URL.
    public static let defaultBaseURL = URL(string: "https://www.kobis.or.kr/kobisopenapi/webservice/rest")!

    /// The path below the base URL, JSON flavour.
    public var path: String {
        switch self {
        case .dailyBoxOffice: return "boxoffice/searchDailyBoxOfficeList.json"
        case .weeklyBoxOffice: return "boxoffice/searchWeeklyBoxOfficeList.json"
        case .movieInfo: return "movie/searchMovieInfo.json"
        case .movieList: return "movie/searchMovieList.json"
        }
    }

    /// The query parameters in a fixed order, without `key`.
    public var parameters: [(name: String, value: String)] {
        switch self {
        case let .dailyBoxOffice(date, filters):
            return [("targetDt", date.compact)] + filters.parameters
        case let .weeklyBoxOffice(date, week, filters):
            return [("targetDt", date.compact), ("weekGb", week.rawValue)] + filters.parameters
        case let .movieInfo(code):
            return [("movieCd", code)]
        case let .movieList(title, director, page, itemsPerPage):
            var out: [(String, String)] = [("curPage", String(page)), ("itemPerPage", String(itemsPerPage))]
            if let title { out.append(("movieNm", title)) }
            if let director { out.append(("directorNm", director)) }
            return out
        }
    }

    /// The full request URL. `key` goes first so that redaction has a fixed shape to look for.
    public func url(base: URL, key: String) -> URL {
        var text = base.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        let query = ([("key", key)] + parameters)
            .map { "\(KobisAPI.percentEncode($0.0))=\(KobisAPI.percentEncode($0.1))" }
            .joined(separator: "&")
        return URL(string: "\(text)/\(path)?\(query)")!
    }

    /// A stable name for this request that never includes the key: used as the cache key.
    public var cacheKey: String {
        ([path] + parameters.map { "\($0.name)=\($0.value)" }).joined(separator: "|")
    }

    /// RFC 3986 percent-encoding: everything but unreserved characters is escaped, UTF-8 first.
    public static func percentEncode(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }
}
