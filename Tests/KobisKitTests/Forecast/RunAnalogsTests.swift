import Foundation
import Testing

@testable import KobisKit

/// The analog runs: the ratio of the runs whose curve is nearest, and the numbers they are kept as.
@Suite("RunAnalogs")
struct RunAnalogsTests {
    /// Runs learned from at D+7 on the forecaster's made-up history.
    static func training() -> [(features: RunFeatures, ratio: Double)] {
        Forecaster(history: ForecasterTests.history())
            .training(horizon: 7, cutoff: KobisDate(year: 2021, month: 1, day: 1)!, group: true).chosen
    }

    /// Runs drawn alike take the ratio of their own kind, not of runs drawn otherwise.
    @Test func theNearestRunsGiveTheRatio() throws {
        let sample = try #require(RunAnalogsTests.training().first).features
        var other = sample
        other.curve = sample.curve.map { $0 - 3 }
        let analogs = RunAnalogs(
            Array(repeating: (sample, 0.5), count: 30) + Array(repeating: (other, 2.0), count: 30))
        #expect(analogs.ratio(sample) == 0.5)
        #expect(analogs.ratio(other) == 2.0)
        var shorter = sample
        shorter.curve = Array(sample.curve.prefix(3))
        #expect(analogs.ratio(shorter) == nil, "a curve of another length has no analog")
    }

    /// On learned runs the figure stays within the ratios learned, and the analogs read back from their numbers.
    @Test func theFigureStaysWithinTheRatiosAndReadsBack() throws {
        let training = RunAnalogsTests.training()
        #expect(training.count >= 30)
        let analogs = RunAnalogs(training)
        let ratios = training.map(\.ratio)
        for sample in training.prefix(20) {
            let ratio = try #require(analogs.ratio(sample.features))
            #expect(ratio >= (ratios.min() ?? 0) && ratio <= (ratios.max() ?? 0))
        }
        var reader = NumberReader(analogs.numbers)
        #expect(RunAnalogs(reader: &reader) == analogs && reader.isAtEnd)
        var cut = NumberReader(Array(analogs.numbers.dropLast()))
        #expect(RunAnalogs(reader: &cut) == nil)
    }
}
