import Foundation
import KobisKit

/// Best-effort writes to stderr: a failure there has nowhere to be reported.
enum StandardError {
    static func write(_ text: String) {
        try? OutputSink.writeAll(Array(text.utf8), to: STDERR_FILENO, name: "stderr")
    }
}
