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
