import Foundation
import KobisKit

/// What a command line asked for: help, or the command's typed options.
enum Parsed<Options> {
    case help
    case options(Options)
}

extension OptionGroup {
    /// Parses `words` into a fresh set of these options; `command` (`note add`) names the command in messages.
    static func parse(_ words: [String], usage: String, command: String = "") throws -> Parsed<Self> {
        let (options, bindings) = declared()
        guard try Parser(arguments: bindings, usage: usage, command: command).parse(words) else { return .help }
        return .options(options)
    }
}

/// Parses a command's arguments into its typed options, as people type them:
/// `--date 2024-01-03`, `--date=2024-01-03`, `-d 2024-01-03`, `-d2024-01-03`, bundled flags (`-qf json`,
/// `-qfjson`), and `--` (everything after is positional). `-h`/`--help` anywhere asks for help. A value option
/// given twice is an error that names it, as is any option the command does not declare, and a required option
/// left out. A word with no place gets a hint: the option that would take it (`-d 2023-08-10`), or quotes around
/// a name typed as several words.
struct Parser: Sendable {
    let arguments: [BoundOption]
    let usage: String
    /// The command's words (`note add`), for messages.
    var command: String = ""

    private var named: [BoundOption] { arguments.filter { !$0.spec.isPositional } }
    private var positionals: [BoundOption] { arguments.filter { $0.spec.isPositional } }

