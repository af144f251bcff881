import Foundation
import Testing

@testable import KobisKit

@Suite("ArchiveFilms: film details as KOBIS's movieInfo objects, one a line")
struct ArchiveFilmsTests {
    func fixture(_ name: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/\(name)")
        return try Data(contentsOf: url)
    }

    /// Every movie fixture: the line reads back as the very detail KOBIS's own answer gives, less its crew.
    @Test func aLineReadsBackAsTheDetailKOBISGave() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("movieinfo_") && $0.hasSuffix(".json")
        }
        var read = 0
        for name in names {
            guard let detail = try? DecodingManager().movieDetail(from: try fixture(name), requestedCode: "00000000")
            else { continue }
            let line = ArchiveFilms.line(detail)
            #expect(!line.contains(0x0A), "\(name)")
            var crewless = detail
            crewless.staff = []
            #expect(try ArchiveFilms.detail(line, code: detail.code) == crewless, "\(name)")
            #expect(!String(decoding: line, as: UTF8.self).contains("staffs"), "\(name): the crew is not kept")
            read += 1
        }
        #expect(read >= 3)
        let tricky = MovieDetail(
            code: "20240001", title: "제목 \"따옴표\" \\ 역슬래시", titleEnglish: "Line\u{2028}Sep", openDate: nil,
            directors: [Person(name: "감독", nameEnglish: nil)], watchGrades: [WatchGrade(auditNumber: nil, grade: "전체")])
        #expect(try ArchiveFilms.detail(ArchiveFilms.line(tricky), code: tricky.code) == tricky)
        #expect(throws: KobisError.self) {
            try ArchiveFilms.detail(ArchiveFilms.unknownLine("20249999"), code: "20249999")
        }
    }

    @Test func aFileIsCodesInOrderAndAnythingElseIsRefused() throws {
        let one = ArchiveFilms.line(MovieDetail(code: "20240002", title: "둘"))
        let two = ArchiveFilms.line(MovieDetail(code: "20240001", title: "하나"))
        let films = ArchiveFilms(lines: ["20240002": one, "20240001": two])
        let data = films.encoded()
        #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"{"movieCd":"20240001","movieNm":"하나""#))
        #expect(try ArchiveFilms.decode(data) == films)
        #expect(ArchiveFilms.bucket("20240001") == "2024" && ArchiveFilms.bucket("K1234567") == "other")
        let swapped = one + Data([0x0A]) + two + Data([0x0A])
        for damaged in [data.dropLast(), swapped, Data("{\"title\":1}\n".utf8), Data("not json\n".utf8)] {
            #expect(throws: ArchiveCSV.Refusal.self) { try ArchiveFilms.decode(Data(damaged)) }
        }
    }

    @Test func theArchiveAnswersAHeldFilmAndTheWeekWithNoRequest() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("archive-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        let film = MovieDetail(code: "20240001", title: "하나", titleEnglish: "One", genres: ["드라마"])
        try store.save(films: ["20240001": ArchiveFilms.line(film)], bucket: "2024")
        let sunday = KobisDate(year: 2024, month: 12, day: 8)!
        let weekend = BoxOfficePeriod(kind: .weekend, containingWeekOf: sunday)
        let entry = DailyBoxOfficeEntry(rank: 1, rankChange: .same, movieCode: "20240001", title: "하나")
        try store.save(ArchiveWeeks(year: 2024, periods: [weekend: .init(yearWeek: "202449", entries: [entry])]))
        let sample = KobisService.sample().data
        let data = ArchiveData(base: sample, store: store, offline: true)
        #expect(data.holds(.film("20240001")) && data.holds(.ranking(.period(weekend), RankingFilters())))
        #expect(try await data.film("20240001").value == film)
        let ranking = try await data.ranking(.period(weekend), filters: RankingFilters())
        #expect(ranking.fromCache && ranking.value.entries == [entry] && ranking.value.boxOfficeType == "주말 박스오피스")
        await #expect(throws: ArchiveError.self) { try await data.film("20240002") }
        let week = BoxOfficePeriod(kind: .week, containingWeekOf: sunday)
        await #expect(throws: ArchiveError.self) { try await data.ranking(.period(week), filters: RankingFilters()) }
        // --refresh asks the base: the sample, which has no such film.
        let refreshed = ArchiveData(base: sample, store: store, refresh: true)
        #expect(!refreshed.holds(.film("20240001")))
    }
}
