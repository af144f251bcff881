import Foundation
import Testing

@testable import KobisKit

/// The forecast's use cases on the bundled sample: a month has no finished run, so a forecast rests on the prior
/// and the backtest says a month is too short.
@Suite("FilmForecasting")
struct FilmForecastingTests {
    @Test func aFilmMustBeGiven() {
        #expect(throws: ParameterProblem.self) { try FilmForecasting(movie: nil).film() }
        #expect(throws: ParameterProblem.self) { try FilmForecasting(movie: "  ").film() }
    }

    @Test func theSampleForecastsWithThePrior() async throws {
        let forecast = try await FilmForecasting(movie: "20239002", asOf: DateArgument.parse("2023-08-15")).run(
            KobisService.sample(), events: UseCaseEvents())
        #expect(forecast.movieCode == "20239002" && forecast.usesPrior && forecast.runsUsed == 0)
        #expect(forecast.asOf == KobisDate(year: 2023, month: 8, day: 15))
        #expect(forecast.daysUsed == 7)
    }

    @Test func aTitleTheSampleHoldsIsFound() async throws {
        let forecast = try await FilmForecasting(movie: "콘크리트 유토피아").run(
            KobisService.sample(), events: UseCaseEvents())
        #expect(forecast.movieCode == "20239002")
    }

    @Test func theSamplesMonthIsTooShortForABacktest() async throws {
        await #expect(throws: ForecastProblem.tooShortForBacktest(days: 31)) {
            try await ForecastBacktesting().run(KobisService.sample(), events: UseCaseEvents())
        }
    }
}
