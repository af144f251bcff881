import Foundation
import Testing

@testable import KobisKit

@Suite("Every KOBIS service decodes, quirks included")
struct ServiceTests {
    let decoder = DecodingManager()

    @Test func codesNestNationsUnderTheirContinents() throws {
        let nations = try decoder.codes(from: Fixture.data("codes_2204.json"))
        #expect(nations.first { $0.code == "22041001" }?.parent == "22041000")
        #expect(nations.first { $0.code == "22041000" }?.parent == nil)
        #expect(nations.first { $0.code == "22042001" }?.parent == "22042000")
        let regions = try decoder.codes(from: Fixture.data("codes_0105000000.json"))
        #expect(regions.count == 17)
        #expect(regions.allSatisfy { $0.parent == nil && $0.nameEnglish == nil })
        #expect(throws: KobisError.unexpectedRoot(expected: "codes", found: ["movieListResult"])) {
            try decoder.codes(from: Fixture.data("unknown_root_movielist.json"))
        }
    }

    @Test func peopleSearchSplitsFilmographiesAndKeepsNamesakesApart() throws {
        let body =
            #"{"peopleListResult":{"totCnt":2,"peopleList":[{"peopleCd":"10000558","peopleNm":"강동원","peopleNmEn":"KANG Dong-won","repRoleNm":"배우","filmoNames":"검은 사제들|전우치"},{"peopleCd":"20363775","peopleNm":"강동원","peopleNmEn":"","repRoleNm":"스탭","filmoNames":""}],"source":"영화진흥위원회"}}"#
        let page = try decoder.peopleSearch(from: Data(body.utf8), query: PeopleQuery(name: "강동원"))
        #expect(page.total == 2)
        #expect(page.people.map(\.code) == ["10000558", "20363775"])
        #expect(page.people[0].films == ["검은 사제들", "전우치"])
        #expect(page.people[1].nameEnglish == nil && page.people[1].films.isEmpty)
    }

    @Test func anUnknownPersonOrCompanyIsNotFound() throws {
        #expect(throws: KobisError.notFound(kind: .person, code: "99999999")) {
            try decoder.personDetail(from: Fixture.data("peopleinfo_unknown_all_null.json"), requestedCode: "99999999")
        }
        #expect(throws: KobisError.notFound(kind: .company, code: "99999999")) {
            try decoder.companyDetail(
                from: Fixture.data("companyinfo_unknown_all_null.json"), requestedCode: "99999999")
        }
    }

    @Test func personAndCompanyDetailsKeepEveryCredit() throws {
        let person = try decoder.personDetail(from: Fixture.data("peopleinfo_10031641.json"), requestedCode: "10031641")
        #expect(person.films.count == 4)
        #expect(person.films[1] == FilmCredit(movieCode: "20183782", title: "기생충", part: "각본"))
        let company = try decoder.companyDetail(
            from: Fixture.data("companyinfo_20188621.json"), requestedCode: "20188621")
        #expect(company.nameEnglish == nil)
        #expect(company.parts == ["제작사", "배급사"])
        #expect(company.films.filter { $0.movieCode == "20174641" }.map(\.part) == ["제작사", "배급사"])
    }

    @Test func companySearchReadsTheMisspelledPartKey() throws {
        let body =
            #"{"companyListResult":{"totCnt":2,"companyList":[{"companyCd":"2013214","companyNm":"옛 영화사","companyNmEn":"","companyPartName":"제작사","ceoNm":"","filmoNames":""},{"companyCd":"20188621","companyNm":"(주)미디어테라스","companyNmEn":"","companyPartNames":"제작사,배급사","ceoNm":"강선영","filmoNames":"가을 우체국|네루다"}],"source":"영화진흥위원회"}}"#
        let page = try decoder.companySearch(from: Data(body.utf8), query: CompanyQuery(name: "영화"))
        #expect(page.companies[0].parts == ["제작사"])
        #expect(page.companies[0].ceo == nil)
        #expect(page.companies[1].parts == ["제작사", "배급사"] && page.companies[1].films == ["가을 우체국", "네루다"])
    }

    @Test func movieSearchTakesTotCntAsANumberAndSplitsJoinedFields() throws {
        let body =
            #"{"movieListResult":{"totCnt":95043,"source":"영화진흥위원회","movieList":[{"movieCd":"20231091","movieNm":"라스트 필름 쇼","movieNmEn":"Last Film Show","prdtYear":"2021","openDt":"","typeNm":"장편","prdtStatNm":"개봉예정","nationAlt":"인도,프랑스,미국","genreAlt":"드라마","repNationNm":"인도","repGenreNm":"드라마","directors":[{"peopleNm":"판 나린"}],"companys":[]}]}}"#
        let page = try decoder.movieSearch(from: Data(body.utf8), query: MovieQuery())
        #expect(page.total == 95043)
        #expect(page.movies[0].nations == ["인도", "프랑스", "미국"])
        #expect(page.movies[0].openDate == nil && page.movies[0].directors == ["판 나린"])
    }

    @Test func requestsCarryTheirParameters() {
        #expect(Endpoint.codes(.nation).request.description == "code/searchCodeList.json?comCode=2204")
        #expect(
            Endpoint.peopleList(PeopleQuery(name: "봉준호", film: "괴물")).request.parameters.map(\.name)
                == ["curPage", "itemPerPage", "peopleNm", "filmoNames"])
        #expect(
            Endpoint.movieList(MovieQuery(productionYears: 2015...2019, releaseYears: 2020...2020)).request.description
                == "movie/searchMovieList.json?curPage=1&itemPerPage=10&openStartDt=2020&openEndDt=2020&prdtStartYear=2015&prdtEndYear=2019"
        )
        #expect(Endpoint.personInfo(code: "10031641").request.service == "person")
        #expect(Endpoint.companyInfo(code: "20188621").freshness == .lifetime(7 * 86400))
        #expect(Endpoint.codes(.region).freshness == .lifetime(30 * 86400))
    }
}

