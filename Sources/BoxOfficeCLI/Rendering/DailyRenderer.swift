import KobisKit

/// Human layouts of a ranking: `list` (a row per film, columns from ``RankingTable``) and `grid`
/// (cards across the width). With a width, every line fits it; without one (stdout is not a terminal
/// and COLUMNS is unset), nothing is cut.
struct DailyRenderer {
    let boxOffice: DailyBoxOffice
    /// Details by movie code, from `--details`.
    let details: [String: MovieDetail]?
    let width: Int?
    let style: Style

    static let gap = "  "

    func list() -> [String] {
        var lines = [style.bold(Formatting.heading(boxOffice))]
        let entries = boxOffice.entries
        struct Column {
            let spec: TextColumn<DailyBoxOfficeEntry>
            let cells: [String]
            let width: Int
        }
        let all = RankingTable.textColumns.map { spec -> Column in
            let cells = entries.map(spec.render)
            return Column(spec: spec, cells: cells, width: ([spec.header] + cells).map(DisplayWidth.of).max() ?? 0)
        }
        let gap = DailyRenderer.gap.count
        var shown = all
        var titleWidth = all.first(where: \.spec.flexible)?.width ?? 0
        if let width {
            // Drop the least important columns until the title keeps a readable width.
            let minimumTitle = min(titleWidth, 8)
            func fixed() -> Int { shown.filter { !$0.spec.flexible }.reduce(0) { $0 + $1.width + gap } }
            while width - fixed() < minimumTitle,
                  let drop = shown.filter({ $0.spec.dropPriority != nil }).min(by: { $0.spec.dropPriority! < $1.spec.dropPriority! }) {
                shown.removeAll { $0.spec.header == drop.spec.header }
            }
            titleWidth = max(1, min(titleWidth, width - fixed()))
        }

        func row(_ index: Int?) -> String {
            shown.map { column -> String in
                let plain = index.map { column.cells[$0] } ?? column.spec.header
                let columnWidth = column.spec.flexible ? titleWidth : column.width
                if let index, let styled = column.spec.styled {
                    let padding = String(repeating: " ", count: max(0, columnWidth - DisplayWidth.of(plain)))
                    let text = styled(entries[index], style)
                    return column.spec.alignRight ? padding + text : text + padding
                }
                return DisplayWidth.pad(plain, to: columnWidth, alignRight: column.spec.alignRight)
            }.joined(separator: DailyRenderer.gap).trimmingTrailingSpaces
        }

        lines.append(style.dim(row(nil)))
        let titleIndex = shown.firstIndex(where: \.spec.flexible) ?? 0
        let detailIndent = shown.prefix(titleIndex).reduce(0) { $0 + $1.width + gap }
        for (index, entry) in entries.enumerated() {
            lines.append(row(index))
            if let details {
                let summary = details[entry.movieCode].map(Formatting.detailSummary) ?? "상세 정보 없음"
                var text = String(repeating: " ", count: detailIndent) + summary
                if let width { text = DisplayWidth.truncate(text, to: width) }
                lines.append(style.dim(text))
            }
        }
        guard let width else { return lines }
        return lines.map { DisplayWidth.truncate($0, to: width) }
    }

    /// Cards sized to their content; long titles and details wrap inside the card, so nothing is cut.
    func grid() -> [String] {
        let layoutWidth = width ?? 80
        var lines = [style.bold(width.map { DisplayWidth.truncate(Formatting.heading(boxOffice), to: $0) } ?? Formatting.heading(boxOffice))]
        let entries = boxOffice.entries
        guard !entries.isEmpty else { return lines }
        let gap = DailyRenderer.gap.count
        let cards = entries.map(card)
        // The short lines (rank, counts, code) set the narrowest card; as many as fit share a row.
        let minimumInner = cards.flatMap { $0.filter { !$0.wraps }.map { DisplayWidth.of($0.text) } }.max() ?? 1
        let naturalInner = cards.flatMap { $0.map { DisplayWidth.of($0.text) } }.max() ?? 1
        let perRow = max(1, min(entries.count, (layoutWidth + gap) / (minimumInner + 4 + gap)))
        let cardWidth = max(5, min(naturalInner + 4, (layoutWidth - gap * (perRow - 1)) / perRow))
        let inner = cardWidth - 4
        for start in stride(from: 0, to: entries.count, by: perRow) {
            let slice = Array(start..<min(start + perRow, entries.count))
            let bodies = slice.map { index in
                cards[index].flatMap { line in
                    (DisplayWidth.of(line.text) <= inner ? [line.text] : DisplayWidth.wrapText(line.text, to: inner))
                        .map { (text: $0, style: line.style) }
                }
            }
            let height = bodies.map(\.count).max() ?? 0
            var rows = Array(repeating: [String](), count: height + 2)
            for body in bodies {
                rows[0].append("╭" + String(repeating: "─", count: cardWidth - 2) + "╮")
                for line in 0..<height {
                    let text = line < body.count ? body[line].text : ""
                    let padding = String(repeating: " ", count: max(0, inner - DisplayWidth.of(text)))
                    let styled = line < body.count ? body[line].style(text) : text
                    rows[line + 1].append("│ " + styled + padding + " │")
                }
                rows[height + 1].append("╰" + String(repeating: "─", count: cardWidth - 2) + "╯")
            }
            lines.append(contentsOf: rows.map { $0.joined(separator: DailyRenderer.gap) })
        }
        // Cards wrap their text, so only a terminal narrower than the smallest card needs cutting.
        guard let width else { return lines }
        return lines.map { DisplayWidth.truncate($0, to: width) }
    }

    /// A card's lines: the text (sanitized, unstyled, for measuring), whether it may wrap, and its style.
    private func card(_ entry: DailyBoxOfficeEntry) -> [(text: String, wraps: Bool, style: (String) -> String)] {
        let plain: (String) -> String = { $0 }
        let change = Formatting.rankChange(entry.rankChange)
        var lines: [(text: String, wraps: Bool, style: (String) -> String)] = [
            ("\(entry.rank)위  \(change)", false, { [style] text in
                text.hasSuffix(change) ? style.bold(String(text.dropLast(change.count)))
                    + Formatting.styledRankChange(entry.rankChange, style) : text }),
            (entry.title.isEmpty ? "-" : Sanitizer.line(entry.title), true, style.bold),
            ("관객 \(Formatting.grouped(entry.audience))", false, plain),
            ("누적 \(Formatting.grouped(entry.audienceTotal))", false, plain),
            ("코드 \(Sanitizer.line(entry.movieCode))", false, style.dim),
        ]
        if let details {
            if let detail = details[entry.movieCode] {
                lines.append((detail.genres.isEmpty ? "-" : Sanitizer.line(detail.genres.joined(separator: ", ")), true, style.dim))
                var credit = detail.directors.isEmpty ? "-" : Sanitizer.line(detail.directors.map(\.name).joined(separator: ", "))
                if let minutes = detail.runningTimeMinutes { credit += " · \(minutes)분" }
                lines.append((credit, true, style.dim))
                lines.append((detail.watchGrades.first.map { Sanitizer.line($0.grade) } ?? "-", true, style.dim))
            } else {
                lines.append(("상세 정보 없음", true, style.dim))
            }
        }
        return lines
    }
}
