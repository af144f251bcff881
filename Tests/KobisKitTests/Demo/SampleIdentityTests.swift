import Foundation
import Testing

@testable import KobisKit

/// The sample's figures agree with each other as KOBIS's do, over the whole sample: every day, every week, weekend
/// and weekdays period, every film, nationally and in filtered rankings. Each answer goes through the same
/// decoding as a live one.
@Suite("The sample's figures agree with each other")
struct SampleIdentityTests {
    /// The rankings the identities are checked in: the country, two regions, each nation, each category, and a
    /// region with a nation.
    static let scopes: [(name: String, filters: BoxOfficeFilters)] = [
        ("national", .init()), ("서울", .init(wideAreaCode: "0105001")), ("부산", .init(wideAreaCode: "0105011")),
        ("Korean", .init(nation: .korean)), ("foreign", .init(nation: .foreign)),
        ("diversity", .init(category: .diversity)), ("commercial", .init(category: .commercial)),
        ("서울 Korean", .init(nation: .korean, wideAreaCode: "0105001")),
    ]

    let manager = BoxOfficeManager(network: DemoSource())
    let days = Array(stride(from: 0, through: DemoSource.days.upperBound.daysSince(DemoSource.days.lowerBound), by: 1))
        .map { DemoSource.days.lowerBound.adding(days: $0) }

    typealias Entry = DailyBoxOfficeEntry

    /// Every day's ranking in `filters`, by day.
    func daily(_ filters: BoxOfficeFilters) async throws -> [KobisDate: [String: Entry]] {
        var out: [KobisDate: [String: Entry]] = [:]
        for day in days {
            let ranking = try await manager.fetch(.daily(date: day, filters: filters))
            #expect(ranking.entries.map(\.rank) == ranking.entries.indices.map { $0 + 1 })
            let audiences = ranking.entries.map { $0.audience ?? 0 }
            #expect(audiences == audiences.sorted(by: >), "\(day): ranked by audience")
            out[day] = Dictionary(uniqueKeysWithValues: ranking.entries.map { ($0.movieCode, $0) })
        }
        return out
    }

    /// Every period of `kind` inside the sample, in `filters`, by its first day.
    func periods(_ kind: WeekKind, _ filters: BoxOfficeFilters) async throws -> [(BoxOfficePeriod, [String: Entry])] {
        var out: [(BoxOfficePeriod, [String: Entry])] = []
        var period = BoxOfficePeriod(kind: kind, containingWeekOf: DemoSource.days.lowerBound)
        while period.end <= DemoSource.days.upperBound {
            if period.start >= DemoSource.days.lowerBound {
                let ranking = try await manager.fetch(.weekly(date: period.end, week: kind, filters: filters))
                #expect(ranking.range == period.start...period.end)
                #expect(!ranking.entries.isEmpty || filters != .init(), "\(kind) \(period.start) has a ranking")
                out.append((period, Dictionary(uniqueKeysWithValues: ranking.entries.map { ($0.movieCode, $0) })))
            }
            period = BoxOfficePeriod(kind: kind, containingWeekOf: period.start.adding(days: 7))
        }
        return out
    }

    @Test(arguments: SampleIdentityTests.scopes.map(\.name))
    func dailyTotalsGrowByEachDaysAudienceAndNEWMeansUnrankedTheDayBefore(scope: String) async throws {
        let filters = SampleIdentityTests.scopes.first { $0.name == scope }!.filters
        let rankings = try await daily(filters)
        var checked = 0
        for day in days.dropFirst() {
            let today = rankings[day]!
            let yesterday = rankings[day.adding(days: -1)]!
            for (code, entry) in today {
                let what = "\(scope) \(day) \(code)"
                guard let before = yesterday[code] else {
                    #expect(entry.rankChange == .new, "\(what) was not ranked the day before: NEW")
                    continue
                }
                #expect(entry.rankChange != .new, "\(what) was ranked the day before: not NEW")
                #expect(entry.rankChange.delta == before.rank - entry.rank, "\(what) rankInten")
                #expect(entry.audienceTotal == before.audienceTotal! + entry.audience!, "\(what) audiAcc")
                #expect(entry.salesTotal == before.salesTotal! + entry.sales!, "\(what) salesAcc")
                #expect(entry.audienceChange == entry.audience! - before.audience!, "\(what) audiInten")
                #expect(entry.salesChange == entry.sales! - before.sales!, "\(what) salesInten")
                checked += 1
            }
        }
        #expect(checked > (scope == "diversity" ? 60 : 100), "\(scope): \(checked) film-days checked")
    }

    @Test(arguments: SampleIdentityTests.scopes.map(\.name))
    func theFirstDayComparesWithTheDayBeforeTheSample(scope: String) async throws {
        let filters = SampleIdentityTests.scopes.first { $0.name == scope }!.filters
        let first = try await manager.fetch(.daily(date: DemoSource.days.lowerBound, filters: filters)).entries
        #expect(!first.isEmpty)
        #expect(first.contains { !$0.rankChange.isNew }, "\(scope): on the first day not every film is NEW")
        #expect(first.allSatisfy { !$0.rankChange.isNew || $0.rankChange.delta == 0 })
        #expect(first.allSatisfy { ($0.audienceTotal ?? 0) >= ($0.audience ?? 0) })
    }

