import Foundation
import Testing

@testable import KobisKit

/// A run's figures from its days: each exact on a run made from a formula (the stand-in's), and absent, with the
/// reason, when the days cannot give it.
@Suite("Use case: a run in numbers")
struct RunFiguresTests {
    static func day(_ text: String) -> KobisDate {
        KobisDate.parse(text, today: KobisDate(year: 2030, month: 1, day: 1)!)!
    }

    /// The days `from` to `to` of a film released on `release`, whose audience on day d (0: the release day) is
    /// `audience(d)` (0: not shown); cumulative over every day shown, ranked unless `out` says so; 1,000 screens,
    /// 5,000 + d shows, 10,000 won a ticket.
    static func points(
        release: KobisDate, from: KobisDate, to: KobisDate, out: Set<Int> = [], audience: (Int) -> Int64
    ) -> [TrendPoint] {
        (0...to.daysSince(from)).map { index in
            let date = from.adding(days: index)
            let d = date.daysSince(release)
            let today = audience(d)
            guard today > 0, !out.contains(d) else { return TrendPoint(date: date, entry: nil) }
            let total = (-30...d).reduce(Int64(0)) { $0 + audience($1) }
            return TrendPoint(
                date: date,
                entry: DailyBoxOfficeEntry(
                    rank: 1, rankChange: .same, movieCode: "20980004", title: "시사회 영화", audience: today,
                    audienceTotal: total, sales: today * 10_000, salesTotal: total * 10_000, screens: 1000,
                    shows: 5000 + d))
        }
    }

    /// 20980004: 30,000 on the preview weekend (d -4, -3), then 90,000 - 2,000 d for 30 days from Wednesday
    /// 2025-09-10; read until a week out of the top 10.
    static func preview(out: Set<Int> = []) -> [TrendPoint] {
        points(release: day("2025-09-10"), from: day("2025-09-06"), to: day("2025-10-16"), out: out) { d in
            d == -4 || d == -3 ? 30_000 : (0..<30).contains(d) ? Int64(90_000 - 2_000 * d) : 0
        }
    }

    @Test func aRunWithPreviewsGivesEveryFigureItsDaysHold() {
        let run = RunFigures(RunFiguresTests.preview(), release: RunFiguresTests.day("2025-09-10"))
        #expect(run.openingDay == 90_000)
        #expect(run.openingWeekendDays?.from == RunFiguresTests.day("2025-09-12"))
        #expect(run.openingWeekendDays?.to == RunFiguresTests.day("2025-09-14"))
        #expect(run.openingWeekend == 252_000)  // d 2, 3, 4: 86,000 + 84,000 + 82,000
        #expect(run.firstSevenDays == 588_000)
        #expect(run.secondWeekDrop == 16.7)  // 490,000 against 588,000
        #expect(run.totalDay14 == 1_138_000)  // the previews (60,000) count, as audiAcc counts them
        #expect(run.totalDay49 == nil)
        #expect(run.gaps[.totalDay49] == .outOfTopTen)  // the run had left the top 10 before D+49
        #expect(run.day49OverDay14 == nil)
        #expect(run.gaps[.day49OverDay14] == .outOfTopTen)
        #expect(run.totalOverOpeningWeekend == 7.5)  // 1,890,000 over 252,000
        #expect(run.peakDay == RunFiguresTests.day("2025-09-10"))
        #expect(run.perShowAtPeak == 18)
        #expect(run.perScreenAtPeak == 90)
        #expect(run.ticketPrice == 10_000)
        #expect(Set(run.gaps.keys) == [.totalDay49, .day49OverDay14])
    }

    /// 20980001: 600,000 - 12,000 d for 50 days from Wednesday 2025-03-05.
    @Test func aLongRunHasItsSeventhWeek() {
        let release = RunFiguresTests.day("2025-03-05")
        let points = RunFiguresTests.points(release: release, from: release, to: release.adding(days: 56)) { d in
            (0..<50).contains(d) ? Int64(600_000 - 12_000 * d) : 0
        }
        let run = RunFigures(points, release: release)
        #expect(run.openingDay == 600_000)
        #expect(run.openingWeekend == 1_692_000)
        #expect(run.firstSevenDays == 3_948_000)
        #expect(run.secondWeekDrop == 14.9)
        #expect(run.totalDay14 == 7_308_000)
        #expect(run.totalDay49 == 15_288_000)
        #expect(run.totalOverOpeningWeekend == 9.04)
        #expect(run.day49OverDay14 == 2.09)
        #expect(run.perShowAtPeak == 120)
        #expect(run.perScreenAtPeak == 600)
        #expect(run.gaps.isEmpty)
    }

