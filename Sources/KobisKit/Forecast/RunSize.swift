/// The size of a finished run by its own audience (its final total less what was counted before it), for the backtest's error by size (docs/forecast.md).
public enum RunSize: String, Sendable, CaseIterable {
    /// Under 1 million.
    case small
    /// 1 to 5 million.
    case medium
    /// 5 million and more.
    case large

    /// The size of a run whose own audience was `final`.
    public init(final: Int64) {
        self = final < 1_000_000 ? .small : final < 5_000_000 ? .medium : .large
    }

    /// The label people read.
    public var label: Label {
        switch self {
        case .small: .smallRun
        case .medium: .mediumRun
        case .large: .largeRun
        }
    }
}
