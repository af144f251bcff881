import Foundation
import KobisKit

/// A forecast and the backtest as text, in the language of the labels: labelled a forecast, never KOBIS's figures,
/// with what it rests on; label columns aligned by display width.
enum ForecastText {
    static func number(_ value: Int64) -> String { Formatting.grouped(value) }

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }

    /// Labels padded to one display width, each followed by its value; a value too long for `width` goes on in
    /// lines under its start.
    static func block(_ rows: [(String, String)], width: Int = 120) -> [String] {
        let labels = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return rows.flatMap { row in
            fitted(DisplayWidth.pad(row.0, to: labels) + "  " + row.1, width, indent: labels + 2)
        }
    }

    /// A line that fits as it is; a longer one broken at spaces, the pieces after its first indented by `indent`.
    static func fitted(_ line: String, _ width: Int, indent: Int) -> [String] {
        DisplayWidth.wrapLines(line, to: width, indent: indent).split(separator: "\n").map(String.init)
    }

    /// Sentences broken at spaces to `width` columns.
    static func wrapped(_ sentence: String, _ width: Int) -> [String] { DisplayWidth.wrapText(sentence, to: width) }

    static func forecast(_ forecast: FilmForecast, width: Int = 120) -> String {
        let title = Formatting.title(forecast.title, english: forecast.titleEnglish)
        let film = "\(Sanitizer.line(title)) (\(forecast.movieCode))"
        if forecast.runEnded {
            return wrapped(Label.forecastEnded(film, forecast.asOf.iso, forecast.daysUsed), width)
                .joined(separator: "\n") + "\n"
                + block(
                    [(Label.forecastFinal.text, Label.forecastPeople(number(forecast.final.expected)))], width: width
                )
                .joined(separator: "\n") + "\n"
        }
        var lines =
            wrapped(Label.forecastHeading(film, forecast.asOf.iso, forecast.daysUsed), width)
            + wrapped(
                forecast.usesPrior
                    ? Label.forecastRestsOnPrior(forecast.daysUsed)
                    : Label.forecastRestsOn(forecast.daysUsed, forecast.runsUsed), width)
        if let since = forecast.outOfListSince { lines += wrapped(Label.forecastOutOfList("\(since)"), width) }
        lines += block(
            [
                (Label.forecastSoFar.text, Label.forecastPeople(number(forecast.audienceTotal))),
                (
                    Label.forecastFinal.text,
                    Label.forecastFinalRange(
                        number(forecast.final.expected), number(forecast.final.low), number(forecast.final.high))
                ),
            ], width: width)
        if !forecast.milestones.isEmpty {
            let rows = forecast.milestones.map { milestone in
                (
                    MilestoneAnswers.threshold(milestone.milestone),
                    (milestone.expected?.iso ?? Label.forecastNotExpected.text),
                    Label.forecastBetween(milestone.earliest.iso, milestone.latest?.iso ?? Label.forecastNever.text)
                )
            }
            let names = max(DisplayWidth.of(Label.forecastAhead.text), rows.map { DisplayWidth.of($0.0) }.max() ?? 0)
            let days = max(DisplayWidth.of(Label.forecastExpected.text), rows.map { DisplayWidth.of($0.1) }.max() ?? 0)
            // Past the width, an interval goes on under its own column.
            lines += fitted(
                DisplayWidth.pad(Label.forecastAhead.text, to: names) + "  "
                    + DisplayWidth.pad(Label.forecastExpected.text, to: days) + "  " + Label.forecastInterval.text,
                width, indent: names + days + 4)
            for row in rows {
                lines += fitted(
                    DisplayWidth.pad(row.0, to: names, alignRight: true) + "  " + DisplayWidth.pad(row.1, to: days)
                        + "  " + row.2, width, indent: names + days + 4)
            }
        }
        if let error = forecast.backtest {
            lines += wrapped(
                Label.forecastBacktestLine(
                    error.horizon, percent(error.mape), percent(error.medianAPE), percent(error.coverage), error.runs),
                width)
        } else if !forecast.usesPrior && !forecast.runEnded {
            lines += wrapped(Label.forecastNoBacktestLine(forecast.daysUsed), width)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func backtest(_ backtest: ForecastBacktest, width: Int = 120) -> String {
        let header = [
            Label.backtestGroup.text, Label.backtestAsOf.text, Label.backtestRuns.text, "MAPE",
            Label.backtestMedian.text, Label.backtestHeld.text,
        ]
        var rows: [[String]] = []
        // The target group, every finished run, then the target group by size and by shape (docs/forecast.md).
        let groups =
            [(Label.backtestTarget.text, backtest.target), (Label.backtestAll.text, backtest.all)]
            + backtest.bySize.map { ("\(Label.backtestTarget.text): \($0.size.label.text)", $0.errors) }
            + backtest.byShape.map { ("\(Label.backtestTarget.text): \($0.shape.label.text)", $0.errors) }
        for (group, errors) in groups {
            for error in errors where error.runs > 0 {
                rows.append([
                    group, "D+\(error.horizon)", number(Int64(error.runs)), percent(error.mape),
                    percent(error.medianAPE), percent(error.coverage),
                ])
            }
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                DisplayWidth.pad(cell, to: widths[column], alignRight: column >= 2)
            }.joined(separator: "  ")
        }
        let heading = Label.backtestHeading(
            backtest.from.iso, backtest.to.iso, number(Int64(backtest.runs)), number(Int64(backtest.targetRuns)))
        let period = backtest.period.map {
            wrapped(Label.backtestReleased($0.lowerBound.iso, $0.upperBound.iso), width)
        }
        return (wrapped(heading, width) + (period ?? []) + [line(header)] + rows.map(line)).joined(separator: "\n")
            + "\n"
    }
}
