import Foundation
import KobisKit

/// `boxoffice config set-key|set-omdb-key|show|path`: the key without hand-editing a plist.
enum ConfigCommand: CommandGroup {
    static let name = "config"
    static let summary = "store the KOBIS or OMDb key, and show the configuration in use"
    static let discussion: String? =
        "Keys are read from standard input, never from the command line (which others can see), and written to the config file with mode 0600 in a folder made 0700. KOBIS_API_KEY and OMDB_API_KEY in the environment override the file."
    static var subcommands: [CommandInfo] {
        [SetKey.info(parent: name), SetOMDbKey.info(parent: name), Show.info(parent: name), Path.info(parent: name)]
    }

    struct Options: CommandOptions {
        @Opt(Local.config, help: "this config file instead of the default") var config: String?
        var general = GeneralOptions()
    }

    static func path(_ options: Options, _ context: Context) -> String {
        Configuration.path(explicitPath: options.config, environment: context.environment)
    }

    /// The key from standard input, trimmed: all of it from a pipe or a file; from a terminal, one line read
    /// with echo off after a prompt on stderr (Enter ends it). Echo comes back on every way out, signals too.
    static func readKey(_ what: String, context: Context) throws -> String {
        let command = what == "OMDb" ? "set-omdb-key" : "set-key"
        let data: Data
        if context.terminal.stdinIsTTY {
            Termination.install { _ in if TerminalPlatform.restoreTerminalEcho() { StandardError.write("\n") } }
            let prompt = {
                context.writeErr(
                    Phrase.say(
                        ko: "boxoffice: \(what) 키를 붙여 넣고 Enter를 누르세요 (화면에 보이지 않습니다): ",
                        en: "boxoffice: paste the \(what) key and press Enter (it is not shown): "))
            }
            guard let line = TerminalPlatform.readLineWithoutEcho(STDIN_FILENO, limit: 4096, prompt: prompt) else {
                throw UsageError(
                    message: Phrase.say(
                        ko: "표준 입력에서 읽는 키는 4 KB까지입니다",
                        en: "the key read from stdin is at most 4 KB"))
            }
            data = Data(line)
        } else {
            data = try StandardInput.read(limit: 4096)
        }
        guard data.count <= 4096 else {
            throw UsageError(
                message: Phrase.say(
                    ko: "표준 입력에서 읽는 키는 4 KB까지입니다",
                    en: "the key read from stdin is at most 4 KB"))
        }
        let key = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else {
            throw UsageError(
                message: Phrase.say(
                    ko: "표준 입력으로 키를 넘겨 주세요. 예: echo \"$KEY\" | boxoffice config \(command)",
                    en: "no key on standard input: echo \"$KEY\" | boxoffice config \(command)"))
        }
        return key
    }

    /// `…` and the last 4 characters.
    static func masked(_ key: String?) -> String {
        key.map { "…" + $0.suffix(4) } ?? Phrase.say(ko: "(없음)", en: "(none)")
    }

    static func store(_ name: String, what: String, options: Options, context: Context) throws -> ExitCode {
        let key = try readKey(what, context: context)
        context.secrets.register(key)
        let file = path(options, context)
        try Configuration.store(key, as: name, at: file)
        context.note(
            Phrase.say(
                ko: "\(what) 키(\(masked(key)))를 \(file)에 저장했습니다 (권한 0600)",
                en: "stored the \(what) key \(masked(key)) in \(file) (mode 0600)"))
        return .success
    }

    enum SetKey: Command {
        static let name = "set-key"
        static let summary = "store the KOBIS key from stdin"
        typealias Options = ConfigCommand.Options
        static let examples: [(command: String, note: String)] = [
            ("printf '%s' \"$KEY\" | boxoffice config set-key", "")
        ]
        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            try ConfigCommand.store("KOBIS_API_KEY", what: "KOBIS", options: options, context: context)
        }
    }

    enum SetOMDbKey: Command {
        static let name = "set-omdb-key"
        static let summary = "store the OMDb key (for posters) from stdin"
        typealias Options = ConfigCommand.Options
        static let examples: [(command: String, note: String)] = [
            ("printf '%s' \"$OMDB\" | boxoffice config set-omdb-key", "")
        ]
        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            try ConfigCommand.store("OMDB_API_KEY", what: "OMDb", options: options, context: context)
        }
    }

    enum Show: Command {
        static let name = "show"
        static let summary = "the config file in use; keys masked to their last 4"
        typealias Options = ConfigCommand.Options
        static let examples: [(command: String, note: String)] = [("boxoffice config show", "")]
        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            let configuration = try Configuration.load(explicitPath: options.config, environment: context.environment)
            for warning in configuration.warnings { context.error(warning) }
            for key in [configuration.apiKey, configuration.omdbKey].compactMap({ $0 }) {
                context.secrets.register(key)
            }
            func origin(_ name: String) -> String {
                context.environment[name].map {
                    $0.isEmpty ? "" : Phrase.say(ko: " (\(name)에서)", en: " (from \(name))")
                } ?? ""
            }
            // Each label padded to one column: Korean ones are wider per letter.
            let column = Phrase.korean ? 11 : 10
            func row(_ label: Label, _ value: String) -> String {
                label.text + String(repeating: " ", count: max(1, column - DisplayWidth.of(label.text))) + value
            }
            var lines = [
                row(
                    Label(ko: "파일", en: "file"),
                    configuration.file ?? path(options, context) + Phrase.say(ko: " (없음)", en: " (absent)")),
                row(Label(ko: "KOBIS 키", en: "KOBIS key"), masked(configuration.apiKey) + origin("KOBIS_API_KEY")),
                row(Label(ko: "KOBIS 주소", en: "KOBIS"), configuration.baseURL.absoluteString),
                row(Label(ko: "OMDb 키", en: "OMDb key"), masked(configuration.omdbKey) + origin("OMDB_API_KEY")),
            ]
            // The OMDb address only when set (OMDB_BASE_URL), as the default is OMDb's own.
            if configuration.omdbBaseURL != OMDbServer.defaultBaseURL {
                lines.append(row(Label(ko: "OMDb 주소", en: "OMDb"), configuration.omdbBaseURL.absoluteString))
            }
            lines.append(
                row(
                    Label(ko: "한도", en: "limit"),
                    Phrase.say(
                        ko: "하루 \(Formatting.grouped(configuration.dailyLimit))건",
                        en: "\(Formatting.grouped(configuration.dailyLimit)) requests a day")))
            let text = lines.map { Sanitizer.line(context.secrets.redact($0)) }.joined(separator: "\n") + "\n"
            try context.out(DisplayWidth.wrapLines(text, to: context.terminal.width, indent: column))
            return .success
        }
    }

    enum Path: Command {
        static let name = "path"
        static let summary = "the config file a run reads"
        typealias Options = ConfigCommand.Options
        static let examples: [(command: String, note: String)] = [("boxoffice config path", "")]
        static func run(_ options: Options, context: Context) async throws -> ExitCode {
            try context.out(path(options, context) + "\n")
            return .success
        }
    }
}
