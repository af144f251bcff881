import Foundation
import Testing

@testable import KobisKit

/// Which notes a listing shows for a code or a title, and the titles of notes saved without KOBIS.
@Suite("Note listings and titles")
struct NoteListingTests {
    let notes = [
        Note(id: 1, movieCode: "20231089", title: "콘크리트 유토피아", stars: 5, text: nil, createdAt: Date()),
        Note(id: 2, movieCode: "20124079", title: "광해, 왕이 된 남자", stars: 4, text: nil, createdAt: Date()),
        Note(id: 3, movieCode: "20231089", title: "콘크리트 유토피아", stars: 3, text: nil, createdAt: Date()),
        Note(id: 4, movieCode: "20239001", title: "20239001", stars: 2, text: nil, createdAt: Date()),
        Note(id: 5, movieCode: "20230002", title: "콘크리트 마켓", stars: 1, text: nil, createdAt: Date()),
    ]

    @Test func aCodeOrATitleSelectsTheNotes() {
        #expect(NoteListing(notes, film: nil).notes.count == 5)
        #expect(NoteListing(notes, film: "  ").code == nil)
        let byCode = NoteListing(notes, film: "20124079")
        #expect(byCode.notes.map(\.id) == [2] && byCode.code == "20124079")
        // An exact title (spaces and punctuation aside) wins over titles that hold it.
        let exact = NoteListing(notes, film: "콘크리트유토피아")
        #expect(exact.notes.map(\.id) == [1, 3] && exact.code == "20231089")
        let partial = NoteListing(notes, film: "콘크리트")
        #expect(partial.notes.map(\.id) == [1, 3, 5] && partial.code == nil, "two films: no one code")
        #expect(NoteListing(notes, film: "광해 왕이").notes.map(\.id) == [2])
        #expect(NoteListing(notes, film: "없는 영화").notes.isEmpty)
        #expect(NoteListing(notes, film: "!!!").notes.isEmpty)
    }

    @Test func aNoteTitledByItsCodeHasNoTitleYet() {
        #expect(!notes[3].hasTitle && notes[0].hasTitle)
    }

    @Test func titlesAreFilledInOnlyForNotesWithoutOne() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("boxoffice-notes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = NotesStore(file: folder.appendingPathComponent("notes.json"))
        try await store.add(movieCode: "20239001", title: "20239001", stars: 4, text: nil)
        try await store.add(movieCode: "20239002", title: "콘크리트 유토피아", stars: 5, text: nil)
        try await store.add(movieCode: "20239001", title: "20239001", stars: 2, text: "again")
        let changed = try await store.fillTitles(["20239001": "오펜하이머", "20239002": "다른 제목"])
        #expect(changed == 2)
        #expect(try store.list().map(\.title) == ["오펜하이머", "콘크리트 유토피아", "오펜하이머"])
        #expect(try await store.fillTitles(["20239001": "또 다른"]) == 0)
    }
}
