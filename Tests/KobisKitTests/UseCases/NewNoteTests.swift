import Foundation
import Testing

@testable import KobisKit

/// Adding a note is one use case: its film and stars are checked by their declarations, the film is looked up (its
/// title kept with the note), and without KOBIS a code is saved titled by itself.
@Suite("Use case: a new note")
struct NewNoteTests {
    static func store() -> (NotesStore, URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("boxoffice-new-note-\(UUID().uuidString)")
        return (NotesStore(file: folder.appendingPathComponent("notes.json")), folder)
    }

    @Test func starsOutOfRangeAndAMissingFilmAreRefusedBeforeAnythingIsSaved() throws {
        #expect(throws: ConversionError.self) { try NewNote(GivenValues(texts: ["movie": "20239001", "stars": "6"])) }
        #expect(throws: ConversionError.self) { try NewNote(GivenValues(texts: ["movie": "20239001", "stars": "0"])) }
        #expect(throws: ConversionError.self) { try NewNote(GivenValues(texts: ["stars": "3"])) }
        #expect(throws: ConversionError.self) { try NewNote(GivenValues(texts: ["movie": "20239001"])) }
        let note = try NewNote(GivenValues(texts: ["movie": "20239001", "stars": "5", "text": "좋다"]))
        #expect(note.film == "20239001" && note.stars == 5 && note.text == "좋다" && note.store == nil)
        #expect(NewNote.parameters.map(\.name) == ["movie", "stars", "text"])
        #expect(NewNote.parameters.map(\.required) == [true, true, false])
    }

    @Test func aNoteAddedOnTheSampleKeepsTheFilmsTitleAndIsListed() async throws {
        let (store, folder) = NewNoteTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let service = KobisService.sample()
        var asked = try NewNote(GivenValues(texts: ["movie": "오펜하이머", "stars": "4", "text": "길다"]))
        asked.store = store
        let planned = asked
        let plan = try await Label.$language.withValue(.en) { try await planned.plan(service) }
        #expect(plan.what == "the search for '오펜하이머'" && plan.then == "the film's detail")
        let korean = try await Label.$language.withValue(.ko) { try await planned.plan(service) }
        #expect(korean.what == "'오펜하이머' 검색" && korean.then == "영화 상세 정보")
        let notified = Heard()
        let note = try await asked.run(service, events: UseCaseEvents(notify: { notified.add($0) }))
        #expect(note.movieCode == "20239001" && note.title == "오펜하이머" && note.stars == 4 && note.text == "길다")
        #expect(!notified.lines.isEmpty, "the name resolved to a code is told")
        let listed = try SavedNotes(GivenValues(texts: ["movie": "20239001"]), store: store).listing()
        #expect(listed.notes.map(\.id) == [note.id] && listed.code == "20239001")
    }

    @Test func anUnknownFilmSavesNothingAndAStoreIsNeeded() async throws {
        let (store, folder) = NewNoteTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let service = KobisService.sample()
        let unknown = NewNote(film: "29999999", stars: 3, text: nil, store: store)
        await #expect(throws: KobisError.self) { _ = try await unknown.run(service, events: UseCaseEvents()) }
        #expect(try store.list().isEmpty)
        let storeless = try NewNote(GivenValues(texts: ["movie": "20239001", "stars": "3"]))
        await #expect(throws: KobisError.self) { _ = try await storeless.run(service, events: UseCaseEvents()) }
    }

    @Test func withoutKOBISACodeIsSavedAndANameIsRefused() async throws {
        let (store, folder) = NewNoteTests.store()
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = try await NewNote(film: " 20124079 ", stars: 5, text: "좋다", store: store).runWithoutLookup()
        #expect(note.movieCode == "20124079" && note.title == "20124079" && !note.hasTitle)
        await #expect(throws: KobisError.self) {
            try await NewNote(film: "광해", stars: 5, text: nil, store: store).runWithoutLookup()
        }
        #expect(try store.list().count == 1)
    }
}
