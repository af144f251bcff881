import Foundation
import Testing

@testable import KobisKit

/// The forecast's arithmetic: the weighted median that gives the point minimising the absolute percentage error.
@Suite("ForecastMath")
struct ForecastMathTests {
    @Test func theWeightedMedianIsTheValueBelowWhichHalfTheWeightLies() {
        #expect(ForecastMath.weightedMedian([3, 1, 2], weights: [1, 1, 1]) == 2)
        #expect(ForecastMath.weightedMedian([1, 2, 3], weights: [1, 1, 4]) == 3)
        #expect(ForecastMath.weightedMedian([], weights: []) == 0)
    }

    /// Weighted by each final's inverse, the point lies under the plain median when the finals spread: for finals
    /// of 100, 150 and 400 the absolute percentage error is less at 100 (1.08 in all) than at 150 (1.13).
    @Test func weightedByTheInverseFinalItMinimisesThePercentageError() {
        let logs = [log(100.0), log(150.0), log(400.0)]
        let point = exp(ForecastMath.weightedMedian(logs, weights: logs.map { exp(-$0) }))
        #expect(abs(point - 100) < 1e-9)
        func error(_ p: Double) -> Double { [100.0, 150, 400].reduce(0) { $0 + abs(p - $1) / $1 } }
        #expect(error(point) < error(exp(ForecastMath.median(logs))))
    }
}
