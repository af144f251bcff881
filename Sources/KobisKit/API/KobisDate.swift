import Foundation

/// A calendar day as KOBIS counts days: a date in Korea (Asia/Seoul), with no time of day.
public struct KobisDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Korea's zone. Korea has kept UTC+9 without daylight saving since 1988, so the fixed offset is a safe fallback.
    public static let koreaTimeZone: TimeZone =
        TimeZone(identifier: "Asia/Seoul") ?? TimeZone(secondsFromGMT: 9 * 3600)!

    static let koreaCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = koreaTimeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    /// Returns nil unless the three numbers name a real Gregorian day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...KobisDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The Korean day that contains `instant`.
    public init(containing instant: Date) {
        let parts = KobisDate.koreaCalendar.dateComponents([.year, .month, .day], from: instant)
        self.year = parts.year!
        self.month = parts.month!
        self.day = parts.day!
    }

    /// Parses `yyyymmdd` or `yyyy-mm-dd` (the forms KOBIS sends and users type). Blank or malformed text gives nil.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits: Substring
        let bytes = Array(trimmed.utf8)
        if bytes.count == 8 {
            digits = Substring(trimmed)
        } else if bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") {
            digits = Substring(trimmed.replacingOccurrences(of: "-", with: ""))
        } else {
            return nil
        }
        guard digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
              let year = Int(digits.prefix(4)),
              let month = Int(digits.dropFirst(4).prefix(2)),
              let day = Int(digits.suffix(2)) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `yyyymmdd`, the form KOBIS takes as `targetDt`.
    public var compact: String { String(format: "%04d%02d%02d", year, month, day) }
    /// `yyyy-mm-dd` (ISO 8601), the form the JSON output uses.
    public var iso: String { String(format: "%04d-%02d-%02d", year, month, day) }
    public var description: String { iso }

    /// Midnight at the start of this day, Korea time.
    public var startInKorea: Date {
        KobisDate.koreaCalendar.date(from: DateComponents(year: year, month: month, day: day))!
    }

    public func adding(days: Int) -> KobisDate {
        let shifted = KobisDate.koreaCalendar.date(byAdding: .day, value: days, to: startInKorea.addingTimeInterval(12 * 3600))!
        return KobisDate(containing: shifted)
    }

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int {
        KobisDate.koreaCalendar.component(.weekday, from: startInKorea.addingTimeInterval(12 * 3600)) - 1
    }

    /// The Korean one-letter weekday name (일, 월, 화 …).
    public var koreanWeekday: String { ["일", "월", "화", "수", "목", "금", "토"][weekday] }

    /// The most recent day KOBIS has figures for: yesterday in Korea.
    public static func latestAvailable(now: Date) -> KobisDate {
        KobisDate(containing: now).adding(days: -1)
    }

    public static func < (lhs: KobisDate, rhs: KobisDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
