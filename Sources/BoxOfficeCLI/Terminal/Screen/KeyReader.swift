import Foundation
import KobisKit

/// Reads keys from the terminal on its own thread, so that no wait for the network ever holds a key back.
/// A lone ESC becomes the Esc key when nothing follows it within ``escapeDelay`` milliseconds. The thread ends
/// when its input does (the terminal went away), after telling `closed`.
enum KeyReader {
    /// How long an ESC waits for the rest of a sequence: terminals send a sequence in one write.
    static let escapeDelay: Int32 = 30

    /// Starts the reading thread on `fd`; `deliver` gets each key in order, `closed` the end of input.
    static func start(fd: Int32, deliver: @escaping @Sendable (Key) -> Void, closed: @escaping @Sendable () -> Void) {
        let thread = Thread {
            var decoder = KeyDecoder()
            var buffer = [UInt8](repeating: 0, count: 512)
            while true {
                if decoder.isWaiting && !TerminalPlatform.waitForInput(fd, milliseconds: escapeDelay) {
                    for key in decoder.flush() { deliver(key) }
                    continue
                }
                let count = buffer.withUnsafeMutableBytes { Platform.read(fd, $0.baseAddress!, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    closed()
                    return
                }
                for key in decoder.feed(buffer[0..<count]) { deliver(key) }
            }
        }
        thread.name = "boxoffice.keys"
        thread.start()
    }
}
