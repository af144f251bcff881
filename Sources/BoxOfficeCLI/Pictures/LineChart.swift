import KobisKit

/// A value over days, one line per film: gaps where a film was out of the top 10, the area under the line when
/// there is one film, marks for milestones placed clear of every line, ticks at regular steps, and a legend.
struct LineChart {
    struct Series {
        let name: String
        /// One value per column; nil where the film was out of the top 10 (or has no day there).
        let values: [Int64?]
        /// Marks on the line: the column and what it says (a milestone).
        var marks: [(column: Int, label: String)] = []
        /// The columns the film's run covers (all when nil): a nil value inside them is a day out of the top 10.
        var window: ClosedRange<Int>? = nil
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
    /// Tick steps in columns, tried from the smallest until the labels fit: days, then weeks.
    var tickSteps = [1, 2, 7, 14, 28, 56, 91, 182, 364, 728]
    /// A column every tick step counts from (the release day, so ticks read D+1, D+8, D+15).
    var tickAnchor = 0
    /// A forecast past the first line's last day, drawn dashed.
    var projection: Projection?

    /// A forecast in the chart's columns: each day's interval and expected value (drawn as a band and a dashed line
    /// going on from the first line), its milestones marked, and the legend that says it is a forecast.
    struct Projection {
        let days: [(column: Int, low: Int64, expected: Int64, high: Int64)]
        let marks: [(column: Int, value: Int64, label: String)]
        let legend: String
        /// What the picture's description adds: the forecast in one sentence.
        let sentence: String
    }

    /// A box a text takes (or must leave free), in the picture's pixels.
    struct Box {
        var left, top, right, bottom: Double

        func meets(_ other: Box, gap: Double = 2) -> Bool {
            left - gap < other.right && other.left - gap < right && top - gap < other.bottom
                && other.top - gap < bottom
        }

        /// Whether the segment from `a` to `b` passes through the box (Liang-Barsky clipping).
        func crosses(_ a: (Double, Double), _ b: (Double, Double)) -> Bool {
            var low = 0.0
            var high = 1.0
            let dx = b.0 - a.0
            let dy = b.1 - a.1
            for (p, q) in [(-dx, a.0 - left), (dx, right - a.0), (-dy, a.1 - top), (dy, bottom - a.1)] {
                if p == 0 {
                    if q < 0 { return false }
                    continue
                }
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
                if low > high { return false }
            }
            return true
        }
    }

    static func box(_ text: String, x: Double, y: Double, size: Double, anchor: SVGCanvas.Anchor) -> Box {
        let width = TextMetrics.width(text, size: size)
        let left = anchor == .start ? x : anchor == .end ? x - width : x - width / 2
        return Box(
            left: left, top: y - size * TextMetrics.ascent, right: left + width, bottom: y + size * TextMetrics.descent)
    }

    /// The square `radius` pixels around a point (a mark, a lone day).
    static func around(_ point: (Double, Double), _ radius: Double) -> Box {
        Box(left: point.0 - radius, top: point.1 - radius, right: point.0 + radius, bottom: point.1 + radius)
    }

    /// Whether a line is broken or cut short: a day inside a film's run with no value.
    var hasGap: Bool {
        series.contains { line in
            let window = line.window ?? 0...max(0, line.values.count - 1)
            return window.contains { $0 < line.values.count && line.values[$0] == nil }
        }
    }

