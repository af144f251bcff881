import Foundation

/// A calendar day as KOBIS counts days: a date in Korea (Asia/Seoul), with no time of day.
public struct KobisDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Korea's zone, for callers that want a `TimeZone`. Day arithmetic here does not need it: Korea has kept
    /// UTC+9 without daylight saving since 1988, so instants after that map to Korean days by a fixed offset,
    /// which spares every run the cost of loading time-zone data.
    public static let koreaTimeZone: TimeZone =
        TimeZone(identifier: "Asia/Seoul") ?? TimeZone(secondsFromGMT: koreaOffset)!

    /// Korea Standard Time, UTC+9.
    public static let koreaOffset = 9 * 3600

    /// Returns nil unless the three numbers name a real Gregorian day.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...KobisDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The Korean day that contains `instant`.
    public init(containing instant: Date) {
        let seconds = Int((instant.timeIntervalSince1970).rounded(.down)) + KobisDate.koreaOffset
        let days = seconds >= 0 ? seconds / 86400 : (seconds - 86399) / 86400
        self.init(daysSinceEpoch: days)
    }

    /// The day `days` after 1970-01-01 (proleptic Gregorian; Howard Hinnant's civil-from-days).
    init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (days-from-civil).
    var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Parses `yyyymmdd` or `yyyy-mm-dd` (the forms KOBIS sends and users type). Blank or malformed text gives nil.
    public init?(_ text: String) {
        // The forms as KOBIS sends them are read from the bytes: Foundation's trim costs more than a row's decoding.
        if let plain = KobisDate.plainFields(text.utf8) {
            self.init(year: plain.year, month: plain.month, day: plain.day)
            return
        }
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
            let day = Int(digits.suffix(2))
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `yyyyMMdd` or `yyyy-MM-dd` exactly (no spaces) as numbers, unchecked; nil for any other text.
    private static func plainFields(_ utf8: String.UTF8View) -> (year: Int, month: Int, day: Int)? {
        let dashed = utf8.count == 10
        guard dashed || utf8.count == 8 else { return nil }
        var year = 0
        var month = 0
        var day = 0
        for (position, byte) in utf8.enumerated() {
            if dashed && (position == 4 || position == 7) {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            if position < 4 {
                year = year * 10 + digit
            } else if position < (dashed ? 7 : 6) {
                month = month * 10 + digit
            } else {
                day = day * 10 + digit
            }
        }
        return (year, month, day)
    }

    /// A date as people type it: a day, or a count of days before today in Korea.
    public enum Typed: Hashable, Sendable {
        case day(KobisDate)
        /// `-7`: seven days before today in Korea; `yesterday` and `-1` are `daysAgo(1)`.
        case daysAgo(Int)

        /// The day meant, when today in Korea is `today`.
        public func resolved(today: KobisDate) -> KobisDate {
            switch self {
            case .day(let day): return day
            case .daysAgo(let count): return today.adding(days: -count)
            }
        }
    }

    /// The forms ``parse(_:)`` reads, for messages and help.
    public static let typedForms = "yyyymmdd, yyyy-mm-dd, yyyy.mm.dd, 'yesterday' or -N for N days ago"

    /// ``typedForms`` in the language chosen, for a message.
    public static var typedFormsSaid: String {
        Phrase.say(
            ko: "yyyymmdd, yyyy-mm-dd, yyyy.mm.dd, 'yesterday', N일 전이면 -N",
            en: "yyyymmdd, yyyy-mm-dd, yyyy.mm.dd, 'yesterday' or -N for N days ago")
    }

    /// The most days back `-N` may reach: a century.
    public static let maximumDaysAgo = 36_500

    /// Reads a date as people type it: `yyyymmdd`, `yyyy-mm-dd`, `yyyy.mm.dd` (as Korean sites write dates,
    /// also `2023.8.5` and `2023. 8. 5.`), `yesterday`, or `-N` for N days before today in Korea. Nil for
    /// anything else, a day that does not exist included.
    public static func parse(_ text: String) -> Typed? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "yesterday" { return .daysAgo(1) }
        if trimmed.hasPrefix("-"), trimmed.count > 1, trimmed.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard let count = Int(trimmed.dropFirst()), count <= maximumDaysAgo else { return nil }
            return .daysAgo(count)
        }
        if trimmed.contains(".") {
            var parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.last == "" { parts.removeLast() }
            guard parts.count == 3, parts[0].count == 4,
                (1...2).contains(parts[1].count), (1...2).contains(parts[2].count),
                parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
                let date = KobisDate(year: year, month: month, day: day)
            else { return nil }
            return .day(date)
        }
        return KobisDate(trimmed).map(Typed.day)
    }

    /// The day `text` names when today in Korea is `today` (see ``parse(_:)``); nil when it names none.
    public static func parse(_ text: String, today: KobisDate) -> KobisDate? {
        parse(text)?.resolved(today: today)
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
    public var compact: String { digits(separator: nil) }
    /// `yyyy-mm-dd` (ISO 8601), the form the JSON output uses.
    public var iso: String { digits(separator: UInt8(ascii: "-")) }

    /// Zero-padded digits without `String(format:)`, which is slow on Linux and these are written for every row.
    private func digits(separator: UInt8?) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(10)
        func append(_ value: Int, width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor % 10))
                rest %= divisor
                divisor /= 10
            }
        }
        append(year, width: 4)
        if let separator { bytes.append(separator) }
        append(month, width: 2)
        if let separator { bytes.append(separator) }
        append(day, width: 2)
        return String(decoding: bytes, as: UTF8.self)
    }
    public var description: String { iso }

    /// Midnight at the start of this day, Korea time.
    public var startInKorea: Date {
        Date(timeIntervalSince1970: TimeInterval(daysSinceEpoch * 86400 - KobisDate.koreaOffset))
    }

    /// Days from `other` to this day (negative when this day is earlier).
    public func daysSince(_ other: KobisDate) -> Int { daysSinceEpoch - other.daysSinceEpoch }

    public func adding(days: Int) -> KobisDate {
        KobisDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// 0 = Sunday … 6 = Saturday.
    public var weekday: Int {
        let value = (daysSinceEpoch + 4) % 7  // 1970-01-01 was a Thursday
        return value < 0 ? value + 7 : value
    }

    /// The Korean one-letter weekday name (일, 월, 화 …).
    public var koreanWeekday: String { Label.weekdays[weekday].ko }

    /// The most recent day KOBIS has figures for: yesterday in Korea.
    public static func latestAvailable(now: Date) -> KobisDate {
        KobisDate(containing: now).adding(days: -1)
    }

    public static func < (lhs: KobisDate, rhs: KobisDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

/// Instants written in Korea time.
public enum KoreaTime {
    /// ISO 8601 with the `+09:00` offset: `2026-11-22T07:30:00+09:00`.
    public static func iso8601(_ instant: Date) -> String {
        let (day, seconds) = split(instant)
        return day.iso + "T" + String(format: "%02d:%02d:%02d+09:00", seconds / 3600, seconds / 60 % 60, seconds % 60)
    }

    /// `2026-11-23 00:00 KST`, for messages.
    public static func display(_ instant: Date) -> String {
        let (day, seconds) = split(instant)
        return day.iso + " " + String(format: "%02d:%02d KST", seconds / 3600, seconds / 60 % 60)
    }

    private static func split(_ instant: Date) -> (KobisDate, Int) {
        let day = KobisDate(containing: instant)
        let seconds = Int(instant.timeIntervalSince(day.startInKorea).rounded(.down))
        return (day, min(max(seconds, 0), 86399))
    }
}
