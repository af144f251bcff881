import KobisKit

/// A table of rows for the text list: columns from a field table, the flexible one (a title) taking the
/// room that is left. With a width, columns are dropped by priority until the flexible one keeps
/// ``minimumTitle`` columns (or its whole text, when shorter); when the columns that are never dropped still leave
/// it less, it narrows to ``smallestTitle`` and then whole columns go (text before numbers), so that a number, a
/// date or a code is never cut and every line fits. Without a width, nothing is cut.
struct ListTable<Row> {
    let columns: [TextColumn<Row>]
    let rows: [Row]
    let width: Int?
    let style: Style

    static var gap: String { "  " }
    /// A title keeps at least this many columns while any column can still be dropped.
    static var minimumTitle: Int { 16 }
    /// Columns with a drop priority up to this one go before any title is cut (코드 and 개봉일 in a ranking).
    static var dropBeforeCutting: Int { 2 }
    /// The narrowest a title gets before a column that is never dropped goes whole.
    static var smallestTitle: Int { 8 }

    struct Layout {
        let shown: [(spec: TextColumn<Row>, cells: [String], width: Int)]
        let flexibleWidth: Int
        /// Columns before the flexible one, with their gaps: where a detail line starts.
        let indent: Int
    }

    func layout() -> Layout {
        let gap = ListTable.gap.count
        let all = columns.map { spec -> (spec: TextColumn<Row>, cells: [String], width: Int) in
            let cells = rows.map(spec.render)
            return (spec, cells, ([spec.header] + cells).map(DisplayWidth.of).max() ?? 0)
        }
        var shown = all
        var flexible = all.first(where: \.spec.flexible)?.width ?? 0
        if let width {
            let minimum = min(flexible, ListTable.minimumTitle)
            let smallest = min(flexible, ListTable.smallestTitle)
            // Without a flexible column, the last column has no gap after it.
            let unusedGap = shown.contains(where: \.spec.flexible) ? 0 : gap
            func fixed() -> Int {
                shown.filter { !$0.spec.flexible }.reduce(0) { $0 + $1.width + gap } - unusedGap
            }
            func dropNext(upTo limit: Int) -> Bool {
                guard
                    let drop = shown.filter({ $0.spec.dropPriority.map { $0 <= limit } ?? false })
                        .min(by: { $0.spec.dropPriority! < $1.spec.dropPriority! })
                else { return false }
                shown.removeAll { $0.spec.header == drop.spec.header }
                return true
            }
            func dropWhole() -> Bool {
                let others = shown.filter { !$0.spec.flexible }
                guard shown.count > 1, let drop = others.first(where: { !$0.spec.alignRight }) ?? others.first
                else { return false }
                shown.removeAll { $0.spec.header == drop.spec.header }
                return true
            }
            // First the columns that go before any title is cut, then the rest until the title keeps its minimum,
            // then (the title at its smallest) those never dropped, rather than cut one.
            while width - fixed() < flexible, dropNext(upTo: ListTable.dropBeforeCutting) {}
            while width - fixed() < minimum, dropNext(upTo: Int.max) {}
            while width - fixed() < smallest, dropWhole() {}
            flexible = max(1, min(flexible, width - fixed()))
        }
        let flexibleIndex = shown.firstIndex(where: \.spec.flexible) ?? 0
        return Layout(
            shown: shown, flexibleWidth: flexible,
            indent: shown.prefix(flexibleIndex).reduce(0) { $0 + $1.width + gap })
    }

    /// The header line (dim) and one line per row.
    func lines(_ layout: Layout) -> (header: String, rows: [String]) {
        func line(_ index: Int?) -> String {
            layout.shown.map { column -> String in
                let plain = index.map { column.cells[$0] } ?? column.spec.header
                let columnWidth = column.spec.flexible ? layout.flexibleWidth : column.width
                if let index, let styled = column.spec.styled {
                    let padding = String(repeating: " ", count: max(0, columnWidth - DisplayWidth.of(plain)))
                    let text = styled(rows[index], style)
                    return column.spec.alignRight ? padding + text : text + padding
                }
                return DisplayWidth.pad(plain, to: columnWidth, alignRight: column.spec.alignRight)
            }.joined(separator: ListTable.gap).trimmingTrailingSpaces
        }
        let fit: (String) -> String = { text in width.map { DisplayWidth.truncate(text, to: $0) } ?? text }
        return (fit(style.dim(line(nil))), rows.indices.map { fit(line($0)) })
    }

    /// Header and rows, ready to print.
    func render() -> [String] {
        let (header, body) = lines(layout())
        return [header] + body
    }
}
