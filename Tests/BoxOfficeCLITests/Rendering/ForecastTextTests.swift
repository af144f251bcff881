import Foundation
import KobisKit
import Testing

@testable import BoxOfficeCLI

/// `boxoffice forecast` as text: said to be a forecast in either language, its columns aligned by display width.
@Suite("ForecastText")
struct ForecastTextTests {
    static let day = KobisDate(year: 2025, month: 12, day: 20)!

    static let forecast = FilmForecast(
        movieCode: "20251151", title: "숲의 가족", asOf: day, daysUsed: 4, runsUsed: 1080, usesPrior: false,
        audienceTotal: 1_727_861, final: ForecastRange(low: 3_088_989, expected: 3_772_922, high: 4_631_603),
        path: [],
        milestones: [
            MilestoneForecast(
                milestone: 2_000_000, expected: day.adding(days: 1), earliest: day.adding(days: 1),
                latest: day.adding(days: 1)),
            MilestoneForecast(
                milestone: 10_000_000, expected: nil, earliest: day.adding(days: 30), latest: nil),
        ],
        backtest: ForecastError(horizon: 4, runs: 998, mape: 24.5, medianAPE: 15.7, coverage: 73.1))

    @Test func aForecastSaysSoAndLinesUpItsKoreanLabels() {
        let lines = ForecastText.forecast(Self.forecast).split(separator: "\n").map(String.init)
        #expect(lines[0] == "예측 (KOBIS 집계 아님): 숲의 가족 (20251151) · 2025-12-20 기준 (D+4)")
        #expect(lines[1] == "이 영화의 4일치 집계와 보관소에 있는 끝난 상영 1080편에서 배운 예측입니다.")
        // The values start at one display column, whatever the labels' widths.
        let so = lines[2]
        let final = lines[3]
        #expect(
            DisplayWidth.of(String(so.prefix(while: { $0 != "1" })))
                == DisplayWidth.of(String(final.prefix(while: { $0 != "3" }))))
        #expect(lines[3].hasSuffix("3,772,922명 예상 · 80% 구간 3,088,989~4,631,603명"))
        #expect(lines.contains { $0.hasSuffix("1,000만  넘기 어려움  2026-01-19 ~ 못 넘을 수도") }, "\(lines)")
        #expect(lines.last == "D+4 백테스트: 최종 관객과 평균 24.5% 차이 (중앙값 15.7%), 80% 구간 적중 73.1% (998편)")
    }

    @Test func inEnglishTooItIsAForecastNeverKOBISsFigures() {
        let text = Label.$language.withValue(.en) { ForecastText.forecast(Self.forecast) }
        #expect(text.hasPrefix("FORECAST, not KOBIS's figures: 숲의 가족 (20251151) as of 2025-12-20 (D+4)\n"))
        #expect(text.contains("final audience   3,772,922 expected; 80% interval 3,088,989 to 4,631,603\n"))
        #expect(text.contains("      2 million  2025-12-21    2025-12-21 to 2025-12-21\n"), "\(text)")
    }

    /// On a narrow terminal every line fits, in either language: a long value goes on under its start, and no
    /// number is cut.
    @Test func aForecastFitsANarrowTerminal() {
        for width in [40, 60] {
            for language in [Language.ko, .en] {
                let text = Label.$language.withValue(language) { ForecastText.forecast(Self.forecast, width: width) }
                let lines = text.split(separator: "\n").map(String.init)
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(width) \(language): \(text)")
                #expect(!text.contains("…"), "\(text)")
                for number in ["3,772,922", "3,088,989", "4,631,603", "1,727,861"] {
                    #expect(text.contains(number), "\(width) \(language): \(number) whole in \(text)")
                }
            }
        }
        let korean = ForecastText.forecast(Self.forecast, width: 40).split(separator: "\n").map(String.init)
        let final = korean.firstIndex { $0.hasPrefix("최종 관객") }
        #expect(final.map { korean[$0 + 1].hasPrefix(String(repeating: " ", count: 11)) } == true, "\(korean)")
    }

    /// Without a scored run like it (the archive's first quarters) a forecast says so, rather than a 0% error.
    @Test func noRunLikeItScoredYetIsSaid() {
        var forecast = Self.forecast
        forecast.backtest = nil
        let lines = ForecastText.forecast(forecast).split(separator: "\n").map(String.init)
        #expect(lines.last == "D+4 백테스트: 이 영화와 닮은 끝난 상영이 아직 채점되지 않았습니다")
        forecast.usesPrior = true
        #expect(!ForecastText.forecast(forecast).contains("백테스트"))
    }

    /// A scored run at D+7: `expected` against a final of 1,000,000 (the interval 0.9 to 1.2 million).
    static func scored(_ code: String, expected: Int64, target: Bool) -> ScoredRun {
        ScoredRun(
            movieCode: code, title: "영화 \(code)", start: day, horizon: 7, asOf: day.adding(days: 6),
            forecast: ForecastRange(low: 900_000, expected: expected, high: 1_200_000), final: 1_000_000,
            target: target, gone: false, size: .medium, shape: .steady)
    }

    /// Two runs scored at D+7: one of the target group 10% high, one outside it 30% high.
    static let backtest = ForecastBacktest(
        from: Self.day, to: Self.day.adding(days: 400), runs: 2, targetRuns: 1, horizons: [7],
        scored: [
            Self.scored("20250001", expected: 1_100_000, target: true),
            Self.scored("20250002", expected: 1_300_000, target: false),
        ])

    @Test func theBacktestIsATableWithTheTargetGroupFirstThenItsSizesAndShapes() {
        let backtest = Self.backtest
        let lines = Label.$language.withValue(.en) { ForecastText.backtest(backtest, width: 200) }
            .split(separator: "\n").map(String.init)
        #expect(lines.count == 6, "\(lines)")
        // The heading wraps at the width; the table's widest group ("target: 5 million and more") fits in 80.
        let narrow = Label.$language.withValue(.en) { ForecastText.backtest(backtest, width: 80) }
        #expect(narrow.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 80 }, "\(narrow)")
        func cells(_ line: String) -> [String] {
            line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(cells(lines[1]) == ["group", "as of", "runs", "MAPE", "median APE", "80% interval held"])
        #expect(cells(lines[2]) == ["target", "D+7", "1", "10.0%", "10.0%", "100.0%"])
        #expect(cells(lines[3]) == ["all", "D+7", "2", "20.0%", "20.0%", "100.0%"])
        #expect(cells(lines[4]) == ["target: 1 to 5 million", "D+7", "1", "10.0%", "10.0%", "100.0%"])
        #expect(cells(lines[5]) == ["target: steady", "D+7", "1", "10.0%", "10.0%", "100.0%"])
        let period = ForecastBacktest(
            from: Self.day, to: Self.day.adding(days: 400), period: Self.day...Self.day.adding(days: 30), runs: 2,
            targetRuns: 1, horizons: [7], scored: backtest.scored)
        let korean = ForecastText.backtest(period, width: 200).split(separator: "\n").map(String.init)
        #expect(korean[1] == "2025-12-20 ~ 2026-01-19 개봉 영화만 채점", "\(korean)")
    }

    /// `--runs` on a narrow terminal: the interval's ends go first, then the code; a row still says which run
    /// (horizon, as of) and what was forecast against the final.
    @Test func theRunsTableKeepsEachRowsHorizonDateAndForecastWhenNarrow() {
        let backtest = Self.backtest
        let answer = ForecastAnswers.runs(backtest)
        func header(_ width: Int) -> [String] {
            let text = Label.$language.withValue(.en) {
                TableText.render(answer, layout: .list, width: width, style: Style(enabled: false))
            }
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(width): \(text)")
            return lines[1].split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(header(60) == ["Title", "horizon", "as of", "forecast", "final", "error %"])
        #expect(header(80) == ["Code", "Title", "horizon", "as of", "forecast", "final", "error %"])
        #expect(header(120).count == 9)
    }
}
