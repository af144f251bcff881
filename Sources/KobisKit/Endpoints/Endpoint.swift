import Foundation

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

/// One query parameter, already in the text KOBIS expects.
public struct QueryParameter: Hashable, Sendable {
    public let name: String
    public let value: String
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
