import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one seam between the client and the network: send a GET, get the body and the response.
/// Tests swap it; production uses ``URLSessionTransport``.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and never follows a redirect: a 3xx comes back as the response.
    /// Stops reading once the body passes `maxBytes` (counted after decompression) and throws
    /// ``TransportError/tooLarge``. Throws ``TransportError`` for failures below HTTP.
    func send(_ request: URLRequest, maxBytes: Int) async throws -> (Data, HTTPURLResponse)
}
