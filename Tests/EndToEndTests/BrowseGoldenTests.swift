import Foundation
import Testing

/// The screens of `boxoffice browse --demo` at 80×24, as tmux shows them (`capture-pane`, attributes dropped): the
/// list, the grid and a film's sheet, byte for byte. `Scripts/update-golden` rewrites them (with the other golden
/// files, in Tests/BoxOfficeCLITests/Golden); read the diff.
@Suite("boxoffice browse: golden screens (tmux)", .serialized, .enabled(if: Tmux.runnable, Tmux.skipReason))
struct BrowseGoldenTests {
    static let folder = Paths.root.appendingPathComponent("Tests/BoxOfficeCLITests/Golden")
    static let updating = ProcessInfo.processInfo.environment["BOXOFFICE_UPDATE_GOLDEN"] == "1"

    func check(_ screen: [String], _ name: String) throws {
        let text = screen.joined(separator: "\n") + "\n"
        let file = BrowseGoldenTests.folder.appendingPathComponent(name)
        if BrowseGoldenTests.updating {
            try Data(text.utf8).write(to: file)
            return
        }
        let expected = try #require(
            try? String(contentsOf: file, encoding: .utf8),
            "missing golden file \(name): run Scripts/update-golden")
        #expect(text == expected, "\(name) differs from its golden file: run Scripts/update-golden and read the diff")
    }

    @Test func theListTheGridAndAFilmsSheetAt80x24() async throws {
        let pane = try await BrowsePane(["--demo"], width: 80, height: 24)
        let list = try await pane.tmux.settled("the list") { lines in
            lines.first?.contains("2023-08-31") == true && BrowsePane.selected(lines) != nil
        }
        try check(list, "browse-list-80x24.txt")
        try await pane.tmux.keys("g")
        try check(try await pane.tmux.settled("the grid") { $0.contains { $0.contains("┏") } }, "browse-grid-80x24.txt")
        try await pane.tmux.keys("g", "j", "j", "Enter")
        let sheet = try await pane.tmux.settled("the sheet") { $0.contains { $0.hasPrefix("배급사") } }
        try check(sheet, "browse-sheet-80x24.txt")
        try await pane.tmux.keys("q", "q")
        #expect(try await pane.exitStatus() == 0)
    }
}
