import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// The tools, called through `tools/call` on the bundled sample (2023-08-01 to 2023-08-31, its "yesterday" the
/// last day): the figures are the sample's own, the same as `boxoffice … --demo` prints.
@Suite("MCPTools", .timeLimit(.minutes(30)))
struct MCPToolsTests {
    /// One ranking row's figures, as the sample gives them.
    struct Row: Equatable, CustomStringConvertible {
        let rank: Int64
        let code: String
        let title: String
        let audience: Int64
        let audienceTotal: Int64
        let sales: Int64
        let screens: Int64
        let shows: Int64

        init(
            _ rank: Int64, _ code: String, _ title: String, audience: Int64, total: Int64, sales: Int64,
            screens: Int64, shows: Int64
        ) {
            (self.rank, self.code, self.title) = (rank, code, title)
            (self.audience, self.audienceTotal, self.sales, self.screens, self.shows) = (
                audience, total, sales, screens, shows
            )
        }

        init?(_ entry: JSONValue) {
            guard let rank = entry["rank"]?.intValue, let code = entry["movieCode"]?.stringValue,
                let title = entry["title"]?.stringValue, let audience = entry["audience"]?.intValue,
                let total = entry["audienceTotal"]?.intValue, let sales = entry["sales"]?.intValue,
                let screens = entry["screens"]?.intValue, let shows = entry["shows"]?.intValue
            else { return nil }
            self.init(
                rank, code, title, audience: audience, total: total, sales: sales, screens: screens, shows: shows)
        }

        var description: String {
            "#\(rank) \(code) \(title) \(audience)/\(audienceTotal) \(sales) \(screens)/\(shows)"
        }
    }

    /// The row keys `Row` reads, asked for by `fields`: the brief form leaves out sales and shows.
    static let figures =
        #""fields":"rank,rankChange,new,movieCode,title,openDate,audience,audienceTotal,sales,screens,shows""#

    static func rows(_ document: JSONValue) throws -> [Row] {
        let entries = try #require(document["entries"]?.items, "\(document.compact())")
        let rows = entries.compactMap(Row.init)
        #expect(rows.count == entries.count, "every entry has the ranking's figures: \(document.compact())")
        return rows
    }

    // MARK: - daily_box_office

    @Test func dailyBoxOfficeGivesTheSamplesRankingForTheDay() async throws {
        let probe = ServerProbe()
        let document = try await probe.call("daily_box_office", #"{"date":"2023-08-15","limit":3,\#(Self.figures)}"#)
            .document()
        #expect(document["type"] == .string("daily"))
        #expect(document["date"] == .string("2023-08-15"))
        #expect(document["source"] == .string("sample"))
        #expect(document["count"] == .int(3))
        #expect(document["filters"]?["limit"] == .int(3))
        #expect(
            try Self.rows(document) == [
                Row(
                    1, "20239001", "오펜하이머", audience: 160_336, total: 216_336, sales: 2_052_300_800, screens: 2400,
                    shows: 13_362),
                Row(
                    2, "20239003", "달짝지근해: 7510", audience: 90350, total: 121_850, sales: 948_675_000,
                    screens: 1506, shows: 7530),
                Row(
                    3, "20239002", "콘크리트 유토피아", audience: 79844, total: 945_951, sales: 838_362_000,
                    screens: 1331, shows: 6654),
            ])
        let first = try #require(document["entries"]?.items?.first)
        #expect(first["rankChange"] == .int(5) && first["new"] == .bool(false))
        #expect(first["openDate"] == .string("2023-08-15"))
    }

