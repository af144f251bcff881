import Foundation

/// KOBIS's daily and weekly box office over the sample, in KOBIS's format. Every ranking is built from one set of
/// series (each film's audience per day and per region, from a few days before the sample's first day), the way
/// KOBIS builds its own, so the figures agree with each other:
///
/// - a ranking orders the films by audience (`audiCnt`; ties by code), at most 10, `itemPerPage` of them sent;
/// - `audiAcc` is the total up to the ranking's last day, so it grows by exactly each day's `audiCnt`;
/// - a week, weekend or weekdays ranking counts the sum of its days;
/// - `rankInten` and `audiInten` compare with the day (or the period) before, and `NEW` marks a film that was not
///   in that ranking; the sample's first day and periods compare with series days that are not served;
/// - a filtered ranking (`wideAreaCd`, `repNationCd`, `multiMovieYn`) is its own: the region's counts and totals,
///   ranked among the films that pass, compared with the same filtered ranking the day before.
///
/// Sales are the audience times the film's price; `salesShare` is a share of the region's (or the country's)
/// sales of every film that day. Days outside the sample get KOBIS's answer for a day without figures: an empty list.
struct DemoBoxOffice: Sendable {
    /// One film's series.
    struct Film: Sendable {
        let code: String
        let title: String
        /// As rankings send it: `yyyy-MM-dd`, or `" "` when KOBIS has no date.
        let openDate: String
        let price: Int64
        /// `K` or `F` (`repNationCd`).
        let nation: String
        /// `Y` for a diversity film, `N` for a commercial one (`multiMovieYn`).
        let category: String
        /// Audience per region, per day from ``DemoBoxOffice/from``: `regional[day][region]`.
        let regional: [[Int64]]
        /// Audience before ``DemoBoxOffice/from``, per region.
        let regionalBefore: [Int64]

        func count(day: Int, region: Int?) -> Int64 {
            guard regional.indices.contains(day) else { return 0 }
            return region.map { regional[day][$0] } ?? regional[day].reduce(0, +)
        }

        func before(region: Int?) -> Int64 {
            region.map { regionalBefore[$0] } ?? regionalBefore.reduce(0, +)
        }
    }

    /// Which films a ranking counts, and where.
    struct Scope: Hashable, Sendable {
        /// An index into the region list; nil for the whole country.
        var region: Int?
        var nation: String?
        var category: String?

        func admits(_ film: Film) -> Bool {
            (nation == nil || film.nation == nation) && (category == nil || film.category == category)
        }
    }

    let films: [Film]
    /// The first day of the series, a few days before the sample's first day.
    let from: KobisDate
    let first: KobisDate
    let last: KobisDate
    /// KOBIS's region codes (`0105001` …), in the order of the series' regional split.
    let regionCodes: [String]

    init(
        series: [String: [String: Any]], movies: [String: [String: Any]], from: KobisDate, first: KobisDate,
        last: KobisDate, regionCodes: [String]
    ) {
        self.from = from
        self.first = first
        self.last = last
        self.regionCodes = regionCodes
        films = series.keys.sorted().compactMap { code in
            guard let entry = series[code], let audience = entry["audience"] as? [Int],
                let weights = entry["regions"] as? [Int], weights.count == regionCodes.count
            else { return nil }
            let info = movies[code] ?? [:]
            let open = KobisDate((info["openDt"] as? String) ?? "")
            return Film(
                code: code, title: info["movieNm"] as? String ?? "", openDate: open?.iso ?? " ",
                price: Int64(entry["price"] as? Int ?? 10_500), nation: entry["nation"] as? String ?? "K",
                category: entry["multi"] as? String ?? "N",
                regional: audience.map { DemoBoxOffice.split(Int64($0), weights) },
                regionalBefore: DemoBoxOffice.split(Int64(entry["before"] as? Int ?? 0), weights))
        }
    }

    /// `total` split over the regions by `weights` (thousandths), largest remainders first: the parts add up to it.
    static func split(_ total: Int64, _ weights: [Int]) -> [Int64] {
        let sum = Int64(max(1, weights.reduce(0, +)))
        var parts = weights.map { total * Int64($0) / sum }
        let remainders = weights.indices.sorted { a, b in
            let ra = total * Int64(weights[a]) % sum
            let rb = total * Int64(weights[b]) % sum
            return ra != rb ? ra > rb : a < b
        }
        for index in remainders.prefix(Int(total - parts.reduce(0, +))) { parts[index] += 1 }
        return parts
    }

    // MARK: - Answers

    /// The answer to `searchDailyBoxOfficeList` for `day`.
    func daily(_ day: KobisDate, _ query: [String: String]) -> [String: Any] {
        let rows = (first...last).contains(day) ? self.rows(span: index(day)...index(day), step: 1, query) : []
        return [
            "boxOfficeResult": [
                "boxofficeType": "일별 박스오피스", "showRange": "\(day.compact)~\(day.compact)",
                "dailyBoxOfficeList": rows,
            ]
        ]
    }

