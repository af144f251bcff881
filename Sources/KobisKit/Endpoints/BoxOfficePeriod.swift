import Foundation

/// The days a weekly ranking covers, in the ISO week (Monday to Sunday) of a day.
public struct BoxOfficePeriod: Hashable, Sendable {
    public let kind: WeekKind
    public let start: KobisDate
    public let end: KobisDate

    /// The period of `kind` in the ISO week of `day`: Monday–Sunday, Friday–Sunday or Monday–Thursday.
    public init(kind: WeekKind, containingWeekOf day: KobisDate) {
        let monday = day.adding(days: -((day.weekday + 6) % 7))
        self.kind = kind
        switch kind {
        case .week: (start, end) = (monday, monday.adding(days: 6))
        case .weekend: (start, end) = (monday.adding(days: 4), monday.adding(days: 6))
        case .weekdays: (start, end) = (monday, monday.adding(days: 3))
        }
    }

    /// The last period of `kind` that has ended by `latest` (yesterday in Korea): its last day is `latest` or earlier.
    public static func lastComplete(_ kind: WeekKind, upTo latest: KobisDate) -> BoxOfficePeriod {
        let here = BoxOfficePeriod(kind: kind, containingWeekOf: latest)
        return here.end <= latest ? here : BoxOfficePeriod(kind: kind, containingWeekOf: latest.adding(days: -7))
    }

    /// ISO 8601 week-numbering year and week: (2024, 1) for 2024-01-01.
    public var isoWeek: (year: Int, week: Int) {
        let thursday = start.adding(days: 3 - (start.weekday + 6) % 7)
        let firstOfYear = KobisDate(year: thursday.year, month: 1, day: 1)!
        return (thursday.year, (thursday.daysSinceEpoch - firstOfYear.daysSinceEpoch) / 7 + 1)
    }
}

/// Which days a weekly ranking covers: `weekGb`.
public enum WeekKind: String, Sendable, Hashable, CaseIterable {
    /// Monday to Sunday.
    case week = "0"
    /// Friday to Sunday (KOBIS's default).
    case weekend = "1"
    /// Monday to Thursday.
    case weekdays = "2"
}
