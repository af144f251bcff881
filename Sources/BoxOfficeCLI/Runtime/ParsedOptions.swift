import KobisKit

/// A command's parsed options as a use case reads them: each value found by its declaration's name among the
/// command's `@Opt` properties and their groups.
struct ParsedOptions: ParameterValues {
    private var values: [String: any ParsedOption] = [:]
    private var extra: [any ParsedParameters] = []

    init(_ options: some OptionGroup) {
        collect(options)
    }

    private mutating func collect(_ group: Any) {
        for child in Mirror(reflecting: group).children {
            if let option = child.value as? any ParsedOption {
                values[option.name] = values[option.name] ?? option
            } else if let parameters = child.value as? any ParsedParameters {
                extra.append(parameters)
            } else if child.value is OptionGroup {
                collect(child.value)
            }
        }
    }

    func given<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value? {
        let name = declaration.spec.name
        if let option = values[name] { return option.isSet ? option.value as? Value : nil }
        return extra.lazy.compactMap { $0.given(name) as? Value }.first
    }
}

extension Opt: ParsedOption {
    var name: String { spec.name }
    var value: Any? { isSet ? wrappedValue : nil }
}

extension UseCaseOptions: ParsedParameters {}
