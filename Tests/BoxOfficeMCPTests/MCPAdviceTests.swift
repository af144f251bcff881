import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// A failed call's one line: what happened, then what an assistant can do, naming tools, never a key.
@Suite("MCPAdvice", .englishMessages, .timeLimit(.minutes(30)))
struct MCPAdviceTests {
    func line(_ error: Error, secrets: SecretBox = SecretBox()) -> String {
        MCPAdvice.line(for: error, secrets: secrets)
    }

    @Test func anArgumentErrorIsItsOwnLine() throws {
        #expect(line(ToolArgumentError("movie_info needs 'movie'")) == "movie_info needs 'movie'")
        do {
            _ = try Declared.limit.value(json: .int(11))
            Issue.record("11 is no limit")
        } catch {
            #expect(line(error) == "'limit' takes a whole number from 1 to 10, not '11'")
        }
    }

    @Test func aNameNotFoundAdvisesTheSearchToolOfItsKind() {
        #expect(
            line(KobisError.noMatch(kind: .movie, name: "없는영화", in: .kobis))
                == "KOBIS has no movie named '없는영화': check the spelling, or find the code with search_movies")
        #expect(line(KobisError.noMatch(kind: .person, name: "x", in: .kobis)).hasSuffix("with search_people"))
        #expect(
            line(KobisError.noMatch(kind: .company, name: "x", in: .sample))
                == "the sample has no company named 'x': check the spelling, or find the code with search_companies "
                + "(the sample knows only its own)")
        #expect(
            line(KobisError.notFound(kind: .movie, code: "20990001", in: .sample)) == "the sample has no movie 20990001"
        )
    }

    @Test func kobisFailuresSayWhatToDo() {
        #expect(
            line(KobisError.quotaExceeded(message: "한도 초과"))
                == "KOBIS says the key's daily quota is spent (320011 한도 초과): try again after 00:00 Korea time; "
                + "cached answers still work")
        #expect(
            line(KobisError.invalidKey(message: ""))
                == "KOBIS rejected the API key (320010): the key in KOBIS_API_KEY or the config file is wrong; "
                + "run `boxoffice config set-key` with a valid one")
        #expect(
            line(KobisError.timedOut(host: "kobis.or.kr", seconds: 10))
                == "KOBIS at kobis.or.kr did not answer within 10 s: KOBIS is not answering; try again later")
        #expect(
            line(KobisError.httpStatus(host: "h", status: 403)).hasSuffix(": check KOBIS_BASE_URL in the server's env"))
    }

    @Test func aMissingKeySaysHowToAddOneAndThatTheSampleNeedsNone() {
        let advice = line(KobisError.missingKey)
        #expect(advice.hasPrefix("no KOBIS key: add KOBIS_API_KEY to the env block"))
        #expect(advice.contains("boxoffice config set-key") && advice.contains("boxoffice mcp --demo"))
    }

    /// A server without a key starts, and a tool that needs KOBIS says how to add one.
    @Test func aServerWithoutAKeyAnswersAToolWithTheMissingKeysAdvice() async throws {
        let probe = ServerProbe(sample: false)
        #expect(try await probe.result("ping") == .object([]))
        // The call's language, Korean without `lang`, words the advice.
        let korean = Label.$language.withValue(.ko) { line(KobisError.missingKey) }
        #expect(try await probe.call("movie_info", #"{"movie":"20239002"}"#).failure() == korean)
        #expect(try await probe.call("quota_status").failure() == korean)
        #expect(
            try await probe.call("movie_info", #"{"movie":"20239002","lang":"en"}"#).failure()
                == line(KobisError.missingKey))
    }

    @Test func theLineNeverCarriesAKeyOrAControlCharacter() {
        let secrets = SecretBox()
        secrets.register("0123456789abcdef0123456789abcdef")
        let leaked = line(
            KobisError.configuration("bad key 0123456789abcdef0123456789abcdef\nin\tthe file\u{1B}[31m"),
            secrets: secrets)
        #expect(!leaked.contains("0123456789abcdef"))
        #expect(!leaked.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func anyOtherErrorIsAnUnexpectedFailureByItsType() {
        struct Surprise: Error {}
        #expect(line(Surprise()) == "unexpected failure: Surprise")
        #expect(line(CocoaError(.fileNoSuchFile)).hasPrefix("unexpected failure: "))
    }

    @Test func notesAndTrendErrorsAreTheirDescriptions() {
        let notes = NotesError.unreadable(path: "/tmp/notes.json")
        #expect(line(notes) == notes.description)
        let trend = TrendError.films("too many films")
        #expect(line(trend) == trend.description)
    }

    @Test func argumentsThatDoNotGoTogetherAreNamedAsArguments() {
        let periods = [Declared.calendarYear.spec, Declared.month.spec, Declared.from.spec]
        #expect(
            MCPAdvice.line(
                for: ParameterProblem.needsOne(of: periods, what: "period"), secrets: SecretBox(environment: [:]))
                == "needs one period: 'year', 'month' or 'from'")
        let secrets = SecretBox(environment: [:])
        #expect(
            MCPAdvice.line(
                for: ParameterProblem.goesWith(Declared.perPage.spec, partner: Declared.page.spec), secrets: secrets)
                == "'per_page' goes with 'page'")
        let flags = ParameterNaming.$current.withValue(.flag) {
            ParameterProblem.needsOne(of: periods, what: "period").description
        }
        #expect(flags == "needs one period: --year, --month or --from", "the command line says the same in flags")
    }
}
