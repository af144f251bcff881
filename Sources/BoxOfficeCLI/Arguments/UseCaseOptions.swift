import KobisKit

/// The parameters of a use case as a command's options: each one the command does not declare itself becomes an
/// option here, parsed by its declaration, so a parameter added to the use case reaches the command line (usage,
/// help, completions, the man page) with no change to the command. Put it after the command's own options.
struct UseCaseOptions<Case: UseCase>: OptionGroup {
    init() {
        for parameter in Case.parameters {
            let box = OptionBox<any Sendable>(nil)
            let parse = parameter.parse
            OptionCollector.record(
                BoundOption(
                    spec: parameter.spec,
                    apply: { text in
                        box.value = try parse(text)
                        box.isSet = true
                    }, accepts: { text in (try? parse(text)) != nil }, value: { box.value }, isSet: { box.isSet }))
        }
    }
}
