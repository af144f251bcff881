/// How an option's value is written: a flag, a value after the option, or a positional argument.
public enum OptionKind: Sendable, Equatable {
    case flag
    case option
    /// A positional argument; `required` ones are shown as `<name>`, the others as `[name]`.
    case positional(required: Bool)
}

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
    public let help: String
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
        defaultText: String? = nil, required: Bool = false, most: Int = 1
    ) {
        self.name = name
        self.short = short
        self.valueName = value
        self.choices = choices
        self.help = help
        self.kind = kind
        self.isFile = isFile
        self.range = range
        self.defaultText = defaultText
        self.required = required && kind == .option
        self.most = most
    }

    public var takesValue: Bool { kind == .option }
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

/// One option, declared once with its name, help, type, range and default. The command line parses it into
/// its typed value, and an MCP tool that shares it takes it as the argument `mcpName`, with a JSON Schema made
/// from the same declaration.
public struct OptionDeclaration<Value: Sendable>: Sendable {
    public let spec: OptionSpec
    /// The value when the option is not given.
    public let defaultValue: Value?
    /// The text form's converter; its error completes "option '--x' …".
    public let parse: @Sendable (String) throws -> Value
    /// How JSON carries it to an MCP tool.
    public let json: JSONKind

    /// The JSON type of an MCP argument: a list is an array of strings, as many as the spec's `range` allows.
    public enum JSONKind: Sendable {
        case string, integer, boolean, list
    }

    /// How a list argument's strings reach `parse`: joined by this character, which no typed text holds.
    public static var listSeparator: Character { "\u{1F}" }

    public init(
        _ spec: OptionSpec, default defaultValue: Value? = nil, json: JSONKind = .string,
        parse: @escaping @Sendable (String) throws -> Value
    ) {
        self.spec = spec
        self.defaultValue = defaultValue
        self.json = json
        self.parse = parse
    }

    /// The argument's name in an MCP tool: `per-page` becomes `per_page`.
    public var mcpName: String { spec.name.replacingOccurrences(of: "-", with: "_") }

    /// The MCP input schema of the argument: type, enum, range and default, from the declaration.
    public var schema: JSONValue {
        if json == .list {
            var members: [(String, JSONValue)] = [
                ("type", .string("array")), ("description", .string(spec.help)),
                ("items", .object([("type", .string("string"))])),
            ]
            if let range = spec.range {
                members += [("minItems", .int(Int64(range.lowerBound))), ("maxItems", .int(Int64(range.upperBound)))]
            }
            return .object(members)
        }
        var members: [(String, JSONValue)] = [
            ("type", .string(json == .integer ? "integer" : json == .boolean ? "boolean" : "string")),
            ("description", .string(spec.help)),
        ]
        if let choices = spec.choices { members.append(("enum", .array(choices.map(JSONValue.string)))) }
        if let range = spec.range {
            members += [("minimum", .int(Int64(range.lowerBound))), ("maximum", .int(Int64(range.upperBound)))]
        }
        if let text = spec.defaultText {
            switch json {
            case .integer: if let number = Int64(text) { members.append(("default", .int(number))) }
            case .boolean: members.append(("default", .bool(text == "true")))
            case .string: members.append(("default", .string(text)))
            case .list: break
            }
        }
        return .object(members)
    }

    /// The value an MCP argument carries: the same conversion and checks as the command line's text.
    public func value(json given: JSONValue) throws -> Value {
        let name = mcpName
        switch json {
        case .boolean:
            guard let flag = given.boolValue else { throw ConversionError("is true or false").named(name) }
            return try parse(flag ? "true" : "false")
        case .integer:
            guard let number = given.intValue else { throw ConversionError("is a whole number").named(name) }
            return try convert(String(number), name)
        case .list:
            guard case .array(let items) = given, !items.isEmpty else {
                throw ConversionError("is a list of strings").named(name)
            }
            let texts = items.compactMap(\.stringValue)
            guard texts.count == items.count, !texts.contains(where: { $0.contains(Self.listSeparator) }) else {
                throw ConversionError("is a list of strings").named(name)
            }
            return try convert(texts.joined(separator: String(Self.listSeparator)), name)
        case .string:
            guard let text = given.stringValue else { throw ConversionError("is a string").named(name) }
            if let choices = spec.choices, !choices.contains(text) {
                throw ConversionError(
                    "takes \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(text.prefix(40))'"
                ).named(name)
            }
            return try convert(text, name)
        }
    }

    private func convert(_ text: String, _ name: String) throws -> Value {
        do { return try parse(text) } catch let error as ConversionError { throw error.named(name) }
    }
}

/// Why an option's value could not be converted: completes "option '--x' …" (or "'x' …" for an MCP argument).
public struct ConversionError: Error, Sendable {
    public let reason: String
    /// The MCP argument it is about, once known.
    public var argument: String?

    public init(_ reason: String) { self.reason = reason }

    func named(_ name: String) -> ConversionError {
        var copy = self
        copy.argument = name
        return copy
    }

    /// `'limit' takes a whole number from 1 to 10, not 11`.
    public var toolMessage: String { "'\(argument ?? "?")' \(reason)" }
}
