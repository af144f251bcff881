import Foundation
import KobisKit

/// An option bound to where its value lives: what the parser fills, and what help shows.
struct BoundOption: Sendable {
    let spec: OptionSpec
    /// Puts the option's text (empty for a flag) into its storage.
    let apply: @Sendable (String) throws -> Void
    /// Whether the option would take `text` as its value, storing nothing: for "did you mean '-d 2023-08-10'?".
    var accepts: @Sendable (String) -> Bool = { _ in false }
    /// The option's value as parsed (or its default); nil for a required one not given.
    var value: @Sendable () -> Any? = { nil }
    /// Whether the command line gave it.
    var isSet: @Sendable () -> Bool = { false }
}

/// A group of options (a command's own, or a shared group such as `NetworkOptions`): its options are its
/// `@Opt` and `@Many` properties and those of its nested groups, in declaration order.
protocol OptionGroup: Sendable {
    init()
}

extension OptionGroup {
    /// A fresh set of these options, with their bindings in declaration order. Each `@Opt` and `@Many` hands its
    /// binding to ``OptionCollector`` as the group's `init()` makes it, nested groups' in their place: no
    /// reflection, which costs a run more than the rest of its parsing.
    static func declared() -> (options: Self, bindings: [BoundOption]) {
        let collector = OptionCollector()
        let options = OptionCollector.$current.withValue(collector) { Self() }
        return (options, collector.bindings)
    }

    /// The bindings of a fresh set of these options, in declaration order.
    static var bindings: [BoundOption] { declared().bindings }
}

/// Hears the options a group's `init()` makes (see ``OptionGroup/declared()``).
final class OptionCollector: @unchecked Sendable {
    /// The collector of the group being made on this task or thread, if any.
    @TaskLocal static var current: OptionCollector?

    private(set) var bindings: [BoundOption] = []

    /// Records `binding` with the group being made; nothing outside ``OptionGroup/declared()``. An option is
    /// declared once: a use case's parameter that the command declared itself is the command's.
    static func record(_ binding: BoundOption) {
        guard let current, !current.declares(binding.spec.name) else { return }
        current.bindings.append(binding)
    }

    /// The value of the option named `name` when the command line gave it.
    func given(_ name: String) -> Any? {
        guard let binding = bindings.first(where: { $0.spec.name == name }), binding.isSet() else { return nil }
        return binding.value()
    }

    /// Whether an option named `name` was declared.
    func declares(_ name: String) -> Bool { bindings.contains { $0.spec.name == name } }

    /// The value of the option named `name`, when there is one of that type.
    func value<Value>(_ name: String, as type: Value.Type) -> Value? {
        bindings.first { $0.spec.name == name }?.value() as? Value
    }
}

/// Where a parsed value lives until the command reads it; nil only for a required option not yet parsed.
final class OptionBox<Value: Sendable>: @unchecked Sendable {
    var value: Value?
    var isSet = false

    init(_ value: Value?) { self.value = value }
}

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

extension OptionSpec {
    /// The same option with a command's own help line.
    func with(help text: String?) -> OptionSpec {
        guard let text else { return self }
        return OptionSpec(
            name, short: short, value: valueName, choices: choices, help: text, kind: kind, isFile: isFile,
            range: range,
            defaultText: defaultText, required: required, most: most)
    }
}

/// A bad command line: the message names the flag or value at fault.
struct UsageError: Error, Equatable, Sendable {
    let message: String
    /// The usage line shown under the message; empty for the usage of the command that ran.
    var usage: String = ""
}

/// The optimal string alignment (restricted Damerau-Levenshtein) distance, for "did you mean" hints: an insertion,
/// a deletion, a substitution or a swap of two neighbouring letters each count one, so `--fromat` is one step
/// from `--format` and two from `--from`.
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a.prefix(64))
    let y = Array(b.prefix(64))
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var beforePrevious = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    for i in 1...x.count {
        var current = [i] + Array(repeating: 0, count: y.count)
        for j in 1...y.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            if i > 1 && j > 1 && x[i - 1] == y[j - 2] && x[i - 2] == y[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        beforePrevious = previous
        previous = current
    }
    return previous[y.count]
}

/// The closest of `candidates` to `text`, when close enough to suggest.
func closest(_ text: String, in candidates: [String]) -> String? {
    let close = candidates.filter {
        editDistance($0, text) <= max(1, min(2, text.count / 3)) || $0.hasPrefix(text) && text.count >= 3
    }
    return close.min { editDistance($0, text) < editDistance($1, text) }
}