    @Test func aDayOutOfTheTopTenInsideASpanCostsNothingButItsOwnFigure() {
        // Out on the Friday of the opening weekend and on D+5: the spans' ends are still known.
        let run = RunFigures(RunFiguresTests.preview(out: [2, 4]), release: RunFiguresTests.day("2025-09-10"))
        #expect(run.openingWeekend == 252_000)
        #expect(run.firstSevenDays == 588_000)
        // Out on D+14 and D+15: the cumulative at the end of D+14 is not known.
        let later = RunFigures(RunFiguresTests.preview(out: [13, 14]), release: RunFiguresTests.day("2025-09-10"))
        #expect(later.totalDay14 == nil)
        #expect(later.gaps[.totalDay14] == .outOfTopTen)
        #expect(later.secondWeekDrop == nil)
        #expect(later.gaps[.secondWeekDrop] == .outOfTopTen)
    }

    @Test func aReleaseDayOutOfTheTopTenHasNoOpeningDay() {
        let release = RunFiguresTests.day("2025-09-10")
        let points = RunFiguresTests.points(release: release, from: release, to: release.adding(days: 20), out: [0]) {
            (0..<30).contains($0) ? Int64(90_000 - 2_000 * $0) : 0
        }
        let run = RunFigures(points, release: release)
        #expect(run.openingDay == nil)
        #expect(run.gaps[.openingDay] == .outOfTopTen)
        #expect(run.firstSevenDays == nil)  // the cumulative before the release is not known
        #expect(run.openingWeekend == 252_000)
    }

    @Test func aRunStillGoingHasNoSeventhWeekYet() {
        let release = RunFiguresTests.day("2025-09-10")
        let points = RunFiguresTests.points(release: release, from: release, to: release.adding(days: 19)) {
            (0..<30).contains($0) ? Int64(90_000 - 2_000 * $0) : 0
        }
        let run = RunFigures(points, release: release)
        #expect(run.totalDay14 == 1_078_000)
        #expect(run.totalDay49 == nil)
        #expect(run.gaps[.totalDay49] == .outsideWindow)
        #expect(run.gaps[.day49OverDay14] == .outsideWindow)
    }

    @Test func withoutAReleaseDateOnlyThePeakAndThePriceAreKnown() {
        let run = RunFigures(RunFiguresTests.preview(), release: nil)
        #expect(run.openingDay == nil && run.totalDay14 == nil && run.totalOverOpeningWeekend == nil)
        #expect(run.gaps[.openingDay] == .noReleaseDate)
        #expect(run.gaps[.totalOverOpeningWeekend] == .noReleaseDate)
        #expect(run.peakDay == RunFiguresTests.day("2025-09-10"))
        #expect(run.ticketPrice == 10_000)
        #expect(RunFigures([], release: nil).gaps[.peakDay] == .outOfTopTen)
        #expect(RunFigures([], release: nil).gaps[.ticketPrice] == .outOfTopTen)
    }

    @Test func aFigureTheRankingLeavesOutIsAbsentAsNotGiven() {
        let day = RunFiguresTests.day("2025-09-10")
        let bare = TrendPoint(
            date: day,
            entry: DailyBoxOfficeEntry(
                rank: 1, rankChange: .same, movieCode: "20980004", title: "시사회 영화", audience: 90_000,
                audienceTotal: 90_000))
        let run = RunFigures([bare], release: day)
        #expect(run.openingDay == 90_000 && run.peakDay == day)
        #expect(run.gaps[.ticketPrice] == .noFigure)
        #expect(run.gaps[.perShowAtPeak] == .noFigure && run.gaps[.perScreenAtPeak] == .noFigure)
    }

    @Test func theOpeningWeekendIsTheFirstFridayToSundayFromTheRelease() {
        // 2025-09-08 is a Monday.
        let monday = RunFiguresTests.day("2025-09-08")
        for offset in 0..<5 {
            let weekend = RunFigures.weekend(from: monday.adding(days: offset))
            #expect(weekend.from == RunFiguresTests.day("2025-09-12"))
            #expect(weekend.to == RunFiguresTests.day("2025-09-14"))
        }
        #expect(RunFigures.weekend(from: RunFiguresTests.day("2025-09-12")).to == RunFiguresTests.day("2025-09-14"))
        let saturday = RunFigures.weekend(from: RunFiguresTests.day("2025-09-13"))
        #expect(saturday.from == RunFiguresTests.day("2025-09-13") && saturday.to == RunFiguresTests.day("2025-09-14"))
        let sunday = RunFigures.weekend(from: RunFiguresTests.day("2025-09-14"))
        #expect(sunday.from == RunFiguresTests.day("2025-09-14") && sunday.to == RunFiguresTests.day("2025-09-14"))
    }
}
