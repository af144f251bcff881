/// Parameters that do not go together, found by a use case before anything is sent. It names the declarations at
/// fault; each front-end words it (the command line as flags, an MCP tool as arguments).
public enum ParameterProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// None of these was given, and one is needed: each gives `what` (`period`).
    case needsOne(of: [OptionSpec], what: String)
    /// More than one of these was given, and they exclude each other.
    case onlyOne(of: [OptionSpec], what: String)
    /// `option` was given without `partner`, which it needs.
    case goesWith(OptionSpec, partner: OptionSpec)

    /// The one sentence for the problem, naming the parameters as the front-end at work does (``ParameterNaming``:
    /// `--year` on the command line, `'year'` to an MCP client).
    public var description: String {
        func named(_ spec: OptionSpec) -> String {
            spec.isPositional && ParameterNaming.current == .flag ? "<\(spec.name)>" : ParameterNaming.named(spec.name)
        }
        func list(_ specs: [OptionSpec]) -> String {
            specs.count < 2
                ? specs.map(named).joined()
                : specs.dropLast().map(named).joined(separator: ", ") + " or " + (specs.last.map(named) ?? "")
        }
        switch self {
        case .needsOne(let specs, let what): return "needs one \(what): \(list(specs))"
        case .onlyOne(let specs, let what): return "takes one \(what): \(list(specs)), not more"
        case .goesWith(let option, let partner): return "\(named(option)) goes with \(named(partner))"
        }
    }
}
