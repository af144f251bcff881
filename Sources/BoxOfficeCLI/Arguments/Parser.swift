import Foundation
import KobisKit

/// What a command line asked for: help, or the command's typed options.
enum Parsed<Options> {
    case help
    case options(Options)
}

extension OptionGroup {
    /// Parses `words` into a fresh set of these options.
    static func parse(_ words: [String], usage: String) throws -> Parsed<Self> {
        let options = Self()
        guard try Parser(arguments: options.bindings, usage: usage).parse(words) else { return .help }
        return .options(options)
    }
}

/// Parses a command's arguments into its typed options, as people type them:
/// `--date 2024-01-03`, `--date=2024-01-03`, `-d 2024-01-03`, `-d2024-01-03`, bundled flags (`-qf json`,
/// `-qfjson`), and `--` (everything after is positional). `-h`/`--help` anywhere asks for help. A value option
/// given twice is an error that names it, as is any option the command does not declare.
struct Parser: Sendable {
    let arguments: [BoundOption]
    let usage: String

    private var named: [BoundOption] { arguments.filter { !$0.spec.isPositional } }
    private var positionals: [BoundOption] { arguments.filter { $0.spec.isPositional } }

    /// Fills the options from `words`; false when they ask for help instead.
    func parse(_ words: [String]) throws -> Bool {
        if words.contains("-h") || words.contains("--help") {
            let end = words.firstIndex(of: "--") ?? words.endIndex
            if words[..<end].contains("-h") || words[..<end].contains("--help") { return false }
        }
        var seen: Set<String> = []
        var positionalIndex = 0
        var index = 0
        var onlyPositionals = false

        func fail(_ message: String) -> UsageError { UsageError(message: message, usage: self.usage) }

        func set(_ argument: BoundOption, _ text: String) throws {
            if argument.spec.takesValue {
                guard seen.insert(argument.spec.name).inserted else {
                    throw fail("option '--\(argument.spec.name)' was given more than once")
                }
            }
            do {
                try argument.apply(text)
            } catch let error as ConversionError {
                throw fail("option '--\(argument.spec.name)' \(error.reason)")
            } catch let error as UsageError {
                throw fail(error.message)
            }
        }

        func positional(_ word: String) throws {
            guard positionalIndex < positionals.count else {
                throw fail("unexpected argument '\(word.prefix(40))'")
            }
            do {
                try positionals[positionalIndex].apply(word)
            } catch let error as ConversionError {
                throw fail("argument '\(positionals[positionalIndex].spec.name)' \(error.reason)")
            }
            if positionals[positionalIndex].spec.most == 1 { positionalIndex += 1 }  // a repeated one takes every word left
        }

        /// The next word as a value, unless it is an option.
        func takeValue(for argument: BoundOption) throws -> String {
            guard index < words.count, !looksLikeOption(words[index]) else {
                throw fail("option '--\(argument.spec.name)' needs a value (\(argument.spec.synopsis))")
            }
            index += 1
            return words[index - 1]
        }

        while index < words.count {
            let word = words[index]
            index += 1
            if onlyPositionals || word == "-" || !word.hasPrefix("-") || isNumber(word) {
                try positional(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if word.hasPrefix("--") {
                var name = String(word.dropFirst(2))
                var inline: String?
                if let equals = name.firstIndex(of: "=") {
                    inline = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let argument = named.first(where: { $0.spec.name == name }) else {
                    let hint = closestOption(name).map { "; did you mean '--\($0)'?" } ?? ""
                    throw fail("unknown option '--\(name.prefix(40))'\(hint)")
                }
                if argument.spec.takesValue {
                    try set(argument, try inline ?? takeValue(for: argument))
                } else {
                    if inline != nil { throw fail("option '--\(name)' takes no value") }
                    try set(argument, "")
                }
                continue
            }
            // A bundle of short options: flags, then at most one option whose value is the rest or the next word.
            var letters = Substring(word.dropFirst())
            while let letter = letters.first {
                letters = letters.dropFirst()
                guard let argument = named.first(where: { $0.spec.short == letter }) else {
                    throw fail("unknown option '-\(letter)'" + (word.count > 2 ? " in '\(word.prefix(40))'" : ""))
                }
                if argument.spec.takesValue {
                    try set(argument, letters.isEmpty ? try takeValue(for: argument) : String(letters))
                    break
                }
                try set(argument, "")
            }
        }
        return true
    }

    private func isNumber(_ text: String) -> Bool { text.count > 1 && Double(text) != nil }

    private func looksLikeOption(_ text: String) -> Bool {
        text.hasPrefix("-") && text.count > 1 && !isNumber(text)
    }

    private func closestOption(_ name: String) -> String? {
        let close = named.map(\.spec.name).filter { editDistance($0, name) <= max(1, name.count / 3) }
        return close.min { editDistance($0, name) < editDistance($1, name) }
    }
}
