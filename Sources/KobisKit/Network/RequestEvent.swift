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
    /// `hit`, `miss`, `refresh`, `off`, or `archive` (a read of the archive: no bytes or time shown).
    public var cache: String

    /// A read of the archive (`-v`): the file and what it answered, no request; `archive` names the folder
    /// (`archive`, or `shared-archive` for the one behind it).
    public static func archived(_ file: String, _ what: String, in archive: String = "archive") -> RequestEvent {
        RequestEvent(
            method: "READ", target: "\(archive):\(file) \(what)", status: nil, failure: "archived", bytes: 0,
            milliseconds: 0, cache: "archive")
    }

    public var description: String {
        let outcome = status.map(String.init) ?? failure ?? "-"
        if cache == "archive" { return "\(method) \(target) \(outcome) cache=archive" }
        return "\(method) \(target) \(outcome) \(bytes) B \(milliseconds) ms cache=\(cache)"
    }
}
