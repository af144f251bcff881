/// Converters shared by several options.
public enum Convert {
    /// A whole number in `range`.
    public static func integer(_ range: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
        { text in
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
                throw ConversionError(
                    "takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text.prefix(40))'")
            }
            return value
        }
    }

    /// Text that is not empty once trimmed.
    @Sendable public static func text(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ConversionError("needs a value") }
        return trimmed
    }

    /// Text as given (`-` included).
    @Sendable public static func raw(_ text: String) throws -> String { text }

    /// A flag: set unless the text says `false` (an MCP argument's false).
    @Sendable public static func flag(_ text: String) throws -> Bool { text != "false" }

    /// One of a closed set's raw values.
    public static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ values: [Value]
    ) -> @Sendable (String) throws -> Value
    where Value.RawValue == String {
        { text in
            guard let value = values.first(where: { $0.rawValue == text }) else {
                throw ConversionError(
                    "takes \(values.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not '\(text.prefix(40))'")
            }
            return value
        }
    }

    /// A year or a span of years: `2019` or `2015-2019`.
    @Sendable public static func years(_ text: String) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let years = parts.compactMap { part -> Int? in part.count == 4 ? Int(part) : nil }
        guard years.count == parts.count, (1...2).contains(years.count),
            years.allSatisfy({ (1900...2100).contains($0) }),
            years.first! <= years.last!
        else {
            throw ConversionError("takes a year or a span of years such as 2019 or 2015-2019, not '\(text.prefix(20))'")
        }
        return years.first!...years.last!
    }

    /// `--fields a,b,c`: key names, in the order wanted.
    @Sendable public static func keys(_ text: String) throws -> [String] {
        let keys = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !keys.isEmpty else { throw ConversionError("needs one or more key names, such as rank,title,audience") }
        guard Set(keys).count == keys.count else { throw ConversionError("names a key twice: '\(text.prefix(60))'") }
        return keys
    }
}

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
                "\(shapeIsRight ? "is not a real day" : "is not a date"): '\(text.prefix(40))' "
                    + "(use \(KobisDate.typedForms))")
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

/// `--nation`.
public enum NationChoice: String, CaseIterable, Sendable {
    case korean, foreign
    public var filter: NationFilter { self == .korean ? .korean : .foreign }
}

/// `--kind` (`multiMovieYn`).
public enum KindChoice: String, CaseIterable, Sendable {
    case diversity, commercial
    public var filter: FilmCategory { self == .diversity ? .diversity : .commercial }
}

/// `--period` of a weekly ranking.
public enum PeriodChoice: String, CaseIterable, Sendable {
    case week, weekend, weekdays
    public var kind: WeekKind {
        switch self {
        case .week: return .week
        case .weekend: return .weekend
        case .weekdays: return .weekdays
        }
    }
}

/// How much of a film `movie_info` returns.
public enum DetailChoice: String, CaseIterable, Sendable {
    case brief, full
}
