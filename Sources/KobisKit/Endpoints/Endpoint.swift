import Foundation

/// One query parameter, already in the text KOBIS expects.
public struct QueryParameter: Hashable, Sendable {
    public let name: String
    public let value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// What a request asks for, without the key and without the server: the path below the API base and the
/// parameters in a fixed order. The cache and the demo sample both look answers up by it.
public struct RequestIdentity: Hashable, Sendable, CustomStringConvertible {
    /// A short name for file names and messages: `daily`, `movie`, …
    public let service: String
    /// The path below the API base, such as `boxoffice/searchDailyBoxOfficeList.json`.
    public let path: String
    public let parameters: [QueryParameter]

    public init(service: String, path: String, parameters: [QueryParameter]) {
        self.service = service
        self.path = path
        self.parameters = parameters
    }

    /// `path?name=value&…`, percent-encoded, never with a key.
    public var description: String {
        parameters.isEmpty ? path : path + "?" + RequestIdentity.query(parameters)
    }

    /// `name=value&…`, each side RFC 3986 percent-encoded.
    public static func query(_ parameters: [QueryParameter]) -> String {
        parameters.map { "\(percentEncode($0.name))=\(percentEncode($0.value))" }.joined(separator: "&")
    }

    /// RFC 3986 percent-encoding: everything but unreserved characters is escaped, UTF-8 first.
    public static func percentEncode(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }
}

/// How long an answer stays fresh, judged from when it was fetched. Expiry is always computed from
/// the rule, never read back from a cache file.
public enum Freshness: Sendable, Hashable {
    /// Figures for days up to `lastDay` keep changing until 12:00 KST the day after it (KOBIS corrects
    /// them overnight). Fetched before then, the answer lasts at most `unsettled`; after, `settled`.
    case ranking(lastDay: KobisDate, unsettled: TimeInterval = 3600, settled: TimeInterval = 30 * 86400)
    /// A fixed lifetime.
    case lifetime(TimeInterval)

    /// When an answer fetched at `fetchedAt` stops being fresh.
    public func expiry(fetchedAt: Date) -> Date {
        switch self {
        case .ranking(let lastDay, let unsettled, let settled):
            let settle = Freshness.settlesAt(lastDay)
            if fetchedAt < settle { return min(settle, fetchedAt.addingTimeInterval(unsettled)) }
            return fetchedAt.addingTimeInterval(settled)
        case .lifetime(let seconds):
            return fetchedAt.addingTimeInterval(seconds)
        }
    }

    /// When a ranking for `date` is taken as final: 12:00 KST on the following day.
    public static func settlesAt(_ date: KobisDate) -> Date {
        date.adding(days: 1).startInKorea.addingTimeInterval(12 * 3600)
    }

    /// The rule for a ranking's answer: ``ranking(lastDay:unsettled:settled:)``, except that an answer without a
    /// row, fetched before `lastDay` settles, is never kept (KOBIS may have the figures minutes later). A row
    /// always has a `movieCd` (one without does not decode, and is never stored), so a body without the word has
    /// no row: the rule costs a byte search, not a second decode, on every cache read.
    static func rankingRule(lastDay: KobisDate) -> @Sendable (Data) -> Freshness {
        { body in
            body.range(of: Data(#""movieCd""#.utf8)) == nil
                ? .ranking(lastDay: lastDay, unsettled: 0) : .ranking(lastDay: lastDay)
        }
    }
}

/// One KOBIS request as a value: its route, its cache rule, and how its body decodes into `Model`.
/// ``BoxOfficeManager/fetch(_:)`` serves every endpoint; adding a service means adding a value.
public struct Endpoint<Model: Sendable>: Sendable {
    public let request: RequestIdentity
    public let freshness: Freshness
    private let decoder: @Sendable (Data) throws -> Model
    private let freshnessOfBody: (@Sendable (Data) -> Freshness)?

    /// `freshnessOf`, when given, picks the rule from the answer itself (OMDb keeps a miss shorter than a hit).
    public init(
        request: RequestIdentity, freshness: Freshness, freshnessOf: (@Sendable (Data) -> Freshness)? = nil,
        decode: @escaping @Sendable (Data) throws -> Model
    ) {
        self.request = request
        self.freshness = freshness
        self.freshnessOfBody = freshnessOf
        self.decoder = decode
    }

    /// The rule for a stored answer.
    public func freshness(of body: Data) -> Freshness { freshnessOfBody?(body) ?? freshness }

    /// Decodes a body; a fault, a malformed body or an empty record throws ``KobisError``.
    public func decode(_ data: Data) throws -> Model { try decoder(data) }
}

extension Endpoint where Model == Void {
    /// The same request with its model dropped, to count or plan requests of several kinds together.
    public init<Other>(erasing endpoint: Endpoint<Other>) {
        self.init(
            request: endpoint.request, freshness: endpoint.freshness, freshnessOf: { endpoint.freshness(of: $0) },
            decode: { _ = try endpoint.decode($0) })
    }
}

/// KOBIS's production API base.
public enum KobisServer {
    public static let defaultBaseURL = URL(string: "https://www.kobis.or.kr/kobisopenapi/webservice/rest")!
}

/// Which films a box-office query counts.
public enum FilmCategory: String, Sendable, Hashable, CaseIterable {
    /// Diversity (다양성) films: `multiMovieYn=Y`.
    case diversity = "Y"
    /// Commercial films: `multiMovieYn=N`.
    case commercial = "N"
}

/// Korean or foreign films: `repNationCd`.
public enum NationFilter: String, Sendable, Hashable, CaseIterable {
    case korean = "K"
    case foreign = "F"
}

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
