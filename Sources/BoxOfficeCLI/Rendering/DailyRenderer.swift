import KobisKit

/// Human layouts of a ranking: `list` (a row per film) and `grid` (cards across the width).
/// Every line fits `width` display columns; titles are cut with "…" only when they do not fit.
struct DailyRenderer {
    let boxOffice: DailyBoxOffice
    /// Details by movie code, from `--details`.
    let details: [String: MovieDetail]?
    let width: Int
    let style: Style

    static let gap = "  "

    func list() -> [String] {
        var lines = [style.bold(Formatting.heading(boxOffice))]
        let entries = boxOffice.entries
        struct Column {
            let header: String
            let cells: [String]
            let alignRight: Bool
            let width: Int

            init(header: String, cells: [String], alignRight: Bool) {
                self.header = header
                self.cells = cells
                self.alignRight = alignRight
                width = ([header] + cells).map(DisplayWidth.of).max() ?? 0
            }
        }
        let rank = Column(header: "#", cells: entries.map { String($0.rank) }, alignRight: true)
        let change = Column(header: "변동", cells: entries.map { Formatting.rankChange($0.rankChange) }, alignRight: false)
        let audience = Column(header: "관객", cells: entries.map { Formatting.grouped($0.audience) }, alignRight: true)
        let total = Column(header: "누적", cells: entries.map { Formatting.grouped($0.audienceTotal) }, alignRight: true)
        let opened = Column(header: "개봉일", cells: entries.map { Formatting.date($0.openDate) }, alignRight: false)
        let titles = entries.map { $0.title.printable }
        let titleNatural = max(DisplayWidth.of("제목"), titles.map(DisplayWidth.of).max() ?? 0)
        let minimumTitle = min(titleNatural, 8)

        // Drop the least important columns until the title keeps a readable width.
        var trailing = [audience, total, opened]
        var showChange = true
        func fixedWidth() -> Int {
            let columns = [rank] + (showChange ? [change] : []) + trailing
            return columns.reduce(0) { $0 + $1.width } + DailyRenderer.gap.count * columns.count
        }
        while width - fixedWidth() < minimumTitle {
            if trailing.count > 1 { trailing.removeLast() }
            else if showChange { showChange = false }
            else { break }
        }
        let titleWidth = max(1, min(titleNatural, width - fixedWidth()))

        func row(rank r: String, change c: String, styledChange: String, title: String, trailing cells: [String]) -> String {
            var parts = [DisplayWidth.pad(r, to: rank.width, alignRight: true)]
            if showChange {
                let padding = String(repeating: " ", count: max(0, change.width - DisplayWidth.of(c)))
                parts.append(styledChange + padding)
            }
            parts.append(DisplayWidth.pad(title, to: titleWidth))
            for (column, cell) in zip(trailing, cells) {
                parts.append(DisplayWidth.pad(cell, to: column.width, alignRight: column.alignRight))
            }
            return parts.joined(separator: DailyRenderer.gap).trimmingTrailingSpaces
        }

        lines.append(style.dim(row(rank: rank.header, change: change.header, styledChange: change.header,
                                   title: "제목", trailing: trailing.map(\.header))))
        let detailIndent = rank.width + DailyRenderer.gap.count + (showChange ? change.width + DailyRenderer.gap.count : 0)
        for (index, entry) in entries.enumerated() {
            lines.append(row(rank: rank.cells[index], change: change.cells[index],
                             styledChange: Formatting.styledRankChange(entry.rankChange, style),
                             title: titles[index], trailing: trailing.map { $0.cells[index] }))
            if let details {
                let summary = details[entry.movieCode].map(Formatting.detailSummary) ?? "상세 정보 없음"
                let room = width - detailIndent
                let text = room > 0 ? String(repeating: " ", count: detailIndent) + DisplayWidth.truncate(summary, to: room)
                                    : DisplayWidth.truncate(summary, to: width)
                lines.append(style.dim(text))
            }
        }
        return lines.map { DisplayWidth.truncate($0, to: width) }
    }

    func grid() -> [String] {
        var lines = [style.bold(DisplayWidth.truncate(Formatting.heading(boxOffice), to: width))]
        let entries = boxOffice.entries
        guard !entries.isEmpty else { return lines }
        let gapWidth = 2
        let contents = entries.map(cardContent)
        // Wide enough for the longest line of any card, but never wider than the terminal.
        // Cards are as wide as their longest line, but two still share a row when the terminal has room
        // for two 24-column cards: then the longest titles are cut rather than forcing one card per row.
        let minimumCard = 24
        var natural = max((contents.flatMap { $0 }.map(DisplayWidth.of).max() ?? 0) + 4, minimumCard)
        if width >= 2 * minimumCard + gapWidth { natural = min(natural, (width - gapWidth) / 2) }
        let perRow = max(1, (width + gapWidth) / (min(natural, width) + gapWidth))
        let cardWidth = max(min(natural, (width - gapWidth * (perRow - 1)) / perRow), 5)
        let inner = cardWidth - 4
        for start in stride(from: 0, to: entries.count, by: perRow) {
            let slice = Array(start..<min(start + perRow, entries.count))
            let height = slice.map { contents[$0].count }.max() ?? 0
            var rows = Array(repeating: [String](), count: height + 2)
            for index in slice {
                let body = contents[index]
                let styled = styledContent(entries[index], body)
                rows[0].append("╭" + String(repeating: "─", count: cardWidth - 2) + "╮")
                for line in 0..<height {
                    let text = line < body.count ? styled[line] : ""
                    let plain = line < body.count ? body[line] : ""
                    let fitted = DisplayWidth.of(plain) <= inner ? text : DisplayWidth.truncate(text, to: inner)
                    rows[line + 1].append("│ " + DisplayWidth.pad(fitted, to: inner) + " │")
                }
                rows[height + 1].append("╰" + String(repeating: "─", count: cardWidth - 2) + "╯")
            }
            lines.append(contentsOf: rows.map { $0.joined(separator: String(repeating: " ", count: gapWidth)) })
        }
        return lines.map { DisplayWidth.truncate($0, to: width) }
    }

    /// A card's lines, unstyled (for measuring).
    private func cardContent(_ entry: DailyBoxOfficeEntry) -> [String] {
        var body = [
            "\(entry.rank)위  \(Formatting.rankChange(entry.rankChange))",
            entry.title.printable,
            "관객 \(Formatting.grouped(entry.audience))",
            "누적 \(Formatting.grouped(entry.audienceTotal))",
        ]
        if let details {
            if let detail = details[entry.movieCode] {
                body.append(detail.genres.isEmpty ? "-" : detail.genres.joined(separator: ", ").printable)
                var line = detail.directors.isEmpty ? "-" : detail.directors.map(\.name).joined(separator: ", ").printable
                if let minutes = detail.runningTimeMinutes { line += " · \(minutes)분" }
                body.append(line)
                body.append(detail.watchGrades.first?.grade.printable ?? "-")
            } else {
                body.append("상세 정보 없음")
            }
        }
        return body
    }

    private func styledContent(_ entry: DailyBoxOfficeEntry, _ body: [String]) -> [String] {
        var styled = body
        styled[0] = style.bold("\(entry.rank)위") + "  " + Formatting.styledRankChange(entry.rankChange, style)
        styled[1] = style.bold(body[1])
        for index in 4..<body.count { styled[index] = style.dim(body[index]) }
        return styled
    }
}
