/// The shape of a finished run, for the backtest's error by shape (docs/forecast.md): its second week's audience
/// (D+8 to D+14) against its first's (D+1 to D+7), days out of the top 10 counting nothing.
public enum RunShape: String, Sendable, CaseIterable {
    /// The second week sold less than 40% of the first: a run that opened on its rush and faded.
    case frontLoaded
    /// Between: the usual decay.
    case steady
    /// The second week sold at least 90% of the first: word of mouth carried it.
    case sleeper

    /// The shape of `run`.
    public init(_ run: ForecastRun) {
        let first = run.audience(from: 1, through: 7)
        let second = run.audience(from: 8, through: 14)
        let ratio = first > 0 ? Double(second) / Double(first) : 0
        self = ratio < 0.4 ? .frontLoaded : ratio >= 0.9 ? .sleeper : .steady
    }

    /// The label people read.
    public var label: Label {
        switch self {
        case .frontLoaded: .frontLoadedRun
        case .steady: .steadyRun
        case .sleeper: .sleeperRun
        }
    }
}