    /// The chart; `titled: false` leaves the title to the page around it.
    func svg(width: Double, height: Double, theme: Theme, titled: Bool = true) -> String {
        var canvas = SVGCanvas(width: width, height: height, theme: theme)
        let margin = 32.0
        let gap = hasGap ? gapNote : ""
        let gapWidth = gap.isEmpty ? 0 : TextMetrics.width(gap, size: 13) + 24
        if titled { canvas.text(title, x: margin, y: 52, size: 30, bold: true, room: width - 2 * margin) }
        let subtitleY = titled ? 86.0 : 36
        canvas.text(
            subtitle, x: margin, y: subtitleY, size: 17, fill: theme.muted, room: width - 2 * margin - gapWidth)
        let entries = series.count + (projection == nil ? 0 : 1)
        let legendHeight = 28.0 * Double((entries + 1) / 2)
        let top = subtitleY + 28
        let bottom = height - 60 - legendHeight
        let ticks =
            inverted
            ? [1, 5, 10].map(Int64.init)
            : Ticks.values(
                upTo: (series.flatMap { $0.values.compactMap { $0 } } + (projection?.days.map(\.high) ?? [])).max()
                    ?? 1)
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
        for (column, at, label) in xTicks(x: x, left: left, right: right) {
            canvas.line(x1: x(column), y1: bottom, x2: x(column), y2: bottom + 5, stroke: theme.muted)
            canvas.text(label, x: at, y: bottom + 26, size: 13, fill: theme.muted, anchor: .middle)
        }
        // The lines first, then the marks, each label where it crosses no line, no mark and no other label.
        var segments: [((Double, Double), (Double, Double))] = []
        var taken: [Box] = []
        for (index, line) in series.enumerated() {
            let color = theme.series[index % theme.series.count]
            var run: [(Double, Double)] = []
            func flush() {
                if !run.isEmpty {
                    canvas.polyline(run, stroke: color, fillTo: series.count == 1 && !inverted ? bottom : nil)
                    segments += zip(run, run.dropFirst()).map { ($0, $1) }
                    if run.count == 1 { taken.append(LineChart.around(run[0], 4)) }
                }
                run = []
            }
            for (column, value) in line.values.enumerated() {
                if let value { run.append((x(column), y(value))) } else { flush() }
            }
            flush()
        }
        if let projection, !projection.days.isEmpty {
            let color = theme.series[0]
            let upper = projection.days.map { (x($0.column), y($0.high)) }
            let lower = projection.days.map { (x($0.column), y($0.low)) }
            canvas.band(upper: upper, lower: lower, fill: color)
            var expected = projection.days.map { (x($0.column), y($0.expected)) }
            let start = projection.days[0].column - 1
            if let line = series.first, start >= 0, start < line.values.count, let value = line.values[start] {
                expected.insert((x(start), y(value)), at: 0)
            }
            for (edge, width) in [(upper, 1.5), (lower, 1.5), (expected, 2.5)] {
                canvas.polyline(edge, stroke: color, width: width, dashed: true)
                segments += zip(edge, edge.dropFirst()).map { ($0, $1) }
                if edge.count == 1 { taken.append(LineChart.around(edge[0], 4)) }
            }
        }
        let area = Box(left: left, top: top, right: right, bottom: bottom)
        /// Writes a mark's label where it meets nothing taken and crosses no line (else at the first place).
        func label(_ raw: String, at px: Double, _ py: Double, color: String) {
            let text = TextMetrics.fit(raw, size: 13, room: 220)
            let places = LineChart.places(px, py).lazy.map { dx, dy, anchor in
                (px + dx, py + dy, anchor, LineChart.box(text, x: px + dx, y: py + dy, size: 13, anchor: anchor))
            }
            let clear = places.first { _, _, _, box in
                box.left >= area.left && box.right <= area.right && box.top >= area.top - 4
                    && box.bottom <= area.bottom && !taken.contains { $0.meets(box) }
                    && !segments.contains { box.crosses($0.0, $0.1) }
            }
            guard let (lx, ly, anchor, box) = clear ?? places.first else { return }
            canvas.text(text, x: lx, y: ly, size: 13, fill: color, anchor: anchor)
            taken.append(box)
        }
        for line in series {
            for mark in line.marks where mark.column < line.values.count {
                guard let value = line.values[mark.column] else { continue }
                taken.append(LineChart.around((x(mark.column), y(value)), 7))
            }
        }
        for mark in projection?.marks ?? [] { taken.append(LineChart.around((x(mark.column), y(mark.value)), 7)) }
        for (index, line) in series.enumerated() {
            let color = theme.series[index % theme.series.count]
            for mark in line.marks where mark.column < line.values.count {
                guard let value = line.values[mark.column] else { continue }
                let (px, py) = (x(mark.column), y(value))
                canvas.circle(x: px, y: py, radius: 6, fill: theme.background, stroke: color)
                label(mark.label, at: px, py, color: color)
            }
        }
        for mark in projection?.marks ?? [] {
            let (px, py) = (x(mark.column), y(mark.value))
            canvas.circle(x: px, y: py, radius: 6, fill: theme.background, stroke: theme.series[0], dashed: true)
            label(mark.label, at: px, py, color: theme.series[0])
        }
        for (index, line) in series.enumerated() {
            let lx = margin + Double(index % 2) * (width - 2 * margin) / 2
            let legendY = bottom + 52 + Double(index / 2) * 28
            canvas.rect(
                x: lx, y: legendY - 11, width: 22, height: 6, fill: theme.series[index % theme.series.count], radius: 2)
            canvas.text(line.name, x: lx + 30, y: legendY, size: 15, room: (width - 2 * margin) / 2 - 40)
        }
        if let projection {
            let index = series.count
            let lx = margin + Double(index % 2) * (width - 2 * margin) / 2
            let legendY = bottom + 52 + Double(index / 2) * 28
            canvas.line(
                x1: lx, y1: legendY - 8, x2: lx + 22, y2: legendY - 8, stroke: theme.series[0], width: 2.5,
                dashed: true)
            canvas.text(projection.legend, x: lx + 30, y: legendY, size: 15, room: (width - 2 * margin) / 2 - 40)
        }
        if !gap.isEmpty {
            canvas.text(gap, x: right, y: subtitleY, size: 13, fill: theme.muted, anchor: .end, room: right - left)
        }
        let sentence = series.map { line -> String in
            let present = line.values.compactMap { $0 }
            let best = inverted ? present.min() : present.max()
            return "\(Sanitizer.line(line.name)): \(present.count)/\(line.values.count)"
                + (best.map { ", \(inverted ? Label.rankOf($0) : unit.attach(Formatting.grouped($0)))" } ?? "")
        }.joined(separator: "; ")
        let forecast = projection.map { ". \($0.sentence)" } ?? ""
        return canvas.document(title: title, description: "\(subtitle). \(sentence)\(forecast)")
    }

