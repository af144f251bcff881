import KobisKit

/// Up to five films' runs on one chart: each film's days as its own mark over a shared axis (days since release,
/// or dates), a legend with each film's mark, summary and milestones. Colour, when on, adds to the marks; the
/// chart reads the same without it.
struct ComparisonChart: Sendable {
    let series: [TrendSeries]
    let metric: TrendMetric
    let cumulative: Bool
    let by: TrendAlignment
    /// The films' figures, in a table under the legend.
    var showsRun = false

    static let height = 10
    static let marks = ["o", "x", "+", "%", "@"]
    static let overlap = "#"

    static func mark(_ film: Int, style: Style) -> String {
        let text = marks[film % marks.count]
        switch film % marks.count {
        case 0: return style.cyan(text)
        case 1: return style.yellow(text)
        case 2: return style.green(text)
        case 3: return style.red(text)
        default: return style.bold(text)
        }
    }

    var metricLabel: String { (cumulative && metric.hasTotal ? Label.cumulative.text + " " : "") + metric.label.text }

    /// The chart `width` columns wide. Each column is one day of the shared axis, or several (each film's
    /// highest value, or best rank) when the axis is longer than the room.
    func chart(width: Int, style: Style) -> [String] {
        let width = max(20, width)
        let basis = by == .release ? Label.byRelease.text : Label.byDate.text
        var lines = [style.bold(DisplayWidth.truncate("\(Label.compared.text) · \(metricLabel) · \(basis)", to: width))]
        let rows = ComparisonAnswers.rows(series, by: by)
        let placed = rows.map { row in
            (position: ComparisonAnswers.position(row, series: series[row.film], by: by), row: row)
        }
        guard let low = placed.map(\.position).min(), let high = placed.map(\.position).max() else {
            return lines + [Label.noData.text]
        }
        let values = placed.compactMap { $0.row.point.value(metric, cumulative: cumulative) }
        let top: Int64 = metric == .rank ? 10 : max(1, values.max() ?? 1)
        let labels = metric == .rank ? [Label.rankOf(1), Label.rankOf(10)] : [Formatting.grouped(top), "0"]
        let axisWidth = labels.map(DisplayWidth.of).max() ?? 1
        let room = max(1, width - axisWidth - 2)
        let span = high - low + 1
        let perColumn = (span + room - 1) / room
        let columns = (span + perColumn - 1) / perColumn
        // Per column and film, the best value of its days; then the row it sits on.
        var best: [[Int64?]] = Array(repeating: Array(repeating: nil, count: series.count), count: columns)
        for (position, row) in placed {
            guard let value = row.point.value(metric, cumulative: cumulative) else { continue }
            let column = (position - low) / perColumn
            if let old = best[column][row.film] {
                best[column][row.film] = metric == .rank ? min(old, value) : max(old, value)
            } else {
                best[column][row.film] = value
            }
        }
        let top1 = ComparisonChart.height - 1
        func level(_ value: Int64) -> Int {
            let scaled = metric == .rank ? Double(10 - value) / 9 : Double(value) / Double(top)
            return max(0, min(top1, Int((scaled * Double(top1)).rounded())))
        }
        var overlaps = false
        for line in (0...top1).reversed() {
            let label = line == top1 ? labels[0] : line == 0 ? labels[1] : ""
            var text =
                DisplayWidth.pad(label, to: axisWidth, alignRight: true) + (line == top1 || line == 0 ? " ┤" : " │")
            for column in 0..<columns {
                let here = best[column].enumerated().compactMap { film, value in
                    value.map { level($0) == line ? film : nil } ?? nil
                }
                if here.count > 1 { overlaps = true }
                text +=
                    here.isEmpty
                    ? " " : here.count > 1 ? ComparisonChart.overlap : ComparisonChart.mark(here[0], style: style)
            }
            lines.append(text.trimmingTrailingSpaces)
        }
        let pad = String(repeating: " ", count: axisWidth)
        lines.append(pad + " └" + String(repeating: "─", count: columns))
        lines.append(
            pad + "  " + axis(low: low, columns: columns, perColumn: perColumn, room: width - axisWidth - 2))
        lines += legend(width: width, style: style)
        var notes: [String] = []
        if perColumn > 1 { notes.append(Label.trendColumn(perColumn)) }
        if overlaps { notes.append("\(ComparisonChart.overlap) \(Label.overlapMark.text)") }
        if !notes.isEmpty { lines += TrendView.wrapFacts(notes, width: width).map(style.dim) }
        if series.contains(where: { $0.milestones.contains(where: \.crossedOutOfTopTen) }) {
            lines += HelpText.wrapWords(Label.outOfTopTenNote.text, width: width).map(style.dim)
        }
        if showsRun { lines += RunFiguresText.table(series.map(\.run), width: width, style: style) }
        return lines
    }

    /// Labels under the axis every 8 or more columns, never overlapping: `D+1`, `D+9` … or `08-09` … (with the
    /// year when the axis crosses one). A label may pass the last column by two, never `room`.
    private func axis(low: Int, columns: Int, perColumn: Int, room: Int) -> String {
        let epoch = KobisDate(year: 2000, month: 1, day: 1)!
        let first = epoch.adding(days: low)
        let last = epoch.adding(days: low + (columns - 1) * perColumn)
        func label(_ position: Int) -> String {
            switch by {
            case .release: return MilestoneAnswers.day(Milestones.day(offset: position))
            case .date:
                let date = epoch.adding(days: position)
                return first.year != last.year ? date.iso : String(date.iso.suffix(5))
            }
        }
        var text = ""
        var column = 0
        while column < columns {
            let name = label(low + column * perColumn)
            guard text.count <= column, column + name.count <= min(columns + 2, room) else { break }
            text += String(repeating: " ", count: column - text.count) + name
            column += max(8, name.count + 2)
        }
        return text
    }

    /// Each film's mark, title and code, its summary, and its milestones (`100만 D+2`, `*` when crossed out of the
    /// top 10).
    private func legend(width: Int, style: Style) -> [String] {
        var lines: [String] = []
        for (index, run) in series.enumerated() {
            let facts = TrendAnswers.summary(run.points, metric: metric, cumulative: cumulative)
            let name = DisplayWidth.truncate("\(Sanitizer.line(run.shownTitle)) (\(run.movie.code))", to: width - 2)
            var parts = [
                Label.trendAudience(Formatting.grouped(facts.total)),
                Label.trendDays(facts.daysInTopTen, run.points.count),
            ]
            if let open = run.movie.openDate { parts.insert(Label.openedOn(open.iso), at: 0) }
            lines.append(ComparisonChart.mark(index, style: style) + " " + name)
            lines += TrendView.wrapFacts(parts, width: width - 2).map { "  " + $0 }
            let marks = run.milestones.map { milestone in
                "\(MilestoneAnswers.threshold(milestone.threshold)) \(MilestoneAnswers.day(milestone.day))"
                    + (milestone.crossedOutOfTopTen ? Label.outOfTopTenMark.text : "")
            }
            if !marks.isEmpty {
                lines += TrendView.wrapFacts(marks, width: width - 2).map { "  " + $0 }
            }
        }
        return lines
    }
}
