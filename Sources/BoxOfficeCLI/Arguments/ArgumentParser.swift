import Foundation

/// A flag as the parser, the help, the completions and the man page see it.
struct OptionSpec: Sendable {
    /// Long name without the dashes: `date` for `--date`.
    let name: String
    /// A one-letter alias, if any: `d` for `-d`.
    let short: Character?
    /// The value's placeholder in help (`D`, `N`); nil for a switch.
    let valueName: String?
    /// The only values allowed, if the set is closed.
    let choices: [String]?
    let help: String

    init(_ name: String, short: Character? = nil, value: String? = nil, choices: [String]? = nil, help: String) {
        self.name = name
        self.short = short
        self.valueName = value
        self.choices = choices
        self.help = help
    }

    var takesValue: Bool { valueName != nil }

    var synopsis: String {
        var text = "--\(name)"
        if let choices { text += " \(choices.joined(separator: "|"))" }
        else if let valueName { text += " \(valueName)" }
        return text
    }
}

/// A switch: present or not.
struct Flag: Sendable {
    let spec: OptionSpec
    init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name, short: short, help: help)
    }
}

/// A valued option, converted to `Value` while parsing, so commands never handle raw text.
struct Option<Value: Sendable>: Sendable {
    let spec: OptionSpec
    /// Turns the text into a value, or throws a reason that ends up in a usage error.
    let convert: @Sendable (String) throws -> Value

    init(_ name: String, short: Character? = nil, value: String, help: String,
         convert: @escaping @Sendable (String) throws -> Value) {
        spec = OptionSpec(name, short: short, value: value, help: help)
        self.convert = convert
    }

    /// An option whose values are the cases of `Value`.
    init(_ name: String, short: Character? = nil, help: String) where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
        let choices = Value.allCases.map(\.rawValue)
        spec = OptionSpec(name, short: short, value: name.uppercased(), choices: choices, help: help)
        convert = { text in
            guard let value = Value(rawValue: text) else {
                throw ConversionError("takes \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(text)'")
            }
            return value
        }
    }
}

/// Why an option's text could not be converted: completes "option '--x' …".
struct ConversionError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Converters shared by several options.
enum Convert {
    /// A whole number in `range`.
    static func integer(_ range: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
        { text in
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
                throw ConversionError("takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
            }
            return value
        }
    }

    static func text(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ConversionError("needs a value") }
        return trimmed
    }
}

/// What the parser found, already converted.
struct ParsedArguments: @unchecked Sendable {
    fileprivate(set) var flags: Set<String> = []
    fileprivate(set) var values: [String: Any] = [:]
    fileprivate(set) var positionals: [String] = []

    subscript(flag: Flag) -> Bool { flags.contains(flag.spec.name) }
    /// The converted value, or nil when the option was not given.
    subscript<Value>(option: Option<Value>) -> Value? { values[option.spec.name] as? Value }
}

/// A bad command line: the message names the flag or value at fault.
struct UsageError: Error, Equatable, Sendable {
    let message: String
    /// The usage line of the command at fault, shown under the message.
    let usage: String
}

/// Parses `--flag`, `--flag value`, `--flag=value`, `-x value`, and `--` (everything after is positional).
struct ArgumentParser: Sendable {
    let options: [OptionSpec]
    let converters: [String: @Sendable (String) throws -> Any]
    let usage: String
    /// How many positionals the command takes at most.
    let maxPositionals: Int

    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") || isNumber(argument) {
                guard result.positionals.count < maxPositionals else {
                    throw UsageError(message: "unexpected argument '\(argument)'", usage: usage)
                }
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let spec: OptionSpec
            var inlineValue: String?
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let found = options.first(where: { $0.name == name }) else {
                    throw UsageError(message: "unknown option '--\(name)'\(suggestion(for: name))", usage: usage)
                }
                spec = found
            } else {
                let letters = argument.dropFirst()
                guard letters.count == 1, let found = options.first(where: { $0.short == letters.first }) else {
                    throw UsageError(message: "unknown option '\(argument)'", usage: usage)
                }
                spec = found
            }
            guard spec.takesValue else {
                if inlineValue != nil {
                    throw UsageError(message: "option '--\(spec.name)' takes no value", usage: usage)
                }
                result.flags.insert(spec.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "option '--\(spec.name)' needs a value (\(spec.synopsis))", usage: usage)
            }
            if let convert = converters[spec.name] {
                do {
                    result.values[spec.name] = try convert(value)
                } catch let error as ConversionError {
                    throw UsageError(message: "option '--\(spec.name)' \(error.reason)", usage: usage)
                } catch let error as UsageError {
                    throw UsageError(message: error.message, usage: usage)
                }
            } else {
                result.values[spec.name] = value
            }
        }
        return result
    }

    private func isNumber(_ text: String) -> Bool { text.count > 1 && Double(text) != nil }

    private func looksLikeOption(_ text: String) -> Bool {
        text.hasPrefix("-") && text.count > 1 && !isNumber(text)
    }

    private func suggestion(for name: String) -> String {
        let close = options.map(\.name).filter { editDistance($0, name) <= max(1, name.count / 3) }
        guard let best = close.min(by: { editDistance($0, name) < editDistance($1, name) }) else { return "" }
        return "; did you mean '--\(best)'?"
    }
}

/// Levenshtein distance, for "did you mean" hints.
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a.prefix(64)), y = Array(b.prefix(64))
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    for i in 1...x.count {
        var current = [i] + Array(repeating: 0, count: y.count)
        for j in 1...y.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[y.count]
}
