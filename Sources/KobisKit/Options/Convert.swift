/// Converters shared by several options.
public enum Convert {
    /// A whole number in `range`.
    public static func integer(_ range: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
        { text in
            guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
                throw ConversionError(
                    Phrase.say(
                        ko: "'\(text.prefix(40))' 대신 \(range.lowerBound)에서 \(range.upperBound) 사이의 정수를 주세요",
                        en: "takes a whole number from \(range.lowerBound) to \(range.upperBound), not "
                            + "'\(text.prefix(40))'"))
            }
            return value
        }
    }

    /// Text that is not empty once trimmed.
    @Sendable public static func text(_ text: String) throws -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ConversionError(Phrase.say(ko: "값이 필요합니다", en: "needs a value")) }
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
                    Phrase.say(
                        ko: "'\(text.prefix(40))' 대신 "
                            + "\(values.map { "'\($0.rawValue)'" }.joined(separator: ", ")) 중 하나를 주세요",
                        en: "takes \(values.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not "
                            + "'\(text.prefix(40))'"))
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
            throw ConversionError(
                Phrase.say(
                    ko: "'\(text.prefix(20))' 대신 2019나 2015-2019처럼 연도나 연도 범위를 주세요",
                    en: "takes a year or a span of years such as 2019 or 2015-2019, not '\(text.prefix(20))'"))
        }
        return years.first!...years.last!
    }

    /// `--fields a,b,c`: key names, in the order wanted.
    @Sendable public static func keys(_ text: String) throws -> [String] {
        let keys = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !keys.isEmpty else {
            throw ConversionError(
                Phrase.say(
                    ko: "rank,title,audience처럼 키 이름이 하나 이상 필요합니다",
                    en: "needs one or more key names, such as rank,title,audience"))
        }
        guard Set(keys).count == keys.count else {
            throw ConversionError(
                Phrase.say(
                    ko: "같은 키가 두 번 있습니다: '\(text.prefix(60))'",
                    en: "names a key twice: '\(text.prefix(60))'"))
        }
        return keys
    }
}

/// Why an option's value could not be converted: completes "option '--x' …" (or "'x' …" for an MCP argument).
public struct ConversionError: Error, Sendable {
    public let reason: String
    /// The MCP argument it is about, once known.
    public var argument: String?

    public init(_ reason: String) { self.reason = reason }

    func named(_ name: String) -> ConversionError {
        var copy = self
        copy.argument = name
        return copy
    }

    /// `'limit' takes a whole number from 1 to 10, not 11`.
    public var toolMessage: String {
        Phrase.say(ko: "'\(argument ?? "?")': \(reason)", en: "'\(argument ?? "?")' \(reason)")
    }
}
