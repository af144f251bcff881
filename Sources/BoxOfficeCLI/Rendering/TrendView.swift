import KobisKit

/// A film's run as a chart: bars over a date axis, the summary and the legend.
struct TrendView: Sendable {
    let movieCode: String
    let title: String
    let metric: TrendMetric
    let cumulative: Bool
    let points: [TrendPoint]
    /// The run's milestones, listed under the chart.
    var milestones: [Milestone] = []
    /// The run's figures, in a block under the summary (none in browse).
    var run: RunFigures?

    var metricLabel: String { (cumulative && metric.hasTotal ? Label.cumulative.text + " " : "") + metric.label.text }

    var summary: (total: Int64, peak: TrendPoint?, daysInTopTen: Int, lastTotal: (date: KobisDate, value: Int64)?) {
        let facts = TrendAnswers.summary(points, metric: metric, cumulative: cumulative)
        return (facts.total, facts.peak, facts.daysInTopTen, facts.lastTotal)
    }

    // MARK: The chart

    static let height = 8
    static let blocks = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    static let gapMark = "·"

    /// A bar chart `width` columns wide: a title, the peak mark, bars over a y axis of grouped numbers, a
    /// date axis, the summary and the legend. Each column is one day, or several days (their highest value)
    /// when the range is wider than the terminal; with `fill` (browse), a day takes several columns when the
    /// range is narrower. A day out of the top 10 is a gap with its own mark.
    func chart(width: Int, style: Style, fill: Bool = false) -> [String] {
        let width = max(20, width)
        let title =
            "\(Sanitizer.line(title)) (\(movieCode)) · \(metricLabel)"
            + (points.isEmpty ? "" : " · \(points.first!.date.iso) ~ \(points.last!.date.iso)")
        var lines = [style.bold(DisplayWidth.truncate(title, to: width))]
        guard !points.isEmpty else { return lines + [Label.noData.text] }

        let values = points.map { $0.value(metric, cumulative: cumulative) }
        let top: Int64 = metric == .rank ? 10 : max(1, values.compactMap { $0 }.max() ?? 1)
        let labels = metric == .rank ? [Label.rankOf(1), Label.rankOf(10)] : [Formatting.grouped(top), "0"]
        let axisWidth = labels.map(DisplayWidth.of).max() ?? 1
        let room = max(1, width - axisWidth - 2)
        let perColumn = (points.count + room - 1) / room
        let columns = stride(from: 0, to: points.count, by: perColumn).map {
            start -> (value: Int64?, days: Range<Int>) in
            let days = start..<min(start + perColumn, points.count)
            let present = days.compactMap { values[$0] }
            let best = metric == .rank ? present.min() : present.max()
            return (best, days)
        }
        let wide = fill && perColumn == 1 ? max(1, room / points.count) : 1
        // Bar heights in eighths of a row; a rank bar is taller the better the rank.
        let eighths = columns.map { column -> Int? in
            guard let value = column.value else { return nil }
            let scaled: Double = metric == .rank ? Double(11 - value) / 10 : Double(value) / Double(top)
            return max(1, Int((scaled * Double(TrendView.height * 8)).rounded()))
        }
        let peakColumn = summary.peak.flatMap { peak in
            columns.firstIndex { $0.days.contains(points.firstIndex(of: peak) ?? -1) }
        }
        let pad = String(repeating: " ", count: axisWidth)
        if let peakColumn {
            let indent = peakColumn * wide + (wide - 1) / 2
            lines.append(pad + "  " + String(repeating: " ", count: indent) + style.yellow("▼"))
        }
        let blank = String(repeating: " ", count: wide)
        for row in (0..<TrendView.height).reversed() {
            let label = row == TrendView.height - 1 ? labels[0] : row == 0 ? labels[1] : ""
            var line =
                DisplayWidth.pad(label, to: axisWidth, alignRight: true)
                + (row == TrendView.height - 1 || row == 0 ? " ┤" : " │")
            for height in eighths {
                guard let height else {
                    line += row == 0 ? style.dim(String(repeating: TrendView.gapMark, count: wide)) : blank
                    continue
                }
                let filled = height - row * 8
                let block = filled >= 8 ? "█" : filled > 0 ? TrendView.blocks[filled - 1] : nil
                line += block.map { style.cyan(String(repeating: $0, count: wide)) } ?? blank
            }
            lines.append(line.trimmingTrailingSpaces)
        }
        lines.append(pad + " └" + String(repeating: "─", count: columns.count * wide))
        lines.append(pad + "  " + dateAxis(columns.map { points[$0.days.lowerBound].date }, wide: wide))

        let (total, peak, days, last) = summary
        var facts: [String] = []
        facts.append(Label.trendAudience(Formatting.grouped(total)))
        if let peak, let value = peak.value(metric, cumulative: cumulative) {
            facts.append(Label.trendPeak(peak.date.iso, metric.unit.attach(Formatting.grouped(value))))
        }
        facts.append(Label.trendDays(days, points.count))
        if let last { facts.append(Label.trendLastTotal(last.date.iso, Formatting.grouped(last.value))) }
        lines += TrendView.wrapFacts(facts, width: width)
        var legend: [String] = []
        if days < points.count { legend.append("\(TrendView.gapMark) \(Label.trendGap.text)") }
        if perColumn > 1 { legend.append(Label.trendColumn(perColumn)) }
        if !legend.isEmpty { lines += TrendView.wrapFacts(legend, width: width).map(style.dim) }
        if let run { lines += RunFiguresText.lines(run, width: width, style: style) }
        return lines + TrendView.milestoneLines(milestones, width: width, style: style)
    }

