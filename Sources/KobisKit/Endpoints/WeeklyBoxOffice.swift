import Foundation

/// Which days a weekly ranking covers: `weekGb`.
public enum WeekKind: String, Sendable, Hashable, CaseIterable {
    /// Monday to Sunday.
    case week = "0"
    /// Friday to Sunday (KOBIS's default).
    case weekend = "1"
    /// Monday to Thursday.
    case weekdays = "2"
}

extension Endpoint where Model == DailyBoxOffice {
    /// `searchWeeklyBoxOfficeList`: the ranking for the period of kind `week` that contains `date`.
    /// Its rows have the daily shape; counts are totals for the period.
    public static func weekly(date: KobisDate, week: WeekKind = .weekend, filters: BoxOfficeFilters = .init()) -> Endpoint {
        let lastDay = date.adding(days: (7 - date.weekday) % 7)  // the Sunday that ends the period
        return Endpoint(request: RequestIdentity(service: "weekly", path: "boxoffice/searchWeeklyBoxOfficeList.json",
                                                 parameters: [.init("targetDt", date.compact), .init("weekGb", week.rawValue)]
                                                    + filters.parameters),
                        freshness: .ranking(lastDay: lastDay)) { data in
            try DecodingManager().ranking(from: data, date: date, rowLimit: filters.rowLimit)
        }
    }
}
