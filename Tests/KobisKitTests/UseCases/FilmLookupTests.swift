import Foundation
import Testing

@testable import KobisKit

/// A film's sheet is one use case, whichever front-end asks: by code or by title, the poster when asked, your notes
/// on the film when the front-end hands its store, and an unknown code or a shared title the same error everywhere.
@Suite("Use case: a film's sheet", .englishMessages)
struct FilmLookupTests {
    /// What `events.notify` heard.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var all: [String] { lock.withLock { lines } }
        var events: UseCaseEvents { UseCaseEvents(notify: { line in self.lock.withLock { self.lines.append(line) } }) }
    }

    @Test func itsParametersAreTheFilmAndThePosterAndOnlyTheFilmIsRequired() throws {
        #expect(FilmLookup.parameters.map(\.name) == ["movie", "poster"])
        #expect(FilmLookup.parameters.map(\.required) == [true, false])
        let given = try FilmLookup(GivenValues(texts: ["movie": "20239002", "poster": "true"]))
        #expect(given.film == "20239002" && given.poster && given.notes == nil)
        let plain = try FilmLookup(GivenValues(texts: ["movie": "광해"]))
        #expect(plain.film == "광해" && !plain.poster)
    }

    @Test func aSampleFilmByCodeAndByTitle() async throws {
        let service = KobisService.sample()
        let heard = Heard()
        let byCode = try await FilmLookup(GivenValues(texts: ["movie": "20239002"])).run(service, events: heard.events)
        #expect(byCode.movie.code == "20239002" && byCode.movie.title == "콘크리트 유토피아")
        #expect(byCode.source == "sample" && byCode.notes == nil)
        #expect(heard.all.isEmpty, "a code is not looked up")
        let byTitle = try await FilmLookup("콘크리트 유토피아").run(service, events: heard.events)
        #expect(byTitle.movie.code == "20239002")
        #expect(heard.all.count == 1 && heard.all[0].hasPrefix("콘크리트 유토피아 → "), "the title's code is told")
    }

    @Test func anUnknownCodeIsNotFoundWithTheSamplesSentence() async throws {
        let service = KobisService.sample()
        do {
            _ = try await FilmLookup("99999999").run(service, events: UseCaseEvents())
            Issue.record("an unknown code has no sheet")
        } catch let error as KobisError {
            #expect(error == .notFound(kind: .movie, code: "99999999", in: .sample))
            #expect("\(error)" == "the sample has no movie 99999999")
        }
        await #expect(throws: KobisError.noMatch(kind: .movie, name: "없는 영화", in: .sample)) {
            _ = try await FilmLookup("없는 영화").run(service, events: UseCaseEvents())
        }
    }

    @Test func aSharedTitleListsItsFilms() async throws {
        do {
            _ = try await FilmLookup("바다").run(KobisService.sample(), events: UseCaseEvents())
            Issue.record("a title three films share is ambiguous")
        } catch RequestError.ambiguousName(let kind, let name, let candidates, let total) {
            #expect(kind == .movie && name == "바다" && total == 3)
            #expect(Set(candidates.map(\.code)) == ["20239011", "20239012", "20239013"])
        }
    }

    @Test func thePosterAndTheNotesComeAsAsked() async throws {
        let service = KobisService.sample()
        let plain = try await FilmLookup("20239001").run(service, events: UseCaseEvents())
        #expect(plain.poster == nil, "not asked: not looked for")
        let asked = try await FilmLookup("20239001", poster: true).run(service, events: UseCaseEvents())
        #expect((asked.poster ?? nil) != nil, "the sample's OMDb has it")

        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("boxoffice-film-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = NotesStore(file: folder.appendingPathComponent("notes.json"))
        _ = try await store.add(movieCode: "20239001", title: "오펜하이머", stars: 5, text: "good")
        _ = try await store.add(movieCode: "20239002", title: "콘크리트 유토피아", stars: 3, text: nil)
        let noted = try await FilmLookup("20239001", notes: store).run(service, events: UseCaseEvents())
        #expect(noted.notes?.map(\.text) == ["good"], "only the film's notes")
    }

    @Test func aDryRunSaysWhatWouldBeSent() async throws {
        let service = KobisService.sample()
        let byCode = try await FilmLookup("20239002").plan(service)
        #expect(byCode.what == "movie 20239002" && byCode.then == nil && byCode.plan.requests == 1)
        let withPoster = try await FilmLookup("20239002", poster: true).plan(service)
        #expect(withPoster.then == "OMDb lookups for its poster (up to 4)")
        let byTitle = try await FilmLookup("광해", poster: true).plan(service)
        #expect(byTitle.what == "the search for '광해'" && byTitle.then == "the film's detail")
    }
}
