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
                : specs.dropLast().map(named).joined(separator: ", ") + Phrase.say(ko: " 또는 ", en: " or ")
                    + (specs.last.map(named) ?? "")
        }
        switch self {
        case .needsOne(let specs, let what):
            return Phrase.say(
                ko: "\(Self.korean(what)) 하나를 주세요: \(list(specs))", en: "needs one \(what): \(list(specs))")
        case .onlyOne(let specs, let what):
            return Phrase.say(
                ko: "\(Self.korean(what)) 하나만 주세요: \(list(specs)) 중 둘 이상은 함께 쓸 수 없습니다",
                en: "takes one \(what): \(list(specs)), not more")
        case .goesWith(let option, let partner):
            return Phrase.say(
                ko: "\(named(option))에는 \(named(partner))도 필요합니다",
                en: "\(named(option)) goes with \(named(partner))")
        }
    }

    /// The Korean word for what is needed (`period`: 기간).
    private static func korean(_ what: String) -> String {
        let words = ["window": "기간", "list": "목록", "film": "영화", "pages": "쪽", "period": "기간", "ranking": "순위"]
        return words[what] ?? what
    }
}
