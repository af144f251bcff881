import Foundation
import KobisKit

/// A one-line progress indicator on stderr. It appears only on a tty and only once a wait passes
/// `delay`, and it erases itself before anything else is written.
final class Spinner: @unchecked Sendable {
    private let enabled: Bool
    private var message: String
    /// Columns of the terminal: the spinner line never wraps, so erasing it always works.
    private let width: Int
    private let delay: UInt64
    private var task: Task<Void, Never>?
    private let lock = NSLock()
    private var drawn = false
    private var stopped = false

    init(enabled: Bool, message: String, width: Int = 80, delayMilliseconds: UInt64 = 200) {
        self.enabled = enabled
        self.message = message
        self.width = width
        self.delay = delayMilliseconds * 1_000_000
    }

    func start() {
        guard enabled else { return }
        task = Task { [weak self] in
            guard let self else { return }
            try? await Task.sleep(nanoseconds: self.delay)
            let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
            var frame = 0
            while !Task.isCancelled {
                guard self.draw(frames[frame % frames.count]) else { return }
                frame += 1
                try? await Task.sleep(nanoseconds: 100_000_000)
            }
        }
    }

    /// Changes the text shown beside the spinner.
    func update(_ text: String) {
        lock.withLock { message = text }
    }

    /// Draws one frame unless stopped; false once stopped.
    private func draw(_ frame: String) -> Bool {
        lock.withLock {
            if stopped { return false }
            let text = DisplayWidth.truncate("\(frame) \(Sanitizer.line(message))", to: max(1, width - 1))
            StandardError.write("\r\(text)\u{1B}[K")
            drawn = true
            return true
        }
    }

    func stop() {
        guard enabled else { return }
        lock.withLock {
            if drawn && !stopped { StandardError.write("\r\u{1B}[K") }
            stopped = true
        }
        task?.cancel()
    }

    /// On Ctrl-C, SIGTERM or SIGHUP, from the termination hook: erases a progress line.
    static func eraseForTermination() {
        if isatty(STDERR_FILENO) == 1 { StandardError.write("\r\u{1B}[K") }
    }
}