@Suite("Weekly periods")
struct PeriodTests {
    /// Every day of one ISO week maps to the same three periods.
    @Test(arguments: 0..<7)
    func everyDayOfAWeekAsksForThatWeek(offset: Int) {
        let day = KobisDate(year: 2024, month: 1, day: 1)!.adding(days: offset)  // Monday 1 January 2024
        #expect(BoxOfficePeriod(kind: .week, containingWeekOf: day).start.iso == "2024-01-01")
        #expect(BoxOfficePeriod(kind: .week, containingWeekOf: day).end.iso == "2024-01-07")
        #expect(BoxOfficePeriod(kind: .weekend, containingWeekOf: day).start.iso == "2024-01-05")
        #expect(BoxOfficePeriod(kind: .weekdays, containingWeekOf: day).end.iso == "2024-01-04")
        #expect(BoxOfficePeriod(kind: .week, containingWeekOf: day).isoWeek == (2024, 1))
    }

    /// The last complete period for each day on which yesterday falls, Monday 2024-01-08 to Sunday 2024-01-14.
    @Test(arguments: [
        ("2024-01-08", "2024-01-07", "2024-01-07", "2024-01-04"),
        ("2024-01-09", "2024-01-07", "2024-01-07", "2024-01-04"),
        ("2024-01-10", "2024-01-07", "2024-01-07", "2024-01-04"),
        ("2024-01-11", "2024-01-07", "2024-01-07", "2024-01-11"),
        ("2024-01-12", "2024-01-07", "2024-01-07", "2024-01-11"),
        ("2024-01-13", "2024-01-07", "2024-01-07", "2024-01-11"),
        ("2024-01-14", "2024-01-14", "2024-01-14", "2024-01-11"),
    ])
    func theDefaultIsTheLastPeriodThatHasEnded(yesterday: String, week: String, weekend: String, weekdays: String) {
        let latest = KobisDate(yesterday)!
        #expect(BoxOfficePeriod.lastComplete(.week, upTo: latest).end.iso == week)
        #expect(BoxOfficePeriod.lastComplete(.weekend, upTo: latest).end.iso == weekend)
        #expect(BoxOfficePeriod.lastComplete(.weekdays, upTo: latest).end.iso == weekdays)
    }

    @Test func isoWeeksAcrossYearEnds() {
        #expect(BoxOfficePeriod(kind: .weekend, containingWeekOf: KobisDate("20120101")!).isoWeek == (2011, 52))
        #expect(BoxOfficePeriod(kind: .week, containingWeekOf: KobisDate("20210104")!).isoWeek == (2021, 1))
        #expect(BoxOfficePeriod(kind: .week, containingWeekOf: KobisDate("20201231")!).isoWeek == (2020, 53))
    }

    @Test func koreaTimeIsWrittenWithItsOffset() {
        #expect(KoreaTime.iso8601(fixedDate("2024-12-20T15:00:00Z")) == "2024-12-21T00:00:00+09:00")
        #expect(KoreaTime.iso8601(fixedDate("2024-12-20T14:59:59Z")) == "2024-12-20T23:59:59+09:00")
    }
}
