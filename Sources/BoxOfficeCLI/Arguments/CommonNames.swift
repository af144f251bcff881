import Foundation
import KobisKit

/// The names of the options every command (or every command that reads KOBIS) shares: help shows them
/// once, as `[options]`.
enum CommonNames {
    static let all: Set<String> = Set((GeneralOptions.bindings + NetworkOptions.bindings).map(\.spec.name))
}
