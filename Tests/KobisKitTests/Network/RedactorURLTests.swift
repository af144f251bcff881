import Foundation
import Testing

@testable import KobisKit

/// The redactor masks configured secrets anywhere, and key parameters only inside URLs, never the text around.
@Suite("Redactor: key parameters in URLs only")
struct RedactorURLTests {
    let none = Redactor(key: nil)

    @Test func keyParametersInURLsAreMaskedUpToTheEndOfTheValue() {
        #expect(none.redact("see https://h/p?t=1&key=abc123: bad") == "see https://h/p?t=1&key=REDACTED: bad")
        #expect(none.redact("'http://h/p?apikey=abc%2B1'") == "'http://h/p?apikey=REDACTED'")
        #expect(none.redact("GET /rest/x.json?key=abc&targetDt=1") == "GET /rest/x.json?key=REDACTED&targetDt=1")
        #expect(none.redact("GET /rest/x.json?key=***&targetDt=1") == "GET /rest/x.json?key=***&targetDt=1")
    }

    @Test func wordsThatOnlyLookLikeParametersAreLeftAsTheyAre() {
        let texts = [
            "named '20124079&key=other': check", "a&key=b", "x?key=y", "monkey=1",
            "donkey&key=1 and ?apikey=2",
        ]
        for text in texts {
            #expect(none.redact(text) == text)
        }
    }

    @Test func aConfiguredSecretIsMaskedInAnyText() {
        let redactor = Redactor(key: "abcd-1234")
        #expect(redactor.redact("named '20124079&key=abcd-1234': check") == "named '20124079&key=REDACTED': check")
    }
}
