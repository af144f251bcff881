import Foundation

/// Korea's public holidays as a calendar gives them, known ahead of any day: the fixed ones (New Year's Day,
/// 삼일절, Children's Day, Memorial Day, 광복절, 개천절, 한글날, Christmas) and the lunar ones from a table
/// of dates (설날 and 추석 with the days either side, 석가탄신일), 2004-2030. A fact of the calendar, not of
/// any film.
enum KoreanHolidays {
    /// 설날 (the lunar new year's day), by year.
    static let seollal: [Int: (Int, Int)] = [
        2004: (1, 22), 2005: (2, 9), 2006: (1, 29), 2007: (2, 18), 2008: (2, 7), 2009: (1, 26), 2010: (2, 14),
        2011: (2, 3), 2012: (1, 23), 2013: (2, 10), 2014: (1, 31), 2015: (2, 19), 2016: (2, 8), 2017: (1, 28),
        2018: (2, 16), 2019: (2, 5), 2020: (1, 25), 2021: (2, 12), 2022: (2, 1), 2023: (1, 22), 2024: (2, 10),
        2025: (1, 29), 2026: (2, 17), 2027: (2, 7), 2028: (1, 27), 2029: (2, 13), 2030: (2, 3),
    ]
    /// 추석 (the 15th day of the 8th lunar month), by year.
    static let chuseok: [Int: (Int, Int)] = [
        2004: (9, 28), 2005: (9, 18), 2006: (10, 6), 2007: (9, 25), 2008: (9, 14), 2009: (10, 3), 2010: (9, 22),
        2011: (9, 12), 2012: (9, 30), 2013: (9, 19), 2014: (9, 8), 2015: (9, 27), 2016: (9, 15), 2017: (10, 4),
        2018: (9, 24), 2019: (9, 13), 2020: (10, 1), 2021: (9, 21), 2022: (9, 10), 2023: (9, 29), 2024: (9, 17),
        2025: (10, 6), 2026: (9, 25), 2027: (9, 15), 2028: (10, 3), 2029: (9, 22), 2030: (9, 12),
    ]
    /// 석가탄신일 (the 8th day of the 4th lunar month), by year.
    static let buddha: [Int: (Int, Int)] = [
        2004: (5, 26), 2005: (5, 15), 2006: (5, 5), 2007: (5, 24), 2008: (5, 12), 2009: (5, 2), 2010: (5, 21),
        2011: (5, 10), 2012: (5, 28), 2013: (5, 17), 2014: (5, 6), 2015: (5, 25), 2016: (5, 14), 2017: (5, 3),
        2018: (5, 22), 2019: (5, 12), 2020: (4, 30), 2021: (5, 19), 2022: (5, 8), 2023: (5, 27), 2024: (5, 15),
        2025: (5, 5), 2026: (5, 24), 2027: (5, 13), 2028: (5, 2), 2029: (5, 20), 2030: (5, 9),
    ]
    /// The fixed holidays, as month × 100 + day.
    static let fixed: Set<Int> = [101, 301, 505, 606, 815, 1003, 1009, 1225]

    /// The holidays of the years held in the table, as day numbers.
    static let days: Set<Int> = {
        var days: Set<Int> = []
        for year in 2004...2030 {
            for day in fixed {
                guard let date = KobisDate(year: year, month: day / 100, day: day % 100) else { continue }
                days.insert(date.daysSinceEpoch)
            }
            for (table, around) in [(seollal, -1...1), (chuseok, -1...1), (buddha, 0...0)] {
                guard let (month, day) = table[year], let date = KobisDate(year: year, month: month, day: day) else {
                    continue
                }
                for offset in around { days.insert(date.daysSinceEpoch + offset) }
            }
        }
        return days
    }()

    /// A public holiday (beyond 2030 the fixed ones only).
    static func contains(_ date: KobisDate) -> Bool { days.contains(date.daysSinceEpoch) }

    /// The holidays from `date` on for `count` days.
    static func count(from date: KobisDate, days count: Int) -> Int {
        (0..<count).filter { days.contains(date.daysSinceEpoch + $0) }.count
    }
}
