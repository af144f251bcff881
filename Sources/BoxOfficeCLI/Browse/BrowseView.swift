import KobisKit

/// One screen of `boxoffice browse`, drawn from the model: the top page in its own text form (``RankingText``,
/// ``TableText``, ``MovieText``, ``TrendView``: the same views as the printed output, never drawn a second time)
/// above a status line. Every line fits the width; a list keeps its heading and header and scrolls its rows so the
/// selection shows (marked `>` in a gutter, and reversed when colour is on); a grid draws the selected card heavy.
enum BrowseView {
    /// The smallest screen drawn in full.
    static let minimum = (rows: 12, columns: 40)
    static let spinner = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The lines of the screen, one per row, and what the model needs back: the rows a page key moves, the
    /// first line shown and the cards in a row of the grid.
    struct Frame {
        var lines: [String]
        var pageSize: Int
        var scroll: Int
        var perRow = 1
    }

    static func frame(_ model: BrowseModel, rows: Int, columns: Int, style: Style) -> Frame {
        guard rows >= minimum.rows, columns >= minimum.columns else {
            let line = DisplayWidth.truncate(Label.browseTooSmall.text, to: max(1, columns))
            let blank = Array(repeating: "", count: max(0, rows - 1))
            return Frame(lines: [line] + blank, pageSize: 1, scroll: model.top.scroll)
        }
        let height = rows - 1
        var body: Frame
        let state = model.top
        switch state.page {
        case .ranking:
            body = ranking(model, height: height, columns: columns, style: style)
        case .results(let answer, _):
            let width = model.layout == .list ? columns - 2 : columns
            let drawn = TableText.lines(
                answer, layout: model.layout, width: width, style: style,
                selected: state.selection)
            body =
                model.layout == .list
                ? list(drawn.lines, pinned: 2, state: state, height: height, columns: columns, style: style)
                : grid(drawn, state: state, height: height)
        case .sheet(let sheet):
            let text = MovieText.render(sheet, layout: model.layout, width: columns, style: style)
            body = scrolled(lines(text), state: state, height: height)
        case .trend(let view):
            body = scrolled(view.chart(width: columns, style: style, fill: true), state: state, height: height)
        case .share(let text, _):
            let wrapped = lines(text).flatMap { DisplayWidth.wrapText($0, to: columns) }
            body = scrolled(wrapped, state: state, height: height)
        case .help:
            body = scrolled(BrowseKeys.lines(width: columns, style: style), state: state, height: height)
        }
        body.lines = Array(body.lines.prefix(height)) + Array(repeating: "", count: max(0, height - body.lines.count))
        if case .note(let draft) = model.prompt { note(draft, over: &body.lines, columns: columns, style: style) }
        body.lines =
            body.lines.map { DisplayWidth.truncate($0, to: columns) }
            + [status(model, columns: columns, style: style)]
        return body
    }

