import Foundation
import KobisKit

/// The field table of a note.
enum NoteTable {
    static let fields: [Field<Note>] = [
        Field("id", text: TextColumn("번호", position: 0, alignRight: true, render: { String($0.id) })) { .int(Int64($0.id)) },
        Field("movieCode", text: TextColumn("코드", position: 1, drop: 2, render: { Sanitizer.line($0.movieCode) })) { .string($0.movieCode) },
        Field("title", text: TextColumn("제목", position: 2, drop: 3, render: { Sanitizer.line($0.title) })) { .string($0.title) },
        Field("stars", text: TextColumn("별점", position: 3, render: { stars($0.stars) })) { .int(Int64($0.stars)) },
        Field("text", text: TextColumn("노트", position: 4, flexible: true, render: { Sanitizer.line($0.text ?? "") })) { .optional($0.text) },
        Field("createdAt", text: TextColumn("작성", position: 5, drop: 1, render: { KobisDate(containing: $0.createdAt).iso })) {
            .string(KoreaTime.iso8601($0.createdAt))
        },
    ]

    static func stars(_ count: Int) -> String { String(repeating: "★", count: count) + String(repeating: "☆", count: max(0, 5 - count)) }
}
