import Foundation
import Testing

@testable import KobisKit

/// A film's run, or films side by side: exactly one of `movie` and `movies`, at most five films, each once,
/// `cumulative` with a metric that has a total, and a film never ranked is ``TrendError/neverRanked``, whichever
/// front-end asks.
@Suite("Use case: a film's run", .englishMessages)
struct FilmTrendTests {
    static let films = [Declared.record(.movie).spec, Declared.movies.spec]

    static func day(_ text: String) -> KobisDate { KobisDate(text)! }

    /// `movies` as a front-end hands a list over: its texts joined by the list separator.
    static func list(_ films: String...) -> String {
        films.joined(separator: String(OptionDeclaration<[String]>.listSeparator))
    }

    static func problem(_ texts: [String: String]) throws -> ParameterProblem? {
        do {
            try FilmTrend(GivenValues(texts: texts)).check()
            return nil
        } catch let problem as ParameterProblem {
            return problem
        }
    }

    @Test func exactlyOneOfMovieAndMoviesIsChecked() throws {
        #expect(try FilmTrendTests.problem([:]) == .needsOne(of: FilmTrendTests.films, what: "film"))
        #expect(
            try FilmTrendTests.problem(["movie": "20239001", "movies": FilmTrendTests.list("20239002", "20239003")])
                == .onlyOne(of: FilmTrendTests.films, what: "film"))
        #expect(try FilmTrendTests.problem(["movie": "20239001"]) == nil)
        let two = try FilmTrend(GivenValues(texts: ["movies": FilmTrendTests.list("20239001", "20239002")]))
        #expect(try two.films() == ["20239001", "20239002"])
        #expect(try FilmTrend(films: ["20239001"]).films() == ["20239001"])
        #expect(try FilmTrend(films: ["20239001", "20239002"]).films() == ["20239001", "20239002"])
    }

    @Test func theDefaultsAreTheDeclarations() throws {
        let trend = try FilmTrend(GivenValues(texts: ["movie": "20239002"]))
        #expect(trend.metric == .audience && !trend.cumulative && trend.alignment == .release && trend.jobs == 4)
        #expect(trend.from == nil && trend.to == nil)
        let asked = try FilmTrend(
            GivenValues(texts: [
                "movie": "20239002", "metric": "sales", "cumulative": "true", "by": "date", "jobs": "2",
                "from": "2023-08-09", "to": "2023-08-20",
            ]))
        #expect(asked.metric == .sales && asked.cumulative && asked.alignment == .date && asked.jobs == 2)
        #expect(
            asked.from == .day(FilmTrendTests.day("2023-08-09")) && asked.to == .day(FilmTrendTests.day("2023-08-20")))
        // Over MCP the film is not required (`movies` may give it instead), and the parameters are listed in order.
        #expect(FilmTrend.parameters.map(\.name) == ["movie", "movies", "metric", "from", "to", "cumulative", "by"])
        #expect(FilmTrend.parameters.allSatisfy { !$0.required })
    }

    @Test func cumulativeGoesWithAMetricThatHasATotal() throws {
        let rank = try FilmTrend(GivenValues(texts: ["movie": "20239002", "metric": "rank", "cumulative": "true"]))
        #expect {
            try rank.check()
        } throws: { error in
            guard case TrendError.noRunningTotal(.rank) = error else { return false }
            return true
        }
        let sales = try FilmTrend(GivenValues(texts: ["movie": "20239002", "metric": "sales", "cumulative": "true"]))
        #expect(try sales.check() == ["20239002"])
    }

    @Test func aChartHoldsOneToFiveFilms() throws {
        let six = FilmTrend(films: ["20239001", "20239002", "20239003", "20239004", "20239005", "20239006"])
        #expect {
            try six.check()
        } throws: { error in
            (error as? TrendError)?.description == "a chart holds 1 to 5 films, not 6"
        }
        #expect(throws: ParameterProblem.needsOne(of: FilmTrendTests.films, what: "film")) {
            try FilmTrend(films: []).check()
        }
        #expect(try FilmTrend(films: ["20239001", "20239002", "20239003", "20239004", "20239005"]).check().count == 5)
    }

    @Test func theSameFilmTwiceIsRefusedByItsCodeEvenWhenOneIsNamed() async throws {
        let service = KobisService.sample()
        for films in [["20239002", "20239002"], ["콘크리트 유토피아", "20239002"]] {
            await #expect {
                _ = try await FilmTrend(films: films).run(service, events: UseCaseEvents())
            } throws: { error in
                (error as? TrendError)?.description == "20239002 is asked for twice: give each film once"
            }
        }
    }

    @Test func aSampleFilmsRunHasItsDaysRanksAndMilestone() async throws {
        let service = KobisService.sample()
        let heard = ProgressLog()
        let events = UseCaseEvents(progress: { step in heard.add(step.done, step.total) })
        let runs = try await FilmTrend(films: ["20239002"]).run(service, events: events)
        guard case .one(let series, let answer) = runs else {
            Issue.record("one film is one run: \(runs)")
            return
        }
        #expect(runs.series.count == 1)
        #expect(series.movie.code == "20239002" && series.title == "콘크리트 유토피아")
        #expect(
            series.from == FilmTrendTests.day("2023-08-02")
                && series.points.last?.date == FilmTrendTests.day("2023-08-31"))
        #expect(series.daysInTopTen == 30)
        #expect(series.points.prefix(3).map(\.rank) == [7, 7, 7])
        #expect(series.points.first?.entry?.audience == 7_000)
        #expect(series.points.first(where: { $0.date == FilmTrendTests.day("2023-08-11") })?.entry?.audience == 168_447)
        #expect(
            series.milestones == [
                Milestone(
                    threshold: 1_000_000, date: FilmTrendTests.day("2023-08-16"), day: 8, audienceTotal: 1_018_640,
                    crossedOutOfTopTen: false)
            ])
        #expect(answer.rows == series.points)
        #expect(answer.values["movieCode"] == .string("20239002") && answer.values["to"] == .string("2023-08-31"))
        #expect(answer.document["summary"]?["audience"] == .int(1_689_483))
        #expect(heard.all.last.map { $0.0 == $0.1 && $0.1 >= 30 } == true)
    }

    @Test func twoFilmsSideBySideAreLinedUpByRelease() async throws {
        let service = KobisService.sample()
        let runs = try await FilmTrend(films: ["20239001", "20239002"]).run(service, events: UseCaseEvents())
        guard case .sideBySide(let series, let answer) = runs else {
            Issue.record("two films side by side: \(runs)")
            return
        }
        #expect(series.map(\.movie.code) == ["20239001", "20239002"])
        #expect(series[0].from == FilmTrendTests.day("2023-08-08") && series[0].daysInTopTen == 24)
        #expect(series[0].milestones.map(\.date) == [FilmTrendTests.day("2023-08-21")])
        #expect(answer.values["by"] == .string("release"))
        #expect(answer.rows.count == series.map(\.points.count).reduce(0, +))
        let byDate = FilmTrend(films: ["20239001", "20239002"], alignment: .date)
        guard case .sideBySide(_, let dated) = try await byDate.run(service, events: UseCaseEvents()) else {
            Issue.record("two films side by side by date")
            return
        }
        #expect(dated.values["by"] == .string("date"))
    }

    @Test func aFilmNeverRankedIsNeverRankedWithTheSamplesDays() async throws {
        let service = KobisService.sample()
        await #expect {
            _ = try await FilmTrend(films: ["20124079"]).run(service, events: UseCaseEvents())
        } throws: { error in
            guard case TrendError.neverRanked(let code, let from, let to, let source, let held, nil) = error else {
                return false
            }
            return code == "20124079" && from == FilmTrendTests.day("2023-08-01")
                && to == FilmTrendTests.day("2023-08-07") && source == .sample
                && held == FilmTrendTests.day("2023-08-01")...FilmTrendTests.day("2023-08-31")
        }
        // Side by side, one film never ranked stops the whole comparison.
        await #expect(throws: TrendError.self) {
            _ = try await FilmTrend(films: ["20239002", "20124079"]).run(service, events: UseCaseEvents())
        }
    }

    @Test func aNameIsResolvedAndSaidSo() async throws {
        let service = KobisService.sample()
        let notes = Heard()
        let events = UseCaseEvents(notify: notes.add)
        let runs = try await FilmTrend(films: ["콘크리트 유토피아"]).run(service, events: events)
        #expect(runs.series.map(\.movie.code) == ["20239002"])
        #expect(notes.all.count == 1)
    }

    /// The dry run's "then:" reads as a sentence: what a preview adds, then where a run without --to ends.
    @Test func theDryRunsThenIsASentence() {
        ParameterNaming.$current.withValue(.flag) { Self.thenSentences() }
        let korean = ParameterNaming.$current.withValue(.flag) {
            Label.$language.withValue(.ko) { FilmTrend.then(from: nil, to: nil) }
        }
        #expect(
            korean
                == "개봉 전에 상영했다면 개봉 30일 전까지 거슬러 올라감; --to가 없으면 10위 밖으로 밀려난 지 한 주 뒤에 끝나고 "
                + "(대개 기간 끝보다 훨씬 일찍), 묻지 않고 보낼 수 있는 것보다 많은 요청은 먼저 묻습니다")
    }

    static func thenSentences() {
        let day = KobisDate("2023-08-20")
        #expect(
            FilmTrend.then(from: nil, to: nil)
                == "up to 30 days before the release too, if the film was shown before it; without --to, the run ends "
                + "after a week out of the top 10 (often long before the window does), and it asks before sending more "
                + "requests than it may unasked")
        #expect(FilmTrend.then(from: day, to: nil)?.hasPrefix("without --to, the run ends") == true)
        #expect(
            FilmTrend.then(from: nil, to: day)
                == "up to 30 days before the release too, if the film was shown before it")
        #expect(FilmTrend.then(from: day, to: day) == nil)
    }

    @Test func theDryRunNamesWhatItWouldSend() async throws {
        let service = KobisService.sample()
        let one = try await FilmTrend(films: ["20239002"]).plan(service)
        #expect(one.what == "movie 20239002 (its release date sets the window)")
        #expect(one.then == "one daily ranking per day of the run: at most 180 without 'to'")
        let worded = try await ParameterNaming.$current.withValue(.flag) {
            try await FilmTrend(films: ["20239002"]).plan(service)
        }
        #expect(worded.then == "one daily ranking per day of the run: at most 180 without --to", "the CLI says flags")
        let two = try await FilmTrend(films: ["20239002", "20239001"]).plan(service)
        #expect(two.what == "movies 20239002, 20239001 (their release dates set the windows)")
        let named = try await FilmTrend(films: ["콘크리트유토피아"]).plan(service)
        #expect(named.what == "the search for '콘크리트유토피아'" && named.then == "the film's detail, then its run")
        await #expect(throws: TrendError.self) {
            _ = try await FilmTrend(films: ["20239002"], metric: .screens, cumulative: true).plan(service)
        }
    }

    /// A window the film was never ranked in, with ranked days held outside it (as a re-release's): the error says
    /// when, so that a front-end can offer the window that reaches them.
    @Test func aWindowWithoutTheFilmNamesItsRankedDaysElsewhere() async throws {
        let service = KobisService.sample()
        let asked = FilmTrend(
            films: ["20239001"], from: .day(FilmTrendTests.day("2023-08-01")),
            to: .day(FilmTrendTests.day("2023-08-05")))
        await #expect {
            _ = try await asked.run(service, events: UseCaseEvents())
        } throws: { error in
            guard case TrendError.neverRanked(_, _, _, _, _, let elsewhere) = error else { return false }
            return elsewhere == FilmTrendTests.day("2023-08-08")...FilmTrendTests.day("2023-08-31")
                && "\(error)".hasSuffix(
                    "so there is no run to draw; it was in the top 10 from 2023-08-08 to 2023-08-31")
        }
    }

    /// The Korean sentence keeps a space between its clauses, with and without the sample's days.
    @Test func theKoreanSentenceSpacesItsClauses() {
        let day = FilmTrendTests.day("2009-12-17")
        Label.$language.withValue(.ko) {
            let alone = TrendError.neverRanked(movieCode: "20090834", from: day, to: day.adding(days: 6))
            #expect("\(alone)".hasSuffix("집계하므로 보여 줄 상영 기록이 없습니다"), "\(alone)")
            let elsewhere = TrendError.neverRanked(
                movieCode: "20090834", from: day, to: day.adding(days: 6),
                elsewhere: FilmTrendTests.day("2018-06-12")...FilmTrendTests.day("2018-06-25"))
            #expect("\(elsewhere)".hasSuffix("없습니다. 2018-06-12부터 2018-06-25까지는 상위 10위에 든 날이 있습니다"))
        }
    }
}
