import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// The parser's hints and required options, without the binary.
@Suite("Parser: hints, typos and required options", .englishMessages)
struct ParserHintTests {
    @Test func aSwapOfNeighbouringLettersIsOneStep() {
        #expect(editDistance("fromat", "format") == 1)
        #expect(editDistance("fromat", "from") == 2)
        #expect(editDistance("ab", "ba") == 1)
        #expect(editDistance("kitten", "sitting") == 3)
        #expect(editDistance("", "abc") == 3)
        #expect(closest("fromat", in: ["from", "format", "fields"]) == "format")
    }

    func message(_ words: [String], command: String = "daily") -> String? {
        do {
            _ = try Daily.Options.parse(words, usage: "u", command: command)
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func anUnexpectedWordThatAnOptionTakesNamesTheOption() {
        #expect(message(["2023.08.05"]) == "unexpected argument '2023.08.05'; did you mean '-d 2023.08.05'?")
        #expect(message(["yesterday"]) == "unexpected argument 'yesterday'; did you mean '-d yesterday'?")
        #expect(message(["json"]) == "unexpected argument 'json'; did you mean '-f json'?")
        // Given already: the next one that takes it, or nothing.
        #expect(
            message(["-d", "2023-08-05", "2023-08-06"])
                == "unexpected argument '2023-08-06'; did you mean '--from 2023-08-06'?")
        #expect(message(["nonsense"]) == "unexpected argument 'nonsense'")
    }

    @Test func aRequiredOptionLeftOutIsRefusedAndNamed() throws {
        do {
            _ = try NoteCommand.Add.Options.parse(["20124079"], usage: "u", command: "note add")
            Issue.record("a missing --stars was accepted")
        } catch let error as UsageError {
            #expect(error.message == "note add needs --stars 1..5")
        }
        guard case .options(let options) = try NoteCommand.Add.Options.parse(["20124079", "-s", "3"], usage: "u") else {
            Issue.record("no options")
            return
        }
        #expect(options.stars == 3)
        // Help never needs the required option.
        guard case .help = try NoteCommand.Add.Options.parse(["--help"], usage: "u") else {
            Issue.record("--help did not ask for help")
            return
        }
    }

    @Test func requiredOptionsShowWithoutBracketsAndSaySo() {
        let spec = Declared.stars.spec
        #expect(spec.required && spec.usageGroup == "-s 1..5" && spec.helpLine.hasSuffix("(required)"))
        #expect(Declared.limit.spec.usageGroup == "[--limit N]" && !Declared.limit.spec.helpLine.contains("required"))
        // Only an option that takes a value can be required: a flag or a positional keeps its own form.
        #expect(!OptionSpec("x", help: "h", kind: .flag, required: true).required)
        #expect(
            HelpText.usage(path: ["note", "add"], specs: NoteCommand.Add.Options.bindings.map(\.spec))
                .hasPrefix("usage: boxoffice note add <movie> -s 1..5 [-t TEXT]"))
    }

    @Test func quotesAreSuggestedSoAShellKeepsANameWhole() {
        #expect(Parser.quoted("크리스토퍼 놀란") == "\"크리스토퍼 놀란\"")
        #expect(Parser.quoted("a $b") == "'a $b'")
        #expect(Parser.quoted("it's $1") == #"'it'\''s $1'"#)
    }
}
