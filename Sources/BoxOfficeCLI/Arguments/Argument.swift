import Foundation

/// An option, flag or positional argument as the parser, help, completions and the man page see it.
struct OptionSpec: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case flag
        case option
        /// A positional argument; `required` ones are shown as `<name>`, the others as `[name]`.
        case positional(required: Bool)
    }

    /// Long name without the dashes (`date` for `--date`); for a positional, its placeholder (`movieCd`).
    let name: String
    /// A one-letter alias (`d` for `-d`).
    let short: Character?
    /// The value's placeholder in help (`DATE`, `N`); nil for a flag.
    let valueName: String?
    /// The only values allowed, when the set is closed.
    let choices: [String]?
    let help: String
    let kind: Kind
    /// Completions offer files for it.
    let isFile: Bool

    init(_ name: String, short: Character? = nil, value: String? = nil, choices: [String]? = nil, help: String,
         kind: Kind = .option, isFile: Bool = false) {
        self.name = name
        self.short = short
        self.valueName = value
        self.choices = choices
        self.help = help
        self.kind = kind
        self.isFile = isFile
    }

    var takesValue: Bool { kind == .option }
    var isPositional: Bool { if case .positional = kind { return true } else { return false } }

    /// `--date DATE`, `--layout list|grid`, `--details`.
    var synopsis: String {
        switch kind {
        case .flag: return "--\(name)"
        case .option: return "--\(name) " + (choices?.joined(separator: "|") ?? valueName ?? "VALUE")
        case .positional: return placeholder
        }
    }

    /// The shortest spelling for a usage line: `-d DATE`, `--details`, `<movieCd>`.
    var usageForm: String {
        switch kind {
        case .flag: return short.map { "-\($0)" } ?? "--\(name)"
        case .option: return (short.map { "-\($0)" } ?? "--\(name)") + " " + (choices?.joined(separator: "|") ?? valueName ?? "VALUE")
        case .positional(let required): return required ? placeholder : "[\(choices?.joined(separator: "|") ?? name)]"
        }
    }

    private var placeholder: String { choices?.joined(separator: "|") ?? "<\(name)>" }
}

/// One declared argument of a command whose options are `Options`: its spec, and how its text lands in the
/// typed value. Every command declares its arguments once, as a list of these; parsing, usage, help,
/// completions and the man page all read that list.
struct Argument<Options>: Sendable {
    let spec: OptionSpec
    /// Puts the argument's text (empty for a flag) into the options.
    let apply: @Sendable (inout Options, String) throws -> Void

    init(spec: OptionSpec, apply: @escaping @Sendable (inout Options, String) throws -> Void) {
        self.spec = spec
        self.apply = apply
    }

    static func flag(_ name: String, short: Character? = nil, help: String, _ keyPath: WritableKeyPath<Options, Bool> & Sendable) -> Argument {
        Argument(spec: OptionSpec(name, short: short, help: help, kind: .flag)) { options, _ in options[keyPath: keyPath] = true }
    }

    static func option<Value>(_ name: String, short: Character? = nil, value: String, help: String, isFile: Bool = false,
                              _ keyPath: WritableKeyPath<Options, Value?> & Sendable,
                              parse: @escaping @Sendable (String) throws -> Value) -> Argument {
        Argument(spec: OptionSpec(name, short: short, value: value, help: help, isFile: isFile)) { options, text in
            options[keyPath: keyPath] = try parse(text)
        }
    }

    /// An option whose values are the cases of `Value` (or the `allowed` ones of them).
    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, short: Character? = nil, help: String, _ keyPath: WritableKeyPath<Options, Value?> & Sendable,
        allowed: [Value]? = nil) -> Argument where Value.RawValue == String {
        let values = allowed ?? Array(Value.allCases)
        let choices = values.map(\.rawValue)
        return Argument(spec: OptionSpec(name, short: short, value: name.uppercased(), choices: choices, help: help)) { options, text in
            guard let value = values.first(where: { $0.rawValue == text }) else {
                throw ConversionError("takes \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(text.prefix(40))'")
            }
            options[keyPath: keyPath] = value
        }
    }

    /// A positional argument, kept as text: the command checks it and words its own error.
    static func positional(_ name: String, required: Bool = true, choices: [String]? = nil, help: String,
                           _ keyPath: WritableKeyPath<Options, String?> & Sendable) -> Argument {
        Argument(spec: OptionSpec(name, choices: choices, help: help, kind: .positional(required: required))) { options, text in
            options[keyPath: keyPath] = text
        }
    }

    /// Lifts a group's arguments (shared options) into a command's options.
    static func group<Group>(_ keyPath: WritableKeyPath<Options, Group> & Sendable, _ arguments: [Argument<Group>]) -> [Argument] {
        arguments.map { inner in
            Argument(spec: inner.spec) { options, text in try inner.apply(&options[keyPath: keyPath], text) }
        }
    }
}

/// Why an option's text could not be converted: completes "option '--x' …".
struct ConversionError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}

/// A bad command line: the message names the flag or value at fault.
struct UsageError: Error, Equatable, Sendable {
    let message: String
    /// The usage line shown under the message; empty for the usage of the command that ran.
    var usage: String = ""
}

/// Converters shared by several options.
enum Convert {
    /// A whole number in `range`.
    static func integer(_ range: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
        { text in
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
                throw ConversionError("takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text.prefix(40))'")
            }
            return value
        }
    }

    /// Text that is not empty once trimmed.
    @Sendable static func text(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ConversionError("needs a value") }
        return trimmed
    }

    /// Text as given (`-` included).
    @Sendable static func raw(_ text: String) throws -> String { text }
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

/// The closest of `candidates` to `text`, when close enough to suggest.
func closest(_ text: String, in candidates: [String]) -> String? {
    let close = candidates.filter { editDistance($0, text) <= max(1, min(2, text.count / 3)) || $0.hasPrefix(text) && text.count >= 3 }
    return close.min { editDistance($0, text) < editDistance($1, text) }
}
