import KobisKit

/// Human layouts of one film: `list` (label and value lines) and `grid` (a boxed sheet).
/// Empty fields show as "-". Long lists wrap under their value column; nothing is wider than `width`.
struct MovieRenderer {
    let movie: MovieDetail
    /// Display columns; nil means no limit (nothing is cut or wrapped).
    let widthLimit: Int?
    let style: Style
    /// Actors shown before "외 N명".
    var actorLimit = 8
    /// Rows added after the film's own (the poster).
    var extra: [(label: String, items: [String], isTitle: Bool)] = []

    init(movie: MovieDetail, width: Int?, style: Style) {
        self.movie = movie
        self.widthLimit = width
        self.style = style
    }

    private var width: Int { widthLimit ?? 100_000 }

    /// The fields in display order: a label and the value's items (joined with ", ", wrapped at item boundaries).
    /// Titles are cut with "…", never wrapped; the first field is the Korean title.
    var fields: [(label: String, items: [String], isTitle: Bool)] {
        func one(_ text: String?) -> [String] { text.map { [Sanitizer.line($0)] } ?? [] }
        func person(_ person: Person) -> String {
            person.nameEnglish.map { "\(person.name) (\($0))" } ?? person.name
        }
        var actors = movie.actors.prefix(actorLimit).map { cast -> String in
            cast.role.map { "\(cast.person.name) (\($0) 역)" } ?? cast.person.name
        }
        if movie.actors.count > actorLimit { actors.append("외 \(movie.actors.count - actorLimit)명") }
        let titles: [(String, [String])] = [
            ("제목", one(movie.title.isEmpty ? nil : movie.title)),
            ("영문 제목", one(movie.titleEnglish)),
            ("원제", one(movie.titleOriginal)),
        ]
        var rows: [(String, [String])] = [
            ("영화 코드", one(movie.code)),
            ("제작연도", one(movie.productionYear.map(String.init))),
            ("개봉일", one(movie.openDate?.iso)),
            ("상영시간", one(movie.runningTimeMinutes.map { "\($0)분" })),
            ("제작상태", one(movie.status)),
            ("유형", one(movie.type)),
            ("국가", movie.nations),
            ("장르", movie.genres),
            ("감독", movie.directors.map(person)),
            ("출연", actors),
            ("상영형태", movie.showTypes.map { $0.group == $0.name || $0.name.isEmpty ? $0.group : "\($0.group) \($0.name)" }),
            ("관람등급", movie.watchGrades.map { grade in grade.auditNumber.map { "\(grade.grade) (\($0))" } ?? grade.grade }),
        ]
        let companies = movie.companiesByRole
        if companies.isEmpty {
            rows.append(("회사", []))
        } else {
            rows.append(contentsOf: companies.map { ($0.role, $0.names) })
        }
        return titles.map { ($0.0, $0.1, true) } + rows.map { (Sanitizer.line($0.0), $0.1.map(Sanitizer.line), false) }
            + extra.map { ($0.label, $0.items.map(Sanitizer.line), $0.isTitle) }
    }

    var sheet: SheetRenderer {
        SheetRenderer(title: movie.title.isEmpty ? "-" : Sanitizer.line(movie.title), fields: fields, widthLimit: widthLimit, style: style)
    }

    func list() -> [String] { sheet.list() }
    func grid() -> [String] { sheet.grid() }
}

/// Label-and-value sheets: `list` (label and value lines) and `grid` (a boxed sheet under a title).
/// Empty fields show as "-". Long lists wrap under their value column; with a width, nothing is wider than it.
struct SheetRenderer {
    /// The sheet's title (shown in the grid's top box).
    let title: String
    /// Label, items (joined with ", ", wrapped at item boundaries), and whether it is a title (cut, never wrapped).
    let fields: [(label: String, items: [String], isTitle: Bool)]
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
                lines.append(DisplayWidth.truncate(label + "  " + (field.items.isEmpty ? "-" : field.items.joined(separator: ", ")), to: width))
                continue
            }
            let wrapped = field.items.isEmpty ? ["-"] : (field.isTitle
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
            "├" + String(repeating: "─", count: labelWidth + 2) + "┬" + String(repeating: "─", count: valueWidth + 2) + "┤",
        ]
        for field in fields.dropFirst() {
            let wrapped = field.items.isEmpty ? ["-"] : DisplayWidth.wrap(field.items, to: valueWidth)
            for (index, text) in wrapped.enumerated() {
                let label = index == 0 ? field.label : ""
                lines.append("│ " + style.dim(DisplayWidth.pad(label, to: labelWidth)) + " │ "
                             + DisplayWidth.pad(text, to: valueWidth) + " │")
            }
        }
        lines.append("└" + String(repeating: "─", count: labelWidth + 2) + "┴" + String(repeating: "─", count: valueWidth + 2) + "┘")
        return lines.map { DisplayWidth.truncate($0, to: width) }
    }
}
