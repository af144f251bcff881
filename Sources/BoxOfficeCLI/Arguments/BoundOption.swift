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
