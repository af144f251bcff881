import KobisKit

/// A value over days, one line per film: gaps where a film was out of the top 10, the area under the line when
/// there is one film, marks for milestones, dated ticks, round-number ticks, and a legend.
struct LineChart {
    struct Series {
        let name: String
        /// One value per column; nil where the film was out of the top 10.
        let values: [Int64?]
        /// Marks on the line: the column and what it says (a milestone).
        var marks: [(column: Int, label: String)] = []
    }

    let title: String
    let subtitle: String
    /// A label under each column (a date, or D+N).
    let columns: [String]
    let series: [Series]
    let unit: Unit
    /// Rank: 1 at the top, 10 at the bottom.
    let inverted: Bool
    let gapNote: String

    func svg(width: Double, height: Double, theme: Theme) -> String {
        var canvas = SVGCanvas(width: width, height: height, theme: theme)
        let margin = 32.0
        canvas.text(title, x: margin, y: 52, size: 30, bold: true, room: width - 2 * margin)
        canvas.text(subtitle, x: margin, y: 82, size: 17, fill: theme.muted, room: width - 2 * margin)
        let legendHeight = 28.0 * Double((series.count + 1) / 2)
        let top = 110.0
        let bottom = height - 56 - legendHeight
        let ticks =
            inverted
            ? [1, 3, 5, 7, 10].map(Int64.init)
            : Ticks.values(upTo: series.flatMap { $0.values.compactMap { $0 } }.max() ?? 1)
        let labels = inverted ? ticks.map { Label.rankOf($0) } : ticks.map(Ticks.label)
        let axisWidth = (labels.map { TextMetrics.width($0, size: 14) }.max() ?? 20) + 12
        let left = margin + axisWidth
        let right = width - margin
        let span = Double(max(columns.count - 1, 1))
        func x(_ column: Int) -> Double { left + (right - left) * (columns.count == 1 ? 0.5 : Double(column) / span) }
        func y(_ value: Int64) -> Double {
            if inverted { return top + (bottom - top) * Double(value - 1) / 9 }
            return bottom - (bottom - top) * Double(value) / Double(max(ticks.last ?? 1, 1))
        }
        for (tick, label) in zip(ticks, labels) {
            canvas.line(x1: left, y1: y(tick), x2: right, y2: y(tick), stroke: theme.grid)
            canvas.text(label, x: left - 8, y: y(tick) + 5, size: 14, fill: theme.muted, anchor: .end)
        }
        // Dated ticks: the first column, then about every 90 pixels, never overlapping.
        var nextFree = -Double.infinity
        for (column, label) in columns.enumerated() {
            let half = TextMetrics.width(label, size: 13) / 2
            let at = min(max(x(column), left + half), right - half)
            guard at - half >= nextFree + 12 else { continue }
            canvas.line(x1: x(column), y1: bottom, x2: x(column), y2: bottom + 5, stroke: theme.muted)
            canvas.text(label, x: at, y: bottom + 22, size: 13, fill: theme.muted, anchor: .middle)
            nextFree = at + half
        }
        for (index, line) in series.enumerated() {
            let color = theme.series[index % theme.series.count]
            var run: [(Double, Double)] = []
            func flush() {
                if !run.isEmpty {
                    canvas.polyline(run, stroke: color, fillTo: series.count == 1 && !inverted ? bottom : nil)
                }
                run = []
            }
            for (column, value) in line.values.enumerated() {
                if let value { run.append((x(column), y(value))) } else { flush() }
            }
            flush()
            for mark in line.marks where mark.column < line.values.count {
                guard let value = line.values[mark.column] else { continue }
                canvas.circle(x: x(mark.column), y: y(value), radius: 6, fill: theme.background, stroke: color)
                let room = min(220, right - x(mark.column))
                canvas.text(
                    mark.label, x: x(mark.column) + 8, y: y(value) - 10, size: 13, fill: color, room: max(40, room))
            }
        }
        var legendY = bottom + 48
        for (index, line) in series.enumerated() {
            let column = Double(index % 2)
            let row = Double(index / 2)
            let lx = margin + column * (width - 2 * margin) / 2
            legendY = bottom + 48 + row * 28
            canvas.rect(
                x: lx, y: legendY - 11, width: 22, height: 6, fill: theme.series[index % theme.series.count], radius: 2)
            canvas.text(line.name, x: lx + 30, y: legendY, size: 15, room: (width - 2 * margin) / 2 - 40)
        }
        canvas.text(gapNote, x: right, y: top - 8, size: 13, fill: theme.muted, anchor: .end, room: right - left)
        let sentence = series.map { line -> String in
            let present = line.values.compactMap { $0 }
            let best = inverted ? present.min() : present.max()
            return "\(Sanitizer.line(line.name)): \(present.count)/\(line.values.count)"
                + (best.map { ", \(inverted ? Label.rankOf($0) : unit.attach(Formatting.grouped($0)))" } ?? "")
        }.joined(separator: "; ")
        return canvas.document(title: title, description: "\(subtitle). \(sentence)")
    }
}
