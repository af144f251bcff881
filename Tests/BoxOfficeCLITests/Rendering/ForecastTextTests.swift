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
        #expect(lines[1] == "이 영화의 4일과 보관소의 끝난 상영 1080편에서 배운 예측입니다.")
        // The values start at one display column, whatever the labels' widths.
        let so = lines[2], final = lines[3]
        #expect(
            DisplayWidth.of(String(so.prefix(while: { $0 != "1" })))
                == DisplayWidth.of(String(final.prefix(while: { $0 != "3" }))))
        #expect(lines[3].hasSuffix("3,772,922명 예상 · 80% 구간 3,088,989~4,631,603명"))
        #expect(lines.contains { $0.hasSuffix("1,000만  예상 안 됨  2026-01-19 ~ 못 넘을 수도") }, "\(lines)")
        #expect(lines.last == "D+4 백테스트: 최종 관객과 평균 24.5% 차이 (중앙값 15.7%), 80% 구간 적중 73.1% (998편)")
    }

    @Test func inEnglishTooItIsAForecastNeverKOBISsFigures() {
        let text = Label.$language.withValue(.en) { ForecastText.forecast(Self.forecast) }
        #expect(text.hasPrefix("FORECAST, not KOBIS's figures: 숲의 가족 (20251151) as of 2025-12-20 (D+4)\n"))
        #expect(text.contains("final audience   3,772,922 expected; 80% interval 3,088,989 to 4,631,603\n"))
        #expect(text.contains("      2 million  2025-12-21    2025-12-21 to 2025-12-21\n"), "\(text)")
    }

    @Test func theBacktestIsATableWithTheTargetGroupFirst() {
        let backtest = ForecastBacktest(
            from: Self.day, to: Self.day.adding(days: 400), runs: 1_166, targetRuns: 1_043,
            all: [ForecastError(horizon: 7, runs: 1_119, mape: 14.9, medianAPE: 9.5, coverage: 77.4)],
            target: [ForecastError(horizon: 7, runs: 1_001, mape: 15.5, medianAPE: 10.7, coverage: 76.3)])
        let lines = Label.$language.withValue(.en) { ForecastText.backtest(backtest, width: 200) }
            .split(separator: "\n")
        #expect(lines.count == 4)
        let narrow = Label.$language.withValue(.en) { ForecastText.backtest(backtest, width: 60) }
        #expect(narrow.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 60 }, "\(narrow)")
        #expect(lines[1] == "group   as of   runs   MAPE  median APE  80% interval held")
        #expect(lines[2] == "target  D+7    1,001  15.5%       10.7%              76.3%")
        #expect(lines[3] == "all     D+7    1,119  14.9%        9.5%              77.4%")
    }
}
