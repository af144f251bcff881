/// `--date` and its kin before the clock is consulted.
public enum DateArgument: Sendable, Equatable {
    case yesterday
    case day(KobisDate)
    /// `-N`, N days before today in Korea (`-1` is ``yesterday``).
    case daysAgo(Int)

    @Sendable public static func parse(_ text: String) throws -> DateArgument {
        switch KobisDate.parse(text) {
        case .day(let date)?: return .day(date)
        case .daysAgo(1)?: return .yesterday
        case .daysAgo(let count)?: return .daysAgo(count)
        case nil:
            let digits = text.trimmingCharacters(in: .whitespaces).filter { $0 != "-" && $0 != "." && $0 != " " }
            let shapeIsRight = digits.count == 8 && digits.allSatisfy { $0.isASCII && $0.isNumber }
            throw ConversionError(
                Phrase.say(
                    ko: shapeIsRight
                        ? "없는 날짜입니다 ('\(text.prefix(40))')"
                        : "'\(text.prefix(40))' 대신 날짜를 주세요 (\(KobisDate.typedFormsSaid))",
                    en: "\(shapeIsRight ? "is not a real day" : "is not a date"): '\(text.prefix(40))' "
                        + "(use \(KobisDate.typedForms))"))
        }
    }

    /// The day asked for, `latest` being the last day with figures (yesterday in Korea); nil for "yesterday",
    /// which the service reads from its clock.
    public func day(latest: KobisDate) -> KobisDate? {
        switch self {
        case .yesterday: return nil
        case .day(let day): return day
        case .daysAgo(let count): return KobisDate.Typed.daysAgo(count).resolved(today: latest.adding(days: 1))
        }
    }

    /// The day asked for, "yesterday" being `latest`.
    public func resolved(latest: KobisDate) -> KobisDate { day(latest: latest) ?? latest }
}
