import Foundation
import Testing

@testable import KobisKit

@Suite("Endpoints and KobisDate")
struct EndpointTests {
    let base = URL(string: "https://www.kobis.or.kr/kobisopenapi/webservice/rest")!
    let day = KobisDate(year: 2023, month: 8, day: 23)!

    func url(_ request: RequestIdentity, base: URL? = nil, key: String = "abc123") -> URL {
        NetworkManager(transport: ScriptedTransport(), baseURL: base ?? self.base, apiKey: key).url(for: request)
    }

    @Test func buildsTheDailyURLWithTheKeyFirst() {
        #expect(
            url(Endpoint.daily(date: day).request).absoluteString
                == "https://www.kobis.or.kr/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json?key=abc123&targetDt=20230823"
        )
    }

    @Test func buildsEveryOptionalParameter() {
        let filters = BoxOfficeFilters(itemsPerPage: 5, category: .diversity, nation: .korean, wideAreaCode: "0105001")
        let built = url(Endpoint.weekly(date: day, week: .week, filters: filters).request, key: "k")
        // A weekly request names the period's last day, so every day of the week shares one answer.
        #expect(
            built.query
                == "key=k&targetDt=20230827&weekGb=0&itemPerPage=5&multiMovieYn=Y&repNationCd=K&wideAreaCd=0105001")
        #expect(built.path.hasSuffix("/boxoffice/searchWeeklyBoxOfficeList.json"))
    }

    @Test func percentEncodesKoreanAndReservedCharacters() {
        let built = url(Endpoint.movieList(MovieQuery(title: "밀수 & co")).request, key: "a+b/c")
        #expect(built.query == "key=a%2Bb%2Fc&curPage=1&itemPerPage=10&movieNm=%EB%B0%80%EC%88%98%20%26%20co")
    }

    @Test func toleratesATrailingSlashOnTheBase() {
        let built = url(
            Endpoint.movieInfo(code: "20124079").request, base: URL(string: "http://127.0.0.1:8080/rest/")!, key: "k")
        #expect(built.absoluteString == "http://127.0.0.1:8080/rest/movie/searchMovieInfo.json?key=k&movieCd=20124079")
    }

    @Test func theRequestIdentityNeverHoldsTheKeyOrTheServer() {
        #expect(
            Endpoint.daily(date: day).request.description == "boxoffice/searchDailyBoxOfficeList.json?targetDt=20230823"
        )
        #expect(Endpoint.movieInfo(code: "20124079").request.service == "movie")
    }

    @Test func rankingsSettleAtNoonKoreaTimeTheNextDay() {
        let freshness = Endpoint.daily(date: day).freshness
        // Fetched at 09:00 KST on the 24th: settles at 12:00 KST, three hours later, but an hour is the most.
        let early = fixedDate("2023-08-24T00:00:00Z")
        #expect(freshness.expiry(fetchedAt: early) == early.addingTimeInterval(3600))
        // Fetched at 11:30 KST: expires at 12:00 KST.
        #expect(freshness.expiry(fetchedAt: fixedDate("2023-08-24T02:30:00Z")) == fixedDate("2023-08-24T03:00:00Z"))
        // Fetched after noon: 30 days.
        let late = fixedDate("2023-08-24T04:00:00Z")
        #expect(freshness.expiry(fetchedAt: late) == late.addingTimeInterval(30 * 86400))
        #expect(
            Endpoint.movieInfo(code: "20124079").freshness.expiry(fetchedAt: late) == late.addingTimeInterval(7 * 86400)
        )
    }

    @Test func aWeeklyRankingSettlesAfterItsSunday() {
        // 2023-08-23 is a Wednesday: its week ends on Sunday the 27th.
        #expect(Endpoint.weekly(date: day).freshness == .ranking(lastDay: KobisDate(year: 2023, month: 8, day: 27)!))
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
        #expect(
            KobisDate.latestAvailable(now: fixedDate("2023-11-01T16:00:00Z"))
                == KobisDate(year: 2023, month: 11, day: 1))
        // 14:59 UTC is 23:59 KST the same day.
        #expect(
            KobisDate.latestAvailable(now: fixedDate("2023-11-01T14:59:00Z"))
                == KobisDate(year: 2023, month: 10, day: 31))
        // Across a year boundary.
        #expect(
            KobisDate.latestAvailable(now: fixedDate("2023-12-31T15:00:00Z"))
                == KobisDate(year: 2023, month: 12, day: 31))
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
