import KobisKit

/// The keys of `boxoffice browse`, declared once: the `?` page shows them, and the command's help names them.
enum BrowseKeys {
    /// The key caps and what they do.
    static let table: [(keys: String, does: Label)] = [
        ("↑ ↓  k j  PgUp PgDn  Home End", .browseKeyMove),
        ("Enter", .browseKeyOpen),
        ("Esc  q", .browseKeyBack),
        ("g", .browseKeyLayout),
        ("← →", .browseKeyCard),
        ("[ ]", .browseKeyDay),
        ("w", .browseKeyPeriod),
        ("/", .browseKeySearch),
        ("t", .browseKeyTrend),
        ("s", .browseKeyShare),
        ("n", .browseKeyNote),
        ("r", .browseKeyRefresh),
        ("?", .browseKeyHelp),
        ("q  Ctrl-C", .browseKeyQuit),
    ]

    /// The `?` page: a heading, then a line per key (the description wraps under itself), each fitting `width`.
    static func lines(width: Int, style: Style) -> [String] {
        let keyWidth = min(table.map { DisplayWidth.of($0.keys) }.max() ?? 0, max(8, width / 2))
        var lines = [style.bold(DisplayWidth.truncate(Label.browseKeys.text, to: width)), ""]
        for row in table {
            let room = max(8, width - keyWidth - 2)
            let described = DisplayWidth.wrapText(row.does.text, to: room)
            for (index, text) in described.enumerated() {
                let head =
                    index == 0
                    ? DisplayWidth.pad(row.keys, to: keyWidth)
                    : String(repeating: " ", count: keyWidth)
                lines.append(DisplayWidth.truncate((index == 0 ? style.bold(head) : head) + "  " + text, to: width))
            }
        }
        return lines
    }

    /// The key table in plain words, for the command's help (ASCII key names, English).
    static let helpText = """
        Keys: up/down, k/j, PgUp/PgDn, Home/End move the selection (in the grid, up/down a row of cards and \
        left/right a card); Enter opens the film's sheet (Esc or q goes back, or closes the keys or the share text \
        without stopping a load); g switches list and grid; [ ] (and left/right in the list) the previous or next \
        day (never after yesterday in Korea); w cycles daily, weekly, weekend, weekdays and comes back to the same \
        day; / searches titles; t draws the selected film's trend from its release, with its milestones; s copies \
        its share text (OSC 52, or pbcopy) and shows it; n adds a note (1-5 stars, Enter, the text, Enter saves); \
        r fetches the screen again past the cache (or a load Esc stopped, and, after midnight in Korea, takes the \
        new day); ? shows the keys; q or Ctrl-C quits.
        """
}