    /// Where a mark's label may go, nearest first: beside the mark above or below, left or right, then further off.
    static func places(_ x: Double, _ y: Double) -> [(Double, Double, SVGCanvas.Anchor)] {
        var out: [(Double, Double, SVGCanvas.Anchor)] = []
        for lift in [12.0, 30, 50, 70, 95, 120] {
            out += [(10, -lift, .start), (10, lift + 12, .start), (-10, -lift, .end), (-10, lift + 12, .end)]
        }
        return out
    }

    /// The column labels drawn: every `step` columns from the anchor, the smallest step whose labels keep 12
    /// pixels apart (each kept inside the chart's width).
    func xTicks(x: (Int) -> Double, left: Double, right: Double) -> [(column: Int, at: Double, label: String)] {
        guard !columns.isEmpty else { return [] }
        for step in tickSteps {
            var first = tickAnchor % step
            if first < 0 { first += step }
            var placed: [(column: Int, at: Double, label: String)] = []
            var fits = true
            var previousEnd = -Double.infinity
            for column in stride(from: first, to: columns.count, by: step) {
                let half = TextMetrics.width(columns[column], size: 13) / 2
                let at = min(max(x(column), left + half), right - half)
                if at - half < previousEnd + 12 {
                    fits = false
                    break
                }
                previousEnd = at + half
                placed.append((column, at, columns[column]))
            }
            if fits || step == tickSteps.last { return placed }
        }
        return []
    }
}
