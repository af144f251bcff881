import KobisKit

/// A command's parsed options as a use case reads them: each value found by its declaration's name among the
/// command's `@Opt` properties and their groups.
struct ParsedOptions: ParameterValues {
    private let values: [String: any ParsedOption]

    init(_ options: some OptionGroup) {
        var values: [String: any ParsedOption] = [:]
        ParsedOptions.collect(options, into: &values)
        self.values = values
    }

    private static func collect(_ group: Any, into values: inout [String: any ParsedOption]) {
        for child in Mirror(reflecting: group).children {
            if let option = child.value as? any ParsedOption {
                values[option.name] = values[option.name] ?? option
            } else if child.value is OptionGroup {
                collect(child.value, into: &values)
            }
        }
    }

    func given<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value? {
        guard let option = values[declaration.spec.name], option.isSet else { return nil }
        return option.value as? Value
    }
}

/// An `@Opt` as a use case reads it: its name, whether it was given, and its value.
protocol ParsedOption {
    var name: String { get }
    var isSet: Bool { get }
    var value: Any? { get }
}

extension Opt: ParsedOption {
    var name: String { spec.name }
    var value: Any? { isSet ? wrappedValue : nil }
}
