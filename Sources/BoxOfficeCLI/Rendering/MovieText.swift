import Foundation
import KobisKit

/// A film as text: the sheet (label and value lines, or a boxed grid), then your notes with their stars.
enum MovieText {
    static func render(_ sheet: FilmSheet, layout: Layout, width: Int?, style: Style) -> String {
        let movie = sheet.movie
        let title = Formatting.title(movie.title, english: movie.titleEnglish)
        let renderer = SheetRenderer(
            title: title.isEmpty ? "-" : Sanitizer.line(title), fields: MovieAnswers.lines(sheet),
            widthLimit: width, style: style)
        var lines = layout == .grid ? renderer.grid() : renderer.list()
        if let run = sheet.run {
            lines.append("")
            lines += RunFiguresText.lines(run, width: width ?? 80, style: style)
        }
        if let notes = sheet.notes, !notes.isEmpty {
            let average = Double(notes.map(\.stars).reduce(0, +)) / Double(notes.count)
            lines.append("")
            lines.append(
                style.bold(
                    "\(Label.notes.text) · \(Label.itemsOf(notes.count)) · \(Label.averageStars(String(format: "%.1f", average)))"
                ))
            for note in notes {
                let line =
                    "\(NoteAnswers.stars(note.stars))  \(Sanitizer.line(note.text ?? "-"))  "
                    + "(\(KobisDate(containing: note.createdAt).iso), #\(note.id))"
                lines.append(width.map { DisplayWidth.truncate(line, to: $0) } ?? line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
