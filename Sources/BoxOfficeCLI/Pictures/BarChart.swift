import KobisKit

/// Horizontal bars, one per row (a ranking's films, a period's top films): the rank and its change, the title cut to
/// fit, the bar, and the value at its end, over an axis of round numbers.
struct BarChart {
    struct Bar {
        let rank: Int
        let title: String
        let value: Int64?
        /// ▲3, ▼2, NEW or –, with its tone.
        let change: (text: String, accent: Accent)?
        /// What tells two films of the same (cut) title apart, tried in order: the release year, the code.
        var tags: [String] = []
    }

    let title: String
    let subtitle: String
    let bars: [Bar]
    let unit: Unit
    /// A line at the foot of the picture (the sample's notice), or nothing.
    var footnote = ""

    /// The chart; `titled: false` leaves the title to the page around it.
    func svg(width: Double, height: Double, theme: Theme, titled: Bool = true) -> String {
        var canvas = SVGCanvas(width: width, height: height, theme: theme)
        let margin = 32.0
        if titled { canvas.text(title, x: margin, y: 52, size: 30, bold: true, room: width - 2 * margin) }
        let subtitleY = titled ? 86.0 : 36
        canvas.text(subtitle, x: margin, y: subtitleY, size: 17, fill: theme.muted, room: width - 2 * margin)
        let top = subtitleY + 28
        let bottom = height - (footnote.isEmpty ? 48 : 66)
        if !footnote.isEmpty {
            canvas.text(footnote, x: margin, y: height - 12, size: 13, fill: theme.muted, room: width - 2 * margin)
        }
        let rowHeight = (bottom - top) / Double(max(bars.count, 1))
        let size = min(22, max(11, rowHeight * 0.5))
        let rankWidth = TextMetrics.width("10", size: size) + 12
        let changeWidth =
            ([TextMetrics.width("NEW", size: size * 0.8)] + bars.compactMap { bar in
                bar.change.map { TextMetrics.width($0.text, size: size * 0.8) }
            }).max()! + 16
        let labelWidth = min(width * 0.34, 360)
        let valueRoom = TextMetrics.width("99,999,999", size: size) + 16
        let barLeft = margin + rankWidth + changeWidth + labelWidth
        let barRoom = max(40, width - margin - valueRoom - barLeft)
        let ticks = Ticks.values(upTo: bars.compactMap(\.value).max() ?? 1)
        let scale = barRoom / Double(max(ticks.last ?? 1, 1))
        for tick in ticks {
            let x = barLeft + Double(tick) * scale
            canvas.line(x1: x, y1: top, x2: x, y2: bottom, stroke: theme.grid)
            canvas.text(Ticks.label(tick), x: x, y: bottom + 24, size: 14, fill: theme.muted, anchor: .middle)
        }
        let titles = TextMetrics.distinct(
            bars.map { $0.title.isEmpty ? "-" : Sanitizer.line($0.title) }, tags: bars.map(\.tags), size: size,
            room: labelWidth - 12)
        for (index, bar) in bars.enumerated() {
            let middle = top + rowHeight * (Double(index) + 0.5)
            let baseline = middle + size * 0.35
            canvas.text(String(bar.rank), x: margin + rankWidth - 12, y: baseline, size: size, anchor: .end, bold: true)
            if let change = bar.change {
                canvas.text(
                    change.text, x: margin + rankWidth, y: baseline, size: size * 0.8, fill: color(change.accent, theme)
                )
            }
            canvas.text(titles[index], x: margin + rankWidth + changeWidth, y: baseline, size: size)
            if let value = bar.value {
                let length = Double(value) * scale
                canvas.rect(
                    x: barLeft, y: middle - rowHeight * 0.32, width: length, height: rowHeight * 0.64,
                    fill: theme.series[0], radius: 3)
                canvas.text(
                    Formatting.grouped(value), x: barLeft + length + 8, y: baseline, size: size * 0.9, fill: theme.muted
                )
            }
        }
        let sentence = bars.map {
            "\($0.rank). \(Sanitizer.line($0.title)) \(unit.attach(Formatting.grouped($0.value)))"
        }
        .joined(separator: ", ")
        return canvas.document(title: title, description: "\(subtitle): \(sentence)")
    }

    func color(_ accent: Accent, _ theme: Theme) -> String {
        switch accent {
        case .up, .new: return theme.up
        case .down: return theme.down
        case .same, .plain: return theme.muted
        }
    }
}
