import Foundation
import Testing

@testable import KobisKit

/// The one rule for runs and day numbers, on the cases real KOBIS data has (../shared/kobis/history/SOURCES.md).
@Suite("RunRule: runs, previews and re-releases")
struct RunRuleTests {
    static func day(_ text: String) -> KobisDate { KobisDate(text)! }

    /// 택시운전사: first ranked 2017-07-10 in previews, released 2017-08-02; its release day is D+1 however early
    /// the previews began, and the first preview is D-23.
    @Test func aReleaseWithinTheRunIsDayOneHoweverEarlyThePreviews() {
        let start = RunRule.start(first: Self.day("2017-07-10"), release: Self.day("2017-08-02"))
        #expect(start == Self.day("2017-08-02"))
        #expect(RunRule.day(Self.day("2017-08-08"), start: start) == 7)
        #expect(RunRule.day(Self.day("2017-08-01"), start: start) == -1)
        #expect(RunRule.day(Self.day("2017-07-10"), start: start) == -23)
    }

    /// 킹메이커: a preview 44 days early, then 29 days out of the list before the next: still one run, because the
    /// return comes before the release.
    @Test func previewsWeeksAheadAndTheReleaseAreOneRun() {
        let release = Self.day("2022-01-26")
        #expect(!RunRule.startsRun(Self.day("2022-01-11"), after: Self.day("2021-12-13"), release: release))
        #expect(RunRule.start(first: Self.day("2021-12-13"), release: release) == release)
    }

    /// 아바타 (2009-12-17) back in June 2018 under its old code: a run of its own from its first ranked day.
    @Test func aReturnLongAfterTheReleaseIsAReRelease() {
        let release = Self.day("2009-12-17")
        let back = Self.day("2018-06-12")
        #expect(RunRule.startsRun(back, after: Self.day("2010-03-01"), release: release))
        #expect(RunRule.isRerelease(first: back, release: release))
        #expect(RunRule.start(first: back, release: release) == back)
    }

    /// A film that entered the top 10 some days after its release counts from its release; one without a release
    /// date counts from its first ranked day.
    @Test func aLateEntryCountsFromTheReleaseAndNoDateFromTheFirstDay() {
        let release = Self.day("2024-03-01")
        #expect(RunRule.start(first: Self.day("2024-03-20"), release: release) == release)
        #expect(RunRule.start(first: Self.day("2024-03-20"), release: nil) == Self.day("2024-03-20"))
        #expect(RunRule.startsRun(Self.day("2024-05-01"), after: Self.day("2024-03-20"), release: nil))
        #expect(!RunRule.startsRun(Self.day("2024-04-17"), after: Self.day("2024-03-20"), release: nil))
    }
}
