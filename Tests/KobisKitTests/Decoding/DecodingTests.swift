import Foundation
import Testing

@testable import KobisKit

@Suite("DecodingManager")
struct DecodingTests {
    let decoder = DecodingManager()
    let day = KobisDate(year: 2024, month: 1, day: 1)!

    @Test func decodesEveryQuirkOfADailyRanking() throws {
        let box = try decoder.dailyBoxOffice(from: Fixture.data("daily_20240101_quirks.json"), date: day)
        #expect(box.boxOfficeType == "일별 박스오피스")
        #expect(box.range == day...day)
        #expect(box.entries.count == 5)
        let first = box.entries[0]
        #expect(first.title == "겨울 바다의 노래")  // trailing space trimmed
        #expect(first.salesTotal == 70_123_456_789)  // beyond Int32
        #expect(first.salesChangePercent == -13)
        #expect(first.audienceChange == -4372)
        #expect(first.rankChange == .same)
        let second = box.entries[1]
        #expect(second.movieCode == "2023C165")  // codes are not always numeric
        #expect(second.title == "Gregory \"Tarzan\" 의 모험")
        #expect(second.rankChange == .up(14))
        #expect(second.openDate == KobisDate(year: 2024, month: 1, day: 10))  // opens after the ranking day (previews)
        #expect(second.salesChangePercent == 11149.8)
        #expect(second.audienceChangePercent == 14273.4)
        let third = box.entries[2]
        #expect(third.rankChange == .new)
        #expect(third.openDate == nil)  // " " means no date
        #expect(third.salesChangePercent == 100)  // "100.0"
        #expect(box.entries[3].rankChange == .down(3))
        #expect(box.entries[3].openDate == KobisDate(year: 1994, month: 7, day: 2))
        let empty = box.entries[4]
        #expect(empty.openDate == nil)
        #expect(empty.sales == nil && empty.salesShare == nil && empty.screens == nil)
        #expect(empty.audience == 10)
    }

    @Test func anEmptyRankingIsZeroRowsNotAnError() throws {
        let box = try decoder.dailyBoxOffice(from: Fixture.data("daily_20240102_empty.json"), date: day)
        #expect(box.entries.isEmpty)
    }

    @Test func weeklyAnswersDecodeWithTheirWeek() throws {
        let box = try decoder.dailyBoxOffice(from: Fixture.data("weekend_20240107.json"), date: day)
        #expect(box.boxOfficeType == "주말 박스오피스")
        #expect(box.yearWeek == "202401")
        #expect(box.range?.lowerBound == KobisDate(year: 2024, month: 1, day: 5))
        #expect(box.entries.first?.audienceChangePercent == 0)
    }

    @Test func decodesAMovieWithTwoDirectorsAndRepeatedCompanies() throws {
        let movie = try decoder.movieDetail(
            from: Fixture.data("movieinfo_20230002_two_directors.json"), requestedCode: "20230002")
        #expect(movie.title == "두 감독의 동물 도시")
        #expect(movie.titleEnglish == "Animal City 2")
        #expect(movie.titleOriginal == nil)
        #expect(movie.openDate == KobisDate(year: 2023, month: 11, day: 29))  // yyyyMMdd form
        #expect(movie.runningTimeMinutes == 108)
        #expect(movie.productionYear == 2023)
        #expect(movie.directors == [Person(name: "가 감독", nameEnglish: "Director A"), Person(name: "나 감독")])
        #expect(movie.actors.count == 10)
        #expect(movie.actors[0].role == "토끼 (목소리)")
        #expect(movie.actors[1].role == nil && movie.actors[1].person.nameEnglish == nil)
        #expect(movie.actors[2].person.nameEnglish == "Gregory \"Tarzan\" Davis, Jr.")
        #expect(movie.watchGrades == [WatchGrade(auditNumber: "2023-MF02345", grade: "전체관람가")])
        #expect(movie.companies.count == 4)
        let groups = movie.companiesByRole
        #expect(groups.map(\.role) == ["배급사", "수입사", "제작사", "해외세일즈사"])
        #expect(groups[0].names == ["월드 배급(주)"])
        #expect(movie.staff.count == 3)
    }

    /// KOBIS answers an unknown code with an empty record, with or without the code echoed: that is "not found".
    @Test(arguments: ["movieinfo_20230099_all_empty.json", "movieinfo_20230098_no_code.json"])
    func anEmptyMovieRecordIsNotFound(name: String) throws {
        let data = try Fixture.data(name)
        #expect(throws: KobisError.notFound(kind: .movie, code: "99999999")) {
            try decoder.movieDetail(from: data, requestedCode: "99999999")
        }
        #expect(throws: KobisError.notFound(kind: .movie, code: "1")) {
            try decoder.movieDetail(
                from: Data(#"{"movieInfoResult":{"movieInfo":{},"source":"영화진흥위원회"}}"#.utf8), requestedCode: "1")
        }
    }

    @Test func aMovieWithATitleButNoCodeTakesTheCodeThatWasAsked() throws {
        let body = #"{"movieInfoResult":{"movieInfo":{"movieCd":"","movieNm":"밀수","nations":[],"genres":[]}}}"#
        #expect(try decoder.movieDetail(from: Data(body.utf8), requestedCode: "20230098").code == "20230098")
    }

