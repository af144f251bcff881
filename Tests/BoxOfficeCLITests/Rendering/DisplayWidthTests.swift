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

    @Test func theTableIsGeneratedFromAStatedUnicodeVersion() {
        #expect(!EastAsianWidthTable.unicodeVersion.isEmpty)
        #expect(EastAsianWidthTable.wide.contains { $0.0 <= 0xAC00 && 0xD7A3 <= $0.1 })  // all Hangul syllables
    }
}
