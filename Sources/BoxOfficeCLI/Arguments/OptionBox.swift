import Foundation
import KobisKit

/// Where a parsed value lives until the command reads it; nil only for a required option not yet parsed.
final class OptionBox<Value: Sendable>: @unchecked Sendable {
    var value: Value?
    var isSet = false

    init(_ value: Value?) { self.value = value }
}
