import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// The rules of `boxoffice browse`, without a terminal: the model over the bundled sample, with a clock the test moves.
@Suite("browse: keys, pages, days and requests")
struct BrowseModelTests {
    /// A clock the test moves.
    final class Clock: @unchecked Sendable {
        private let lock = NSLock()
        private var instant: Date
        init(_ instant: Date) { self.instant = instant }
        var now: Date { lock.withLock { instant } }
        func advance(_ seconds: TimeInterval) { lock.withLock { instant += seconds } }
    }

    /// The sample's clock: noon in Korea on 2023-09-01, so yesterday is 2023-08-31.
    let clock = Clock(DemoSource.now)
    var service: KobisService {
        let clock = self.clock
        let manager = BoxOfficeManager(network: DemoSource(), now: { clock.now })
        return KobisService(
            data: KobisData(manager: manager), posterFinder: nil, ledger: nil, sampleDays: DemoSource.days, timeout: 10,
            clock: { clock.now })
    }

    static let lastDay = KobisDate(year: 2023, month: 8, day: 31)!

    /// The job the effects start, if any.
    func started(_ effects: [BrowseModel.Effect]) -> BrowseModel.Job? {
        for case .start(let job) in effects { return job }
        return nil
    }

    /// Answers the running request the way the app does, through the use case.
    func answer(_ model: inout BrowseModel, _ job: BrowseModel.Job?) async throws -> [BrowseModel.Effect] {
        let job = try #require(job)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID()).json")
        let notes = NotesStore(file: file)
        let answer = try await BrowseApp.fetch(job.load, service: service, notes: notes, approval: .unasked)
        return model.finish(job.id, answer)
    }

    /// A model showing `day` (the last day of the sample unless told).
    func opened(_ day: KobisDate = BrowseModelTests.lastDay) async throws -> BrowseModel {
        var model = BrowseModel(service: service, day: day)
        _ = try await answer(&model, started(model.open()))
        return model
    }

    @Test func opensOnTheDayAskedThenMovesAndOpensTheSelectedFilmAndComesBack() async throws {
        var model = try await opened()
        #expect(model.shown?.target == .day(BrowseModelTests.lastDay))
        let quiet = model.handle(.down) + model.handle(.character("j"))
        #expect(quiet.isEmpty)
        #expect(model.top.selection == 2)
        _ = model.handle(.end)
        #expect(model.top.selection == 9)
        _ = model.handle(.home)
        _ = model.handle(.down)
        let job = try #require(started(model.handle(.enter)))
        guard case .film(let film, .open) = job.load else {
            Issue.record("not a film: \(job.load)")
            return
        }
        #expect(film.code == model.shown!.boxOffice.entries[1].movieCode)
        _ = try await answer(&model, job)
        guard case .sheet(let sheet) = model.top.page else {
            Issue.record("no sheet")
            return
        }
        #expect(sheet.movie.code == film.code)
        let back = model.handle(.escape)
        #expect(back.isEmpty)
        guard case .ranking = model.top.page else {
            Issue.record("not back")
            return
        }
        #expect(model.top.selection == 1)
    }

    @Test func leftAsksForTheDayBeforeAndADayAlreadySeenShowsAtOnce() async throws {
        var model = try await opened()
        let job = try #require(started(model.handle(.left)))
        guard case .ranking(.day(let day)) = job.load else {
            Issue.record("not a day")
            return
        }
        #expect(day == BrowseModelTests.lastDay.adding(days: -1))
        _ = try await answer(&model, job)
        #expect(model.shown?.target == .day(day))
        let next = model.handle(.character("]"))
        #expect(started(next) == nil, "the day after was seen: no request")
        #expect(model.shown?.target == .day(BrowseModelTests.lastDay))
    }

    @Test func noDayAfterYesterdayInKoreaAndTheStatusLineSaysWhy() async throws {
        var model = try await opened()
        let refused = model.handle(.right)
        #expect(refused.isEmpty)
        let last = BrowseModelTests.lastDay
        let expected = RequestError.dayNotYetCounted(last.adding(days: 1), latest: last, in: model.service.answerSource)
        #expect(model.message == BrowseModel.Message(text: expected.description, isError: true))
        #expect(model.shown?.target == .day(BrowseModelTests.lastDay))
    }

