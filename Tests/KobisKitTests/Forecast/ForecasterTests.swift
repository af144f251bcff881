import Foundation
import Testing

@testable import KobisKit

/// The forecaster on a made-up history: films opening every few days, each selling a Saturday-heavy week that
/// decays at its own pace, so that the runs finish and can be learned from.
@Suite("Forecaster")
struct ForecasterTests {
    static let first = KobisDate(year: 2020, month: 1, day: 1)!

    /// `films` films, one every 3 days, film k keeping 45% to 75% of a week's sales into the next.
    static func history(films: Int = 150, days: Int = 500, changing: KobisDate? = nil) -> ForecastHistory {
        ForecastHistory(days: held(films: films, days: days, changing: changing))
    }

    /// The days of ``history(films:days:changing:)``: each day's top 10.
    static func held(
        films: Int = 150, days: Int = 500, changing: KobisDate? = nil
    ) -> [KobisDate: [DailyBoxOfficeEntry]] {
        var showing: [KobisDate: [(String, Int64, Int64, KobisDate)]] = [:]
        for k in 0..<films {
            let opened = first.adding(days: 3 * k + 1)
            let keep = 0.45 + 0.3 * Double((k * 7) % 11) / 10
            let level = 20_000.0 + Double((k * 37) % 13) * 15_000
            var total: Int64 = 0
            for age in 0..<120 {
                let day = opened.adding(days: age)
                let weekday = [1.0, 0.6, 0.6, 0.65, 0.7, 1.0, 1.7][day.weekday % 7]
                var audience = Int64(level * pow(keep, Double(age) / 7) * weekday)
                if let changing, day > changing { audience *= 3 }
                if audience < 200 { break }
                total += audience
                showing[day, default: []].append(("2020\(String(format: "%04d", k))", audience, total, opened))
            }
        }
        var held: [KobisDate: [DailyBoxOfficeEntry]] = [:]
        for offset in 0..<days {
            let day = first.adding(days: offset)
            let top = (showing[day] ?? []).sorted { $0.1 > $1.1 }.prefix(10)
            held[day] = top.enumerated().map { rank, film in
                var entry = DailyBoxOfficeEntry.forecastSample(rank: rank + 1, code: film.0, title: "영화 \(film.0)")
                entry.audience = film.1
                entry.audienceTotal = film.2
                entry.openDate = film.3
                return entry
            }
        }
        return held
    }

    @Test func fewerThanThreeDaysIsTooEarly() throws {
        let forecaster = Forecaster(history: ForecasterTests.history())
        let asOf = ForecasterTests.first.adding(days: 3 * 100 + 2)  // D+2 of film 100
        #expect(throws: ForecastProblem.tooEarly(movieCode: "20200100", title: "영화 20200100", days: 2)) {
            try forecaster.forecast(movieCode: "20200100", asOf: asOf)
        }
    }

    @Test func aFilmNotInTheArchiveAndAnEmptyArchiveAreProblems() throws {
        #expect(throws: ForecastProblem.notInArchive(film: "20999999", asOf: nil)) {
            try Forecaster(history: ForecasterTests.history()).forecast(movieCode: "20999999")
        }
        #expect(throws: ForecastProblem.emptyArchive) {
            try Forecaster(history: ForecastHistory(days: [:])).forecast(movieCode: "20200001")
        }
        #expect(throws: ForecastProblem.tooShortForBacktest(days: 30)) {
            try Forecaster(history: ForecasterTests.history(days: 30)).backtest()
        }
    }

    @Test func aForecastLearnsFromFinishedRunsAndHoldsItsInterval() throws {
        let forecaster = Forecaster(history: ForecasterTests.history())
        let asOf = ForecasterTests.first.adding(days: 3 * 100 + 7)  // D+7 of film 100
        let forecast = try forecaster.forecast(movieCode: "20200100", asOf: asOf)
        #expect(forecast.daysUsed == 7 && !forecast.usesPrior && !forecast.runEnded)
        #expect(forecast.runsUsed >= ForecastModel.minimumRuns)
        #expect(forecast.audienceTotal <= forecast.final.low)
        #expect(forecast.final.low <= forecast.final.expected && forecast.final.expected <= forecast.final.high)
        #expect(forecast.path.first?.day == 8)
        #expect(zip(forecast.path, forecast.path.dropFirst()).allSatisfy { $0.expected <= $1.expected })
        #expect(forecast.backtest?.horizon == 7)
    }

    @Test func nothingAfterTheAsOfDayIsRead() throws {
        let asOf = ForecasterTests.first.adding(days: 3 * 100 + 7)
        let plain = try Forecaster(history: ForecasterTests.history()).forecast(movieCode: "20200100", asOf: asOf)
        let changed = try Forecaster(history: ForecasterTests.history(changing: asOf)).forecast(
            movieCode: "20200100", asOf: asOf)
        #expect(plain.final == changed.final)
        #expect(plain.milestones == changed.milestones)
    }

    @Test func aRunThatEndedGetsItsFinalFigures() throws {
        let forecast = try Forecaster(history: ForecasterTests.history()).forecast(movieCode: "20200010")
        #expect(forecast.runEnded)
        #expect(forecast.final.low == forecast.final.expected && forecast.final.expected == forecast.final.high)
        #expect(forecast.path.isEmpty && forecast.milestones.isEmpty)
    }

    /// Three days after its last ranked day, under the cut line: taken as gone from the list, its forecast is what
    /// it has sold, it says since when, and its error is quoted over runs gone from the list as it is.
    @Test func aFilmOutOfTheListIsTakenAsGone() throws {
        let history = ForecasterTests.history()
        let run = try #require(history.runs(of: "20200100").first)
        let forecast = try Forecaster(history: history).forecast(movieCode: "20200100", asOf: run.last.adding(days: 3))
        #expect(!forecast.runEnded && forecast.outOfListSince == run.day(of: run.last))
        #expect(forecast.final.expected == forecast.audienceTotal && forecast.final.low == forecast.audienceTotal)
        #expect(forecast.final.high >= forecast.final.expected)
        let inList = try Forecaster(history: history).forecast(
            movieCode: "20200100", asOf: ForecasterTests.first.adding(days: 3 * 100 + 7))
        #expect(inList.outOfListSince == nil)
        #expect((forecast.backtest?.runs ?? 0) > 0)
    }

    @Test func withoutFinishedRunsThePriorStandsIn() throws {
        let history = ForecasterTests.history(films: 12, days: 40)
        let forecast = try Forecaster(history: history).forecast(
            movieCode: "20200010", asOf: ForecasterTests.first.adding(days: 3 * 10 + 5))
        #expect(forecast.usesPrior && forecast.runsUsed == 0 && forecast.backtest == nil)
        #expect(forecast.final.low <= forecast.final.expected && forecast.final.expected <= forecast.final.high)
    }

    @Test func theBacktestScoresEveryHorizonForBothGroups() throws {
        let backtest = try Forecaster(history: ForecasterTests.history()).backtest()
        #expect(backtest.all.map(\.horizon) == [3, 7, 14])
        #expect(backtest.target.map(\.horizon) == [3, 7, 14])
        #expect(backtest.runs > 100)
        #expect(backtest.all.allSatisfy { $0.runs > 0 && $0.coverage >= 0 && $0.coverage <= 100 })
    }
}

extension DailyBoxOfficeEntry {
    static func forecastSample(rank: Int, code: String, title: String) -> DailyBoxOfficeEntry {
        DailyBoxOfficeEntry(rank: rank, rankChange: .new, movieCode: code, title: title)
    }
}
