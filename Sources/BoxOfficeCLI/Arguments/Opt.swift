import Foundation
import KobisKit

/// A command's option, declared once: `@Opt(Declared.jobs) var jobs: Int` takes its name, help, range and default
/// from the shared declaration (an option without a default is optional: `@Opt(Declared.date) var date: DateArgument?`;
/// a required one is not: `@Opt(Declared.stars) var stars: Int`, since the parser refuses a command line without it).
/// The parser fills it; `$jobs.isSet` says whether it was given.
@propertyWrapper
struct Opt<Value: Sendable>: Sendable {
    private let box: OptionBox<Value>
    private let spec: OptionSpec

    /// The value; a required option is read only after the parser has filled it.
    var wrappedValue: Value {
        guard let value = box.value else {
            preconditionFailure("--\(spec.name) is required and was read before parsing")
        }
        return value
    }
    var projectedValue: Opt<Value> { self }
    /// Whether the command line gave it.
    var isSet: Bool { box.isSet }

    /// An option without a default: nil until given.
    init<Wrapped>(_ declaration: OptionDeclaration<Wrapped>, help: String? = nil) where Value == Wrapped? {
        let none: Wrapped? = nil
        self.init(box: OptionBox(.some(none)), spec: declaration.spec.with(help: help)) { try declaration.parse($0) }
    }

    /// An option with a default (the declaration's, until given), or a required one (the parser sees it is given).
    init(_ declaration: OptionDeclaration<Value>, help: String? = nil) {
        guard declaration.defaultValue != nil || declaration.spec.required else {
            preconditionFailure("--\(declaration.spec.name) has no default and is not required: declare it optional")
        }
        self.init(
            box: OptionBox(declaration.defaultValue), spec: declaration.spec.with(help: help), parse: declaration.parse)
    }

    private init(box: OptionBox<Value>, spec: OptionSpec, parse: @escaping @Sendable (String) throws -> Value) {
        self.box = box
        self.spec = spec
        OptionCollector.record(
            BoundOption(
                spec: spec,
                apply: { text in
                    box.value = try parse(text)
                    box.isSet = true
                }, accepts: { text in (try? parse(text)) != nil }, value: { box.value }, isSet: { box.isSet }))
    }
}
