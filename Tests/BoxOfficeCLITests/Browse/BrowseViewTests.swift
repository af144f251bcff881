import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// Every screen of `browse` fits its terminal from 40×12 up, with colour and without.
@Suite("browse: screens fit and NO_COLOR holds")
struct BrowseViewTests {
    static let sizes = [(12, 40), (13, 41), (24, 80), (40, 120), (60, 200)]

    /// A model on the sample's last day with each page on top in turn, in each layout.
    func models() async throws -> [(String, BrowseModel)] {
        let service = KobisService.sample()
        let day = KobisDate(year: 2023, month: 8, day: 31)!
        var base = BrowseModel(service: service, day: day)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID()).json")
        let notes = NotesStore(file: file)
        func run(_ model: inout BrowseModel, _ effects: [BrowseModel.Effect]) async throws {
            for case .start(let job) in effects {
                let answer = try await BrowseApp.fetch(job.load, service: service, notes: notes, approval: .unasked)
                try await run(&model, model.finish(job.id, answer))
            }
        }
        try await run(&base, base.open())
        var out: [(String, BrowseModel)] = []
        for layout in Layout.allCases {
            var model = base
            model.layout = layout
            // The eighth film has the longest titles; the last row needs the list to scroll at the smallest size.
            for _ in 0..<7 { _ = model.handle(.down) }
            var last = model
            _ = last.handle(.end)
            out.append(("ranking-\(layout)", last))
            var sheet = model
            try await run(&sheet, sheet.handle(.enter))
            out.append(("sheet-\(layout)", sheet))
            var trend = model
            _ = trend.handle(.home)
            _ = trend.handle(.down)
            _ = trend.handle(.down)
            try await run(&trend, trend.handle(.character("t")))
            out.append(("trend-\(layout)", trend))
            var results = model
            _ = results.handle(.character("/"))
            _ = results.handle(.character("의"))
            try await run(&results, results.handle(.enter))
            _ = results.handle(.end)
            out.append(("results-\(layout)", results))
            var share = sheet
            try await run(&share, share.handle(.character("s")))
            out.append(("share-\(layout)", share))
            var help = model
            _ = help.handle(.character("?"))
            out.append(("help-\(layout)", help))
            var note = model
            _ = note.handle(.character("n"))
            _ = note.handle(.character("5"))
            for character in String(repeating: "아주 긴 노트 ", count: 30) { _ = note.handle(.character(character)) }
            out.append(("note-\(layout)", note))
            var failed = model
            _ = failed.handle(.right)
            out.append(("error-\(layout)", failed))
        }
        return out
    }

    @Test func everyLineFitsTheTerminalAndEveryRowIsDrawn() async throws {
        for (name, model) in try await models() {
            for (rows, columns) in BrowseViewTests.sizes {
                for colour in [false, true] {
                    let frame = BrowseView.frame(model, rows: rows, columns: columns, style: Style(enabled: colour))
                    #expect(frame.lines.count == rows, "\(name) at \(columns)×\(rows)")
                    for line in frame.lines {
                        #expect(DisplayWidth.of(line) <= columns, "\(name) at \(columns)×\(rows): \(line)")
                    }
                }
            }
        }
    }

    @Test func withoutColourNoEscapeIsDrawnAndTheSelectionIsStillMarked() async throws {
        for (name, model) in try await models() {
            let frame = BrowseView.frame(model, rows: 24, columns: 80, style: Style(enabled: false))
            #expect(!frame.lines.joined().contains("\u{1B}"), "\(name)")
            if name == "ranking-list" || name == "results-list" {
                #expect(frame.lines.contains { $0.hasPrefix("> ") }, "\(name)")
            }
            if name == "ranking-grid" { #expect(frame.lines.contains { $0.contains("┏") }, "\(name)") }
        }
    }

    @Test func theSelectionStaysInViewAtTheSmallestSize() async throws {
        for (name, model) in try await models() where name.hasPrefix("ranking") || name.hasPrefix("results") {
            let frame = BrowseView.frame(model, rows: 12, columns: 40, style: Style(enabled: false))
            let marked =
                model.layout == .list
                ? frame.lines.contains { $0.hasPrefix("> ") }
                : frame.lines.contains { $0.contains("┏") }
            #expect(marked, "\(name): the selected row is off the screen")
        }
    }

    @Test func belowTheSmallestSizeItSaysSoInsteadOfDrawing() {
        let model = BrowseModel(service: KobisService.sample(), day: KobisDate(year: 2023, month: 8, day: 31)!)
        let frame = BrowseView.frame(model, rows: 8, columns: 30, style: Style(enabled: false))
        #expect(frame.lines.count == 8)
        #expect(frame.lines[0].hasPrefix(DisplayWidth.truncate(Label.browseTooSmall.text, to: 30)))
        #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    }
}
