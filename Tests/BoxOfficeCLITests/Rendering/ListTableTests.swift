import Testing

@testable import BoxOfficeCLI

/// Fitting a text table to the terminal: numbers, dates and codes are never cut.
@Suite("List table")
struct ListTableTests {
    /// One row of a backtest: a code, a title, then dates and numbers, none of them with a drop priority.
    typealias Row = [String]

    static let rows: [Row] = [
        ["20171781", "패트리어트 데이", "D+3", "2017-04-08", "88,248", "68,320", "155,628", "68,753", "+28.4"],
        [
            "20161923", "분노의 질주: 더 익스트림", "D+3", "2017-04-07", "2,188,548", "1,943,375", "5,034,605",
            "3,651,077", "-40.1",
        ],
    ]

    static func columns(priorities: [Int?] = Array(repeating: nil, count: 9)) -> [TextColumn<Row>] {
        let headers = ["Code", "Title", "horizon", "as of", "forecast", "low", "high", "final", "error %"]
        return headers.indices.map { index in
            TextColumn(
                header: headers[index], position: index, dropPriority: priorities[index],
                alignRight: ![0, 1, 3].contains(index), flexible: index == 1, render: { $0[index] }, styled: nil)
        }
    }

    static func render(width: Int, priorities: [Int?] = Array(repeating: nil, count: 9)) -> [String] {
        ListTable(columns: columns(priorities: priorities), rows: rows, width: width, style: Style(enabled: false))
            .render()
    }

    /// Every cell but the title's is shown whole or not at all.
    static func expectNothingCut(_ lines: [String], width: Int) {
        for line in lines {
            #expect(DisplayWidth.of(line) <= width, "\(width): \(line)")
        }
        let cells = rows.flatMap { [$0[0]] + $0[2...] }
        let shown = lines.dropFirst().flatMap { $0.split(separator: " ").map(String.init) }
        for word in shown where word.count > 1 && word.last == "…" {
            #expect(!cells.contains { $0.hasPrefix(word.dropLast()) && $0 != word }, "cut: \(word)")
        }
    }

    @Test func columnsThatAreNeverDroppedAreNeverCutEither() {
        let lines = ListTableTests.render(width: 80)
        ListTableTests.expectNothingCut(lines, width: 80)
        #expect(lines[1].hasSuffix("68,753    +28.4"), "\(lines[1])")
        #expect(lines[2].hasSuffix("3,651,077    -40.1"), "\(lines[2])")
        #expect(lines[0].hasPrefix("Title"), "the code goes before any number: \(lines[0])")
        #expect(lines[1].hasPrefix("패트리어트 데"), "the title keeps a few characters: \(lines[1])")
    }

    @Test(arguments: [20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120])
    func anyWidthDropsWholeColumns(width: Int) {
        ListTableTests.expectNothingCut(ListTableTests.render(width: width), width: width)
        ListTableTests.expectNothingCut(
            ListTableTests.render(width: width, priorities: [1, nil, 3, 2, 4, nil, nil, nil, nil]), width: width)
    }

    @Test func theTitleNarrowsToItsSmallestBeforeAColumnGoes() {
        // 84 columns for everything but the title, with the gaps: a title of 8 fits at 92.
        let lines = ListTableTests.render(width: 92)
        #expect(lines[0].hasPrefix("Code      Title"), "\(lines[0])")
        #expect(lines[2].hasPrefix("20161923  분노의 …      D+3"), "\(lines[2])")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 92 })
        let narrower = ListTableTests.render(width: 91)
        #expect(narrower[0].hasPrefix("Title"), "\(narrower[0])")
    }

    @Test func aWideEnoughTableIsLeftWhole() {
        let lines = ListTableTests.render(width: 200)
        #expect(lines[2].hasPrefix("20161923  분노의 질주: 더 익스트림"))
        let unbounded = ListTable(
            columns: ListTableTests.columns(), rows: ListTableTests.rows, width: nil, style: Style(enabled: false))
        #expect(unbounded.render() == lines)
    }
}
