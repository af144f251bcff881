import Foundation
import Testing
@testable import BoxOfficeCLI
@testable import KobisKit

/// Exact expected output, byte for byte, for every layout and format at 40, 80 and 120 columns, on the
/// repository's own fixture days. Rewrite them all with `Scripts/update-golden`, then read the diff.
@Suite("Golden files")
struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")
    static let updating = ProcessInfo.processInfo.environment["BOXOFFICE_UPDATE_GOLDEN"] == "1"
    static let widths: [Int?] = [40, 80, 120, nil]

    static let days: [(name: String, fixture: String, date: KobisDate)] = [
        ("quirks", "daily_20240101_quirks.json", KobisDate(year: 2024, month: 1, day: 1)!),
        ("ten", "daily_20240103_ten.json", KobisDate(year: 2024, month: 1, day: 3)!),
        ("hostile", "daily_20240105_hostile_text.json", KobisDate(year: 2024, month: 1, day: 5)!),
    ]

    func check(_ text: String, _ name: String) throws {
        let file = GoldenTests.folder.appendingPathComponent(name)
        if GoldenTests.updating {
            try FileManager.default.createDirectory(at: GoldenTests.folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        let expected = try #require(try? Data(contentsOf: file), "missing golden file \(name): run Scripts/update-golden")
        #expect(Data(text.utf8) == expected, "\(name) differs from its golden file: run Scripts/update-golden and read the diff")
    }

    static func label(_ width: Int?) -> String { width.map { "\($0)" } ?? "piped" }

    func details(for box: DailyBoxOffice) throws -> [String: MovieDetail] {
        [box.entries[0].movieCode: try Fixtures.movie()]
    }

    @Test(arguments: days.map(\.name))
    func dailyText(day: String) throws {
        let spec = GoldenTests.days.first { $0.name == day }!
        let box = try DecodingManager().ranking(from: Fixtures.data(spec.fixture), date: spec.date)
        for width in GoldenTests.widths {
            for layout in Layout.allCases {
                for withDetails in [false, true] {
                    let text = Daily.render(box, details: withDetails ? try details(for: box) : nil, format: .text, layout: layout,
                                            width: width, style: Style(enabled: false), source: "kobis")
                    try check(text, "daily-\(day)-\(layout.rawValue)\(withDetails ? "-details" : "")-\(GoldenTests.label(width)).txt")
                }
            }
        }
    }

    /// Machine formats do not depend on the width: one golden file each, and every width must match it.
    @Test(arguments: days.map(\.name))
    func dailyMachineFormats(day: String) throws {
        let spec = GoldenTests.days.first { $0.name == day }!
        let box = try DecodingManager().ranking(from: Fixtures.data(spec.fixture), date: spec.date)
        for format in [OutputFormat.json, .tsv, .csv] {
            for withDetails in [false, true] {
                let outputs = try GoldenTests.widths.map { width in
                    Daily.render(box, details: withDetails ? try details(for: box) : nil, format: format, layout: .list,
                                 width: width, style: Style(enabled: false), source: "kobis")
                }
                #expect(Set(outputs).count == 1)
                try check(outputs[0], "daily-\(day)\(withDetails ? "-details" : "").\(format.rawValue)")
            }
        }
    }

    @Test func movieSheets() throws {
        let movie = try Fixtures.movie()
        for width in GoldenTests.widths {
            for layout in Layout.allCases {
                let text = Movie.render(movie, format: .text, layout: layout, width: width, style: Style(enabled: false), source: "kobis")
                try check(text, "movie-\(layout.rawValue)-\(GoldenTests.label(width)).txt")
            }
        }
        for format in [OutputFormat.json, .tsv, .csv] {
            try check(Movie.render(movie, format: format, layout: .list, width: 80, style: Style(enabled: false), source: "kobis"),
                      "movie.\(format.rawValue)")
        }
    }

    @Test func colourIsGoldenToo() throws {
        let box = try Fixtures.daily()
        try check(Daily.render(box, details: nil, format: .text, layout: .list, width: 80, style: Style(enabled: true), source: "kobis"),
                  "daily-quirks-list-color-80.txt")
    }
}