    @Test func wCyclesDailyWeeklyWeekendWeekdaysAndBack() async throws {
        var model = try await opened()
        var seen: [RankingTarget] = []
        for _ in 0..<3 {
            let job = try #require(started(model.handle(.character("w"))))
            guard case .ranking(let target) = job.load else {
                Issue.record("not a ranking")
                return
            }
            seen.append(target)
            _ = try await answer(&model, job)
        }
        let sunday = KobisDate(year: 2023, month: 8, day: 27)!
        #expect(
            seen == [
                .period(BoxOfficePeriod(kind: .week, containingWeekOf: sunday)),
                .period(BoxOfficePeriod(kind: .weekend, containingWeekOf: sunday)),
                .period(BoxOfficePeriod(kind: .weekdays, containingWeekOf: BrowseModelTests.lastDay)),
            ], "the periods holding 2023-08-31 once they ended: its weekdays ended that Thursday")
        #expect(started(model.handle(.character("w"))) == nil, "back to the day opened, fetched already")
        #expect(model.period == .daily && model.shown?.target == .day(BrowseModelTests.lastDay))
    }

    @Test func aNewRequestLeavesTheOldAnswerBehindAndEscStopsOne() async throws {
        var model = try await opened()
        let first = try #require(started(model.handle(.left)))
        let second = try #require(started(model.handle(.left)))
        #expect(first.id != second.id)
        let stale = try await answer(&model, first)
        #expect(stale.isEmpty)
        #expect(model.shown?.target == .day(BrowseModelTests.lastDay), "the stale answer is dropped")
        let effects = model.handle(.escape)
        guard case .cancel? = effects.first else {
            Issue.record("Esc did not stop the request")
            return
        }
        #expect(model.running == nil && model.message?.text.contains(Label.browseStopped.text) == true)
        #expect(model.stopped?.job.id == second.id, "r fetches it")
        let late = try await answer(&model, second)
        #expect(late.isEmpty)
        #expect(model.shown?.target == .day(BrowseModelTests.lastDay))
    }

    @Test func keysStillMoveTheSelectionWhileARequestIsInFlight() async throws {
        var model = try await opened()
        let job = try #require(started(model.handle(.left)))
        let moves = model.handle(.down) + model.handle(.down)
        #expect(moves.isEmpty && model.top.selection == 2 && model.running?.job.id == job.id)
    }

    @Test func midnightInKoreaOffersTheNewDayAndRTakesIt() async throws {
        var model = try await opened()
        let atOpen = model.clock(latest: service.latestDay)
        clock.advance(12 * 3600 - 1)
        let beforeMidnight = model.clock(latest: service.latestDay)
        clock.advance(2)
        let afterMidnight = model.clock(latest: service.latestDay)
        #expect(!atOpen && !beforeMidnight && afterMidnight, "the offer comes at midnight in Korea, not before")
        let newDay = BrowseModelTests.lastDay.adding(days: 1)
        #expect(model.offer == newDay)
        let status = BrowseView.status(model, columns: 120, style: Style(enabled: false))
        #expect(status.contains(Label.browseMidnight(newDay.iso)))
        let job = try #require(started(model.handle(.character("r"))))
        guard case .ranking(.day(let day)) = job.load, !job.refresh else {
            Issue.record("r did not take the day")
            return
        }
        #expect(day == newDay && model.offer == nil && model.latest == newDay)
    }

    @Test func rFetchesTheScreenAgainPastTheCache() async throws {
        var model = try await opened()
        let job = try #require(started(model.handle(.character("r"))))
        guard case .ranking(.day(BrowseModelTests.lastDay)) = job.load else {
            Issue.record("not this day")
            return
        }
        #expect(job.refresh)
    }

    @Test func slashSearchesTheTitleTypedAndEnterOpensTheResults() async throws {
        var model = try await opened()
        _ = model.handle(.character("/"))
        for character in "바다" { _ = model.handle(.character(character)) }
        _ = model.handle(.character("x"))
        _ = model.handle(.backspace)
        let job = try #require(started(model.handle(.enter)))
        guard case .search("바다", .open) = job.load else {
            Issue.record("not the search: \(job.load)")
            return
        }
        _ = try await answer(&model, job)
        guard case .results(let answer, _) = model.top.page else {
            Issue.record("no results")
            return
        }
        #expect(!answer.rows.isEmpty && answer.rows.allSatisfy { $0.title.contains("바다") })
        _ = model.handle(.down)
        let open = try #require(started(model.handle(.enter)))
        guard case .film(let film, .open) = open.load else {
            Issue.record("not a film")
            return
        }
        #expect(film.code == answer.rows[1].code)
    }

    @Test func nAsksForStarsThenTextAndEnterSavesTheNote() async throws {
        var model = try await opened()
        _ = model.handle(.character("n"))
        _ = model.handle(.character("x"))
        guard case .note(let draft)? = model.prompt, draft.stars == nil, !draft.writing else {
            Issue.record("stars first")
            return
        }
        _ = model.handle(.character("4"))
        for character in "좋았다 q" { _ = model.handle(.character(character)) }
        let job = try #require(started(model.handle(.enter)))
        guard case .note(let saved) = job.load else {
            Issue.record("not a note")
            return
        }
        #expect(saved.stars == 4 && saved.text == "좋았다 q")
        #expect(saved.film.code == model.shown!.boxOffice.entries[0].movieCode)
        #expect(model.prompt == nil)
    }

    @Test func aRunOverTheThresholdAsksOnTheStatusLineAndYOrNAnswers() async throws {
        var model = try await opened()
        model.ask("this trend would send 180 requests. Go on? [y/N]")
        let status = BrowseView.status(model, columns: 80, style: Style(enabled: false))
        #expect(status.hasPrefix("this trend would send 180"))
        let held = model.handle(.down)
        #expect(held.isEmpty && model.top.selection == 0, "keys answer the question first")
        guard case .reply(true)? = model.handle(.character("y")).first else {
            Issue.record("y")
            return
        }
        model.ask("again?")
        guard case .reply(false)? = model.handle(.escape).first else {
            Issue.record("Esc")
            return
        }
    }

    @Test func qQuitsFromTheRankingAndGoesBackElsewhereAndCtrlCQuitsAnywhere() async throws {
        var model = try await opened()
        _ = model.handle(.character("?"))
        let closed = model.handle(.character("q"))
        #expect(closed.isEmpty)
        guard case .quit(.success)? = model.handle(.character("q")).first else {
            Issue.record("q")
            return
        }
        _ = model.handle(.character("/"))
        guard case .quit(.interrupted)? = model.handle(.interrupt).first else {
            Issue.record("Ctrl-C")
            return
        }
    }

    @Test func gSwitchesListAndGridAndTDrawsTheTrendFromTheRelease() async throws {
        var model = try await opened()
        _ = model.handle(.character("g"))
        #expect(model.layout == .grid)
        let job = try #require(started(model.handle(.character("t"))))
        _ = try await answer(&model, job)
        guard case .trend(let view) = model.top.page else {
            Issue.record("no trend")
            return
        }
        let film = try #require(model.shown?.boxOffice.entries.first)
        let first = try #require(view.points.first)
        let opened = try #require(film.openDate)
        #expect(view.movieCode == film.movieCode)
        // From the release, or from the first screening before it (a preview is charted from its first ranked day).
        #expect(first.date == opened || (first.date < opened && first.entry != nil))
    }

    @Test func inTheGridUpAndDownMoveBetweenRowsLeftAndRightBetweenCardsAndBracketsChangeTheDay() async throws {
        var model = try await opened()
        _ = model.handle(.character("g"))
        model.fit(pageSize: 6, scroll: 0, perRow: 3)
        #expect(model.handle(.down).isEmpty && model.top.selection == 3, "↓: the card below")
        #expect(model.handle(.character("j")).isEmpty && model.top.selection == 6)
        #expect(model.handle(.right).isEmpty && model.top.selection == 7, "→: the next card")
        #expect(model.handle(.down).isEmpty && model.top.selection == 9, "the last row is shorter: its last card")
        #expect(model.handle(.down).isEmpty && model.top.selection == 9, "no row below the last")
        #expect(model.handle(.left).isEmpty && model.top.selection == 8, "←: the card before")
        _ = model.handle(.up)
        _ = model.handle(.character("k"))
        #expect(model.top.selection == 2)
        _ = model.handle(.up)
        #expect(model.top.selection == 2, "no row above the first")
        #expect(model.shown?.target == .day(BrowseModelTests.lastDay), "arrows never change the day in the grid")
        let job = try #require(started(model.handle(.character("["))))
        guard case .ranking(.day(let day)) = job.load else {
            Issue.record("[ did not ask for a day: \(job.load)")
            return
        }
        #expect(day == BrowseModelTests.lastDay.adding(days: -1))
        _ = try await answer(&model, job)
        _ = model.handle(.character("g"))
        #expect(model.layout == .list)
        let left = try #require(started(model.handle(.left)), "← in the list: the day before")
        guard case .ranking(.day(let before)) = left.load else {
            Issue.record("not a day: \(left.load)")
            return
        }
        #expect(before == BrowseModelTests.lastDay.adding(days: -2))
        _ = try await answer(&model, left)
        #expect(started(model.handle(.character("]"))) == nil, "] in the list: the day after, seen already")
        #expect(model.shown?.target == .day(BrowseModelTests.lastDay.adding(days: -1)))
    }

    @Test func fourPressesOfWComeBackToTheDayTheyLeft() async throws {
        let day = KobisDate(year: 2023, month: 8, day: 30)!
        var model = try await opened(day)
        for _ in 0..<4 {
            let job = started(model.handle(.character("w")))
            if let job { _ = try await answer(&model, job) }
        }
        #expect(model.period == .daily)
        #expect(model.shown?.target == .day(day), "back on \(day.iso), not on a period's last day")
    }

    @Test(arguments: [Key.escape, .character("q")])
    func escOrQWithTheHelpOpenClosesItAndTheFirstLoadGoesOn(key: Key) async throws {
        var model = BrowseModel(service: service, day: BrowseModelTests.lastDay)
        let job = try #require(started(model.open()))
        _ = model.handle(.character("?"))
        let closed = model.handle(key)
        #expect(closed.isEmpty, "nothing cancelled: \(closed)")
        guard case .ranking = model.top.page else {
            Issue.record("the help is still open")
            return
        }
        #expect(model.running?.job.id == job.id, "the load goes on")
        _ = try await answer(&model, job)
        #expect(model.shown?.target == .day(BrowseModelTests.lastDay))
    }

    @Test func aStoppedLoadSaysSoOnTheScreenAndRFetchesIt() async throws {
        var model = BrowseModel(service: service, day: BrowseModelTests.lastDay)
        _ = model.open()
        guard case .cancel? = model.handle(.escape).first else {
            Issue.record("Esc did not stop the first load")
            return
        }
        _ = model.handle(.down)
        let frame = BrowseView.frame(model, rows: 24, columns: 80, style: Style(enabled: false))
        #expect(
            frame.lines.dropLast().contains { $0.contains(Label.browseStopped.text) },
            "a key later, the page still says the load was stopped: \(frame.lines)")
        let job = try #require(started(model.handle(.character("r"))))
        guard case .ranking(.day(BrowseModelTests.lastDay)) = job.load else {
            Issue.record("r fetched \(job.load)")
            return
        }
        _ = try await answer(&model, job)
        #expect(model.shown?.target == .day(BrowseModelTests.lastDay))
    }

    @Test func theNoteTakesTheStarsThenEnterThenTheText() async throws {
        var model = try await opened()
        _ = model.handle(.character("n"))
        _ = model.handle(.character("4"))
        #expect(started(model.handle(.enter)) == nil, "Enter after the stars goes on to the text; it saves nothing")
        guard case .note(let draft)? = model.prompt, draft.stars == 4, draft.writing else {
            Issue.record("not on the text with 4 stars: \(String(describing: model.prompt))")
            return
        }
        for character in "Worth it, 5 stars? no" { _ = model.handle(.character(character)) }
        let job = try #require(started(model.handle(.enter)))
        guard case .note(let saved) = job.load else {
            Issue.record("not a note")
            return
        }
        #expect(saved.stars == 4 && saved.text == "Worth it, 5 stars? no")
        #expect(model.prompt == nil)
    }

    @Test func tShowsTheMilestonesTrendPrintsAcrossTheWholeWidth() async throws {
        var model = try await opened()
        _ = model.handle(.down)
        _ = model.handle(.down)
        let job = try #require(started(model.handle(.character("t"))))
        _ = try await answer(&model, job)
        guard case .trend(let view) = model.top.page else {
            Issue.record("no trend")
            return
        }
        #expect(!view.milestones.isEmpty, "콘크리트 유토피아 passed a million in the sample")
        let plain = Style(enabled: false)
        let frame = BrowseView.frame(model, rows: 40, columns: 120, style: plain)
        for line in TrendView.milestoneLines(view.milestones, width: 120, style: plain) {
            #expect(frame.lines.contains(line), "missing: \(line)")
        }
        let axis = try #require(frame.lines.first { $0.contains("└") })
        #expect(DisplayWidth.of(axis) > 90, "the chart spreads over the pane: \(axis)")
        #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= 120 })
    }
}
