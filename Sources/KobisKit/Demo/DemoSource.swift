import Foundation

/// Answers from a small sample built into the binary, for `--demo`. Bodies are looked up by the same
/// request identity the cache uses, and go through the same decoding and rendering as a real answer.
public struct DemoSource: ResponseSource {
    public init() {}

    public var server: String { "demo:" }

    /// The day the sample ranking is for.
    public static var date: KobisDate { KobisDate(DemoData.date)! }

    /// The movie codes the sample has details for.
    public static var movieCodes: [String] { DemoData.movies.keys.sorted() }

    private static let bodies: [RequestIdentity: String] = {
        var bodies: [RequestIdentity: String] = [Endpoint.daily(date: date).request: DemoData.daily]
        for (code, body) in DemoData.movies { bodies[Endpoint.movieInfo(code: code).request] = body }
        return bodies
    }()

    public func body(for request: RequestIdentity) async throws -> Data {
        guard let body = DemoSource.bodies[request] else {
            return Data(#"{"faultInfo":{"message":"not in the sample","errorCode":"320999"}}"#.utf8)
        }
        return Data(body.utf8)
    }
}
