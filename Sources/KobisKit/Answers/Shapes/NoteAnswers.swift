import Foundation

/// The fields of a note, declared once: `note list`, the film sheet's notes, and `add_note`.
public enum NoteAnswers {
    public static func stars(_ count: Int) -> String {
        String(repeating: "★", count: count) + String(repeating: "☆", count: max(0, 5 - count))
    }

    public static let fields: [Field<Note>] = [
        Field("id", .integer, label: .number, column: Column(position: 0, alignRight: true, render: { String($0.id) }))
        { .int(Int64($0.id)) },
        Field(
            "movieCode", .string, label: .code,
            column: Column(position: 1, drop: 2, render: { Sanitizer.line($0.movieCode) })
        ) {
            .string($0.movieCode)
        },
        Field(
            "title", .string, label: .title, column: Column(position: 2, drop: 3, render: { Sanitizer.line($0.title) })
        ) { .string($0.title) },
        Field("stars", .integer, label: .stars, column: Column(position: 3, render: { stars($0.stars) })) {
            .int(Int64($0.stars))
        },
        Field(
            "text", .nullable(.string), label: .note,
            column: Column(position: 4, flexible: true, render: { Sanitizer.line($0.text ?? "") })
        ) {
            .optional($0.text)
        },
        Field(
            "createdAt", .dateTime, label: .written,
            column: Column(position: 5, drop: 1, render: { KobisDate(containing: $0.createdAt).iso })
        ) {
            .string(KoreaTime.iso8601($0.createdAt))
        },
    ]

    public static let list = ListShape<Note>(
        type: "notes",
        members: [
            .init("movieCode", .nullable(.string)),
            .init("averageStars", .nullable(.number)),
        ],
        itemsKey: "notes", fields: fields)

    /// One note, as `add_note` answers.
    public static let one = RecordShape<Note>(type: "note", fields: fields)

    public static func answer(_ notes: [Note], code: String?) -> ListAnswer<Note> {
        let average = notes.isEmpty ? nil : Double(notes.map(\.stars).reduce(0, +)) / Double(notes.count)
        let heading =
            "\(Label.notes.text) · \(Label.itemsOf(notes.count))"
            + (average.map { " · " + Label.averageStars(String(format: "%.1f", $0)) } ?? "")
        return ListAnswer(
            list, heading: heading,
            values: [
                "movieCode": .optional(code),
                "averageStars": average.map { .double(($0 * 10).rounded() / 10) } ?? .null,
            ], rows: notes)
    }

    public static func answer(_ note: Note) -> RecordAnswer<Note> {
        RecordAnswer(one, heading: note.title, row: note, sheet: [])
    }
}
