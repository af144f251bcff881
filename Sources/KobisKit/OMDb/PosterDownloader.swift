import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads a poster: http(s) only, redirects not followed, at most `maxBytes`, within the deadline.
public enum PosterDownloader {
    public static let defaultMaxBytes = 10 * 1_048_576

    public static func fetch(_ url: URL, maxBytes: Int, timeout: Double) async throws -> Data {
        let host = url.host ?? "?"
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw KobisError.notWebAddress(url.absoluteString)
        }
        var request = URLRequest(url: url)
        request.timeoutInterval = timeout
        do {
            let (data, response) = try await URLSessionTransport(timeout: timeout).send(request, maxBytes: maxBytes)
            guard data.count <= maxBytes else { throw KobisError.posterTooLarge(host: host, limit: maxBytes) }
            guard (200..<300).contains(response.statusCode) else {
                throw KobisError.download(host: host, reason: "HTTP \(response.statusCode)")
            }
            return data
        } catch TransportError.tooLarge {
            throw KobisError.posterTooLarge(host: host, limit: maxBytes)
        } catch let error as TransportError {
            throw KobisError.download(host: host, reason: error.spokenReason)
        }
    }
}
