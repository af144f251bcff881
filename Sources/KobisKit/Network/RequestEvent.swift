import Foundation

/// One request as `-v` shows it: never the key.
public struct RequestEvent: Sendable, CustomStringConvertible {
    public var method = "GET"
    /// The path and query, with the key parameter masked (`key=***`).
    public var target: String
    /// The HTTP status, or nil when no answer came (then `failure` says why).
    public var status: Int?
    /// Why no answer came, in plain words: `failed (host not found; never sent)`, `failed (no answer in time)`,
    /// or `cached`.
    public var failure: String?
    public var bytes: Int
    public var milliseconds: Int
    /// `hit`, `miss`, `refresh` or `off`.
    public var cache: String

    public var description: String {
        let outcome = status.map(String.init) ?? failure ?? "-"
        return "\(method) \(target) \(outcome) \(bytes) B \(milliseconds) ms cache=\(cache)"
    }
}
