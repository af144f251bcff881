/// One declared parameter of a use case, its type erased: the name, the JSON Schema and the check an MCP tool's
/// input uses, and the option spec the command line parses.
public struct Parameter: Sendable {
    public let spec: OptionSpec
    /// Its name as an MCP argument.
    public let name: String
    public let schema: JSONValue
    /// Converts and checks a JSON value exactly as the declaration does.
    public let check: @Sendable (JSONValue) throws -> Void
    /// Converts the command line's text exactly as the declaration does.
    public let parse: @Sendable (String) throws -> any Sendable

    public init<Value>(_ declaration: OptionDeclaration<Value>) {
        spec = declaration.spec
        name = declaration.mcpName
        schema = declaration.schema
        check = { _ = try declaration.value(json: $0) }
        parse = { try declaration.parse($0) }
    }
}
