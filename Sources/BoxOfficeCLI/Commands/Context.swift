import Foundation
import KobisKit

/// The API key once it is known, so that every message on stderr can be redacted, wherever the key came from.
final class SecretBox: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [String] = []

    func register(_ key: String) { lock.withLock { keys.append(key) } }

    func redact(_ text: String) -> String {
        let known = lock.withLock { keys }
        return known.reduce(Redactor(key: nil).redact(text)) { Redactor(key: $1).redact($0) }
    }
}

/// Everything a command needs from the outside world, injectable for tests.
struct Context: Sendable {
    var environment: [String: String]
    var terminal: Terminal
    var now: Date
    var writeOut: @Sendable (String) -> Void = StandardStream.out
    var writeErr: @Sendable (String) -> Void = StandardStream.err
    let secrets = SecretBox()

    init(environment: [String: String], terminal: Terminal, now: Date) {
        self.environment = environment
        self.terminal = terminal
        self.now = now
        if let key = environment["KOBIS_API_KEY"], !key.trimmingCharacters(in: .whitespaces).isEmpty {
            secrets.register(key)
        }
    }

    /// The clock: `BOXOFFICE_NOW` (ISO 8601 or Unix seconds) when set, for reproducible runs and tests; else the system time.
    static func clock(environment: [String: String]) -> Date {
        guard let text = environment["BOXOFFICE_NOW"], !text.isEmpty else { return Date() }
        if let seconds = Double(text) { return Date(timeIntervalSince1970: seconds) }
        let formatter = ISO8601DateFormatter()
        return formatter.date(from: text) ?? Date()
    }

    func out(_ text: String) { writeOut(text) }
    /// A message on stderr, prefixed with the program's name, with the key masked.
    func note(_ text: String) { writeErr("boxoffice: \(secrets.redact(text))\n") }
}

/// Flags every data command takes.
enum CommonOptions {
    static let color = OptionSpec("color", value: "WHEN", choices: ColorChoice.allCases.map(\.rawValue),
                                  help: "colour: auto (only on a terminal, honouring NO_COLOR and TERM=dumb), always, never")
    static let config = OptionSpec("config", value: "PATH", help: "read the key from this Config.plist")
    static let timeout = OptionSpec("timeout", value: "SECONDS", help: "per-request timeout, at least 1 (default 10)")
    static let noCache = OptionSpec("no-cache", help: "neither read nor write the cache")
    static let refresh = OptionSpec("refresh", help: "ignore cached answers, fetch again and cache the result")
    static let demo = OptionSpec("demo", help: "answer from the bundled sample (no key, no network)")
    static let help = OptionSpec("help", short: "h", help: "show this help")

    static let all = [color, config, timeout, noCache, refresh, demo, help]
}

extension ArgumentParser {
    /// Parses a command's arguments; with `--help`, prints `help` on stdout and returns nil.
    func parse(_ arguments: [String], help: String, context: Context) throws -> ParsedArguments? {
        let parsed = try parse(arguments)
        guard !parsed.has("help") else {
            context.out(help + "\n")
            return nil
        }
        return parsed
    }
}
