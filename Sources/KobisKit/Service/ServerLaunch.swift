import Foundation

/// What a front-end hands a server it starts: how to make the service, the environment, and where logs go.
public struct ServerLaunch: Sendable {
    public let options: ServiceOptions
    public let environment: [String: String]
    /// The clock at start: `BOXOFFICE_NOW` when set, which then stays fixed.
    public let now: Date
    public let secrets: SecretBox
    public let version: String
    /// The program's stdin is a terminal: a person started it by hand.
    public let interactive: Bool
    /// One line for the log on stderr; the server redacts it first.
    public let log: @Sendable (String) -> Void
    /// Hears every request (`-v`).
    public var requests: (@Sendable (RequestEvent) -> Void)?

    public init(
        options: ServiceOptions, environment: [String: String], now: Date, secrets: SecretBox, version: String,
        interactive: Bool,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.options = options
        self.environment = environment
        self.now = now
        self.secrets = secrets
        self.version = version
        self.interactive = interactive
        self.log = log
    }
}
