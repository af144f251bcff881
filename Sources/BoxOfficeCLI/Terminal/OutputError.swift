import Foundation
import KobisKit

/// Why output could not be written.
enum OutputError: Error, Equatable {
    /// The reader of stdout went away (EPIPE): the program ends quietly.
    case brokenPipe
    /// Any other failure: the target and the system's reason.
    case failed(target: String, reason: String)
}
