import Foundation
import KobisKit

/// Everything a command needs from the outside world, injectable for tests.
struct Context: Sendable {
    var environment: [String: String]
    var terminal: Terminal
    /// The run's clock, read once.
    var now: Date
    var output: OutputSink
    var writeErr: @Sendable (String) -> Void = StandardError.write
    /// `-q`: notes are dropped; errors are still shown.
    var quiet = false
    /// The language `--lang` or `BOXOFFICE_LANG` chose; nil leaves it to `Lang` in Config.plist.
    var language: Language?
    /// The command's `--format` (given or its default), when it takes one: a dry run answers in JSON for `json`.
    var format: OutputFormat?
    /// `BOXOFFICE_AMBIWIDTH` as set; nil leaves it to the config file.
    var ambiguousIsWide: Bool?
    /// The config file as read before the command ran (for `--config` `path`), which the service then uses.
    var configuration: (path: String?, file: Configuration)?
    let secrets: SecretBox
    /// Runs `boxoffice mcp`: the executable wires the server in, so this front-end never imports it.
    var serve: (@Sendable (ServerLaunch) async -> Int32)?

    init(environment: [String: String], terminal: Terminal, now: Date, output: OutputSink = OutputSink(.stdout)) {
        self.environment = environment
        self.terminal = terminal
        self.now = now
        self.output = output
        self.secrets = SecretBox(environment: environment)
    }

    /// The clock: `BOXOFFICE_NOW` (ISO 8601 or Unix seconds, years 1990–9999) when set, for reproducible runs
    /// and tests; else the system time. A value that is not such a time is a configuration error.
    static func clock(environment: [String: String]) throws -> Date {
        guard let text = environment["BOXOFFICE_NOW"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return Date()
        }
        let range = 631_152_000.0...253_402_300_799.0  // 1990-01-01 … 9999-12-31
        if text.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 }), let seconds = Double(text),
            range.contains(seconds)
        {
            return Date(timeIntervalSince1970: seconds)
        }
        if let date = ISO8601DateFormatter().date(from: text), range.contains(date.timeIntervalSince1970) {
            return date
        }
        throw KobisError.configuration(
            Phrase.say(
                ko: "BOXOFFICE_NOW='\(text.prefix(40))': 1990년 이후의 시각(2023-11-01T16:00:00Z 같은 ISO 8601이나 "
                    + "유닉스 초)이 아닙니다. 고치거나 지우세요",
                en: "BOXOFFICE_NOW='\(text.prefix(40))' is not a time from 1990 on (ISO 8601 such as "
                    + "2023-11-01T16:00:00Z, or Unix seconds): fix it or unset it")
        )
    }

    func out(_ text: String) throws { try output.write(text) }

    /// A note on stderr, dropped with `-q`.
    func note(_ text: String) { if !quiet { error(text) } }

    /// An error line on stderr: prefixed with the program's name, secrets masked, control characters removed.
    func error(_ text: String) { writeErr("boxoffice: \(Sanitizer.line(secrets.redact(text)))\n") }
}