    /// Facts joined by ` · `, as many to a line as fit in `width`: a fact (a label and its value, such as
    /// `마지막 집계일(2023-08-31) 누적 1,707,063명`) is never broken across lines unless it alone is wider than the
    /// line, and no line ends with the separator.
    static func wrapFacts(_ facts: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for fact in facts {
            let joined = current.isEmpty ? fact : current + " · " + fact
            if DisplayWidth.of(joined) <= width {
                current = joined
                continue
            }
            if !current.isEmpty { lines.append(current) }
            let pieces = HelpText.wrapWords(fact, width: width)
            lines += pieces.dropLast()
            current = pieces.last ?? ""
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `100만 돌파 2023-08-20 (D+12) 누적 1,023,456명`, one line each (`*`: crossed out of the top 10), and what the
    /// mark means when one has it.
    static func milestoneLines(_ milestones: [Milestone], width: Int, style: Style) -> [String] {
        var lines = milestones.flatMap { milestone in
            HelpText.wrapWords(
                Label.milestoneLine(
                    MilestoneAnswers.threshold(milestone.threshold), milestone.date.iso,
                    MilestoneAnswers.day(milestone.day), Formatting.grouped(milestone.audienceTotal))
                    + (milestone.crossedOutOfTopTen ? " " + Label.outOfTopTenMark.text : ""), width: width)
        }
        if milestones.contains(where: \.crossedOutOfTopTen) {
            lines += HelpText.wrapWords(Label.outOfTopTenNote.text, width: width).map(style.dim)
        }
        return lines
    }

    /// `MM-DD` labels under the first column and then every 8 or more columns, never overlapping; when the
    /// window crosses a year, `YYYY-MM-DD`, so the year is never lost. A column `wide` characters wide gets its
    /// label under its first character.
    private func dateAxis(_ dates: [KobisDate], wide: Int = 1) -> String {
        var axis = ""
        var index = 0
        let crossesYear = (dates.first?.year ?? 0) != (dates.last?.year ?? 0)
        let end = dates.count * wide
        while index < dates.count {
            let date = dates[index]
            let column = index * wide
            let label = crossesYear ? date.iso : String(format: "%02d-%02d", date.month, date.day)
            guard axis.count <= column, column == 0 || column + label.count <= end + 2 else { break }
            axis += String(repeating: " ", count: column - axis.count) + label
            index += (max(8, label.count + 2) + wide - 1) / wide
        }
        return axis
    }
}
