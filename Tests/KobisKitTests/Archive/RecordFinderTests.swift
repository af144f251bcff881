import Foundation
import Testing

@testable import KobisKit

/// Each kind of record as docs/archive.md defines it, over days made by hand.
@Suite("RecordFinder: the records of the held days")
struct RecordFinderTests {
    typealias H = ArchiveHistoryTests

    /// A opens on 01-02 (after a preview on 01-01) and passes 1 million on its third day; B opens on 01-03 bigger
    /// than A did, and passes 1 million on its first; 01-05 is not held, so A's run at number one is two runs.
    static let history = ArchiveHistory([
        (H.day("2024-01-01"), [H.entry(1, "A", "에이", open: "2024-01-02", audience: 1_000, total: 1_000)]),
        (H.day("2024-01-02"), [H.entry(1, "A", "에이", open: "2024-01-02", audience: 400_000, total: 401_000)]),
        (
            H.day("2024-01-03"),
            [
                H.entry(1, "A", "에이", open: "2024-01-02", audience: 500_000, total: 901_000),
                H.entry(2, "B", "비", open: "2024-01-03", audience: 1_200_000, total: 1_200_000),
            ]
        ),
        (
            H.day("2024-01-04"),
            [
                H.entry(1, "A", "에이", open: "2024-01-02", audience: 300_000, total: 1_201_000),
                H.entry(2, "B", "비", open: "2024-01-03", audience: 200_000, total: 1_400_000),
            ]
        ),
        (H.day("2024-01-06"), [H.entry(1, "A", "에이", open: "2024-01-02", audience: 100_000, total: 1_301_000)]),
    ])

    static func find(_ kind: RecordsKind, from: String = "2024-01-01", to: String = "2024-01-06") -> [BoxOfficeRecord] {
        RecordFinder.find(kind, in: history, from: H.day(from), to: H.day(to), limit: 10)
    }

    @Test func anOpeningDayIsTheReleaseDaysAudience() {
        let found = Self.find(.opening)
        #expect(found.map(\.movieCode) == ["B", "A"])
        #expect(found.map(\.audience) == [1_200_000, 400_000])
        #expect(found.map(\.dayRank) == [2, 1] && found.map(\.rank) == [1, 2])
        #expect(Self.find(.opening, from: "2024-01-03").map(\.movieCode) == ["B"], "A opened before the window")
    }

    @Test func theFastestCountDaysFromTheReleaseToTheFirstRankedDayAtTheMilestone() {
        let found = Self.find(.fastest1m)
        #expect(found.map(\.movieCode) == ["B", "A"])
        #expect(found.map(\.days) == [1, 3])
        #expect(found.map(\.date) == [H.day("2024-01-03"), H.day("2024-01-04")])
        #expect(found.map(\.audience) == [1_200_000, 1_201_000])
        #expect(Self.find(.fastest5m).isEmpty)
    }

    /// A re-release under the same code carries a new release date and the first run's total: it is no opening
    /// day, and the days to a milestone count from the first release (a new user saw one listed as D+1).
    @Test func aReReleaseOpensNothingAndPassesNothingAnew() {
        let history = ArchiveHistory([
            (H.day("2024-01-01"), [H.entry(1, "C", "씨", open: "2024-01-01", audience: 300_000, total: 300_000)]),
            (H.day("2024-01-02"), [H.entry(1, "C", "씨", open: "2024-01-01", audience: 200_000, total: 500_000)]),
            (H.day("2024-03-01"), [H.entry(1, "C", "씨", open: "2024-03-01", audience: 900_000, total: 1_900_000)]),
        ])
        let opening = RecordFinder.find(
            .opening, in: history, from: H.day("2024-01-01"), to: H.day("2024-03-01"), limit: 10)
        #expect(opening.map(\.audience) == [300_000])
        let fastest = RecordFinder.find(
            .fastest1m, in: history, from: H.day("2024-01-01"), to: H.day("2024-03-01"), limit: 10)
        #expect(fastest.map(\.days) == [61], "from 2024-01-01, D+1, to 2024-03-01")
        #expect(fastest.first?.openDate == H.day("2024-01-01"))
    }

    /// Two films tied at number one (KOBIS gives both rank 1) each have the day, and neither run is cut by the other.
    @Test func aTieAtNumberOneGivesEachFilmTheDay() {
        let history = ArchiveHistory([
            (H.day("2024-02-01"), [H.entry(1, "A", "에이", open: nil, audience: 900, total: 900)]),
            (
                H.day("2024-02-02"),
                [
                    H.entry(1, "A", "에이", open: nil, audience: 500, total: 1_400),
                    H.entry(1, "B", "비", open: nil, audience: 500, total: 500),
                ]
            ),
            (
                H.day("2024-02-03"),
                [
                    H.entry(1, "B", "비", open: nil, audience: 700, total: 1_200),
                    H.entry(2, "A", "에이", open: nil, audience: 400, total: 1_800),
                ]
            ),
        ])
        let found = RecordFinder.find(
            .numberOne, in: history, from: H.day("2024-02-01"), to: H.day("2024-02-03"), limit: 10)
        #expect(found.map(\.movieCode) == ["A", "B"])
        #expect(found.map(\.days) == [2, 2])
        #expect(found.map(\.audience) == [1_400, 1_200])
        #expect(found[1].date == H.day("2024-02-02") && found[1].endDate == H.day("2024-02-03"))
    }

    @Test func aRunAtNumberOneIsConsecutiveHeldDays() {
        let found = Self.find(.numberOne)
        #expect(found.map(\.days) == [4, 1])
        #expect(found[0].date == H.day("2024-01-01") && found[0].endDate == H.day("2024-01-04"))
        #expect(found[0].audience == 1_201_000)
        #expect(found[1].date == H.day("2024-01-06"))
        let clipped = Self.find(.numberOne, from: "2024-01-03", to: "2024-01-03")
        #expect(clipped.map(\.days) == [1], "a run is counted inside the window")
    }

    @Test func singleDaysAndDaysInTheTopTen() {
        let single = Self.find(.singleDay)
        #expect(single.prefix(3).map(\.audience) == [1_200_000, 500_000, 400_000])
        #expect(single.count == 7)
        let days = Self.find(.topTen)
        #expect(days.map(\.movieCode) == ["A", "B"] && days.map(\.days) == [5, 2])
        #expect(days[0].endDate == H.day("2024-01-06") && days[1].audience == 1_400_000)
    }

    @Test func tiesGoToTheEarlierDayThenTheSmallerCode() {
        let history = ArchiveHistory([
            (H.day("2024-02-02"), [H.entry(1, "Z", "제트", open: "2024-02-02", audience: 50, total: 50)]),
            (
                H.day("2024-02-01"),
                [
                    H.entry(1, "Y", "와이", open: "2024-02-01", audience: 50, total: 50),
                    H.entry(2, "X", "엑스", open: "2024-02-01", audience: 50, total: 50),
                ]
            ),
        ])
        let found = RecordFinder.find(
            .opening, in: history, from: H.day("2024-02-01"), to: H.day("2024-02-02"), limit: 2)
        #expect(found.map(\.movieCode) == ["X", "Y"], "the limit keeps the best two")
    }
}
