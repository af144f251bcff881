/// Parameters that do not go together, found by a use case before anything is sent. It names the declarations at
/// fault; each front-end words it (the command line as flags, an MCP tool as arguments).
public enum ParameterProblem: Error, Equatable, Sendable {
    /// None of these was given, and one is needed: each gives `what` (`period`).
    case needsOne(of: [OptionSpec], what: String)
    /// More than one of these was given, and they exclude each other.
    case onlyOne(of: [OptionSpec], what: String)
    /// `option` was given without `partner`, which it needs.
    case goesWith(OptionSpec, partner: OptionSpec)
}
