import Foundation

/// A film's poster: where it is and the film's IMDb id.
public struct Poster: Hashable, Sendable {
    public var url: String
    public var imdbID: String?

    /// Only http and https addresses are fetched.
    public var isWebAddress: Bool {
        guard let scheme = URL(string: url)?.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }
}