    /// The answer to `searchWeeklyBoxOfficeList`: the period of `weekGb` (default the weekend) holding `day`.
    func weekly(_ day: KobisDate, _ query: [String: String]) -> [String: Any] {
        let kind = WeekKind(rawValue: query["weekGb"] ?? "") ?? .weekend
        let period = BoxOfficePeriod(kind: kind, containingWeekOf: day)
        let served = period.start >= first && period.end <= last
        let rows = served ? self.rows(span: index(period.start)...index(period.end), step: 7, query) : []
        let label = ["0": "주간 박스오피스", "1": "주말 박스오피스", "2": "주중 박스오피스"][kind.rawValue]!
        let week = period.isoWeek
        return [
            "boxOfficeResult": [
                "boxofficeType": label, "showRange": "\(period.start.compact)~\(period.end.compact)",
                "yearWeekTime": String(format: "%04d%02d", week.year, week.week), "weeklyBoxOfficeList": rows,
            ]
        ]
    }

    /// The filters of a request; nil when one names a region, nation or category KOBIS does not have.
    func scope(_ query: [String: String]) -> Scope? {
        var scope = Scope()
        if let code = query["wideAreaCd"], !code.isEmpty {
            guard let region = regionCodes.firstIndex(of: code) else { return nil }
            scope.region = region
        }
        if let nation = query["repNationCd"], !nation.isEmpty {
            guard ["K", "F"].contains(nation) else { return nil }
            scope.nation = nation
        }
        if let category = query["multiMovieYn"], !category.isEmpty {
            guard ["Y", "N"].contains(category) else { return nil }
            scope.category = category
        }
        return scope
    }

    // MARK: - Rankings

    func index(_ day: KobisDate) -> Int { day.daysSince(from) }

    /// The films of `scope` with an audience over `span`, best first, at most 10, with their audience.
    func ranking(_ span: ClosedRange<Int>, _ scope: Scope) -> [(film: Film, audience: Int64)] {
        let counted = films.filter(scope.admits).map { film in
            (film: film, audience: span.reduce(Int64(0)) { $0 + film.count(day: $1, region: scope.region) })
        }
        let ranked = counted.filter { $0.audience > 0 }.sorted { a, b in
            a.audience != b.audience ? a.audience > b.audience : a.film.code < b.film.code
        }
        return Array(ranked.prefix(10))
    }

    /// The rows of the ranking over `span`, compared with the span `step` days earlier, as KOBIS sends them.
    func rows(span: ClosedRange<Int>, step: Int, _ query: [String: String]) -> [[String: String]] {
        guard let scope = scope(query) else { return [] }
        let limit = min(10, max(1, Int(query["itemPerPage"] ?? "") ?? 10))
        let previous = (span.lowerBound - step)...(span.upperBound - step)
        var previousRank: [String: Int] = [:]
        for (rank, entry) in ranking(previous, scope).enumerated() { previousRank[entry.film.code] = rank + 1 }
        let region = scope.region
        func audience(_ film: Film, _ days: ClosedRange<Int>) -> Int64 {
            days.reduce(Int64(0)) { $0 + film.count(day: $1, region: region) }
        }
        let allSales = max(1, films.reduce(Int64(0)) { $0 + audience($1, span) * $1.price })
        return ranking(span, scope).prefix(limit).enumerated().map { offset, entry in
            let film = entry.film
            let rank = offset + 1
            let before = audience(film, previous)
            let total = film.before(region: region) + audience(film, 0...span.upperBound)
            let old = previousRank[film.code]
            let screens = span.map { DemoBoxOffice.screens(film.count(day: $0, region: region)) }.max() ?? 0
            let shows = span.reduce(Int64(0)) { $0 + DemoBoxOffice.shows(film.count(day: $1, region: region)) }
            let sales = entry.audience * film.price
            let change = DemoBoxOffice.change(entry.audience, from: before)
            return [
                "rnum": String(rank), "rank": String(rank), "rankInten": String(old.map { $0 - rank } ?? 0),
                "rankOldAndNew": old == nil ? "NEW" : "OLD", "movieCd": film.code, "movieNm": film.title,
                "openDt": film.openDate, "salesAmt": String(sales),
                "salesShare": DemoBoxOffice.percent(sales, of: allSales),
                "salesInten": String((entry.audience - before) * film.price), "salesChange": change,
                "salesAcc": String(total * film.price), "audiCnt": String(entry.audience),
                "audiInten": String(entry.audience - before), "audiChange": change, "audiAcc": String(total),
                "scrnCnt": String(screens), "showCnt": String(shows),
            ]
        }
    }

    /// Screens a film had on a day with this audience (about 60 a screen, at most 2,400: most of Korea's).
    static func screens(_ audience: Int64) -> Int64 { audience == 0 ? 0 : min(2_400, max(1, (audience + 59) / 60)) }

    /// Showings on a day with this audience (about 12 a showing).
    static func shows(_ audience: Int64) -> Int64 { audience == 0 ? 0 : max(1, (audience + 11) / 12) }

    /// A share in percent with one decimal, as KOBIS writes `salesShare`.
    static func percent(_ part: Int64, of whole: Int64) -> String {
        String(format: "%.1f", Double(part) * 100 / Double(whole))
    }

    /// The change in percent from `before`, one decimal; `100` when there was nothing before, as KOBIS sends it.
    static func change(_ now: Int64, from before: Int64) -> String {
        before == 0 ? "100" : String(format: "%.1f", Double(now - before) * 100 / Double(before))
    }
}
