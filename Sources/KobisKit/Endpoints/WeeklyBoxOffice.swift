import Foundation

extension Endpoint where Model == DailyBoxOffice {
    /// `searchWeeklyBoxOfficeList`: the ranking for the period of kind `week` in the ISO week of `date`.
    /// `targetDt` is sent as the period's last day, so every day of the week asks the same question.
    /// Its rows have the daily shape; counts are totals for the period.
    public static func weekly(
        date: KobisDate, week: WeekKind = .weekend, filters: BoxOfficeFilters = .init()
    ) -> Endpoint {
        let period = BoxOfficePeriod(kind: week, containingWeekOf: date)
        let lastDay = period.end
        let date = period.end
        return Endpoint(
            request: RequestIdentity(
                service: "weekly", path: "boxoffice/searchWeeklyBoxOfficeList.json",
                parameters: [.init("targetDt", date.compact), .init("weekGb", week.rawValue)]
                    + filters.parameters),
            freshness: .ranking(lastDay: lastDay),
            freshnessOf: Freshness.rankingRule(lastDay: lastDay)
        ) { data in
            try DecodingManager().ranking(from: data, date: date, rowLimit: filters.rowLimit)
        }
    }
}
