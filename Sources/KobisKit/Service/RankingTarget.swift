import Foundation

/// Which ranking: one day, or one weekly period.
public enum RankingTarget: Sendable, Hashable {
    case day(KobisDate)
    case period(BoxOfficePeriod)

    /// `2024-01-15`, or `2024-01-12~2024-01-14`.
    public var label: String {
        switch self {
        case .day(let day): return day.iso
        case .period(let period): return "\(period.start.iso)~\(period.end.iso)"
        }
    }

    /// What a Korean dry run calls it: `2024-01-15 일별 순위`, `2024-01-12~2024-01-14 순위`.
    var koreanName: String { "\(label) \(koreanKind)" }

    /// `일별 순위` for a day, `순위` for a period.
    var koreanKind: String {
        switch self {
        case .day: return "일별 순위"
        case .period: return "순위"
        }
    }

    /// Its first day.
    public var start: KobisDate {
        switch self {
        case .day(let day): return day
        case .period(let period): return period.start
        }
    }

    /// Its last day.
    public var end: KobisDate {
        switch self {
        case .day(let day): return day
        case .period(let period): return period.end
        }
    }
}
