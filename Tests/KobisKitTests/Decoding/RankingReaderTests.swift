import Foundation
import Testing

@testable import KobisKit

/// The strict reader of a ranking gives what JSONDecoder gives, or leaves the body to JSONDecoder: it never takes a
/// body JSONDecoder refuses, never reads one differently.
@Suite("RankingReader")
struct RankingReaderTests {
    /// JSONDecoder's reading of a ranking body, as text to compare; nil when it refuses the body.
    static func decoded(_ data: Data) -> String? {
        guard let envelope = try? JSONDecoder().decode(DecodingManager.RawBoxOfficeEnvelope.self, from: data),
            let result = envelope.boxOfficeResult
        else { return nil }
        return String(describing: result)
    }

    static var rankings: [String] { Fixture.all.filter { $0.hasPrefix("daily_") || $0.hasPrefix("weekly_") } }

    @Test func readsTheRankingFixturesAsJSONDecoderDoes() throws {
        var taken = 0
        for name in RankingReaderTests.rankings {
            let data = try Fixture.data(name)
            guard let read = RankingReader.result(data) else { continue }
            taken += 1
            #expect(String(describing: read) == RankingReaderTests.decoded(data), "\(name)")
        }
        #expect(taken >= 4)
        let ten = try #require(RankingReader.result(try Fixture.data("daily_20240103_ten.json")))
        #expect(ten.dailyBoxOfficeList?.count == 10)
        #expect(ten.dailyBoxOfficeList?.first?.movieNm?.value.map { !$0.isEmpty } == true)
    }

    @Test(arguments: [
        #"{"boxOfficeResult":{"dailyBoxOfficeList":[{"movieNm":"a\"b"}]}}"#,  // an escape
        #"{"boxOfficeResult":{"dailyBoxOfficeList":[{"rank":1}]}}"#,  // a number where text goes
        #"{"boxOfficeResult":{"dailyBoxOfficeList":[{"rank":"1","rank":"2"}]}}"#,  // a repeated key
        #"{"boxOfficeResult":{"dailyBoxOfficeList":[]}} x"#,  // text after the document
        #"{"boxOfficeResult":{"dailyBoxOfficeList":[{"x":1e5}]}}"#,  // an exponent
        #"{"boxOfficeResult":{"dailyBoxOfficeList":[{"x":01}]}}"#,  // a leading zero
        #"{"boxOfficeResult":null}"#,  // no root: JSONDecoder's error names the keys
        #"{"other":{}}"#,
        "\u{FEFF}{\"boxOfficeResult\":{\"dailyBoxOfficeList\":[]}}",  // a byte-order mark
    ])
    func leavesWhatItDoesNotTakeToJSONDecoder(body: String) {
        #expect(RankingReader.result(Data(body.utf8)) == nil)
    }

    @Test func leavesInvalidUTF8ToJSONDecoder() {
        var bytes = Array(#"{"boxOfficeResult":{"dailyBoxOfficeList":[{"movieNm":"ab"}]}}"#.utf8)
        bytes.insert(0xFF, at: bytes.count - 6)
        #expect(RankingReader.result(Data(bytes)) == nil)
        let korean = #"{"boxOfficeResult":{"dailyBoxOfficeList":[{"movieNm":"가"}]}}"#
        #expect(RankingReader.result(Data(korean.utf8)) != nil)
    }

    /// Thousands of mutated fixtures: whatever the reader takes, JSONDecoder reads the same way.
    @Test func neverTakesWhatJSONDecoderReadsOtherwise() throws {
        var rng = FuzzTests.Generator(state: 31)
        let bodies = try RankingReaderTests.rankings.map { Array(try Fixture.data($0)) }
        var taken = 0
        for round in 0..<3000 {
            let body = Data(FuzzTests.mutate(bodies[round % bodies.count], &rng))
            guard let read = RankingReader.result(body) else { continue }
            taken += 1
            #expect(String(describing: read) == RankingReaderTests.decoded(body))
        }
        #expect(taken > 100)
    }
}
