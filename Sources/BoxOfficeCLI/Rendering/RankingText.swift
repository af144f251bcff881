import KobisKit

/// A ranking as text: `list` (a row per film, columns from the ranking's field table, a detail line under each
/// with details) and `grid` (cards across the width). With a width (a command always has one: off a terminal,
/// `$COLUMNS` or 120), every line fits it; without one, nothing is cut. With posters, a line per film follows.
/// With `--fields`, the chosen fields are the columns of the list and the lines of each card, as for any table.
struct RankingText {
    let answer: ListAnswer<RankingRow>
    let width: Int?
    let style: Style

    var rows: [RankingRow] { answer.rows }
    var hasDetails: Bool { answer.fields.contains { $0.key == "details" } }
    var hasPosters: Bool { answer.fields.contains { $0.key == "poster" } }

    /// The text, posters included; empty for a ranking without films.
    func render(layout: Layout, posters: Bool = true) -> String {
        guard !rows.isEmpty else { return "" }
        if answer.selection != nil { return TableText.render(answer, layout: layout, width: width, style: style) }
        var text = (layout == .grid ? grid() : list()).joined(separator: "\n") + "\n"
        if posters && hasPosters {
            text +=
                "\n"
                + rows.map { RankingText.posterLine($0.entry, $0.poster, title: $0.shownTitle, width: width) }.joined()
        }
        return text
    }

    func list() -> [String] {
        let table = ListTable(columns: TextColumn.of(answer.fields), rows: rows, width: width, style: style)
        let layout = table.layout()
        let (header, lines) = table.lines(layout)
        var out = DisplayWidth.headingLines(answer.heading, to: width).map(style.bold) + [header]
        for (row, line) in zip(rows, lines) {
            out.append(line)
            if hasDetails {
                let summary = row.detail.map(Formatting.detailSummary) ?? Label.noDetail.text
                var text = String(repeating: " ", count: layout.indent) + summary
                if let width { text = DisplayWidth.truncate(text, to: width) }
                out.append(style.dim(text))
            }
        }
        guard let width else { return out }
        return out.map { DisplayWidth.truncate($0, to: width) }
    }

    /// Cards sized to their content; long titles and details wrap inside the card, so nothing is cut.
    func grid() -> [String] { grid(selected: nil).lines }

    /// The grid with one card drawn heavy (`browse`'s selection), and the lines that card takes.
    func grid(selected: Int?) -> (lines: [String], selected: Range<Int>?) {
        let columns = TextColumn.of(answer.fields).filter { !$0.flexible }
        let cards = CardGrid(cards: rows.map { card($0, columns) }, width: width, selected: selected).renderMarked()
        let heading = DisplayWidth.headingLines(answer.heading, to: width).map(style.bold)
        return (
            heading + cards.lines,
            cards.selected.map { ($0.lowerBound + heading.count)..<($0.upperBound + heading.count) }
        )
    }

    /// A card's lines: the text (sanitized, unstyled, for measuring), whether it may wrap, and its style.
    private func card(_ row: RankingRow, _ columns: [TextColumn<RankingRow>]) -> [CardGrid.Line] {
        let entry = row.entry
        let plain: (String) -> String = { $0 }
        let change = Formatting.rankChange(entry.rankChange)
        let accent = RankingAnswers.accent(entry.rankChange)
        var lines: [CardGrid.Line] = [
            .init(
                text: "\(Label.rankOf(entry.rank))  \(change)", wraps: false,
                style: { [style] text in
                    text.hasSuffix(change)
                        ? style.bold(String(text.dropLast(change.count))) + style.accent(accent, change) : text
                }),
            .init(text: row.shownTitle.isEmpty ? "-" : Sanitizer.line(row.shownTitle), wraps: true, style: style.bold),
        ]
        // The rest of the card follows the field table: a `label value` line per column a card shows.
        for column in columns {
            switch column.card {
            case .line: lines.append(.init(text: "\(column.header) \(column.render(row))", wraps: false, style: plain))
            case .dimmed:
                lines.append(.init(text: "\(column.header) \(column.render(row))", wraps: false, style: style.dim))
            case .heading, .hidden: continue
            }
        }
        if hasDetails {
            if let detail = row.detail {
                lines.append(
                    .init(
                        text: detail.genres.isEmpty
                            ? "-"
                            : Sanitizer.line(detail.genres.map { Vocabulary.genre.text($0) }.joined(separator: ", ")),
                        wraps: true,
                        style: style.dim))
                var credit =
                    detail.directors.isEmpty
                    ? "-"
                    : Sanitizer.line(
                        detail.directors.map { Formatting.name($0.name, english: $0.nameEnglish) }.joined(
                            separator: ", "))
                if let minutes = detail.runningTimeMinutes { credit += " · " + Label.minutesOf(minutes) }
                lines.append(.init(text: credit, wraps: true, style: style.dim))
                lines.append(
                    .init(
                        text: detail.watchGrades.first.map { Sanitizer.line(Vocabulary.grade.text($0.grade)) } ?? "-",
                        wraps: true,
                        style: style.dim))
            } else {
                lines.append(.init(text: Label.noDetail.text, wraps: true, style: style.dim))
            }
        }
        return lines
    }

    /// `1. 오펜하이머  https://…`, or a dash when there is no poster; the address is never cut.
    static func posterLine(_ entry: DailyBoxOfficeEntry, _ poster: Poster?, title: String? = nil, width: Int?) -> String
    {
        let address = poster.map { Sanitizer.line($0.url) } ?? Label.noPoster.text
        let head = "\(entry.rank). \(Sanitizer.line(title ?? entry.title))"
        let room = (width ?? 100_000) - DisplayWidth.of(address) - 2
        return (room >= 4 ? DisplayWidth.truncate(head, to: room) : head) + "  " + address + "\n"
    }
}
