import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// `forecast_movie` on the bundled sample: a month has no finished run, so the forecast rests on the prior and says
/// so; too early a day and a film the sample lacks are one line each.
@Suite("MCPForecast", .timeLimit(.minutes(30)))
struct MCPForecastTests {
    @Test func forecastMovieAnswersFromTheSampleWithThePrior() async throws {
        let probe = ServerProbe()
        let document = try await probe.call("forecast_movie", #"{"movie":"20239002","as_of":"2023-08-15"}"#).document()
        #expect(document["type"] == .string("forecast"), "\(document.compact())")
        #expect(document["movieCode"] == .string("20239002"))
        #expect(document["asOf"] == .string("2023-08-15"))
        #expect(document["usesPrior"] == .bool(true))
        #expect(document["runsUsed"]?.intValue == 0)
        let final = try #require(document["final"])
        let low = try #require(final["low"]?.intValue)
        let expected = try #require(final["expected"]?.intValue)
        let high = try #require(final["high"]?.intValue)
        let total = try #require(document["audienceTotal"]?.intValue)
        #expect(total <= low && low <= expected && expected <= high)
        #expect(document["backtest"] == .null)
    }

    @Test func tooEarlyAndUnknownFilmsAreOneLine() async throws {
        let probe = ServerProbe()
        let early = try await probe.call("forecast_movie", #"{"movie":"20239002","as_of":"2023-08-09"}"#).failure()
        #expect(early.contains("a forecast needs at least 3 (D+3)"), "\(early)")
        let unknown = try await probe.call("forecast_movie", #"{"movie":"20990001"}"#).failure()
        #expect(unknown == "20990001 is in no daily top 10 the archive holds: there is no run to forecast")
    }
}
