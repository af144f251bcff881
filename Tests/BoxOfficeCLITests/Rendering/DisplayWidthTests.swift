import Testing

@testable import BoxOfficeCLI

@Suite("Display width")
struct DisplayWidthTests {
    @Test func hangulAndFullwidthTakeTwoColumns() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("ＡＢ") == 4)  // fullwidth Latin
        #expect(DisplayWidth.of("日本") == 4)
        #expect(DisplayWidth.of("탑건: 매버릭") == 12)
    }

    @Test func combiningMarksAndConjoiningJamoTakeNone() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)  // 각 spelled in conjoining jamo
        #expect(DisplayWidth.of("a\u{200B}b") == 2)  // zero-width space is Cf
    }

    @Test func ambiguousAndBoxDrawingCountOne() {
        #expect(DisplayWidth.of("…") == 1)
        #expect(DisplayWidth.of("─│▲▼–") == 5)
    }

    @Test func escapeSequencesTakeNone() {
        #expect(DisplayWidth.of("\u{1B}[1m한\u{1B}[0m") == 2)
    }

    /// A heading too wide for the terminal goes on in lines rather than lose the end of a date or a code.
    @Test func aHeadingWrapsRatherThanCutADateOrACode() {
        let heading = "박스오피스 기록 · 2017-01-01 ~ 2022-12-31 · 영화 (20184889)"
        let lines = DisplayWidth.headingLines(heading, to: 40)
        #expect(lines.count > 1 && lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(lines)")
        #expect(!lines.joined().contains("…"), "\(lines)")
        for word in ["2017-01-01", "2022-12-31", "(20184889)"] {
            #expect(lines.contains { $0.contains(word) }, "\(word) whole: \(lines)")
        }
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "continuation lines are indented: \(lines)")
        #expect(DisplayWidth.headingLines(heading, to: 120) == [heading])
        #expect(DisplayWidth.headingLines(heading, to: nil) == [heading])
    }

    @Test func truncationNeverSplitsAWideCharacterOrOverflows() {
        #expect(DisplayWidth.truncate("콘크리트 유토피아", to: 8) == "콘크리…")
        #expect(DisplayWidth.of(DisplayWidth.truncate("콘크리트 유토피아", to: 8)) == 7)
        #expect(DisplayWidth.truncate("콘크리트", to: 8) == "콘크리트")
        #expect(DisplayWidth.truncate("abc", to: 0) == "")
        for width in 1...20 {
            #expect(DisplayWidth.of(DisplayWidth.truncate("슈퍼 마리오 브라더스 (Super Mario)", to: width)) <= width)
        }
    }

    @Test func padAlignsByColumnsNotCharacters() {
        #expect(DisplayWidth.pad("밀수", to: 6) == "밀수  ")
        #expect(DisplayWidth.pad("12", to: 5, alignRight: true) == "   12")
    }

    @Test func wrapPacksItemsAndCutsOnlyWhatCannotFit() {
        let lines = DisplayWidth.wrap(["조진웅", "최우식", "박희순", "권율"], to: 16)
        #expect(lines == ["조진웅, 최우식,", "박희순, 권율"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 16 })
    }

    /// Lines that fit stay as they are; a longer one breaks at spaces under its own indentation, a word longer
    /// than a line is split, and nothing but spaces at the breaks is lost.
    @Test(arguments: [8, 12, 20, 33, 80])
    func wrapLinesFitsEveryLineAndLosesNothing(columns: Int) {
        let text =
            "짧은 줄\n  daily        one day's ranking (default: yesterday in Korea)\n"
            + "file      /a/very/long/path/that/has/no/space/at/all/Config.plist (absent)\n"
            + String(repeating: "가", count: 50) + " W"
        let wrapped = DisplayWidth.wrapLines(text, to: columns, indent: 4)
        #expect(wrapped.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= columns }, "\(wrapped)")
        #expect(wrapped.filter { $0 != " " && $0 != "\n" } == text.filter { $0 != " " && $0 != "\n" })
        #expect(wrapped.hasPrefix("짧은 줄\n"))
        #expect(DisplayWidth.wrapLines(text, to: 200) == text)
        #expect(DisplayWidth.wrapLines(text, to: nil) == text)
    }

    @Test func cutLinesEndsEachLongLineInAnEllipsis() {
        #expect(DisplayWidth.cutLines("가나다라마\nab", to: 5) == "가나…\nab")
    }

    @Test func theTableIsGeneratedFromAStatedUnicodeVersion() {
        #expect(!EastAsianWidthTable.unicodeVersion.isEmpty)
        #expect(EastAsianWidthTable.wide.contains { $0.0 <= 0xAC00 && 0xD7A3 <= $0.1 })  // all Hangul syllables
    }
}
