import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An ``HTTPTransport`` that answers from a small sample embedded in the binary, for `--demo`.
/// The sample goes through the same decoding and rendering as a real answer.
public struct DemoTransport: HTTPTransport {
    public init() {}

    /// The day the sample ranking is for.
    public static var date: KobisDate { KobisDate(DemoData.date)! }

    /// The movie codes the sample has details for, in ranking order.
    public static var movieCodes: [String] { DemoData.movies.keys.sorted() }

    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        guard let url = request.url else { throw TransportError.other("no URL") }
        let body: String
        if url.path.hasSuffix("searchDailyBoxOfficeList.json") {
            body = DemoData.daily
        } else if url.path.hasSuffix("searchMovieInfo.json"),
                  let code = URLComponents(url: url, resolvingAgainstBaseURL: false)?
                    .queryItems?.first(where: { $0.name == "movieCd" })?.value,
                  let movie = DemoData.movies[code] {
            body = movie
        } else {
            body = #"{"faultInfo":{"message":"not in the sample","errorCode":"320999"}}"#
        }
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": "application/json;charset=UTF-8"])!
        return (Data(body.utf8), response)
    }
}