    /// Text split into lines, without the last newline.
    private static func lines(_ text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func ranking(_ model: BrowseModel, height: Int, columns: Int, style: Style) -> Frame {
        let state = model.top
        guard let ranking = model.shown else {
            guard model.running == nil else { return Frame(lines: [], pageSize: 1, scroll: 0) }
            let wanted = (try? model.target(model.period, model.anchor).label) ?? model.anchor.iso
            let said = model.stopped.map { Label.browseStoppedLoad($0.label) } ?? Label.browseNotLoaded(wanted)
            return Frame(lines: DisplayWidth.wrapText(said, to: columns), pageSize: 1, scroll: 0)
        }
        let answer = RankingAnswers.answer(ranking)
        guard !answer.rows.isEmpty else {
            return Frame(lines: [style.bold(answer.heading), style.dim(Label.noRanking.text)], pageSize: 1, scroll: 0)
        }
        if model.layout == .grid {
            let drawn = RankingText(answer: answer, width: columns, style: style).grid(selected: state.selection)
            return grid(drawn, state: state, height: height)
        }
        let drawn = RankingText(answer: answer, width: columns - 2, style: style).list()
        return list(drawn, pinned: 2, state: state, height: height, columns: columns, style: style)
    }

    /// A list drawn with a gutter: `pinned` lines stay on top, the rows below scroll to keep the selection in view.
    private static func list(
        _ lines: [String], pinned: Int, state: BrowseModel.PageState, height: Int,
        columns: Int, style: Style
    ) -> Frame {
        let selected = state.selection
        let head = lines.prefix(pinned).map { "  " + $0 }
        let rows = Array(lines.dropFirst(pinned))
        let room = max(1, height - head.count)
        var first = min(state.scroll, max(0, rows.count - room))
        if selected < first { first = selected }
        if selected >= first + room { first = selected - room + 1 }
        first = max(0, first)
        let shown = rows.indices.dropFirst(first).prefix(room).map { index -> String in
            guard index == selected else { return "  " + rows[index] }
            guard style.enabled else { return "> " + rows[index] }
            let text = "> " + DisplayWidth.plain(rows[index])
            let padding = String(repeating: " ", count: max(0, columns - DisplayWidth.of(text)))
            return "\u{1B}[7m" + DisplayWidth.truncate(text, to: columns) + padding + "\u{1B}[0m"
        }
        return Frame(lines: head + shown, pageSize: room, scroll: first)
    }

    /// Cards under a pinned heading, scrolled so the selected card (its line range) shows whole when it fits.
    private static func grid(
        _ drawn: (lines: [String], selected: Range<Int>?), state: BrowseModel.PageState,
        height: Int
    ) -> Frame {
        let heading = Array(drawn.lines.prefix(1))
        let cards = Array(drawn.lines.dropFirst())
        let room = max(1, height - 1)
        var first = min(state.scroll, max(0, cards.count - room))
        var pageSize = 1
        var perRow = 1
        if let selected = drawn.selected {
            let card = (selected.lowerBound - 1)..<(selected.upperBound - 1)
            if card.lowerBound < first { first = card.lowerBound }
            if card.upperBound > first + room { first = max(card.lowerBound, card.upperBound - room) }
            perRow = max(1, drawn.lines[selected.lowerBound].filter { $0 == "╭" || $0 == "┏" }.count)
            pageSize = max(1, perRow * max(1, room / max(1, card.count)))
        }
        first = max(0, first)
        return Frame(
            lines: heading + cards.dropFirst(first).prefix(room), pageSize: pageSize, scroll: first, perRow: perRow)
    }

    /// Lines that scroll as a whole (a sheet, a chart, share text, the keys).
    private static func scrolled(_ lines: [String], state: BrowseModel.PageState, height: Int) -> Frame {
        let first = max(0, min(state.scroll, lines.count - height))
        return Frame(lines: Array(lines.dropFirst(first)), pageSize: max(1, height - 1), scroll: first)
    }

    /// The note being written, over the last four lines of the page.
    private static func note(_ draft: BrowseModel.NoteDraft, over lines: inout [String], columns: Int, style: Style) {
        guard lines.count >= 4 else { return }
        let stars = NoteAnswers.stars(draft.stars ?? 0) + (draft.writing ? "" : "_")
        let box = [
            style.dim(String(repeating: "─", count: columns)),
            style.bold(Label.browseNoteFor("\(draft.film.title) (\(draft.film.code))")),
            "\(Label.browseNoteStars.text): \(stars)",
            "\(Label.browseNoteText.text): \(Sanitizer.line(draft.text))\(draft.writing ? "_" : "")",
        ]
        lines.replaceSubrange((lines.count - 4)..., with: box.map { DisplayWidth.truncate($0, to: columns) })
    }

    /// The last row: the prompt, the request in flight with its spinner, a message, the midnight offer, or a hint;
    /// the keys' hint on the right when there is room.
    static func status(_ model: BrowseModel, columns: Int, style: Style) -> String {
        var left = ""
        var isError = false
        switch model.prompt {
        case .search(let text)?:
            let typed = Sanitizer.line(text) + "_"
            let room = columns - DisplayWidth.of(Label.browseSearchPrompt.text) - 1
            let shown = DisplayWidth.of(typed) <= room ? typed : "…" + String(typed.suffix(room / 2))
            left = Label.browseSearchPrompt.text + shown
        case .note?:
            left = Label.browseNoteKeys.text
        case .confirm(let question)?:
            left = question
        case nil:
            if let running = model.running {
                left = spinner[model.spinner % spinner.count] + " " + Label.browseLoading(running.label)
            } else if let message = model.message {
                left = message.text
                isError = message.isError
            } else if let stopped = model.stopped, stopped.depth == model.pages.count {
                left = Label.browseStoppedLoad(stopped.label)
            } else if let offer = model.offer {
                left = Label.browseMidnight(offer.iso)
            } else if model.pages.count > 1 {
                left = Label.browseBack.text
            } else if let standing = model.standing,
                DisplayWidth.of(standing) + 2 + DisplayWidth.of(Label.browseHint.text) <= columns
            {
                left = standing  // only beside the keys' hint: on a narrow screen the hint matters more
            }
        }
        left = Sanitizer.line(left)
        if isError && !style.enabled { left = "! " + left }
        let hint = Label.browseHint.text
        var line: String
        if DisplayWidth.of(left) + 2 + DisplayWidth.of(hint) <= columns {
            line = left + String(repeating: " ", count: columns - DisplayWidth.of(left) - DisplayWidth.of(hint)) + hint
        } else {
            line = DisplayWidth.truncate(left, to: columns)
        }
        guard style.enabled else { return line.trimmingTrailingSpaces }
        line += String(repeating: " ", count: max(0, columns - DisplayWidth.of(line)))
        return (isError ? "\u{1B}[7;31m" : "\u{1B}[7m") + line + "\u{1B}[0m"
    }
}
