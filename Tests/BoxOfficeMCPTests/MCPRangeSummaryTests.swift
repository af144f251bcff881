import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// A range too long for one message, on the bundled sample: August 2023, 31 days of ten films, is over 24 KB whole.
@Suite("MCPRangeSummary", .timeLimit(.minutes(30)))
struct MCPRangeSummaryTests {
    static let month = #"{"from":"2023-08-01","to":"2023-08-31""#

    @Test func aMonthOfTheSampleIsASummaryWhoseFiguresAreTheWholeRangesSums() async throws {
        let probe = ServerProbe()
        let summary = try await probe.call("box_office_range", Self.month + "}").document()
        let whole = try await probe.call("box_office_range", Self.month + #","full":true}"#).document()
        #expect(summary["type"] == .string("rangeSummary"))
        #expect(summary["count"] == .int(31) && summary["from"] == .string("2023-08-01"))
        let days = try #require(whole["items"]?.items)
        #expect(days.count == 31)
        let entries = days.flatMap { $0["entries"]?.items ?? [] }
        let audience = entries.compactMap { $0["audience"]?.intValue }.reduce(0, +)
        #expect(summary["totals"]?["audience"] == .int(audience))
        // Each day's number one, in runs that cover every day in order.
        let runs = try #require(summary["numberOnes"]?.items)
        #expect(runs.compactMap { $0["days"]?.intValue }.reduce(0, +) == 31)
        #expect(runs.first?["from"] == .string("2023-08-01") && runs.last?["to"] == .string("2023-08-31"))
        let firsts = days.map { $0["entries"]?.items?.first?["movieCode"] }
        var day = 0
        for run in runs {
            let length = Int(run["days"]?.intValue ?? 0)
            #expect(firsts[day..<(day + length)].allSatisfy { $0 == run["movieCode"] }, "\(run.compact())")
            day += length
        }
        // The top films: by their summed audience, the first the film with the most.
        let top = try #require(summary["topMovies"]?.items)
        let sums = top.compactMap { $0["audience"]?.intValue }
        #expect(sums == sums.sorted(by: >) && top.count == 10)
        let leader = try #require(top.first?["movieCode"])
        let leaderSum = entries.filter { $0["movieCode"] == leader }.compactMap { $0["audience"]?.intValue }
        #expect(top.first?["audience"] == .int(leaderSum.reduce(0, +)))
        #expect(summary["more"]?.stringValue?.contains("full=true") == true)
    }
}
