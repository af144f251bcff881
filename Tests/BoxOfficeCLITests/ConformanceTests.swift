import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// Real bodies that KOBIS sent (../shared/kobis/fixtures, present in CI): each decodes, and renders in
/// every layout at widths 60, 80 and 120 without a line wider than the terminal. Skipped when absent.
@Suite("Conformance with recorded KOBIS bodies")
struct ConformanceTests {
    static let names: [String] =
        (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.shared.path).sorted()) ?? []
    static var available: Bool { !names.isEmpty }

    @Test(
        .enabled(if: available, "../shared/kobis/fixtures is absent"),
        arguments: names.filter { $0.hasPrefix("daily_") })
    func dailyBodiesDecodeAndRender(name: String) throws {
        let data = try Data(contentsOf: Fixtures.shared.appendingPathComponent(name))
        let digits = name.dropFirst(6).prefix(8)
        let date = try #require(KobisDate(String(digits)))
        let box = try DecodingManager().dailyBoxOffice(from: data, date: date)
        #expect(!box.entries.isEmpty)
        #expect(box.range?.lowerBound == date)
        for entry in box.entries {
            #expect(entry.title == entry.title.trimmingCharacters(in: .whitespaces))
            #expect(entry.audience != nil && entry.audienceTotal != nil)
        }
        for width in [60, 80, 120] {
            let renderer = rankingText(box, details: nil, width: width, style: Style(enabled: true))
            for lines in [renderer.list(), renderer.grid()] {
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(name) at \(width)")
            }
        }
        let json = RankingAnswers.answer(ranking(box), provenance: false).document.serialized()
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
    }

    @Test(
        .enabled(if: available, "../shared/kobis/fixtures is absent"),
        arguments: names.filter { $0.hasPrefix("movieinfo_") })
    func movieBodiesDecodeAndRender(name: String) throws {
        let data = try Data(contentsOf: Fixtures.shared.appendingPathComponent(name))
        let movie = try DecodingManager().movieDetail(from: data, requestedCode: "20000000")
        #expect(!movie.title.isEmpty && !movie.directors.isEmpty)
        for audit in movie.watchGrades { #expect(audit.auditNumber?.hasSuffix(" ") != true) }
        for width in [60, 80, 120] {
            let renderer = movieSheet(movie, width: width, style: Style(enabled: true))
            for lines in [renderer.list(), renderer.grid()] {
                #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(name) at \(width)")
            }
        }
    }

    @Test(
        .enabled(if: available, "../shared/kobis/fixtures is absent"),
        arguments: names.filter { $0.hasPrefix("fault_") })
    func faultBodiesBecomeTypedErrors(name: String) throws {
        let data = try Data(contentsOf: Fixtures.shared.appendingPathComponent(name))
        let code = String(name.dropFirst(6).prefix(6))
        do {
            _ = try DecodingManager().dailyBoxOffice(from: data, date: KobisDate(year: 2024, month: 1, day: 1)!)
            Issue.record("\(name) decoded")
        } catch let error as KobisError {
            switch error {
            case .invalidKey: #expect(code == "320010")
            case .quotaExceeded: #expect(code == "320011")
            case .fault(let faultCode, _): #expect(faultCode == code)
            default: Issue.record("\(name): \(error)")
            }
        }
    }

    /// What each recorded body must decode to through its endpoint: a few values known from the body itself
    /// (see SOURCES.md), checked here. A file with no entry fails ``everyRecordedBodyIsChecked()``.
    static func check(_ condition: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(condition, sourceLocation: sourceLocation)
    }

    static let day20120101 = KobisDate(year: 2012, month: 1, day: 1)!
    static let checks: [String: @Sendable (Data) throws -> Void] = [
        "daily_20120101_kobis_doc_sample.json": { data in
            let box = try Endpoint.daily(date: day20120101).decode(data)
            #expect(box.entries.count == 10)
            #expect(box.entries[0].title == "미션임파서블:고스트프로토콜" && box.entries[0].audience == 353_274)
        },
        "daily_20220105.json": { data in
            let box = try Endpoint.daily(date: KobisDate(year: 2022, month: 1, day: 5)!).decode(data)
            #expect(box.entries.first { $0.title == "특송" }?.openDate == KobisDate(year: 2022, month: 1, day: 12))
        },
        "daily_20220315.json": { data in
            try ConformanceTests.check(
                Endpoint.daily(date: KobisDate(year: 2022, month: 3, day: 15)!).decode(data).entries.count == 10)
        },
        "daily_20221030_linebreaks_added.json": { data in
            try ConformanceTests.check(
                Endpoint.daily(date: KobisDate(year: 2022, month: 10, day: 30)!).decode(data).entries[0].title == "자백")
        },
        "daily_20221214.json": { data in
            let box = try Endpoint.daily(date: KobisDate(year: 2022, month: 12, day: 14)!).decode(data)
            #expect(box.entries.filter { $0.rankChange.isNew }.count >= 2)
        },
        "daily_20221221_pretty.json": { data in
            try ConformanceTests.check(
                Endpoint.daily(date: KobisDate(year: 2022, month: 12, day: 21)!).decode(data).entries.count == 10)
        },
        "daily_20230423.json": { data in
            let box = try Endpoint.daily(date: KobisDate(year: 2023, month: 4, day: 23)!).decode(data)
            #expect(
                box.entries.first { $0.title == "슈퍼 마리오 브라더스" }?.openDate == KobisDate(year: 2023, month: 4, day: 26))
        },
        "daily_20230426.json": { data in
            let box = try Endpoint.daily(date: KobisDate(year: 2023, month: 4, day: 26)!).decode(data)
            let odyssey = try #require(box.entries.first { $0.movieCode == "19688005" })
            #expect(odyssey.openDate == nil, "an openDt of one space is no date")
        },
        "weekend_20120101_kobis_doc_sample.json": { data in
            let box = try Endpoint.weekly(date: day20120101, week: .weekend).decode(data)
            #expect(box.boxOfficeType == "주말 박스오피스")
            #expect(box.entries.count == 10 && box.entries[0].title == "미션임파서블:고스트프로토콜")
            #expect(box.entries.contains { $0.title == "프렌즈: 몬스터섬의비밀" }, "the trailing space is trimmed")
        },
        "movieinfo_20124079_masquerade.json": { data in
            let movie = try Endpoint.movieInfo(code: "20124079").decode(data)
            #expect(movie.title == "광해, 왕이 된 남자" && movie.actors.count == 36)
        },
        "movieinfo_20194376_topgun_maverick.json": { data in
            let movie = try Endpoint.movieInfo(code: "20194376").decode(data)
            #expect(movie.actors.contains { $0.person.nameEnglish == "Gregory \"Tarzan\" Davis, Jr." })
        },
        "movieinfo_20198429_confession.json": { data in
            try ConformanceTests.check(Endpoint.movieInfo(code: "20198429").decode(data).title == "자백")
        },
        "movieinfo_20199882_policemans_lineage.json": { data in
            let movie = try Endpoint.movieInfo(code: "20199882").decode(data)
            #expect(movie.title == "경관의 피")
            #expect(movie.watchGrades.contains { $0.auditNumber == "2021-MF03006" }, "the trailing space is trimmed")
        },
        "movieinfo_20218541_smugglers.json": { data in
            try ConformanceTests.check(Endpoint.movieInfo(code: "20218541").decode(data).title == "밀수")
        },
        "movielist_page1_totcnt95043.json": { data in
            let page = try Endpoint.movieList(MovieQuery()).decode(data)
            #expect(page.total == 95_043 && page.movies.count == 10)
            #expect(page.movies.contains { $0.code == "2023C165" })
        },
        "movielist_nofilter_page1_totcnt76512.json": { data in
            try ConformanceTests.check(Endpoint.movieList(MovieQuery()).decode(data).total == 76_512)
        },
        "peoplelist_봉준호_bong_joonho.json": { data in
            let page = try Endpoint.peopleList(PeopleQuery(name: "봉준호")).decode(data)
            #expect(page.total == 1 && page.people.first?.code == "10031641" && page.people.first?.name == "봉준호")
            #expect((page.people.first?.films.count ?? 0) > 1, "filmoNames is split at |")
        },
        "peoplelist_nofilter_page1_totcnt189403.json": { data in
            try ConformanceTests.check(Endpoint.peopleList(PeopleQuery(name: "")).decode(data).total == 189_403)
        },
        "peopleinfo_20164556.json": { data in
            let person = try Endpoint.personInfo(code: "20164556").decode(data)
            #expect(person.name == "김종현" && person.films.count == 2 && person.homepages.isEmpty)
        },
        "peopleinfo_no_peopleCd_all_null.json": { data in
            #expect(throws: KobisError.self) { try Endpoint.personInfo(code: "00000000").decode(data) }
        },
        "companyinfo_20122497_joyncontents.json": { data in
            let company = try Endpoint.companyInfo(code: "20122497").decode(data)
            #expect(company.name == "(유)조이앤컨텐츠그룹" && company.parts.count == 3 && company.films.count == 412)
        },
        "companyinfo_20188621_nmEn_null.json": { data in
            try ConformanceTests.check(Endpoint.companyInfo(code: "20188621").decode(data).nameEnglish == nil)
        },
        "companyinfo_20062584_filmos_empty.json": { data in
            try ConformanceTests.check(Endpoint.companyInfo(code: "20062584").decode(data).films.isEmpty)
        },
        "companyinfo_20188041_parts_empty_ceoNm_null.json": { data in
            let company = try Endpoint.companyInfo(code: "20188041").decode(data)
            #expect(company.ceo == nil && company.parts.isEmpty)
        },
        "companyinfo_20168828_parts_and_filmos_empty.json": { data in
            let company = try Endpoint.companyInfo(code: "20168828").decode(data)
            #expect(company.parts.isEmpty && company.films.isEmpty)
        },
        "companyinfo_no_companyCd_all_null.json": { data in
            #expect(throws: KobisError.self) { try Endpoint.companyInfo(code: "00000000").decode(data) }
        },
        "companylist_nofilter_page1_totcnt12271.json": { data in
            let page = try Endpoint.companyList(CompanyQuery(name: "")).decode(data)
            #expect(page.total == 12_271 && page.companies.count == 10)
            // KOBIS joins a company's films with a bare comma: four titles, one of them with a colon.
            let films = page.companies.first { !$0.films.isEmpty && $0.films.count > 1 }?.films ?? []
            #expect(films.count == 4 && films[0] == "아이즈 온 미 : 더 무비", "\(films)")
            #expect(films.last == "왕과 나: 런던 팔라디움 극장 뮤지컬")
            #expect(page.companies.filter { $0.films.count == 1 }.map(\.films[0]).contains("#살아있다"))
        },
        "codes_0105000000_regions.json": { data in
            let codes = try Endpoint.codes(.region).decode(data)
            #expect(codes.count == 17)
            #expect(codes.first?.code == "0105001" && codes.first?.name == "서울시" && codes.first?.nameEnglish == nil)
        },
        "omdb_movie_tt4633694_pretty.json": { data in
            guard
                case .film(let film) = try Endpoint.omdbTitle("Spider-Man: Into the Spider-Verse", year: nil).decode(
                    data)
            else {
                Issue.record("not a film")
                return
            }
            #expect(film.imdbID == "tt4633694" && film.poster?.hasPrefix("https://") == true)
        },
        "fault_320010_invalid_key.json": { data in
            #expect { try Endpoint.daily(date: day20120101).decode(data) } throws: {
                ($0 as? KobisError).map { if case .invalidKey = $0 { true } else { false } } ?? false
            }
        },
        "fault_320011_daily_quota_exceeded.json": { data in
            #expect { try Endpoint.companyInfo(code: "20122497").decode(data) } throws: {
                ($0 as? KobisError).map { if case .quotaExceeded = $0 { true } else { false } } ?? false
            }
        },
        "fault_320102_targetDt_missing.json": { data in
            #expect { try Endpoint.daily(date: day20120101).decode(data) } throws: {
                ($0 as? KobisError).map { if case .fault("320102", _) = $0 { true } else { false } } ?? false
            }
        },
        "fault_320103_targetDt_bad_format.json": { data in
            #expect { try Endpoint.daily(date: day20120101).decode(data) } throws: {
                ($0 as? KobisError).map { if case .fault("320103", _) = $0 { true } else { false } } ?? false
            }
        },
        "fault_320220_companyCd_7digits.json": { data in
            #expect { try Endpoint.companyInfo(code: "2013214").decode(data) } throws: {
                ($0 as? KobisError).map { if case .fault("320220", _) = $0 { true } else { false } } ?? false
            }
        },
        // Not JSON (cut by its author; printed by Python): refused as a malformed answer, never a crash.
        "weekly_gb0_20210104_TRUNCATED.txt": { data in
            #expect(throws: KobisError.self) {
                try Endpoint.weekly(date: KobisDate(year: 2021, month: 1, day: 4)!, week: .week).decode(data)
            }
        },
        "weekend_20190713_pprint_pyrepr.txt": { data in
            #expect(throws: KobisError.self) {
                try Endpoint.weekly(date: KobisDate(year: 2019, month: 7, day: 13)!).decode(data)
            }
        },
    ]

    @Test(.enabled(if: available, "../shared/kobis/fixtures is absent"), arguments: names.filter { $0 != "SOURCES.md" })
    func everyRecordedBodyDecodesThroughItsEndpoint(name: String) throws {
        let check = try #require(ConformanceTests.checks[name], "no check for \(name): add one")
        try check(try Data(contentsOf: Fixtures.shared.appendingPathComponent(name)))
    }

    @Test(.enabled(if: available, "../shared/kobis/fixtures is absent"))
    func everyRecordedBodyIsChecked() {
        let files = Set(ConformanceTests.names.filter { $0 != "SOURCES.md" })
        #expect(
            files == Set(ConformanceTests.checks.keys),
            "unchecked: \(files.subtracting(ConformanceTests.checks.keys)); missing: \(Set(ConformanceTests.checks.keys).subtracting(files))"
        )
    }
}
