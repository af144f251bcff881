import KobisKit

/// An `@Opt` as a use case reads it: its name, whether it was given, and its value.
protocol ParsedOption {
    var name: String { get }
    var isSet: Bool { get }
    var value: Any? { get }
}
