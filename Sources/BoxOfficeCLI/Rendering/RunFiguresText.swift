import KobisKit

/// A run's figures as a text block under a chart or on the film sheet: one film's label and value pairs, two to a
/// line when they fit, labels and values aligned by display width; films side by side as a table, one column each
/// under its mark.
enum RunFiguresText {
    /// The block for one film, `width` columns at most: the heading, then each figure (`- (10위 밖)` when absent).
    static func lines(_ run: RunFigures, width: Int, style: Style) -> [String] {
        let cells = RunFigures.Figure.allCases.map { ($0.label, run.text($0)) }
        let left = stride(from: 0, to: cells.count, by: 2).map { cells[$0] }
        let right = stride(from: 1, to: cells.count, by: 2).map { cells[$0] }
        let labelWidth = { (column: [(String, String)]) in column.map { DisplayWidth.of($0.0) }.max() ?? 0 }
        let cellWidth = { (column: [(String, String)]) in
            labelWidth(column) + 2 + (column.map { DisplayWidth.of($0.1) }.max() ?? 0)
        }
        let cell = { (pair: (String, String), labels: Int) in
            DisplayWidth.pad(pair.0, to: labels) + "  " + pair.1
        }
        var lines = [style.bold(Label.runFigures.text)]
        if cellWidth(left) + 3 + cellWidth(right) <= width {
            let (leftLabels, rightLabels, leftWidth) = (labelWidth(left), labelWidth(right), cellWidth(left))
            for (index, pair) in left.enumerated() {
                let first = cell(pair, leftLabels)
                guard index < right.count else {
                    lines.append(first)
                    continue
                }
                lines.append(DisplayWidth.pad(first, to: leftWidth) + "   " + cell(right[index], rightLabels))
            }
        } else {
            let labels = labelWidth(cells)
            lines += cells.map { DisplayWidth.truncate(cell($0, labels), to: width) }
        }
        return lines
    }

    /// The block for films side by side: a row per figure, a column per film under its mark (`-` when absent); the
    /// numbers bare when their units would make it wider than `width`.
    static func table(_ runs: [RunFigures], width: Int, style: Style) -> [String] {
        let labels = RunFigures.Figure.allCases.map(\.label)
        let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
        let cells = { (units: Bool) in
            runs.map { run in RunFigures.Figure.allCases.map { run.text($0, compact: true, units: units) } }
        }
        let measure = { (columns: [[String]]) in
            columns.map { column in max(1, column.map(DisplayWidth.of).max() ?? 1) }
        }
        var columns = cells(true)
        if labelWidth + measure(columns).reduce(0, { $0 + $1 + 2 }) > width { columns = cells(false) }
        let widths = measure(columns)
        var header = style.bold(DisplayWidth.pad(Label.runFigures.text, to: labelWidth))
        for (index, columnWidth) in widths.enumerated() {
            header += "  " + String(repeating: " ", count: columnWidth - 1) + ComparisonChart.mark(index, style: style)
        }
        var lines = [header]
        for (row, label) in labels.enumerated() {
            var line = DisplayWidth.pad(label, to: labelWidth)
            for (index, column) in columns.enumerated() {
                line += "  " + DisplayWidth.pad(column[row], to: widths[index], alignRight: true)
            }
            lines.append(DisplayWidth.truncate(line, to: width))
        }
        return lines
    }
}
