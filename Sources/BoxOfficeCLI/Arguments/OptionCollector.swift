import Foundation
import KobisKit

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
