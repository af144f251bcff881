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
            guard let flag = given.boolValue else {
                throw ConversionError(
                    Phrase.say(
                        ko: "true나 false여야 합니다",
                        en: "is true or false")
                ).named(name)
            }
            return try parse(flag ? "true" : "false")
        case .integer:
            guard let number = given.intValue else {
                throw ConversionError(
                    Phrase.say(
                        ko: "정수여야 합니다",
                        en: "is a whole number")
                ).named(name)
            }
            return try convert(String(number), name)
        case .list:
            guard case .array(let items) = given, !items.isEmpty else {
                throw ConversionError(
                    Phrase.say(
                        ko: "문자열 목록이어야 합니다",
                        en: "is a list of strings")
                ).named(name)
            }
            let texts = items.compactMap(\.stringValue)
            guard texts.count == items.count, !texts.contains(where: { $0.contains(Self.listSeparator) }) else {
                throw ConversionError(
                    Phrase.say(
                        ko: "문자열 목록이어야 합니다",
                        en: "is a list of strings")
                ).named(name)
            }
            return try convert(texts.joined(separator: String(Self.listSeparator)), name)
        case .string:
            guard let text = given.stringValue else {
                throw ConversionError(
                    Phrase.say(
                        ko: "문자열이어야 합니다",
                        en: "is a string")
                ).named(name)
            }
            if let choices = spec.choices, !choices.contains(text) {
                throw ConversionError(
                    Phrase.say(
                        ko: "'\(text.prefix(40))' 대신 \(choices.map { "'\($0)'" }.joined(separator: ", ")) 중 하나를 주세요",
                        en: "takes \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(text.prefix(40))'")
                ).named(name)
            }
            return try convert(text, name)
        }
    }

    private func convert(_ text: String, _ name: String) throws -> Value {
        do { return try parse(text) } catch let error as ConversionError { throw error.named(name) }
    }
}
