import KobisKit

/// Label-and-value sheets: `list` (label and value lines) and `grid` (a boxed sheet under a title).
/// Empty fields show as "-". Long lists wrap under their value column; with a width, nothing is wider than it.
struct SheetRenderer {
    /// The sheet's title (shown in the grid's top box).
    let title: String
    /// Label, items (joined with ", ", wrapped at item boundaries), and whether it is a title (cut, never wrapped).
    let fields: [SheetEntry]
    let widthLimit: Int?
    let style: Style

    private var width: Int { widthLimit ?? 100_000 }

    func list() -> [String] {
        let fields = self.fields
        let labelWidth = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        let valueWidth = width - labelWidth - 2
        var lines: [String] = []
        for (position, field) in fields.enumerated() {
            let label = DisplayWidth.pad(field.label, to: labelWidth)
            guard valueWidth >= 6 else {
                lines.append(
                    DisplayWidth.truncate(
                        label + "  " + (field.items.isEmpty ? "-" : field.items.joined(separator: ", ")), to: width))
                continue
            }
            let wrapped =
                field.items.isEmpty
                ? ["-"]
                : (field.isTitle
                    ? [DisplayWidth.truncate(field.items.joined(), to: valueWidth)]
                    : DisplayWidth.wrap(field.items, to: valueWidth))
            for (index, text) in wrapped.enumerated() {
                let head = index == 0 ? style.dim(label) : String(repeating: " ", count: labelWidth)
                let value = position == 0 ? style.bold(text) : text
                lines.append((head + "  " + value).trimmingTrailingSpaces)
            }
        }
        return lines.map { DisplayWidth.truncate($0, to: width) }
    }

    func grid() -> [String] {
        let fields = self.fields
        let labelWidth = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        // │ label │ value │ : borders and padding take 7 columns.
        let naturalValue = fields.map { DisplayWidth.of($0.items.joined(separator: ", ")) }.max() ?? 1
        let sheetWidth = max(min(width, labelWidth + naturalValue + 7), min(width, labelWidth + 13))
        let valueWidth = sheetWidth - labelWidth - 7
        guard valueWidth >= 4 else { return list() }
        let inner = sheetWidth - 4
        let title = DisplayWidth.truncate(self.title, to: inner)
        var lines = [
            "┌" + String(repeating: "─", count: sheetWidth - 2) + "┐",
            "│ " + style.bold(title) + String(repeating: " ", count: max(0, inner - DisplayWidth.of(title))) + " │",
            "├" + String(repeating: "─", count: labelWidth + 2) + "┬" + String(repeating: "─", count: valueWidth + 2)
                + "┤",
        ]
        for field in fields.dropFirst() {
            let wrapped = field.items.isEmpty ? ["-"] : DisplayWidth.wrap(field.items, to: valueWidth)
            for (index, text) in wrapped.enumerated() {
                let label = index == 0 ? field.label : ""
                lines.append(
                    "│ " + style.dim(DisplayWidth.pad(label, to: labelWidth)) + " │ "
                        + DisplayWidth.pad(text, to: valueWidth) + " │")
            }
        }
        lines.append(
            "└" + String(repeating: "─", count: labelWidth + 2) + "┴" + String(repeating: "─", count: valueWidth + 2)
                + "┘")
        return lines.map { DisplayWidth.truncate($0, to: width) }
    }
}
