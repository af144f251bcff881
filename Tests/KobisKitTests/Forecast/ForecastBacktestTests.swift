import Foundation
import Testing

@testable import KobisKit

/// The backtest scores exactly what a forecast says, reads nothing after each run's as-of day, and keeps its
/// models; the default as-of day is the last day with figures.
@Suite("ForecastBacktest")
struct ForecastBacktestTests {
    static let first = ForecasterTests.first

    /// Days past the films' last one are held but empty (a day KOBIS listed no film for): a forecast's default
    /// as-of day is the last day with figures, not the archive's last.
    @Test func theDefaultAsOfDayIsTheLastDayWithFigures() throws {
        var held = ForecasterTests.held(days: 400)
        let lastWithFigures = ForecastBacktestTests.first.adding(days: 379)
        for (day, _) in held where day > lastWithFigures { held[day] = [] }
        let history = ForecastHistory(days: held)
        #expect(history.last == ForecastBacktestTests.first.adding(days: 399))
        #expect(history.lastWithFigures == lastWithFigures)
        // Film 125 opened on day 376: D+4 on day 379.
        let forecast = try Forecaster(history: history).forecast(movieCode: "20200125")
        #expect(forecast.asOf == lastWithFigures && forecast.daysUsed == 4 && !forecast.runEnded)
    }

    /// 30 forecasts the backtest scored, spread over them, are what `forecast(movieCode:asOf:)` says as of its day, with a
    /// forecaster of its own (its own models).
    @Test func theBacktestScoresWhatAForecastSays() throws {
        let history = ForecasterTests.history()
        let backtest = try Forecaster(history: history).backtest()
        let step = max(1, backtest.scored.count / 30)
        let picked = stride(from: 0, to: backtest.scored.count, by: step).prefix(30).map { backtest.scored[$0] }
        #expect(picked.count == 30)
        let alone = Forecaster(history: history)
        for run in picked {
            let forecast = try alone.forecast(movieCode: run.movieCode, asOf: run.asOf)
            #expect(forecast.final == run.forecast, "\(run.movieCode) as of \(run.asOf.iso)")
            #expect(forecast.daysUsed == run.horizon)
        }
    }

    /// The days after a day X tripled: every forecast the backtest made as of X or before is the same, so it read
    /// nothing after its own as-of day (a model that learned from a run finished later, or from the scored run
    /// itself, would see the tripled days).
    @Test func theBacktestReadsNothingAfterEachRunsAsOfDay() throws {
        let changing = ForecastBacktestTests.first.adding(days: 330)
        let plain = try Forecaster(history: ForecasterTests.history()).backtest()
        let changed = try Forecaster(history: ForecasterTests.history(changing: changing)).backtest()
        func key(_ run: ScoredRun) -> String { "\(run.movieCode) \(run.horizon)" }
        let after = Dictionary(changed.scored.map { (key($0), $0.forecast) }) { first, _ in first }
        let before = plain.scored.filter { $0.asOf <= changing }
        #expect(before.count > 100)
        for run in before {
            #expect(after[key(run)] == run.forecast, "\(key(run)) as of \(run.asOf.iso)")
        }
    }

    /// A period scores only the runs released in it; the groups by size and shape split the target group.
    @Test func aPeriodScoresTheRunsReleasedInIt() throws {
        let forecaster = Forecaster(history: ForecasterTests.history())
        let period = ForecastBacktestTests.first.adding(days: 200)...ForecastBacktestTests.first.adding(days: 300)
        let some = try forecaster.backtest(period: period)
        #expect(!some.scored.isEmpty && some.scored.allSatisfy { period.contains($0.start) })
        let whole = try forecaster.backtest()
        #expect(whole.scored.count > some.scored.count)
        for (index, horizon) in whole.horizons.enumerated() {
            #expect(whole.bySize.reduce(0) { $0 + $1.errors[index].runs } == whole.target[index].runs)
            #expect(whole.byShape.reduce(0) { $0 + $1.errors[index].runs } == whole.target[index].runs, "\(horizon)")
        }
    }

    /// Models kept in a folder are read back by another store over the same year files: the same forecasts, and
    /// different stamps learn again.
    @Test func modelsKeptOnDiskGiveTheSameForecasts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forecast-store-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = ForecasterTests.history()
        let stamps = [2020: "1-1", 2021: "2-2"]
        let learned = try Forecaster(history: history, store: ForecastModelStore(folder: folder, stamps: stamps))
            .backtest()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.contains { $0.contains("model-h7-") } && files.contains { $0.contains("scored-h7-") })
        let read = try Forecaster(history: history, store: ForecastModelStore(folder: folder, stamps: stamps))
            .backtest()
        #expect(read == learned)
        let asOf = ForecastBacktestTests.first.adding(days: 3 * 100 + 7)
        let memory = try Forecaster(history: history).forecast(movieCode: "20200100", asOf: asOf)
        let disk = try Forecaster(history: history, store: ForecastModelStore(folder: folder, stamps: stamps))
            .forecast(movieCode: "20200100", asOf: asOf)
        #expect(memory == disk)
    }

    /// A model written as numbers reads back as the same model.
    @Test func aModelReadsBackFromItsNumbers() throws {
        let forecaster = Forecaster(history: ForecasterTests.history())
        let model = try #require(
            forecaster.model(horizon: 7, cutoff: KobisDate(year: 2021, month: 1, day: 1)!, group: true))
        let back = try #require(ForecastModel(numbers: model.numbers))
        #expect(back.numbers == model.numbers)
        #expect(ForecastModel(numbers: Array(model.numbers.dropLast())) == nil)
        #expect(ForecastModel(numbers: []) == nil)
    }
}
