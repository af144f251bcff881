import Foundation
import KobisKit

/// One line on stderr for long runs: a bar, items done of total, how many the cache answered, requests
/// per second and the time left. Redrawn in place at most ten times a second, never wider than the
/// terminal, and erased at the end. Off a terminal, under TERM=dumb or with -q it draws nothing.
final class ProgressBar: @unchecked Sendable {
    private let enabled: Bool
    private let width: Int
    private let unit: String
    private let start = Date()
    private let lock = NSLock()
    private var lastDraw = Date.distantPast
    private var drawn = false

    init(enabled: Bool, width: Int, unit: String) {
        self.enabled = enabled
        self.width = width
        self.unit = unit
    }

    func update(_ progress: RangeProgress) {
        guard enabled else { return }
        lock.withLock {
            let now = Date()
            guard progress.done == progress.total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
            lastDraw = now
            StandardError.write(
                "\r" + ProgressBar.line(progress, elapsed: now.timeIntervalSince(start), unit: unit, width: width)
                    + "\u{1B}[K")
            drawn = true
        }
    }

    func finish() {
        guard enabled else { return }
        lock.withLock {
            if drawn { StandardError.write("\r\u{1B}[K") }
            drawn = false
        }
    }

    /// `▕█████░░░░░▏ 120/366 days · 80 cached · 12.3 req/s · 0:20 left`, cut to `width - 1` columns.
    static func line(_ progress: RangeProgress, elapsed: Double, unit: String, width: Int) -> String {
        let fetched = progress.done - progress.cached
        let rate = elapsed > 0.05 ? Double(fetched) / elapsed : 0
        let remaining = progress.total - progress.done
        let left: String
        if remaining == 0 {
            left = "done"
        } else if rate > 0 {
            let seconds = Int((Double(remaining) / rate).rounded(.up))
            left = String(format: "%d:%02d left", seconds / 60, seconds % 60)
        } else {
            left = "-:-- left"
        }
        let text =
            " \(progress.done)/\(progress.total) \(unit) · \(progress.cached) cached · \(String(format: "%.1f", rate)) req/s · \(left)"
        let barWidth = max(0, min(20, width - 1 - DisplayWidth.of(text) - 2))
        let filled = progress.total > 0 ? barWidth * progress.done / progress.total : 0
        let bar =
            barWidth > 0
            ? "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled) + "▏" : ""
        return DisplayWidth.truncate(bar + text, to: max(1, width - 1))
    }
}
