import Foundation
import Testing

@testable import KobisKit

/// The history kept beside the models reads back as it was made: the same runs, day strengths and cut lines, so a
/// forecast from it is the one made from the year files.
@Suite("ForecastHistoryFile")
struct ForecastHistoryFileTests {
    @Test func aHistoryReadsBackAsItWasMade() throws {
        let history = ForecasterTests.history(films: 60, days: 200)
        let data = try #require(ForecastHistoryFile.encode(history))
        let back = try #require(ForecastHistoryFile.decode(data))
        #expect(back.first == history.first && back.last == history.last)
        #expect(back.lastWithFigures == history.lastWithFigures)
        #expect(back.factors == history.factors && back.cuts == history.cuts)
        #expect(back.runs.count == history.runs.count)
        for (one, other) in zip(back.runs, history.runs) {
            #expect(one.movieCode == other.movieCode && one.title == other.title && one.start == other.start)
            #expect(one.base == other.base && one.days.count == other.days.count)
            #expect(
                zip(one.days, other.days).allSatisfy {
                    $0.date == $1.date && $0.audience == $1.audience && $0.total == $1.total && $0.share == $1.share
                        && $0.screens == $1.screens
                })
        }
        let code = try #require(history.runs.last?.movieCode)
        let made = try Forecaster(history: history).forecast(movieCode: code)
        let read = try Forecaster(history: back).forecast(movieCode: code)
        #expect(made.final == read.final && made.path == read.path)
    }

    @Test func bytesThatAreNotAHistoryAreNone() throws {
        let data = try #require(ForecastHistoryFile.encode(ForecasterTests.history(films: 20, days: 60)))
        #expect(ForecastHistoryFile.decode(Data()) == nil)
        #expect(ForecastHistoryFile.decode(data.prefix(data.count / 2)) == nil)
        #expect(ForecastHistoryFile.decode(data.dropLast()) == nil)
        #expect(ForecastHistoryFile.decode(Data(repeating: 0xFF, count: 64)) == nil)
    }
}
