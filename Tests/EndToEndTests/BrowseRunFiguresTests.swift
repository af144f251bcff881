import Foundation
import Testing

/// Browse's film sheet shows the run in numbers when the archive holds every day of it, as `movie` does (issue 43).
@Suite("boxoffice browse: the run in numbers on the film's sheet (tmux)", .enabled(if: Tmux.runnable, Tmux.skipReason))
struct BrowseRunFiguresTests {
    @Test func theSheetShowsTheRunFiguresMovieShows() async throws {
        let standIn = try StandIn(["--synthetic"])
        let home = temporaryFolder("browse-run")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = standIn.environment.merging([
            "XDG_DATA_HOME": home.path + "/data", "BOXOFFICE_NOW": "2023-06-15T03:00:00Z",
        ]) { $1 }
        let sync = try await runBoxOffice(["sync", "--since", "2023-06-01", "-q"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        let movie = try await runBoxOffice(
            ["movie", "20990016"], environment: environment.merging(["COLUMNS": "100"]) { $1 })
        let figures = movie.stdout.components(separatedBy: "\n").drop { $0 != "흥행 지표" }.prefix(7)
        #expect(figures.count == 7 && figures.last?.contains("평균 관람료") == true, "\(movie.stdout)")
        let pane = try await BrowsePane([], width: 100, height: 50, environment: environment)
        try await pane.opened("일별 박스오피스 · 2023-06-14")
        try await pane.tmux.keys("Enter")
        let sheet = try await pane.tmux.wait(for: "the sheet with the run in numbers") { lines in
            lines.contains { $0.hasPrefix("영화 코드") && $0.contains("20990016") }
                && lines.contains { $0.contains("평균 관람료") }
        }
        let shown = sheet.drop { $0 != "흥행 지표" }.prefix(7).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(shown == figures.map { $0.trimmingCharacters(in: .whitespaces) }, "\(sheet.joined(separator: "\n"))")
        try await pane.tmux.keys("q", "q")
        #expect(try await pane.exitStatus() == 0)
    }
}
