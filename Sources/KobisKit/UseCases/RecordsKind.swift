/// Which records `boxoffice records` lists (docs/archive.md defines each).
public enum RecordsKind: String, CaseIterable, Sendable {
    /// The biggest opening days: a film's audience on its release day.
    case opening
    /// The fewest days from release to a cumulative of 1, 5 or 10 million.
    case fastest1m = "fast-1m"
    case fastest5m = "fast-5m"
    case fastest10m = "fast-10m"
    /// The longest runs of consecutive days at number one.
    case numberOne = "number-one"
    /// The biggest audiences of one film on one day.
    case singleDay = "single-day"
    /// The most days in the daily top 10.
    case topTen = "top-ten"

    /// The cumulative a `fastest` kind counts to.
    public var milestone: Int64? {
        switch self {
        case .fastest1m: return 1_000_000
        case .fastest5m: return 5_000_000
        case .fastest10m: return 10_000_000
        default: return nil
        }
    }
}