    @Test(arguments: SampleIdentityTests.scopes.map(\.name))
    func aPeriodIsTheSumOfItsDaysAndEndsOnItsLastDaysTotal(scope: String) async throws {
        let filters = SampleIdentityTests.scopes.first { $0.name == scope }!.filters
        let rankings = try await daily(filters)
        var sums = 0
        var totals = 0
        var spans = 0
        var changes = 0
        for kind in WeekKind.allCases {
            let periods = try await periods(kind, filters)
            #expect(periods.count >= 3, "\(kind) periods inside the sample")
            var previous: [String: Entry]?
            for (period, entries) in periods {
                let spanDays = (0...period.end.daysSince(period.start)).map { period.start.adding(days: $0) }
                for (code, entry) in entries {
                    let ranked = spanDays.compactMap { rankings[$0]?[code] }
                    let what = "\(scope) \(kind) \(period.start) \(code)"
                    #expect(entry.audience! >= ranked.reduce(0) { $0 + $1.audience! }, "\(what)")
                    if ranked.count == spanDays.count {
                        #expect(entry.audience == ranked.reduce(0) { $0 + $1.audience! }, "\(what): its days' sum")
                        #expect(entry.sales == ranked.reduce(0) { $0 + $1.sales! }, "\(what): its days' sales")
                        sums += 1
                    }
                    if let last = rankings[period.end]?[code] {
                        #expect(entry.audienceTotal == last.audienceTotal, "\(what): audiAcc of its last day")
                        #expect(entry.salesTotal == last.salesTotal, "\(what): salesAcc of its last day")
                        totals += 1
                        if let before = rankings[period.start.adding(days: -1)]?[code] {
                            #expect(entry.audience == last.audienceTotal! - before.audienceTotal!, "\(what): Δ total")
                            spans += 1
                        }
                    }
                    if let previous {
                        if let old = previous[code] {
                            #expect(entry.rankChange.delta == old.rank - entry.rank && !entry.rankChange.isNew)
                            #expect(entry.audienceChange == entry.audience! - old.audience!)
                            changes += 1
                        } else {
                            #expect(entry.rankChange == .new, "\(scope) \(kind) \(period.start) \(code): NEW")
                        }
                    }
                }
                previous = entries
            }
        }
        let floor = scope == "diversity" ? 10 : 30
        #expect(
            sums > floor && totals > floor && spans > floor && changes > floor,
            "\(scope): \(sums) sums, \(totals) totals, \(spans) spans, \(changes) changes checked")
    }

    @Test func aFilteredRankingIsItsOwnRankingNotAFilterOverTheNationalOne() async throws {
        var differentOrder = 0
        for day in days {
            let national = try await manager.fetch(.daily(date: day)).entries
            let seoul = try await manager.fetch(.daily(date: day, filters: .init(wideAreaCode: "0105001"))).entries
            let counts = Dictionary(uniqueKeysWithValues: national.map { ($0.movieCode, $0) })
            for entry in seoul {
                if let whole = counts[entry.movieCode] {
                    #expect(entry.audience! < whole.audience! && entry.audienceTotal! < whole.audienceTotal!)
                }
            }
            let inSeoul = Set(seoul.map(\.movieCode))
            let inBoth = national.map(\.movieCode).filter(inSeoul.contains)
            if inBoth != seoul.map(\.movieCode).filter(Set(counts.keys).contains) {
                differentOrder += 1
            }
            let korean = try await manager.fetch(.daily(date: day, filters: .init(nation: .korean))).entries
            #expect(korean.map(\.rank) == korean.indices.map { $0 + 1 })
            #expect(Set(korean.map(\.movieCode)).isDisjoint(with: ["20239001", "20239006", "20239010", "20239017"]))
            let top3 = try await manager.fetch(.daily(date: day, filters: .init(itemsPerPage: 3))).entries
            #expect(top3 == Array(national.prefix(3)), "itemPerPage=3 sends the first three rows of the ranking")
        }
        #expect(differentOrder > 5, "Seoul ranks its films in its own order on \(differentOrder) days")
    }

    @Test func whatTheSampleLacksIsAnsweredAsKOBISAnswersIt() async throws {
        #expect(try await manager.fetch(.daily(date: KobisDate(year: 2023, month: 7, day: 31)!)).entries.isEmpty)
        let nowhere = BoxOfficeFilters(wideAreaCode: "0105099")
        #expect(try await manager.fetch(.daily(date: DemoSource.days.upperBound, filters: nowhere)).entries.isEmpty)
        let early = try await manager.fetch(.weekly(date: KobisDate(year: 2023, month: 8, day: 6)!, week: .week))
        #expect(early.entries.isEmpty && early.range?.lowerBound == KobisDate(year: 2023, month: 7, day: 31))
        await #expect(throws: KobisError.notFound(kind: .movie, code: "99999999", in: .sample)) {
            try await BoxOfficeManager(network: DemoSource(), origin: .sample).movie(code: "99999999")
        }
        let services = [
            "daily", "weekly", "movie", "person", "company", "codes", "movielist", "peoplelist",
            "companylist", "omdb",
        ]
        for service in services {
            let request = RequestIdentity(service: service, path: "", parameters: [.init("targetDt", "20230815")])
            let body = try await DemoSource().body(for: request)
            #expect(!String(decoding: body, as: UTF8.self).contains("faultInfo"), "\(service): no fault of its own")
        }
    }

    @Test func everyFilmHasAPosterTheSampleServes() async throws {
        let finder = PosterFinder(omdb: BoxOfficeManager(network: DemoSource()))
        for code in DemoSource.movieCodes {
            let movie = try await manager.movie(code: code)
            let poster = try #require(try await finder.poster(for: movie), "\(code) has a poster")
            let image = try #require(DemoSource.image(at: poster.url), "\(code): the sample serves \(poster.url)")
            #expect(image.prefix(3) == Data([0xFF, 0xD8, 0xFF]) && image.suffix(2) == Data([0xFF, 0xD9]), "a JPEG")
        }
        #expect(DemoSource.image(at: "https://example.com/posters/20239001.jpg") == nil)
    }
}
