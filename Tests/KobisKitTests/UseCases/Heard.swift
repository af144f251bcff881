import Foundation

/// What a use case told its front-end (``UseCaseEvents/notify``), kept in order.
final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var heard: [String] = []

    @Sendable func add(_ line: String) { lock.withLock { heard.append(line) } }

    var lines: [String] { lock.withLock { heard } }
    var all: [String] { lines }
}
