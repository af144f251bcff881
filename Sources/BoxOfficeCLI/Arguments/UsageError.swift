import Foundation
import KobisKit

/// A bad command line: the message names the flag or value at fault.
struct UsageError: Error, Equatable, Sendable {
    let message: String
    /// The usage line shown under the message; empty for the usage of the command that ran.
    var usage: String = ""
}