    @Test func moreRowsThanAskedForAreCutToTheLimit() throws {
        let row = #"{"rank":"1","movieCd":"1","movieNm":"x"}"#
        let body =
            #"{"boxOfficeResult":{"dailyBoxOfficeList":["# + Array(repeating: row, count: 11).joined(separator: ",")
            + "]}}"
        #expect(try decoder.ranking(from: Data(body.utf8), date: day).entries.count == 10)
        let three =
            #"{"boxOfficeResult":{"dailyBoxOfficeList":["# + Array(repeating: row, count: 3).joined(separator: ",")
            + "]}}"
        #expect(try decoder.ranking(from: Data(three.utf8), date: day, rowLimit: 2).entries.count == 2)
    }

    /// Numbers no real answer has are malformed, never a trap (Int64.min negated, counts past Int32).
    @Test(arguments: [
        ("rankInten", "-9223372036854775808"), ("rank", "0"), ("rank", "99999999999"),
        ("scrnCnt", "-1"), ("showCnt", "9223372036854775807"), ("rankInten", "1e300"),
    ])
    func impossibleNumbersAreMalformed(field: String, value: String) {
        var row = ["rank": "1", "movieCd": "1", "movieNm": "x"]
        row[field] = value
        let json = row.map { "\"\($0.key)\":\"\($0.value)\"" }.joined(separator: ",")
        let body = #"{"boxOfficeResult":{"dailyBoxOfficeList":[{"# + json + "}]}}"
        #expect(throws: KobisError.self) { try decoder.ranking(from: Data(body.utf8), date: day) }
    }

    @Test(arguments: [
        ("fault_320010.json", KobisError.invalidKey(message: "유효하지않은 키값입니다.")),
        ("fault_320011.json", KobisError.quotaExceeded(message: "일일 호출 한도를 초과했습니다.")),
        (
            "fault_320102.json",
            KobisError.fault(code: "320102", message: "날짜는 필수항목입니다.[parameterName=targetDt,parameterValue=null]")
        ),
        (
            "fault_320103.json",
            KobisError.fault(
                code: "320103", message: "날싸형식에 맞게 입력하십시요.(YYYYMMDD)[parameterName=targetDt,parameterValue=2025]")
        ),
        ("fault_result_root.json", KobisError.fault(code: "320999", message: "알 수 없는 오류")),
    ])
    func faultsComeBeforeAnythingElse(name: String, expected: KobisError) throws {
        let data = try Fixture.data(name)
        #expect(throws: expected) { try decoder.dailyBoxOffice(from: data, date: day) }
        #expect(throws: expected) { try decoder.movieDetail(from: data, requestedCode: "1") }
    }

    @Test func aMissingOrUnknownRootIsAnErrorNotZeroRows() throws {
        let data = try Fixture.data("unknown_root_movielist.json")
        #expect(throws: KobisError.unexpectedRoot(expected: "boxOfficeResult", found: ["movieListResult"])) {
            try decoder.dailyBoxOffice(from: data, date: day)
        }
        #expect(throws: KobisError.unexpectedRoot(expected: "movieInfoResult", found: [])) {
            try decoder.movieDetail(from: Data("{}".utf8), requestedCode: "1")
        }
    }

    @Test(arguments: ["maintenance.html", "daily_truncated.json"])
    func htmlAndTruncatedBodiesAreMalformed(name: String) throws {
        let data = try Fixture.data(name)
        do {
            _ = try decoder.dailyBoxOffice(from: data, date: day)
            Issue.record("decoded \(name)")
        } catch let error as KobisError {
            guard case .malformed = error else {
                Issue.record("wrong error \(error)")
                return
            }
        }
    }

    @Test(.englishMessages) func garbageInANumberIsMalformedAndNamesTheField() {
        let body =
            #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20240101~20240101","dailyBoxOfficeList":[{"rank":"1","movieCd":"1","movieNm":"x","audiCnt":"12a"}]}}"#
        #expect(throws: KobisError.malformed("dailyBoxOfficeList[0].audiCnt is not a whole number")) {
            try decoder.dailyBoxOffice(from: Data(body.utf8), date: day)
        }
    }

    @Test func aByteOrderMarkAndCRLFLineBreaksAreTolerated() throws {
        let body =
            "\u{FEFF}{\r\n\"boxOfficeResult\":{\"dailyBoxOfficeList\":[{\"rank\":\"1\",\"movieCd\":\"1\",\"movieNm\":\"x\"}]}}\r\n"
        let box = try decoder.dailyBoxOffice(from: Data(body.utf8), date: day)
        #expect(box.entries.count == 1)
    }

    @Test func numbersSentAsJSONNumbersAreAcceptedToo() throws {
        let body =
            #"{"boxOfficeResult":{"dailyBoxOfficeList":[{"rank":1,"movieCd":"1","movieNm":"x","audiCnt":5,"salesShare":1.5}]}}"#
        let box = try decoder.dailyBoxOffice(from: Data(body.utf8), date: day)
        #expect(box.entries[0].audience == 5 && box.entries[0].salesShare == 1.5)
    }

    @Test func groupedNumbersAreRead() throws {
        let body =
            #"{"boxOfficeResult":{"dailyBoxOfficeList":[{"rank":"1","movieCd":"1","movieNm":"x","audiAcc":"1,234,567","salesShare":" 1.5 "}]}}"#
        let box = try decoder.dailyBoxOffice(from: Data(body.utf8), date: day)
        #expect(box.entries[0].audienceTotal == 1_234_567 && box.entries[0].salesShare == 1.5)
    }
}
