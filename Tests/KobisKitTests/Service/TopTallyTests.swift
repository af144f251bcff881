import Testing

@testable import KobisKit

@Suite("A top list's sums, film by film")
struct TopTallyTests {
    func day(_ day: Int) -> KobisDate { KobisDate(year: 2024, month: 1, day: day)! }

    func entry(
        _ rank: Int, _ code: String, audience: Int64, open: KobisDate? = nil, total: Int64? = nil, title: String = ""
    ) -> DailyBoxOfficeEntry {
        DailyBoxOfficeEntry(
            rank: rank, rankChange: .same, movieCode: code, title: title.isEmpty ? "film \(code)" : title,
            openDate: open, audience: audience, audienceTotal: total, sales: audience * 10)
    }

    func ranking(_ number: Int, _ entries: [DailyBoxOfficeEntry]) -> DailyBoxOffice {
        DailyBoxOffice(boxOfficeType: "일별", date: day(number), entries: entries)
    }

    @Test func daysAddUpAndTheBestRankKeepsItsFirstDay() {
        var tally = TopTally()
        tally.add(
            ranking(1, [entry(1, "A", audience: 100), entry(2, "B", audience: 50)]),
            target: .day(day(1)))
        tally.add(
            ranking(
                2, [entry(1, "B", audience: 80, total: 130), entry(2, "A", audience: 20)]),
            target: .day(day(2)))
        tally.add(
            ranking(3, [entry(1, "B", audience: 10, title: "B renamed")]),
            target: .day(day(3)))
        let films = tally.ranked(limit: 10)
        #expect(films.map(\.movieCode) == ["B", "A"])
        #expect(films.map(\.rank) == [1, 2])
        #expect(films[0].audience == 140 && films[0].sales == 1400 && films[0].timesInTopTen == 3)
        #expect(films[0].bestRank == 1 && films[0].bestRankDate == day(2))
        #expect(films[0].title == "B renamed")
        #expect(films[0].audienceTotal == 130 && films[0].lastRankedDate == day(3))
        #expect(films[1].audience == 120 && films[1].bestRankDate == day(1))
    }

    @Test func onlyTheTopTenOfADayCount() {
        var tally = TopTally()
        let entries = (1...11).map { entry($0, "F\($0)", audience: Int64(100 - $0)) }
        tally.add(ranking(1, entries), target: .day(day(1)))
        #expect(tally.ranked(limit: 20).count == 10)
        #expect(!tally.ranked(limit: 20).contains { $0.movieCode == "F11" })
    }

    @Test func tiesGoToTheEarlierReleaseThenTheCodeAndTheLimitCuts() {
        var tally = TopTally()
        tally.add(
            ranking(
                1,
                [
                    entry(1, "C", audience: 10),
                    entry(2, "B", audience: 10, open: day(1)),
                    entry(3, "A", audience: 10, open: day(2)),
                    entry(4, "D", audience: 10),
                ]),
            target: .day(day(1)))
        #expect(tally.ranked(limit: 10).map(\.movieCode) == ["B", "A", "C", "D"])
        #expect(tally.ranked(limit: 2).map(\.movieCode) == ["B", "A"])
    }

    @Test func aWeeklyPeriodCountsFromItsFirstDayToItsLast() {
        let period = BoxOfficePeriod(kind: .week, containingWeekOf: day(3))
        var tally = TopTally()
        tally.add(ranking(7, [entry(1, "A", audience: 5)]), target: .period(period))
        let film = tally.ranked(limit: 1)[0]
        #expect(film.bestRankDate == period.start && film.lastRankedDate == period.end)
    }
}
