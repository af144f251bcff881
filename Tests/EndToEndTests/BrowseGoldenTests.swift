import Foundation
import Testing

/// The screens of `boxoffice browse --demo` at 80×24, as tmux shows them (`capture-pane`, attributes dropped): the
/// list, the grid and a film's sheet, byte for byte. `Scripts/update-golden` rewrites them (with the other golden
/// files, in Tests/BoxOfficeCLITests/Golden); read the diff.
@Suite("boxoffice browse: golden screens (tmux)", .serialized, .enabled(if: Tmux.runnable, Tmux.skipReason))
struct BrowseGoldenTests {
    static let folder = Paths.root.appendingPathComponent("Tests/BoxOfficeCLITests/Golden")
    static let updating = ProcessInfo.processInfo.environment["BOXOFFICE_UPDATE_GOLDEN"] == "1"

    /// Waits for the screen `predicate` names to be its golden file `name`. A screen is drawn in pieces, so no
    /// single capture proves it whole: the test waits until the capture equals the file (a screen that never does
    /// fails at the hang guard, showing the last capture). Rewriting, it takes the screen once it stopped changing.
    func check(_ pane: BrowsePane, _ name: String, _ predicate: @escaping ([String]) -> Bool) async throws {
        let file = BrowseGoldenTests.folder.appendingPathComponent(name)
        if BrowseGoldenTests.updating {
            let screen = try await pane.tmux.settled(name, predicate)
            try Data((screen.joined(separator: "\n") + "\n").utf8).write(to: file)
            return
        }
        let expected = try #require(
            try? String(contentsOf: file, encoding: .utf8),
            "missing golden file \(name): run Scripts/update-golden")
        try await pane.tmux.wait(for: "\(name) (if it differs: run Scripts/update-golden and read the diff)") {
            predicate($0) && $0.joined(separator: "\n") + "\n" == expected
        }
    }

    @Test func theListTheGridAndAFilmsSheetAt80x24() async throws {
        let pane = try await BrowsePane(["--demo"], width: 80, height: 24)
        try await check(pane, "browse-list-80x24.txt") { lines in
            lines.first?.contains("2023-08-31") == true && BrowsePane.selected(lines) != nil
        }
        try await pane.tmux.keys("g")
        try await check(pane, "browse-grid-80x24.txt") { $0.contains { $0.contains("┏") } }
        try await pane.tmux.keys("g", "j", "j", "Enter")
        try await check(pane, "browse-sheet-80x24.txt") { $0.contains { $0.hasPrefix("배급사") } }
        try await pane.tmux.keys("q", "q")
        #expect(try await pane.exitStatus() == 0)
    }
}
