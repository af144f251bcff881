/// A flag a command accepts.
struct OptionSpec: Sendable {
    /// Long name without the dashes: `date` for `--date`.
    let name: String
    /// A one-letter alias, if any: `h` for `-h`.
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

/// What the parser found: switches that were given, the last value of each valued flag, and positionals.
struct ParsedArguments: Sendable {
    var flags: Set<String> = []
    var values: [String: String] = [:]
    var positionals: [String] = []

    func has(_ name: String) -> Bool { flags.contains(name) }
    func value(_ name: String) -> String? { values[name] }
}

/// A bad command line: the message names the flag or value at fault.
struct UsageError: Error, Equatable, Sendable {
    let message: String
    /// The usage line of the command at fault, shown under the message.
    let usage: String
}

/// Parses `--flag`, `--flag value`, `--flag=value`, `-h`, and `--` (everything after is positional).
struct ArgumentParser: Sendable {
    let options: [OptionSpec]
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
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
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
            if let choices = spec.choices, !choices.contains(value) {
                throw UsageError(
                    message: "option '--\(spec.name)' takes \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(value)'",
                    usage: usage)
            }
            result.values[spec.name] = value
        }
        return result
    }

    private func looksLikeOption(_ text: String) -> Bool {
        guard text.hasPrefix("-"), text.count > 1 else { return false }
        // Negative numbers are values, not options.
        return Double(text) == nil
    }

    private func suggestion(for name: String) -> String {
        let close = options.map(\.name).filter { editDistance($0, name) <= max(1, name.count / 3) }
        guard let best = close.min(by: { editDistance($0, name) < editDistance($1, name) }) else { return "" }
        return "; did you mean '--\(best)'?"
    }
}

/// Levenshtein distance, for "did you mean" hints.
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
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
