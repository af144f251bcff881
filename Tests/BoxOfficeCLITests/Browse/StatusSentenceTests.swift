import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// `browse` shows a failure with the sentence the command line prints after `boxoffice: `.
@Suite("browse: errors in the status line are the command line's sentences")
struct StatusSentenceTests {
    static let resets = Date(timeIntervalSince1970: 1_693_580_400)
    static let day = KobisDate(year: 2023, month: 8, day: 31)!

    static let errors: [Error] = [
        KobisError.timedOut(host: "127.0.0.1", seconds: 10),
        KobisError.unreachable(host: "127.0.0.1", reason: "connection refused"),
        KobisError.quotaExceeded(message: "limit"),
        KobisError.localQuotaReached(used: 2950, limit: 2950, resetsAt: resets),
        KobisError.notFound(kind: .movie, code: "20990001"),
        KobisError.missingKey,
        RequestError.dayNotYetCounted(day.adding(days: 1), latest: day),
        RequestError.notYetOpen(movieCode: "20239008", opens: day.adding(days: 6), latest: day),
        TrendError.neverRanked(movieCode: "20239017", from: day, to: day),
        NotesError.corrupt(path: "/tmp/notes.json", reason: "not JSON"),
        UsageError(message: "browse draws on the terminal"),
    ]

    @Test func eachSentenceIsTheLineTheCommandLinePrints() {
        for error in StatusSentenceTests.errors {
            let capture = Capture()
            _ = BoxOfficeCLI.report(error, context: capture.context(), usage: "usage: boxoffice browse")
            let first = capture.err.split(separator: "\n").first.map(String.init)
            let sentence = Advice.sentence(for: error)
            #expect(first == sentence.map { "boxoffice: " + $0 }, "\(error)")
        }
    }

    @Test func aStoppedRangeNamesTheDayAndWhatWasLeftUndone() throws {
        let stop = KobisService.RangeStop(
            target: .day(StatusSentenceTests.day),
            error: KobisError.timedOut(host: "h", seconds: 10))
        let capture = Capture()
        _ = try Reporting.stop(stop, after: "no chart was drawn", context: capture.context())
        #expect(capture.err == "boxoffice: " + Advice.sentence(for: stop, stopped: "no chart was drawn")! + "\n")
    }

    @Test func aCancelledRequestHasNoSentence() {
        #expect(Advice.sentence(for: CancellationError()) == nil)
    }
}