    /// Without a date, the day is "yesterday", which on the sample is its last day.
    @Test func dailyBoxOfficeWithoutADayGivesTheSamplesLastDay() async throws {
        let probe = ServerProbe()
        let document = try await probe.call("daily_box_office", "{\(Self.figures)}").document()
        #expect(document["date"] == .string("2023-08-31"))
        #expect(document["count"] == .int(10))
        let rows = try Self.rows(document)
        #expect(rows.map(\.rank) == Array(1...10))
        #expect(
            rows.first
                == Row(
                    1, "20239001", "오펜하이머", audience: 35717, total: 1_707_063, sales: 457_177_600, screens: 596,
                    shows: 2977))
        #expect(rows.map(\.audience) == rows.map(\.audience).sorted(by: >), "ranked by audience")
    }

    @Test func fieldsPickTheKeysOfEachRowAndAnUnknownKeyIsNamed() async throws {
        let probe = ServerProbe()
        let picked = try await probe.call("daily_box_office", #"{"date":"2023-08-15","fields":"rank,title"}"#)
            .document()
        let entries = try #require(picked["entries"]?.items)
        #expect(entries.first?.keys == ["rank", "title"])
        #expect(entries.first?["title"] == .string("오펜하이머"))
        let wrong = try await probe.call("daily_box_office", #"{"fields":"rank,nope","lang":"en"}"#).failure()
        #expect(wrong.hasPrefix("'fields' has no key 'nope': use "))
        let korean = try await probe.call("daily_box_office", #"{"fields":"rank,nope"}"#).failure()
        #expect(korean.hasPrefix("'fields'에 없는 키입니다: 'nope'. "), "\(korean)")
    }

    /// A day the sample does not hold is the command line's sentence, not an empty answer.
    @Test func aDayWithoutFiguresIsAnErrorSayingWhichDaysTheSampleHolds() async throws {
        let probe = ServerProbe()
        #expect(
            try await probe.call("daily_box_office", #"{"date":"2023-07-01","lang":"en"}"#).failure()
                == "the sample has no ranking for 2023-07-01: it holds 2023-08-01 to 2023-08-31")
        #expect(
            try await probe.call("daily_box_office", #"{"date":"2023-07-01"}"#).failure()
                == "샘플에 2023-07-01 순위가 없습니다 (샘플에는 2023-08-01 ~ 2023-08-31만 있습니다)")
    }

    @Test(arguments: ["2023-13-45", "someday", "2023-02-30"])
    func aBadDateIsAnErrorNamingTheArgument(_ date: String) async throws {
        let probe = ServerProbe()
        let line = try await probe.call("daily_box_office", #"{"date":"\#(date)","lang":"en"}"#).failure()
        #expect(line.hasPrefix("'date' "), "\(line)")
        let korean = try await probe.call("daily_box_office", #"{"date":"\#(date)"}"#).failure()
        #expect(korean.hasPrefix("'date': ") && korean.contains("날짜"), "\(korean)")
        #expect(line.contains(date), "\(line)")
    }

    // MARK: - box_office_records

    /// The records of the sample's days, with no request; nothing to list is the use case's sentence.
    @Test func boxOfficeRecordsListsTheSamplesRecordsAndSaysWhatItCovers() async throws {
        let probe = ServerProbe()
        let fastest = try await probe.call("box_office_records", #"{"kind":"fast-1m"}"#).document()
        #expect(fastest["type"] == .string("records") && fastest["kind"] == .string("fast-1m"))
        #expect(fastest["from"] == .string("2023-08-01") && fastest["daysHeld"] == .int(31))
        let entries = try #require(fastest["entries"]?.items)
        #expect(entries.map { $0["movieCode"] } == [.string("20239001"), .string("20239002")])
        #expect(entries.map { $0["days"] } == [.int(7), .int(8)])
        #expect(entries.first?["date"] == .string("2023-08-21") && entries.first?["audienceTotal"] == .int(1_066_003))
        let runs = try await probe.call("box_office_records", #"{"kind":"number-one","limit":1,"lang":"en"}"#)
            .document()
        #expect(runs["entries"]?.items?.first?["days"] == .int(17))
        let none = try await probe.call("box_office_records", #"{"kind":"fast-10m"}"#).document()
        #expect(none["count"] == .int(0) && none["entries"] == .array([]), "held days, no film: an empty answer")
        let wrong = try await probe.call("box_office_records", #"{"year":2023,"from":"2023-08-01"}"#).failure()
        #expect(wrong == "기간은 하나만 정할 수 있습니다: 'year', 'from' 중 하나만 주세요", "\(wrong)")
        let all = try await probe.call("top_movies", #"{"all_time":true,"limit":3}"#).document()
        #expect(all["from"] == .string("2023-08-01") && all["to"] == .string("2023-08-31"))
        #expect(all["entries"]?.items?.first?["movieCode"] == .string("20239001"))
    }

    // MARK: - weekly_box_office

    @Test func weeklyBoxOfficeGivesTheWeekendHoldingTheDay() async throws {
        let probe = ServerProbe()
        let document = try await probe.call("weekly_box_office", #"{"date":"2023-08-20","limit":2,\#(Self.figures)}"#)
            .document()
        #expect(document["period"] == .string("weekend"))
        #expect(document["range"] == .object([("start", .string("2023-08-18")), ("end", .string("2023-08-20"))]))
        #expect(document["isoWeek"] == .string("2023-W33"))
        let rows = try Self.rows(document)
        #expect(rows.map(\.code) == ["20239001", "20239003"])
        #expect(rows.first?.audience == 479_704 && rows.first?.audienceTotal == 974_808)
    }

    // MARK: - movie_info

    @Test func movieInfoGivesTheFilmsBriefSheet() async throws {
        let probe = ServerProbe()
        let sheet = try await probe.call("movie_info", #"{"movie":"20239002"}"#).document()
        #expect(sheet["type"] == .string("movieBrief"))
        #expect(sheet["source"] == .string("sample"))
        #expect(sheet["movieCode"] == .string("20239002"))
        #expect(sheet["title"] == .string("콘크리트 유토피아"))
        #expect(sheet["titleEn"] == .string("Concrete Utopia"))
        #expect(sheet["productionYear"] == .int(2023))
        #expect(sheet["openDate"] == .string("2023-08-09"))
        #expect(sheet["runningTimeMinutes"] == .int(130))
        #expect(sheet["genres"] == .array([.string("드라마"), .string("스릴러")]))
        #expect(sheet["directors"]?.items?.map { $0["name"] } == [.string("엄태화")])
        #expect(sheet["actors"]?.items?.compactMap { $0["name"]?.stringValue } == ["이병헌", "박서준", "박보영"])
        #expect(sheet["watchGrade"] == .string("15세이상관람가"))
    }

    /// By name, the film is found the same as by its code.
    @Test func movieInfoFindsAFilmByItsTitle() async throws {
        let probe = ServerProbe()
        let sheet = try await probe.call("movie_info", #"{"movie":"콘크리트 유토피아","detail":"full"}"#).document()
        #expect(sheet["type"] == .string("movie"))
        #expect(sheet["movieCode"] == .string("20239002"))
    }

    /// The same sentences as `boxoffice movie … --demo` on stderr; the advice names a tool, not a command.
    @Test func aFilmTheSampleLacksIsTheCommandLinesSentence() async throws {
        let probe = ServerProbe()
        #expect(
            try await probe.call("movie_info", #"{"movie":"20990001","lang":"en"}"#).failure()
                == "the sample has no movie 20990001")
        #expect(try await probe.call("movie_info", #"{"movie":"20990001"}"#).failure() == "샘플에 없는 영화입니다: 20990001")
        let named = try await probe.call("movie_info", #"{"movie":"없는영화","lang":"en"}"#).failure()
        #expect(
            named
                == "the sample has no movie named '없는영화': check the spelling, or find the code with search_movies "
                + "(the sample knows only its own)")
    }

    /// An empty film, person or company is the sentence the command line says (`boxoffice movie ""`).
    @Test func anEmptyRecordIsTheCommandLinesSentence() async throws {
        let probe = ServerProbe()
        #expect(
            try await probe.call("movie_info", #"{"movie":"","lang":"en"}"#).failure()
                == "missing the film: a code (8 letters or digits, such as 20124079) or a name")
        #expect(
            try await probe.call("person_info", #"{"person":"  ","lang":"en"}"#).failure()
                == "missing the person: a code (8 letters or digits, such as 10031641) or a name")
        #expect(
            try await probe.call("company_info", #"{"company":"","lang":"en"}"#).failure()
                == "missing the company: a code (8 letters or digits, such as 20122497) or a name")
    }

    // MARK: - search_movies

    @Test func searchMoviesFindsByPartOfTheTitle() async throws {
        let probe = ServerProbe()
        let document = try await probe.call("search_movies", #"{"title":"유토피아"}"#).document()
        #expect(document["type"] == .string("search"))
        #expect(document["total"] == .int(1) && document["count"] == .int(1))
        #expect(document["query"]?["title"] == .string("유토피아"))
        let movie = try #require(document["movies"]?.items?.first)
        #expect(movie["movieCode"] == .string("20239002"))
        #expect(movie["title"] == .string("콘크리트 유토피아"))
        #expect(movie["directors"] == .array([.string("엄태화")]))
    }

    @Test func searchMoviesPagesWithTheTotal() async throws {
        let probe = ServerProbe()
        let document = try await probe.call("search_movies", #"{"released":"2023","per_page":2,"page":2}"#).document()
        #expect(document["total"] == .int(19))
        #expect(document["page"] == .int(2) && document["perPage"] == .int(2))
        #expect(document["query"]?["releaseYears"] == .object([("from", .int(2023)), ("to", .int(2023))]))
        #expect(
            document["movies"]?.items?.compactMap { $0["movieCode"]?.stringValue } == ["20239003", "20239004"])
        let none = try await probe.call("search_movies", #"{"title":"없는영화"}"#).document()
        #expect(none["total"] == .int(0) && none["movies"] == .array([]))
    }

    // MARK: - quota_status

    /// The sample keeps its own count: nothing at first, then one for each KOBIS request it answered.
    @Test func quotaStatusCountsTheSamplesRequests() async throws {
        let probe = ServerProbe()
        let before = try await probe.call("quota_status").document()
        #expect(before["source"] == .string("sample"))
        #expect(before["used"] == .int(0))
        #expect(before["limit"] == .null, "no limit holds the sample, as usage --demo says")
        #expect(before["date"] == .string("2023-09-01"))
        #expect(before["resetsAt"] == .string("2023-09-02T00:00:00+09:00"))
        _ = try await probe.call("daily_box_office", #"{"date":"2023-08-15"}"#).document()
        let after = try await probe.call("quota_status").document()
        #expect(after["used"] == .int(1))
        #expect(
            try await probe.call("quota_status", #"{"x":1}"#).failure().hasPrefix("quota_status에는 'x' 인자가 없습니다"))
    }

    // MARK: - movie_trend

    /// The run's figures, worked out by hand from the sample's rows of 콘크리트 유토피아 (released Wednesday
    /// 2023-08-09, shown 7,000 a day from 08-02): typed in the output schema, an absent one named with its reason.
    @Test func movieTrendHasTheRunsFigures() async throws {
        let probe = ServerProbe()
        let document = try await probe.call("movie_trend", #"{"movie":"20239002"}"#).document()
        let run = try #require(document["run"], "\(document.compact())")
        #expect(run["openingDay"] == .int(140_343))
        #expect(run["openingWeekend"] == .int(461_314))  // 08-11 to 08-13: 778,400 less 317,086
        #expect(run["firstSevenDays"] == .int(896_951))  // 945,951 on 08-15 less the previews' 49,000
        #expect(run["secondWeekDrop"] == .double(48.2))  // 464,667 against 896,951
        #expect(run["totalDay14"] == .int(1_410_618))  // 08-22
        #expect(run["totalDay49"] == .null)
        #expect(run["absent"]?["totalDay49"] == .string("outsideWindow"))  // the sample ends on 08-31
        #expect(run["totalOverOpeningWeekend"] == .double(3.66))  // 1,689,483 over 461,314
        #expect(run["peakDay"] == .string("2023-08-11"))
        #expect(run["perShowAtPeak"] == .double(12))  // 168,447 over 14,038 shows
        #expect(run["perScreenAtPeak"] == .double(70.2))  // over 2,400 screens
        #expect(run["ticketPrice"] == .int(10_500))  // 17,739,571,500 won over 1,689,483
        let tools = try #require(try await probe.result("tools/list")["tools"]?.items)
        let schema = try #require(tools.first { $0["name"] == .string("movie_trend") }?["outputSchema"])
        #expect(schema["properties"]?["run"]?["type"] == .string("object"), "\(schema.compact())")
    }

    // MARK: - Documents and schemas

    /// Each document's keys are among its tool's output schema's properties.
    /// One name for one thing (docs/json.md, "Names"): an English variant is its field's name plus `En` (`titleEn`,
    /// `nameEn`, as KOBIS's `movieNmEn`), a yes-or-no is an adjective without `is` (`new`, `cumulative`), and every
    /// document says its `type`. Read from every tool's output schema, which every answer shape makes.
    @Test func everyAnswerKeyFollowsTheOneNamingConvention() async throws {
        let probe = ServerProbe()
        let tools = try #require(try await probe.result("tools/list")["tools"]?.items)
        var names: [(String, JSONValue)] = []
        func walk(_ schema: JSONValue) {
            for (name, property) in schema["properties"]?.members ?? [] {
                names.append((name, property))
                walk(property)
            }
            if let items = schema["items"] { walk(items) }
            for key in ["anyOf", "oneOf"] { for option in schema[key]?.items ?? [] { walk(option) } }
        }
        for tool in tools {
            guard let schema = tool["outputSchema"] else { continue }
            #expect(schema["properties"]?["type"] != nil, "\(tool["name"]?.compact() ?? "?") has no type")
            walk(schema)
        }
        #expect(names.count > 100)
        for (name, property) in names {
            #expect(!name.hasSuffix("English"), "\(name): an English variant ends in En")
            let boolean = property["type"] == .string("boolean")
            #expect(!(boolean && name.hasPrefix("is") && name.dropFirst(2).first?.isUppercase == true), "\(name)")
        }
    }

    @Test func documentsKeepToTheirToolsOutputSchema() async throws {
        let probe = ServerProbe()
        let tools = try #require(try await probe.result("tools/list")["tools"]?.items)
        let calls = [
            ("daily_box_office", "{}"), ("weekly_box_office", "{}"), ("movie_info", #"{"movie":"20239002"}"#),
            ("search_movies", #"{"title":"유토피아"}"#), ("quota_status", "{}"),
        ]
        for (name, arguments) in calls {
            let schema = try #require(tools.first { $0["name"] == .string(name) }?["outputSchema"])
            let properties = Set(schema["properties"]?.keys ?? [])
            let document = try await probe.call(name, arguments).document()
            #expect(!document.keys.isEmpty)
            let outside = document.keys.filter { !properties.contains($0) }
            #expect(outside.isEmpty, "\(name)'s document has keys its schema lacks: \(outside)")
        }
    }
}

// MARK: - forecast_movie

/// `forecast_movie` on the bundled sample: a month has no finished run, so the forecast rests on the prior and says
/// so; too early a day and a film the sample lacks are one line each.
extension MCPToolsTests {
    @Test func forecastMovieAnswersFromTheSampleWithThePrior() async throws {
        let probe = ServerProbe()
        let document = try await probe.call("forecast_movie", #"{"movie":"20239002","as_of":"2023-08-15"}"#).document()
        #expect(document["type"] == .string("forecast"), "\(document.compact())")
        #expect(document["movieCode"] == .string("20239002"))
        #expect(document["asOf"] == .string("2023-08-15"))
        #expect(document["usesPrior"] == .bool(true))
        #expect(document["runsUsed"]?.intValue == 0)
        let final = try #require(document["final"])
        let low = try #require(final["low"]?.intValue)
        let expected = try #require(final["expected"]?.intValue)
        let high = try #require(final["high"]?.intValue)
        let total = try #require(document["audienceTotal"]?.intValue)
        #expect(total <= low && low <= expected && expected <= high)
        #expect(document["backtest"] == .null)
    }

    /// Issue 43 §4: the default answer leaves the path out and stays under 4 KB; `paths` gives it, day by day.
    @Test func forecastMovieGivesThePathOnRequestOnly() async throws {
        let probe = ServerProbe()
        let arguments = #"{"movie":"20239002","as_of":"2023-08-15"}"#
        let brief = try await probe.call("forecast_movie", arguments)
        let size = brief.raw.compact().utf8.count
        #expect(size <= 4096, "the default answer is \(size) bytes")
        #expect(try brief.document()["path"] == .array([]))
        let full = try await probe.call("forecast_movie", #"{"movie":"20239002","as_of":"2023-08-15","paths":true}"#)
        guard case .array(let path)? = try full.document()["path"] else {
            Issue.record("no path: \(full.raw.compact())")
            return
        }
        #expect(path.count >= 30, "\(path.count) days of path")
        #expect(try full.document()["final"] == brief.document()["final"])
    }

    @Test func tooEarlyAndUnknownFilmsAreOneLine() async throws {
        let probe = ServerProbe()
        let early = try await probe.call("forecast_movie", #"{"movie":"20239002","as_of":"2023-08-09"}"#).failure()
        #expect(early.contains("예측하려면 적어도 3일(D+3)이 필요합니다"), "\(early)")
        let unknown = try await probe.call("forecast_movie", #"{"movie":"20990001"}"#).failure()
        #expect(unknown == "20990001: 보관소의 일별 상위 10위에 든 적이 없어 예측할 상영이 없습니다")
    }
}
