import Testing

@testable import BoxOfficeCLI

@Suite("browse: keys from terminal bytes")
struct KeyDecoderTests {
    func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(Array(text.utf8)) + decoder.flush()
    }

    @Test func arrowsPagesHomeAndEndInEveryFormTerminalsSend() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
        #expect(
            keys("\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[7~\u{1B}[8~\u{1B}OH\u{1B}OF")
                == [.home, .end, .home, .end, .home, .end, .home, .end])
        #expect(keys("\u{1B}[1;5C\u{1B}[5;3~") == [.right, .pageUp])
    }

    @Test func enterBackspaceCtrlCAndTheLettersTheKeysUse() {
        #expect(keys("\r\n\u{7F}\u{08}\u{03}") == [.enter, .enter, .backspace, .backspace, .interrupt])
        #expect(keys("jkgqw?/[]") == "jkgqw?/[]".map { .character($0) })
    }

    @Test func hangulArrivesAsCharactersEvenSplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("바다".utf8)
        #expect(decoder.feed(bytes.prefix(2)) == [])
        #expect(decoder.feed(bytes.dropFirst(2).prefix(3)) == [.character("바")])
        #expect(decoder.feed(bytes.dropFirst(5)) == [.character("다")])
    }

    @Test func aLoneEscapeWaitsForTheRestThenIsTheEscKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[B".utf8)) == [.down])
        #expect(keys("\u{1B}q") == [.escape, .character("q")])
        #expect(keys("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func unknownSequencesAndControlBytesAndBrokenUTF8AreDropped() {
        #expect(keys("\u{1B}[200~x") == [.character("x")])
        #expect(keys("\u{01}\u{02}a") == [.character("a")])
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xFF, 0x80, 0xE3, 0x41]) == [.character("A")])
    }
}
