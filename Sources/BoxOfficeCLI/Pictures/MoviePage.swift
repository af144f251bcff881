import Foundation
import KobisKit

/// A film's sheet as one page: the poster (embedded, when it was downloaded), titles, people and companies, and
/// your notes with their stars.
enum MoviePage {
    static func page(_ sheet: FilmSheet, poster image: Data?) -> String {
        let shown = Formatting.title(sheet.movie.title, english: sheet.movie.titleEnglish)
        let title = shown.isEmpty ? sheet.movie.code : shown
        var page = HTMLPage(title: title)
        var sections = [HTMLPage.heading(title)]
        let lines = MovieAnswers.lines(sheet, actorLimit: 20).dropFirst()
        // The sheet and its poster side by side (the poster on the right, or above the sheet on a narrow screen).
        var sheetParts = [
            HTMLPage.table(
                header: [(Label.field.text, false), (Label.content.text, false)],
                rows: lines.map { [$0.label, $0.items.isEmpty ? "-" : $0.items.joined(separator: ", ")] })
        ]
        if let image, let type = imageType(image) {
            sheetParts.append(
                "<img class=\"poster\" alt=\"\(Markup.text(Label.poster.text))\" src=\"data:\(type);base64,"
                    + image.base64EncodedString() + "\">")
        }
        sections.append("<div class=\"sheet\">\n" + sheetParts.joined(separator: "\n") + "\n</div>")
        if let notes = sheet.notes, !notes.isEmpty {
            sections.append(HTMLPage.heading(Label.notes.text, level: 2))
            sections.append(
                "<ul>\n"
                    + notes.map { note in
                        "<li><span class=\"stars\">\(Markup.text(NoteAnswers.stars(note.stars)))</span> \(Markup.text(note.text ?? "-"))"
                            + " <span class=\"muted\">(\(Markup.text(KobisDate(containing: note.createdAt).iso)))</span></li>"
                    }.joined(separator: "\n") + "\n</ul>")
        }
        sections.append(
            HTMLPage.provenance(
                source: sheet.source, fetchedAt: sheet.provenance.map { KoreaTime.iso8601($0.fetchedAt) }))
        page.sections = sections
        return page.document()
    }

    /// The image's type from its first bytes: only JPEG, PNG, GIF and WebP are embedded.
    static func imageType(_ data: Data) -> String? {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if bytes.starts(with: [0x47, 0x49, 0x46, 0x38]) { return "image/gif" }
        if bytes.count >= 12 && bytes[0...3] == [0x52, 0x49, 0x46, 0x46] && bytes[8...11] == [0x57, 0x45, 0x42, 0x50] {
            return "image/webp"
        }
        return nil
    }
}
