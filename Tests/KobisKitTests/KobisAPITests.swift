import Foundation
import Testing
@testable import KobisKit

@Suite("KobisAPI and KobisDate")
struct KobisAPITests {
    let base = URL(string: "https://www.kobis.or.kr/kobisopenapi/webservice/rest")!
    let day = KobisDate(year: 2023, month: 8, day: 23)!

    @Test func buildsTheDailyURLWithTheKeyFirst() {
        let url = KobisAPI.dailyBoxOffice(date: day).url(base: base, key: "abc123")
        #expect(url.absoluteString == "https://www.kobis.or.kr/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json?key=abc123&targetDt=20230823")
    }

    @Test func buildsEveryOptionalParameter() {
        let filters = BoxOfficeFilters(itemsPerPage: 5, category: .diversity, nation: .korean, wideAreaCode: "0105001")
        let url = KobisAPI.weeklyBoxOffice(date: day, week: .week, filters: filters).url(base: base, key: "k")
        #expect(url.query == "key=k&targetDt=20230823&weekGb=0&itemPerPage=5&multiMovieYn=Y&repNationCd=K&wideAreaCd=0105001")
        #expect(url.path.hasSuffix("/boxoffice/searchWeeklyBoxOfficeList.json"))
    }

    @Test func percentEncodesKoreanAndReservedCharacters() {
        let url = KobisAPI.movieList(title: "밀수 & co", page: 1, itemsPerPage: 10).url(base: base, key: "a+b/c")
        #expect(url.query == "key=a%2Bb%2Fc&curPage=1&itemPerPage=10&movieNm=%EB%B0%80%EC%88%98%20%26%20co")
    }

    @Test func toleratesATrailingSlashOnTheBase() {
        let url = KobisAPI.movieInfo(code: "20124079").url(base: URL(string: "http://127.0.0.1:8080/rest/")!, key: "k")
        #expect(url.absoluteString == "http://127.0.0.1:8080/rest/movie/searchMovieInfo.json?key=k&movieCd=20124079")
    }

    @Test func theCacheKeyNeverHoldsTheKey() {
        #expect(KobisAPI.dailyBoxOffice(date: day).cacheKey == "boxoffice/searchDailyBoxOfficeList.json|targetDt=20230823")
    }

    @Test func parsesBothDateFormsAndRejectsImpossibleDays() {
        #expect(KobisDate("20230823") == day)
        #expect(KobisDate("2023-08-23") == day)
        #expect(KobisDate(" 2023-08-23 ") == day)
        #expect(KobisDate("20231345") == nil)
        #expect(KobisDate("20230229") == nil)
        #expect(KobisDate("20240229") != nil)
        #expect(KobisDate("2023-8-23") == nil)
        #expect(KobisDate("２０２３０８２３") == nil)
        #expect(KobisDate("") == nil && KobisDate(" ") == nil)
        #expect(day.koreanWeekday == "수")
    }

    @Test func yesterdayIsCountedInKoreaWhateverTheHostZone() {
        // 16:00 UTC on 1 Nov is 01:00 KST on 2 Nov: yesterday in Korea is 1 Nov, not 31 Oct.
        #expect(KobisDate.latestAvailable(now: fixedDate("2023-11-01T16:00:00Z")) == KobisDate(year: 2023, month: 11, day: 1))
        // 14:59 UTC is 23:59 KST the same day.
        #expect(KobisDate.latestAvailable(now: fixedDate("2023-11-01T14:59:00Z")) == KobisDate(year: 2023, month: 10, day: 31))
        // Across a year boundary.
        #expect(KobisDate.latestAvailable(now: fixedDate("2023-12-31T15:00:00Z")) == KobisDate(year: 2023, month: 12, day: 31))
    }

    @Test func dayArithmeticCrossesMonthsAndLeapDays() {
        #expect(KobisDate(year: 2024, month: 3, day: 1)!.adding(days: -1) == KobisDate(year: 2024, month: 2, day: 29))
        #expect(KobisDate(year: 2023, month: 12, day: 31)!.adding(days: 1) == KobisDate(year: 2024, month: 1, day: 1))
    }
}

@Suite("KobisDate arithmetic against Foundation's calendar")
struct KobisDateCalendarTests {
    @Test func agreesWithAGregorianCalendarInAsiaSeoulOverSixtyYears() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Asia/Seoul"))
        calendar.locale = Locale(identifier: "en_US_POSIX")
        var instant = fixedDate("1990-01-01T00:00:00Z")
        let end = fixedDate("2050-01-01T00:00:00Z")
        while instant < end {
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: instant)
            let day = KobisDate(containing: instant)
            #expect(day == KobisDate(year: parts.year!, month: parts.month!, day: parts.day!))
            #expect(day.weekday == parts.weekday! - 1)
            #expect(KobisDate(containing: day.startInKorea) == day)
            #expect(KobisDate(containing: day.startInKorea.addingTimeInterval(-1)) == day.adding(days: -1))
            instant = instant.addingTimeInterval(86400 * 3 + 3607)
        }
    }
}
