import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

@Suite("JSONReader")
struct JSONReaderTests {
    func parse(_ text: String, maxDepth: Int = JSONReader.defaultMaxDepth) throws -> JSONValue {
        try JSONReader.parse(text, maxDepth: maxDepth)
    }

    func failure(_ text: String, maxDepth: Int = JSONReader.defaultMaxDepth) -> JSONReader.Failure? {
        do {
            let value = try parse(text, maxDepth: maxDepth)
            Issue.record("\(text.prefix(60)) parsed as \(value.compact().prefix(60))")
            return nil
        } catch let failure as JSONReader.Failure {
            return failure
        } catch {
            Issue.record("\(error)")
            return nil
        }
    }

    // MARK: - Valid texts

    @Test func anObjectKeepsItsKeysInOrder() throws {
        let value = try parse(#" { "z" : 1 , "a" : [ true , false , null ] , "m" : "글" , "e" : { } , "l" : [ ] } "#)
        #expect(value.keys == ["z", "a", "m", "e", "l"])
        #expect(value["z"] == .int(1))
        #expect(value["a"] == .array([.bool(true), .bool(false), .null]))
        #expect(value["m"] == .string("글"))
        #expect(value["e"] == .object([]))
        #expect(value["l"] == .array([]))
    }

    @Test func whitespaceOfEveryKindIsSkipped() throws {
        #expect(try parse("\t\r\n[1,\n2]\r\n") == .array([.int(1), .int(2)]))
    }

    @Test(arguments: [("\"x\"", JSONValue.string("x")), ("true", .bool(true)), ("null", .null), ("42", .int(42))])
    func aScalarIsAWholeText(_ text: String, _ expected: JSONValue) throws {
        #expect(try parse(text) == expected)
    }

    /// Keys are kept as they come: a repeated key stays twice, and a lookup finds the first.
    @Test func aRepeatedKeyIsKeptTwiceAndTheFirstIsFound() throws {
        let value = try parse(#"{"id":1,"id":2}"#)
        #expect(value.keys == ["id", "id"])
        #expect(value["id"] == .int(1))
    }

    // MARK: - Numbers

    @Test func wholeNumbersThatFitInSixtyFourBitsAreIntegers() throws {
        for (text, expected) in [
            ("0", Int64(0)), ("-7", -7), ("9223372036854775807", .max), ("-9223372036854775808", .min),
        ] {
            guard case .int(let number) = try parse(text) else {
                Issue.record("\(text) is not an integer")
                continue
            }
            #expect(number == expected)
        }
    }

    @Test func fractionsExponentsAndHugeNumbersAreDoubles() throws {
        for (text, expected) in [
            ("1.5", 1.5), ("-0.25", -0.25), ("1e3", 1000), ("2E-2", 0.02), ("1.0", 1),
            ("9223372036854775808", 9.223372036854775808e18),
        ] {
            guard case .double(let number) = try parse(text) else {
                Issue.record("\(text) is not a double")
                continue
            }
            #expect(number == expected, "\(text)")
        }
    }

    @Test func aNumberThatIsNotOneIsASyntaxError() {
        #expect(failure("-") == .syntax("unexpected character at byte 0"))
        #expect(failure("1.2.3") == .syntax("bad number at byte 0"))
        #expect(failure("1e999") == .syntax("bad number at byte 0"), "infinity is no JSON number")
        #expect(failure("[1,x]") == .syntax("unexpected character at byte 3"))
    }

    @Test func numbersOutsideJSONsGrammarAreRefused() {
        for text in ["+1", "01", "-01", ".5", "1.", "1e", "1e+", "-.5", "[01]", "1.5.", "00"] {
            #expect(failure(text) != nil, "\(text) is no JSON number")
        }
        #expect(throws: Never.self) { try parse("[-0, 0.5, 10e2]") }
    }

    @Test func anEscapeAfterAnUnpairedHighSurrogateIsKept() throws {
        #expect(try parse(#""\uD83C\u0041""#) == .string("\u{FFFD}A"))
        #expect(failure(#""\u+123""#) != nil, "a sign is no hex digit")
    }

    // MARK: - Strings

    @Test func escapesAreDecoded() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
    }

    @Test func unicodeEscapesIncludingSurrogatePairsAreDecoded() throws {
        #expect(try parse(#""\u00e9\u00C9\uD55C""#) == .string("éÉ한"))
        #expect(try parse(#""\ud83c\udfac""#) == .string("🎬"))
        #expect(try parse(#""\u0000""#) == .string("\u{0}"))
    }

    @Test func aLoneSurrogateBecomesTheReplacementCharacter() throws {
        #expect(try parse(#""\uD83C!""#) == .string("\u{FFFD}!"))
        #expect(try parse(#""\uDFAC""#) == .string("\u{FFFD}"))
    }

    @Test func invalidUTF8InAStringBecomesTheReplacementCharacter() throws {
        let bytes = Array(#"{"k":""#.utf8) + [0xFF] + Array(#""}"#.utf8)
        #expect(try JSONReader.parse(bytes)["k"] == .string("\u{FFFD}"))
    }

    @Test func aBadEscapeOrARawControlCharacterIsASyntaxError() {
        #expect(failure(#""\x""#) == .syntax("bad escape at byte 2"))
        #expect(failure(#""\u12G4""#) == .syntax("bad \\u escape at byte 3"))
        #expect(failure(#""\u12""#) == .syntax("bad \\u escape at byte 3"))
        #expect(failure("\"a\nb\"") == .syntax("a control character in a string at byte 2"))
        #expect(failure(#""open"#) == .syntax("unterminated string"))
        #expect(failure(#""\"#) == .syntax("unexpected end in a string"))
    }

    // MARK: - Invalid texts

    @Test func brokenStructureIsASyntaxErrorSayingWhere() {
        #expect(failure("") == .syntax("unexpected end"))
        #expect(failure("   ") == .syntax("unexpected end"))
        #expect(failure("{") == .syntax("expected a key at byte 1"))
        #expect(failure(#"{"a" 1}"#) == .syntax("expected ':' at byte 5"))
        #expect(failure(#"{"a":1,}"#) == .syntax("expected a key at byte 7"))
        #expect(failure(#"{"a":1"#) == .syntax("unexpected end"))
        #expect(failure(#"{"a":1]"#) == .syntax("expected ',' or '}' at byte 6"))
        #expect(failure("[1 2]") == .syntax("expected ',' or ']' at byte 3"))
        #expect(failure("{1:2}") == .syntax("expected a key at byte 1"))
        #expect(failure("tru") == .syntax("unexpected text at byte 0"))
        #expect(failure("nul!") == .syntax("unexpected text at byte 0"))
        #expect(failure("[] []") == .syntax("text after the value"))
    }

    // MARK: - Depth

    @Test func nestingUpToTheLimitIsReadAndOneDeeperIsRefused() throws {
        let limit = JSONReader.defaultMaxDepth
        #expect(limit == 512)
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect((try? parse(deepest)) != nil)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(failure(tooDeep) == .tooDeep(limit))
        #expect(failure(#"{"a":{"b":{"c":1}}}"#, maxDepth: 2) == .tooDeep(2))
        #expect(try parse(#"{"a":{"b":1}}"#, maxDepth: 2)["a"]?["b"] == .int(1))
    }

    /// Depth is refused as it is reached, before the rest of the text is read: unbalanced text past it is never seen.
    @Test func tooDeepIsFoundBeforeTheRestIsRead() {
        let text = String(repeating: "{\"a\":", count: 600) + "oops"
        #expect(failure(text) == .tooDeep(512))
    }
}
