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
    /// The title line; by default the ranking's type and day.
    var heading: String

    init(boxOffice: DailyBoxOffice, details: [String: MovieDetail]?, width: Int?, style: Style, heading: String? = nil) {
        self.boxOffice = boxOffice
        self.details = details
        self.width = width
        self.style = style
        self.heading = heading ?? Formatting.heading(boxOffice)
    }

    func list() -> [String] {
        let table = ListTable(columns: RankingTable.textColumns, rows: boxOffice.entries, width: width, style: style)
        let layout = table.layout()
        let (header, rows) = table.lines(layout)
        var lines = [style.bold(heading), header]
        for (entry, row) in zip(boxOffice.entries, rows) {
            lines.append(row)
            if let details {
                let summary = details[entry.movieCode].map(Formatting.detailSummary) ?? "상세 정보 없음"
                var text = String(repeating: " ", count: layout.indent) + summary
                if let width { text = DisplayWidth.truncate(text, to: width) }
                lines.append(style.dim(text))
            }
        }
        guard let width else { return lines }
        return lines.map { DisplayWidth.truncate($0, to: width) }
    }

    /// Cards sized to their content; long titles and details wrap inside the card, so nothing is cut.
    func grid() -> [String] {
        var lines = [style.bold(width.map { DisplayWidth.truncate(heading, to: $0) } ?? heading)]
        guard !boxOffice.entries.isEmpty else { return lines }
        lines += CardGrid(cards: boxOffice.entries.map(card), width: width).render()
        return lines
    }

    /// A card's lines: the text (sanitized, unstyled, for measuring), whether it may wrap, and its style.
    private func card(_ entry: DailyBoxOfficeEntry) -> [CardGrid.Line] {
        let plain: (String) -> String = { $0 }
        let change = Formatting.rankChange(entry.rankChange)
        var lines: [CardGrid.Line] = [
            .init(text: "\(entry.rank)위  \(change)", wraps: false, style: { [style] text in
                text.hasSuffix(change) ? style.bold(String(text.dropLast(change.count)))
                    + Formatting.styledRankChange(entry.rankChange, style) : text }),
            .init(text: entry.title.isEmpty ? "-" : Sanitizer.line(entry.title), wraps: true, style: style.bold),
            .init(text: "관객 \(Formatting.grouped(entry.audience))", wraps: false, style: plain),
            .init(text: "누적 \(Formatting.grouped(entry.audienceTotal))", wraps: false, style: plain),
            .init(text: "코드 \(Sanitizer.line(entry.movieCode))", wraps: false, style: style.dim),
        ]
        if let details {
            if let detail = details[entry.movieCode] {
                lines.append(.init(text: detail.genres.isEmpty ? "-" : Sanitizer.line(detail.genres.joined(separator: ", ")), wraps: true, style: style.dim))
                var credit = detail.directors.isEmpty ? "-" : Sanitizer.line(detail.directors.map(\.name).joined(separator: ", "))
                if let minutes = detail.runningTimeMinutes { credit += " · \(minutes)분" }
                lines.append(.init(text: credit, wraps: true, style: style.dim))
                lines.append(.init(text: detail.watchGrades.first.map { Sanitizer.line($0.grade) } ?? "-", wraps: true, style: style.dim))
            } else {
                lines.append(.init(text: "상세 정보 없음", wraps: true, style: style.dim))
            }
        }
        return lines
    }
}
