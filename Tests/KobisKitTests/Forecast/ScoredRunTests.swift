import Testing

@testable import KobisKit

/// A scored forecast's error is a share of the run's own audience: a re-release that carries its first run's total
/// (어벤져스: 엔드게임 back in 2020 at 13.9 million) is scored on the tickets of its own run.
@Suite("ScoredRun")
struct ScoredRunTests {
    static func run(forecast: Int64, final: Int64, before: Int64) -> ScoredRun {
        ScoredRun(
            movieCode: "20184889", title: "어벤져스: 엔드게임", start: KobisDate(year: 2020, month: 4, day: 29)!,
            horizon: 3, asOf: KobisDate(year: 2020, month: 5, day: 1)!,
            forecast: ForecastRange(low: forecast - 1_000, expected: forecast, high: forecast + 1_000), final: final,
            before: before, target: true, gone: false, size: RunSize(final: final - before), shape: .steady)
    }

    @Test func aReReleaseIsScoredOnItsOwnAudience() {
        let again = ScoredRunTests.run(forecast: 13_976_071, final: 13_977_409, before: 13_934_399)
        #expect(abs(again.error - -1_338.0 / 43_010 * 100) < 1e-9)
        #expect(again.size == .small)
        let first = ScoredRunTests.run(forecast: 900_000, final: 1_000_000, before: 0)
        #expect(first.error == -10)
        #expect(first.size == .medium)
    }

    @Test func anErrorOverTheRunsScoredUsesTheirOwnAudiences() {
        let runs = [
            ScoredRunTests.run(forecast: 120, final: 110, before: 10),
            ScoredRunTests.run(forecast: 90, final: 100, before: 0),
        ]
        let error = ForecastError.of(3, runs)
        #expect(error.runs == 2)
        #expect(abs(error.mape - 10) < 1e-9)
    }
}
