import Foundation
import Testing

/// A browse test whose screen never comes fails as soon as browse drew a whole screen that is not it (issue 43),
/// not at the hang guard: the waiting helper's decision (``Tmux/Frame``), then a real pane awaiting a wrong heading.
@Suite("tmux waits: a settled screen that differs fails at once")
struct SettledScreenTests {
    let frame = Tmux.Frame(
        number: 7, keys: 2, idle: true, rows: 3, columns: 20, lines: ["heading", "> first  ", ""])

    @Test func aReportReadsBack() {
        let text = "frame 7 keys 2 idle 1 size 3x20\nheading\n> first  \n\n"
        #expect(Tmux.Frame.parse(text) == frame)
        #expect(Tmux.Frame.parse("frame x keys 2 idle 1 size 3x20\n") == nil)
        #expect(Tmux.Frame.parse("") == nil)
    }

    @Test func theScreenSettlesOnlyOnAnIdleFrameAfterEveryKeyAtItsSize() {
        let screen = ["heading", "> first"]
        #expect(frame.settles(keysSent: 2, screen: screen, rows: 3, columns: 20))
        #expect(!frame.settles(keysSent: 3, screen: screen, rows: 3, columns: 20), "a key not handled yet")
        #expect(!frame.settles(keysSent: 2, screen: screen, rows: 3, columns: 30), "a resize not drawn yet")
        #expect(!frame.settles(keysSent: 2, screen: ["heading", "> fir"], rows: 3, columns: 20), "drawn in part")
        var busy = frame
        busy.idle = false
        #expect(!busy.settles(keysSent: 2, screen: screen, rows: 3, columns: 20), "a request in flight")
    }

    /// The awaited heading never comes: the wait fails once browse's screen is whole, with the settled message (the
    /// hang guard's "never saw … in 900 s" would not match, and would fail this test).
    @Test(.enabled(if: Tmux.runnable, Tmux.skipReason))
    func awaitingAScreenThatNeverComesFailsOnceTheScreenIsWhole() async throws {
        let pane = try await BrowsePane(["--demo"], width: 80, height: 24)
        try await pane.opened("일별 박스오피스 · 2023-08-31")
        try await pane.tmux.keys("j")
        try await withKnownIssue {
            _ = try await pane.tmux.wait(for: "a heading browse never draws") {
                $0.first?.contains("no such heading") == true
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("drew a whole screen") } || issue.error is Tmux.Timeout
        }
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }
}
