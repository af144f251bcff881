import KobisKit

extension OptionSpec {
    /// The help as the command line says it, other parameters named as flags (`--to`), wherever it is rendered.
    var flagHelp: String { ParameterNaming.$current.withValue(.flag) { help } }

    /// ``flagHelp`` with "(required)" for a required option.
    var flagHelpLine: String { ParameterNaming.$current.withValue(.flag) { helpLine } }
}
