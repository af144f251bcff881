import KobisKit

/// The parameters of a use case as a command's options: each one the command does not declare itself becomes an
/// option here, parsed by its declaration, so a parameter added to the use case reaches the command line (usage,
/// help, completions, the man page) with no change to the command.
struct UseCaseOptions<Case: UseCase>: OptionGroup {
    private let boxes: [(parameter: Parameter, box: OptionBox<any Sendable>)]

    init() {
        boxes = Case.parameters.map { ($0, OptionBox<any Sendable>(nil)) }
    }

    var bindings: [BoundOption] {
        boxes.map { parameter, box in
            let parse = parameter.parse
            return BoundOption(
                spec: parameter.spec,
                apply: { text in
                    box.value = try parse(text)
                    box.isSet = true
                }, accepts: { text in (try? parse(text)) != nil })
        }
    }

    /// The value given for `name`, if it was given here.
    func given(_ name: String) -> (any Sendable)? {
        boxes.first { $0.parameter.spec.name == name && $0.box.isSet }?.box.value
    }
}
