import Foundation
import KobisKit

/// One `boxoffice` command: everything help, dispatch, completions and the man page need, in one place.
protocol Command: Sendable {
    /// The word typed after `boxoffice`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// What follows the name in the usage line, such as `[-d DATE] [options]`.
    static var synopsis: String { get }
    /// Positional arguments, with their help.
    static var arguments: [(name: String, help: String)] { get }
    /// The command's own flags; the common ones are added by ``CommandRegistry``.
    static var options: [AnyOption] { get }
    /// Which of the common flags the command takes.
    static var common: [AnyOption] { get }
    /// A paragraph under the usage line, if any.
    static var discussion: String? { get }
    /// Command lines and what they do.
    static var examples: [(command: String, note: String)] { get }
    /// The values the first positional argument takes, when it is a closed set (for completions).
    static var positionalChoices: [String] { get }
    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode
}

extension Command {
    static var arguments: [(name: String, help: String)] { [] }
    static var discussion: String? { nil }
    static var positionalChoices: [String] { [] }
    static var common: [AnyOption] { CommonOptions.network }
    static var allOptions: [AnyOption] { options + common }
    static var usage: String { "usage: boxoffice \(name) \(synopsis)" }
    static var parser: ArgumentParser {
        ArgumentParser(options: allOptions.map(\.spec),
                       converters: Dictionary(uniqueKeysWithValues: allOptions.compactMap { option in option.convert.map { (option.spec.name, $0) } }),
                       usage: usage, maxPositionals: arguments.count)
    }
    static var help: String { HelpText.command(self) }
}

/// An option or a flag with its type erased, for lists of a command's options.
struct AnyOption: Sendable {
    let spec: OptionSpec
    let convert: (@Sendable (String) throws -> Any)?

    init(_ flag: Flag) {
        spec = flag.spec
        convert = nil
    }

    init<Value>(_ option: Option<Value>) {
        spec = option.spec
        convert = { try option.convert($0) }
    }
}

/// The single list of commands: dispatch, help, "did you mean", completions and the man page all read it.
enum CommandRegistry {
    static let commands: [any Command.Type] = [
        Daily.self, Weekly.self, Movie.self, Search.self, Upcoming.self, People.self, PersonCommand.self,
        Companies.self, CompanyCommand.self, Codes.self, Trend.self, PosterCommand.self, Share.self, NoteCommand.self,
        Usage.self, CacheCommand.self, Completions.self, Manpage.self,
    ]

    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }
}

/// Flags that many commands share.
enum CommonOptions {
    static let output = Option<String>("output", short: "o", value: "FILE",
                                       help: "write to FILE (atomically: replaced only on success)", convert: Convert.text)
    static let quiet = Flag("quiet", short: "q", help: "no notes on stderr (errors are still shown)")
    static let help = Flag("help", short: "h", help: "show this help")
    static let color = Option<ColorChoice>("color", help: "colour: auto (a terminal, no NO_COLOR), always, never")
    static let config = Option<String>("config", value: "PATH", help: "read the key from this Config.plist", convert: Convert.text)
    static let timeout = Option<Double>("timeout", value: "SECONDS",
                                        help: "deadline for each request, 1-600 (default 10)") { text in
        guard let value = Double(text), value.isFinite, (1...600).contains(value) else {
            throw ConversionError("takes a number of seconds from 1 to 600, not '\(text)'")
        }
        return value
    }
    static let noCache = Flag("no-cache", help: "neither read nor write the cache")
    static let refresh = Flag("refresh", help: "ignore cached answers, fetch again and cache the result")
    static let demo = Flag("demo", help: "answer from the bundled sample (no key, no network)")

    /// Every command takes these.
    static let basic = [AnyOption(output), AnyOption(quiet), AnyOption(help)]
    /// Commands that ask KOBIS take these as well.
    static let network = [AnyOption(color), AnyOption(config), AnyOption(timeout), AnyOption(noCache),
                          AnyOption(refresh), AnyOption(demo)] + basic
    /// Commands the bundled sample cannot answer.
    static let networkWithoutDemo = network.filter { $0.spec.name != "demo" }
}

/// Help text, built from a command's declaration. Every line fits in 80 columns.
enum HelpText {
    static let width = 80

    static func command(_ command: any Command.Type) -> String {
        var sections = ["boxoffice \(command.name): \(command.summary)", wrap(command.usage, indent: 6)]
        if let discussion = command.discussion { sections.append(wrap(discussion, indent: 0)) }
        if !command.arguments.isEmpty {
            sections.append("ARGUMENTS\n" + table(command.arguments.map { ("  " + $0.name, $0.help) }))
        }
        sections.append("OPTIONS\n" + options(command.allOptions.map(\.spec)))
        if !command.examples.isEmpty {
            sections.append("EXAMPLES\n" + command.examples.map { example in
                example.note.isEmpty ? "  " + example.command
                    : wrap("  " + example.command + "\n      " + example.note, indent: 6)
            }.joined(separator: "\n"))
        }
        sections.append(ExitCode.table)
        return sections.joined(separator: "\n\n")
    }

    /// Option lines with their help in a second column, wrapped under it.
    static func options(_ specs: [OptionSpec]) -> String {
        table(specs.map { spec in ("  " + (spec.short.map { "-\($0), " } ?? "    ") + spec.synopsis, spec.help) })
    }

    /// Two columns; the second wraps under itself, or starts on the next line when the first is long.
    static func table(_ rows: [(String, String)]) -> String {
        let column = min(30, (rows.map { $0.0.count }.max() ?? 0) + 2)
        return rows.map { head, text in
            let indent = String(repeating: " ", count: column)
            let body = wrapWords(text, width: width - column)
            if head.count + 2 > column {
                return ([head] + body.map { indent + $0 }).joined(separator: "\n")
            }
            let first = head + String(repeating: " ", count: column - head.count) + (body.first ?? "")
            return ([first] + body.dropFirst().map { indent + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Each line of `text` wrapped at 80 columns; continuation lines are indented by `indent`.
    static func wrap(_ text: String, indent: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let lead = line.prefix { $0 == " " }.count
            let words = wrapWords(String(line.dropFirst(lead)), width: width - max(lead, indent))
            guard let first = words.first else { return "" }
            return ([String(repeating: " ", count: lead) + first]
                    + words.dropFirst().map { String(repeating: " ", count: max(lead, indent)) + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    static func wrapWords(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.isEmpty { current = String(word) }
            else if DisplayWidth.of(current) + 1 + DisplayWidth.of(String(word)) <= width { current += " " + word }
            else { lines.append(current); current = String(word) }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
