import KobisKit

/// A command's parsed options as a use case reads them: each value the command line gave, found by its
/// declaration's name among the options the command declared (its own, its groups', its use case's).
struct ParsedOptions: ParameterValues {
    private let declared: OptionCollector?

    init(_ options: some CommandOptions) {
        declared = options.general.declared
    }

    func given<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value? {
        declared?.given(declaration.spec.name) as? Value
    }
}
