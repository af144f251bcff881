import Testing

@testable import KobisKit

@Suite("Sanitizer")
struct SanitizerTests {
    @Test(arguments: [
        ("plain 한국어 text", "plain 한국어 text"),
        ("a\u{1B}[2Jb", "ab"),  // CSI: clear screen
        ("a\u{1B}[38;5;196mred\u{1B}[0m", "ared"),  // SGR colours
        ("a\u{1B}]0;new title\u{7}b", "ab"),  // OSC title, BEL-terminated
        ("a\u{1B}]52;c;cHduZWQ=\u{1B}\\b", "ab"),  // OSC 52 clipboard, ST-terminated
        ("a\u{1B}Pdcs stuff\u{1B}\\b", "ab"),  // DCS
        ("a\u{9B}31mb", "ab"),  // C1 CSI
        ("a\u{9D}0;title\u{9C}b", "ab"),  // C1 OSC with C1 ST
        ("a\u{1B}(Bb", "ab"),  // charset designation
        ("a\u{1B}", "a"),  // a lone ESC at the end
        ("a\u{0}b\u{7}c\u{7F}d\u{85}e", "abcd e"),  // C0, BEL, DEL, NEL (a break)
        ("left\u{202E}thgir\u{2066}x\u{2069}", "leftthgirx"),  // bidi overrides and isolates
        ("zero\u{200B}width\u{200D}\u{FEFF}\u{2060}", "zerowidth"),
        ("one\ttwo\r\nthree\u{2028}four\u{2029}five", "one two three four five"),
        ("trailing\n", "trailing "),
    ])
    func removesEverythingThatActsOnATerminal(input: String, expected: String) {
        #expect(Sanitizer.line(input) == expected)
    }

    @Test func leavesOrdinaryTextUntouchedAndFast() {
        let text = String(repeating: "콘크리트 유토피아 Concrete Utopia (2023) ", count: 100)
        #expect(Sanitizer.line(text) == text)
    }

    @Test func jsonEscapesCoverControlsAndInvisibles() {
        for value: UInt32 in [0x00, 0x1F, 0x7F, 0x80, 0x9F, 0x2028, 0x2029, 0x202E, 0x200B, 0xFEFF] {
            #expect(Sanitizer.jsonMustEscape(value))
        }
        for value: UInt32 in [0x20, 0x41, 0xAC00, 0x2026] { #expect(!Sanitizer.jsonMustEscape(value)) }
    }
}
