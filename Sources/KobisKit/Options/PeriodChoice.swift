/// `--period` of a weekly ranking.
public enum PeriodChoice: String, CaseIterable, Sendable {
    case week, weekend, weekdays
    public var kind: WeekKind {
        switch self {
        case .week: return .week
        case .weekend: return .weekend
        case .weekdays: return .weekdays
        }
    }
}
