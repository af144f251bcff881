import Foundation

/// A calendar month, as `--month 2023-08` gives it.
public struct CalendarMonth: Sendable, Equatable {
    public let year: Int
    public let month: Int

    public init?(year: Int, month: Int) {
        guard (2003...2100).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// `2023-08`, `202308` or `2023.08`.
    @Sendable public static func parse(_ text: String) throws -> CalendarMonth {
        let digits = text.trimmingCharacters(in: .whitespaces).filter { $0 != "-" && $0 != "." }
        guard digits.count == 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let month = CalendarMonth(year: Int(digits.prefix(4))!, month: Int(digits.suffix(2))!)
        else {
            throw ConversionError(
                Phrase.say(
                    ko: "'\(text.prefix(40))' 대신 2023-08처럼 연월을 주세요",
                    en: "takes a month such as 2023-08, not '\(text.prefix(40))'"))
        }
        return month
    }

    public var first: KobisDate { KobisDate(year: year, month: month, day: 1)! }
    public var last: KobisDate {
        (month == 12 ? KobisDate(year: year + 1, month: 1, day: 1)! : KobisDate(year: year, month: month + 1, day: 1)!)
            .adding(days: -1)
    }
}
