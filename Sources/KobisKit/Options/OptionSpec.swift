/// An option as the parser, help, completions, the man page and an MCP input schema see it.
public struct OptionSpec: Sendable, Equatable {
    /// Long name without the dashes (`date` for `--date`); for a positional, its placeholder (`movie`).
    public let name: String
    /// A one-letter alias (`d` for `-d`).
    public let short: Character?
    /// The value's placeholder in help (`DATE`, `N`); nil for a flag.
    public let valueName: String?
    /// The only values allowed, when the set is closed.
    public let choices: [String]?
    /// Values completions offer when the set is open (region names; a code is taken too).
    public let suggestions: [String]?
    /// The help as declared: another parameter is named `{name}`, which ``help`` words for the front-end.
    public let helpTemplate: String
    /// The help, naming other parameters as the current front-end does (``ParameterNaming``).
    public var help: String { ParameterNaming.worded(helpTemplate) }
    public let kind: OptionKind
    /// Completions offer files for it.
    public let isFile: Bool
    /// The whole numbers allowed, for a number.
    public let range: ClosedRange<Int>?
    /// The value used when none is given, as help and the MCP schema show it.
    public let defaultText: String?
    /// An option (`.option` kind) that must be given: the parser refuses a command line without it, usage shows it
    /// without brackets, and help, completions, the man page and an MCP tool's schema say so.
    public let required: Bool
    /// How many times a positional argument may be given (`trend A B C`): more than 1 shows as `<movie>...`.
    public let most: Int

    public init(
        _ name: String, short: Character? = nil, value: String? = nil, choices: [String]? = nil, help: String,
        kind: OptionKind = .option, isFile: Bool = false, range: ClosedRange<Int>? = nil,
        defaultText: String? = nil, required: Bool = false, most: Int = 1, suggestions: [String]? = nil
    ) {
        self.name = name
        self.suggestions = suggestions
        self.short = short
        self.valueName = value
        self.choices = choices
        self.helpTemplate = help
        self.kind = kind
        self.isFile = isFile
        self.range = range
        self.defaultText = defaultText
        self.required = required && kind == .option
        self.most = most
    }

    public var takesValue: Bool { kind == .option }
    /// What completions offer for its value: its choices, else its suggestions.
    public var offered: [String]? { choices ?? suggestions }
    public var isPositional: Bool { if case .positional = kind { return true } else { return false } }

    /// The help line as help, completions, the man page and docs show it: a required option says so.
    public var helpLine: String { required ? help + " (required)" : help }

    /// The usage line's group: `-s 1..5` for a required option, `[-d DATE]` for the others.
    public var usageGroup: String { required || isPositional ? usageForm : "[\(usageForm)]" }

    /// `--date DATE`, `--layout list|grid`, `--details`.
    public var synopsis: String {
        switch kind {
        case .flag: return "--\(name)"
        case .option: return "--\(name) " + (choices?.joined(separator: "|") ?? valueName ?? "VALUE")
        case .positional: return placeholder
        }
    }

    /// The shortest spelling for a usage line: `-d DATE`, `--details`, `<movie>`.
    public var usageForm: String {
        switch kind {
        case .flag: return short.map { "-\($0)" } ?? "--\(name)"
        case .option:
            return (short.map { "-\($0)" } ?? "--\(name)") + " "
                + (choices?.joined(separator: "|") ?? valueName ?? "VALUE")
        case .positional(let required): return required ? placeholder : "[\(choices?.joined(separator: "|") ?? name)]"
        }
    }

    private var placeholder: String { choices?.joined(separator: "|") ?? "<\(name)>" + (most > 1 ? "..." : "") }
}

/// How an option's value is written: a flag, a value after the option, or a positional argument.
public enum OptionKind: Sendable, Equatable {
    case flag
    case option
    /// A positional argument; `required` ones are shown as `<name>`, the others as `[name]`.
    case positional(required: Bool)
}
