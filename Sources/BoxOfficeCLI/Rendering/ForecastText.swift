import Foundation
import KobisKit

/// A forecast and the backtest as text: labelled a forecast, never KOBIS's figures, with what it rests on.
enum ForecastText {
    static func number(_ value: Int64) -> String { Formatting.grouped(value) }

    static func percent(_ value: Double) -> String { String(format: "%.1f%%", value) }

    static func forecast(_ forecast: FilmForecast) -> String {
        let film = "\(Sanitizer.line(forecast.title)) (\(forecast.movieCode))"
        if forecast.runEnded {
            return
                "\(film): the run had ended by \(forecast.asOf.iso) (out of the top 10 since D+\(forecast.daysUsed)); "
                + "its final figures, not a forecast\n"
                + "final audience  \(number(forecast.final.expected))\n"
        }
        var lines = [
            "FORECAST, not KOBIS's figures: \(film) as of \(forecast.asOf.iso) (D+\(forecast.daysUsed))",
            forecast.usesPrior
                ? "It rests on the film's \(forecast.daysUsed) days and the prior (no finished run to learn from)."
                : "It rests on the film's \(forecast.daysUsed) days and \(forecast.runsUsed) finished runs in the "
                    + "archive.",
            "audience so far   \(number(forecast.audienceTotal))",
            "final audience    \(number(forecast.final.expected)) expected; 80% interval \(number(forecast.final.low)) "
                + "to \(number(forecast.final.high))",
        ]
        if !forecast.milestones.isEmpty {
            lines.append("milestones ahead  expected     80% interval")
            for milestone in forecast.milestones {
                let expected = milestone.expected?.iso ?? "not expected"
                let latest = milestone.latest?.iso ?? "maybe never"
                let name = "\(milestone.milestone / 1_000_000) million".padding(
                    toLength: 17, withPad: " ", startingAt: 0)
                lines.append(
                    "  \(name)\(expected.padding(toLength: 13, withPad: " ", startingAt: 0))"
                        + "\(milestone.earliest.iso) to \(latest)")
            }
        }
        if let error = forecast.backtest {
            lines.append(
                "backtest at D+\(error.horizon): the forecast missed the final total by \(percent(error.mape)) on "
                    + "average (median \(percent(error.medianAPE))); the 80% interval held \(percent(error.coverage)) "
                    + "of \(error.runs) runs")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func backtest(_ backtest: ForecastBacktest) -> String {
        var lines = [
            "BACKTEST of the forecast on the archive \(backtest.from.iso) to \(backtest.to.iso): \(backtest.runs) "
                + "finished runs, \(backtest.targetRuns) in the target group (in the top 10 every day of their "
                + "first week)",
            "group   as of  runs   MAPE    median APE  80% interval held",
        ]
        for (group, errors) in [("target", backtest.target), ("all", backtest.all)] {
            for error in errors {
                let horizon = "D+\(error.horizon)".padding(toLength: 7, withPad: " ", startingAt: 0)
                let runs = "\(error.runs)".padding(toLength: 7, withPad: " ", startingAt: 0)
                lines.append(
                    group.padding(toLength: 8, withPad: " ", startingAt: 0) + horizon + runs
                        + percent(error.mape).padding(toLength: 8, withPad: " ", startingAt: 0)
                        + percent(error.medianAPE).padding(toLength: 12, withPad: " ", startingAt: 0)
                        + percent(error.coverage))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