    /// Fills the options from `words`; false when they ask for help instead.
    func parse(_ words: [String]) throws -> Bool {
        if words.contains("-h") || words.contains("--help") {
            let end = words.firstIndex(of: "--") ?? words.endIndex
            if words[..<end].contains("-h") || words[..<end].contains("--help") { return false }
        }
        var seen: Set<String> = []
        var given: Set<String> = []
        var positionalIndex = 0
        var index = 0
        var onlyPositionals = false

        func fail(_ message: String) -> UsageError { UsageError(message: message, usage: self.usage) }

        func set(_ argument: BoundOption, _ text: String) throws {
            if argument.spec.takesValue {
                guard seen.insert(argument.spec.name).inserted else {
                    throw fail(
                        Phrase.say(
                            ko: "옵션 '--\(argument.spec.name)': 두 번 넘게 주었습니다",
                            en: "option '--\(argument.spec.name)' was given more than once"))
                }
            }
            do {
                try argument.apply(text)
                given.insert(argument.spec.name)
            } catch let error as ConversionError {
                throw fail(
                    Phrase.say(
                        ko: "옵션 '--\(argument.spec.name)': \(error.reason)",
                        en: "option '--\(argument.spec.name)' \(error.reason)"))
            } catch let error as UsageError {
                throw fail(error.message)
            }
        }

        func positional(_ word: String) throws {
            guard positionalIndex < positionals.count else {
                let advice = hint(unexpected: word, at: index - 1, in: words, seen: given)
                throw fail(
                    Phrase.say(
                        ko: "알 수 없는 인자 '\(word.prefix(40))'",
                        en: "unexpected argument '\(word.prefix(40))'")
                        + advice)
            }
            do {
                try positionals[positionalIndex].apply(word)
            } catch let error as ConversionError {
                throw fail(
                    Phrase.say(
                        ko: "인자 '\(positionals[positionalIndex].spec.name)': \(error.reason)",
                        en: "argument '\(positionals[positionalIndex].spec.name)' \(error.reason)"))
            }
            if positionals[positionalIndex].spec.most == 1 { positionalIndex += 1 }  // a repeated one takes every word left
        }

        /// The next word as a value, unless it is an option.
        func takeValue(for argument: BoundOption) throws -> String {
            guard index < words.count, !looksLikeOption(words[index]) else {
                throw fail(
                    Phrase.say(
                        ko: "옵션 '--\(argument.spec.name)'에 값이 필요합니다 (\(argument.spec.synopsis))",
                        en: "option '--\(argument.spec.name)' needs a value (\(argument.spec.synopsis))"))
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
                    let hint =
                        closestOption(name).map {
                            Phrase.say(ko: ". '--\($0)'처럼 쓰려던 건가요?", en: "; did you mean '--\($0)'?")
                        } ?? ""
                    throw fail(
                        Phrase.say(
                            ko: "알 수 없는 옵션 '--\(name.prefix(40))'\(hint)",
                            en: "unknown option '--\(name.prefix(40))'\(hint)"))
                }
                if argument.spec.takesValue {
                    try set(argument, try inline ?? takeValue(for: argument))
                } else {
                    if inline != nil {
                        throw fail(
                            Phrase.say(
                                ko: "옵션 '--\(name)': 값을 받지 않습니다",
                                en: "option '--\(name)' takes no value"))
                    }
                    try set(argument, "")
                }
                continue
            }
            // A bundle of short options: flags, then at most one option whose value is the rest or the next word.
            var letters = Substring(word.dropFirst())
            while let letter = letters.first {
                letters = letters.dropFirst()
                guard let argument = named.first(where: { $0.spec.short == letter }) else {
                    throw fail(
                        Phrase.say(ko: "알 수 없는 옵션 '-\(letter)'", en: "unknown option '-\(letter)'")
                            + (word.count > 2
                                ? Phrase.say(ko: " ('\(word.prefix(40))' 안)", en: " in '\(word.prefix(40))'") : ""))
                }
                if argument.spec.takesValue {
                    try set(argument, letters.isEmpty ? try takeValue(for: argument) : String(letters))
                    break
                }
                try set(argument, "")
            }
        }
        if let missing = named.first(where: { $0.spec.required && !given.contains($0.spec.name) }) {
            throw fail(
                Phrase.say(
                    ko: "\(command.isEmpty ? "이 명령" : command)에 꼭 필요한 옵션이 빠졌습니다: "
                        + "\(missing.spec.synopsis)",
                    en: "\(command.isEmpty ? "this command" : command) needs \(missing.spec.synopsis)"))
        }
        return true
    }

    /// What to say after "unexpected argument 'x'": the option that would take the word as its value (a date, a
    /// choice), else, when the word follows a name, how to quote a name of several words.
    private func hint(unexpected word: String, at index: Int, in words: [String], seen: Set<String>) -> String {
        let typed = named.filter {
            $0.spec.takesValue && !seen.contains($0.spec.name)
                && ($0.spec.valueName == "DATE" || $0.spec.choices != nil)
        }
        if let option = typed.first(where: { $0.accepts(word) }) {
            let name = option.spec.short.map { "-\($0)" } ?? "--\(option.spec.name)"
            return Phrase.say(
                ko: ". '\(name) \(word.prefix(40))'처럼 쓰려던 건가요?",
                en: "; did you mean '\(name) \(word.prefix(40))'?")
        }
        guard let last = positionals.last, last.spec.choices == nil, index > 0, !isNumber(word),
            words[index - 1] != "--", !looksLikeOption(words[index - 1])
        else { return "" }
        var start = index - 1
        while start > 0, !looksLikeOption(words[start - 1]), words[start - 1] != "--" { start -= 1 }
        var end = index
        while end + 1 < words.count, !looksLikeOption(words[end + 1]), words[end + 1] != "--" { end += 1 }
        // Only the words from the last positional on: a value of an option before it is not part of the name.
        let phrase = words[max(start, index - positionals.count)...end].joined(separator: " ")
        guard phrase.count <= 80 else { return "" }
        let example = ["boxoffice", command, Parser.quoted(phrase)].filter { !$0.isEmpty }.joined(separator: " ")
        return Phrase.say(
            ko: ". 여러 단어로 된 이름은 따옴표로 묶으세요: \(example)",
            en: ": a name of several words goes in quotes, as in \(example)"
        )
    }

    /// `text` quoted for a POSIX shell: double quotes, or single quotes when it holds what double quotes expand.
    static func quoted(_ text: String) -> String {
        if text.contains(where: { "\"$`\\!".contains($0) }) {
            return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
        }
        return "\"" + text + "\""
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
