/// One declared parameter of a use case, its type erased: the name, the JSON Schema and the check an MCP tool's
/// input uses, and the option spec the command line parses.
public struct Parameter: Sendable {
    public let spec: OptionSpec
    /// Its name as an MCP argument.
    public let name: String
    /// Whether a call must give it (the command line may give it another way, as `--from` is checked there).
    public let required: Bool
    /// Its JSON Schema, made when asked (the command line never asks).
    public var schema: JSONValue { makeSchema() }
    private let makeSchema: @Sendable () -> JSONValue
    /// Converts and checks a JSON value exactly as the declaration does.
    public let check: @Sendable (JSONValue) throws -> Void
    /// Converts the command line's text exactly as the declaration does.
    public let parse: @Sendable (String) throws -> any Sendable

    public init<Value>(_ declaration: OptionDeclaration<Value>, required: Bool? = nil) {
        spec = declaration.spec
        name = declaration.mcpName
        self.required = required ?? declaration.spec.required
        makeSchema = { declaration.schema }
        check = { _ = try declaration.value(json: $0) }
        parse = { try declaration.parse($0) }
    }
}
