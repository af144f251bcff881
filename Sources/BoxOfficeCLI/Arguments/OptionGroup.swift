import Foundation
import KobisKit

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
