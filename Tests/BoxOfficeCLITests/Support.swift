import Foundation

@testable import BoxOfficeCLI
@testable import KobisKit

enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("KobisKitTests/Fixtures")
    /// `../shared/kobis/fixtures` beside the project: real KOBIS bodies, present in CI.
    static let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/kobis/fixtures")

    static func data(_ name: String) throws -> Data { try Data(contentsOf: repository.appendingPathComponent(name)) }

    static func daily(_ name: String = "daily_20240101_quirks.json") throws -> DailyBoxOffice {
        try DecodingManager().dailyBoxOffice(from: data(name), date: KobisDate(year: 2024, month: 1, day: 1)!)
    }

    static func movie(_ name: String = "movieinfo_20230002_two_directors.json") throws -> MovieDetail {
        try DecodingManager().movieDetail(from: data(name), requestedCode: "20230002")
    }
}

/// Captures what a command writes.
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var errText = ""
    let output = OutputSink(.memory)
    var out: String { output.text }
    var err: String { lock.withLock { errText } }

    /// Where runs that name no home keep their state (the sample's request count), so tests never write to the
    /// account's own ~/.local/state.
    static let stateHome = FileManager.default.temporaryDirectory
        .appendingPathComponent("boxoffice-cli-tests-\(ProcessInfo.processInfo.processIdentifier)").path

    func context(
        environment: [String: String] = [:], width: Int? = 80, tty: Bool = false,
        now: Date = ISO8601DateFormatter().date(from: "2023-08-24T03:00:00Z")!
    ) -> Context {
        var environment = environment
        if environment["HOME"] == nil && environment["XDG_STATE_HOME"] == nil {
            environment["XDG_STATE_HOME"] = Capture.stateHome
        }
        var context = Context(
            environment: environment,
            terminal: Terminal(
                stdoutIsTTY: tty, stderrCanAnimate: false, width: width, stderrWidth: 80,
                colorByDefault: tty),
            now: now, output: output)
        context.writeErr = { text in self.lock.withLock { self.errText += text } }
        return context
    }
}
