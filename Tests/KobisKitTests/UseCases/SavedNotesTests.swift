import Foundation
import Testing

@testable import KobisKit

/// Listing notes is one use case: all of them, or one film's by its code or title, from the front-end's notes; the
/// titles of notes saved without KOBIS are filled in by a live service only.
@Suite("Use case: your saved notes")
struct SavedNotesTests {
    @Test func theListingIsAllNotesOrOneFilmsAndNeedsTheFrontEndsStore() async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("boxoffice-saved-notes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = NotesStore(file: folder.appendingPathComponent("notes.json"))
        try await store.add(movieCode: "20239001", title: "오펜하이머", stars: 5, text: nil)
        try await store.add(movieCode: "20239002", title: "콘크리트 유토피아", stars: 4, text: nil)
        try await store.add(movieCode: "20239009", title: "20239009", stars: 2, text: nil)
        #expect(SavedNotes.parameters.map(\.name) == ["movie"] && SavedNotes.parameters.map(\.required) == [false])
        let all = try SavedNotes(GivenValues(texts: [:]), store: store)
        #expect(try all.listing().notes.count == 3 && all.listing().code == nil)
        let one = try SavedNotes(GivenValues(texts: ["movie": "콘크리트"]), store: store)
        let service = KobisService.sample()
        let listing = try await one.run(service, events: UseCaseEvents())
        #expect(listing.notes.map(\.id) == [2] && listing.code == "20239002")
        // The sample's titles are not KOBIS's: a note titled by its code keeps it.
        #expect(try await all.fillTitles(service)?.filled == 0)
        #expect(try store.list()[2].title == "20239009")
        #expect(try await all.plan(service).plan.requests == 0)
        let storeless = try SavedNotes(GivenValues(texts: [:]))
        #expect(throws: KobisError.self) { _ = try storeless.listing() }
    }
}
