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
        // Korean names the choices as a list to pick one from: `--year, --month 중 하나`.
        let choices = { (specs: [OptionSpec]) in specs.map(named).joined(separator: ", ") }
        switch self {
        case .needsOne(let specs, let what):
            let word = Self.korean(what)
            return Phrase.say(
                ko: "\(word)\(Self.particle(word, "이", "가")) 필요합니다: \(choices(specs)) 중 하나를 주세요",
                en: "needs one \(what): \(list(specs))")
        case .onlyOne(let specs, let what):
            let word = Self.korean(what)
            return Phrase.say(
                ko: "\(word)\(Self.particle(word, "은", "는")) 하나만 정할 수 있습니다: \(choices(specs)) 중 하나만 주세요",
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

    /// The particle that follows `word`: `after` a final consonant (기간이, 기간은), else `otherwise` (영화가, 영화는).
    static func particle(_ word: String, _ after: String, _ otherwise: String) -> String {
        guard let last = word.unicodeScalars.last, (0xAC00...0xD7A3).contains(last.value) else { return after }
        return (last.value - 0xAC00) % 28 == 0 ? otherwise : after
    }
}
