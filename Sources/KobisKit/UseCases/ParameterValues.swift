/// The values a front-end was given, looked up by declaration: the command line's parsed options, or an MCP
/// call's arguments.
public protocol ParameterValues {
    /// The value given for `declaration`, converted by it; nil when it was not given.
    func given<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value?
}

extension ParameterValues {
    /// The value given, or the declaration's default (nil for an option without one).
    public func value<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value? {
        try given(declaration) ?? declaration.defaultValue
    }

    /// A flag's value: false unless given.
    public func flag(_ declaration: OptionDeclaration<Bool>) throws -> Bool {
        try value(declaration) ?? false
    }
}
