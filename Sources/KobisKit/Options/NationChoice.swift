/// `--nation`.
public enum NationChoice: String, CaseIterable, Sendable {
    case korean, foreign
    public var filter: NationFilter { self == .korean ? .korean : .foreign }
}
