import KobisKit

/// One argument of a tool: an option declaration, shared with the command line where it has the option, with
/// its JSON Schema made from that declaration.
struct MCPParameter: Sendable {
    let name: String
    let required: Bool
    let schema: JSONValue
    /// Converts and checks a given value exactly as the declaration does.
    let check: @Sendable (JSONValue) throws -> Void

    /// `required` defaults to the declaration's (a required option of the command line is required here too).
    init<Value>(_ declaration: OptionDeclaration<Value>, required: Bool? = nil, description: String? = nil) {
        self.init(Parameter(declaration, required: required), description: description)
    }

    /// A use case's parameter, worded for this tool by `description` when given (an empty one: none, where the
    /// name and its values say it all).
    init(_ parameter: Parameter, description: String? = nil) {
        name = parameter.name
        required = parameter.required
        var members = parameter.schema.members ?? []
        if let description, let index = members.firstIndex(where: { $0.0 == "description" }) {
            if description.isEmpty { members.remove(at: index) } else { members[index].1 = .string(description) }
        }
        // A flag is off unless given, and an enum's values are its type: saying so only lengthens the listing.
        members.removeAll { $0.0 == "default" && $0.1 == .bool(false) }
        if members.contains(where: { $0.0 == "enum" }) {
            members.removeAll { $0.0 == "type" && $0.1 == .string("string") }
        }
        schema = .object(members)
        check = parameter.check
    }
}

/// A call's arguments, checked against the tool's parameters: unknown names and wrong types are tool errors.
struct MCPArguments: Sendable {
    let values: [(String, JSONValue)]

    init(_ value: JSONValue, tool: MCPTool) throws {
        values = value.members ?? []
        for (name, _) in values where !tool.parameters.contains(where: { $0.name == name }) {
            let names = tool.parameters.map(\.name).joined(separator: ", ")
            throw ToolArgumentError(
                Phrase.say(
                    ko: "\(tool.name)에는 '\(name.prefix(40))' 인자가 없습니다: \(names) 중에서 주세요",
                    en: "\(tool.name) has no argument '\(name.prefix(40))': it takes \(names)"))
        }
        for parameter in tool.parameters where parameter.required && value[parameter.name].map({ $0.isNull }) != false {
            throw ToolArgumentError(
                Phrase.say(
                    ko: "\(tool.name)에는 '\(parameter.name)' 인자가 꼭 필요합니다",
                    en: "\(tool.name) needs '\(parameter.name)'"))
        }
        for parameter in tool.parameters {
            guard let given = value[parameter.name], !given.isNull else { continue }
            do { try parameter.check(given) } catch let error as ConversionError {
                throw ToolArgumentError(error.toolMessage)
            }
        }
    }

    /// The argument's value, converted by its declaration; nil when it was not given.
    func optional<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value? {
        guard let given = values.first(where: { $0.0 == declaration.mcpName })?.1, !given.isNull else { return nil }
        do { return try declaration.value(json: given) } catch let error as ConversionError {
            throw ToolArgumentError(error.toolMessage)
        }
    }

    /// The argument's value, or the declaration's default.
    func value<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value {
        guard let value = try optional(declaration) ?? declaration.defaultValue else {
            throw ToolArgumentError(
                Phrase.say(ko: "'\(declaration.mcpName)' 인자가 꼭 필요합니다", en: "needs '\(declaration.mcpName)'"))
        }
        return value
    }

    /// A day, resolving 'yesterday' with the service's clock.
    func day(_ declaration: OptionDeclaration<DateArgument>, _ service: KobisService) throws -> KobisDate? {
        try optional(declaration).map { $0.resolved(latest: service.latestDay) }
    }
}

extension MCPArguments: ParameterValues {
    func given<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value? { try optional(declaration) }
}
