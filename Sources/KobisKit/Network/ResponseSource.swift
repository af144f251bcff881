import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where answers come from: the network, or the bundled sample.
public protocol ResponseSource: Sendable {
    /// Names the server, for the cache: two servers never share answers.
    var server: String { get }
    /// The body of the answer to `request`; faults come back as bodies, the decoder sorts them out.
    func body(for request: RequestIdentity) async throws -> Data
}
