import Foundation

/// Which ranking: one day, or one weekly period.
public enum RankingTarget: Sendable, Hashable {
    case day(KobisDate)
    case period(BoxOfficePeriod)

    /// `2024-01-15`, or `2024-01-12~2024-01-14`.
    public var label: String {
        switch self {
        case .day(let day): return day.iso
        case .period(let period): return "\(period.start.iso)~\(period.end.iso)"
        }
    }
}

/// The filters of a ranking, as resolved (a region name is its code by now).
public struct RankingFilters: Sendable, Hashable {
    public var region: Code?
    public var nation: NationFilter?
    public var category: FilmCategory?
    /// The top N, 1–10.
    public var limit: Int?

    public init(region: Code? = nil, nation: NationFilter? = nil, category: FilmCategory? = nil, limit: Int? = nil) {
        self.region = region
        self.nation = nation
        self.category = category
        self.limit = limit
    }

    public var isEmpty: Bool { region == nil && nation == nil && category == nil && limit == nil }

    /// The query parameters.
    public var query: BoxOfficeFilters {
        BoxOfficeFilters(itemsPerPage: limit, category: category, nation: nation, wideAreaCode: region?.code)
    }
}

/// A film whose detail or poster could not be had, and why.
public struct Missing: Sendable {
    public let code: String
    public let error: KobisError
}

/// A ranking with what was asked for alongside it.
public struct Ranking: Sendable {
    public var boxOffice: DailyBoxOffice
    public var target: RankingTarget
    public var filters: RankingFilters
    /// With details: by movie code; a film whose detail failed is missing here and listed in `missing`.
    public var details: [String: MovieDetail]?
    /// With posters: by movie code; a film without one is missing here.
    public var posters: [String: Poster]?
    /// With English titles: each film's `movieNmEn` from its detail, by movie code (a film without one is missing).
    public var englishTitles: [String: String]?
    public var missing: [Missing] = []
    public var fetchedAt: Date
    public var fromCache: Bool
    public var source: String

    /// With posters: the films OMDb has no poster for (their lookups worked), in rank order, each once.
    public var withoutPoster: [String] {
        guard let posters else { return [] }
        var codes: [String] = []
        let failed = Set(missing.map(\.code))
        for entry in boxOffice.entries
        where posters[entry.movieCode] == nil && !failed.contains(entry.movieCode)
            && !codes.contains(entry.movieCode)
        {
            codes.append(entry.movieCode)
        }
        return codes
    }

    /// `OMDb has no poster for 3 of 10 films (…)`: what a front-end says when posters were asked and some have
    /// none; nil when every film has one.
    public var missingPosters: String? {
        let codes = withoutPoster
        guard !codes.isEmpty else { return nil }
        var films: [String] = []
        for entry in boxOffice.entries where !films.contains(entry.movieCode) { films.append(entry.movieCode) }
        let shown = codes.prefix(5).joined(separator: ", ") + (codes.count > 5 ? ", and \(codes.count - 5) more" : "")
        return "OMDb has no poster for \(codes.count) of \(films.count) film\(films.count == 1 ? "" : "s") (\(shown))"
    }
}

extension KobisService {
    /// The longest range a run takes: ten years of days.
    public static let maximumRangeDays = 3_660

    /// The first day of KOBIS's national figures (its statistics started on 2004-05-04): an earlier day is refused
    /// before anything is sent.
    public static let firstDayWithFigures = KobisDate(year: 2004, month: 5, day: 4)!

    /// The endpoint of a ranking.
    public func endpoint(_ target: RankingTarget, filters: RankingFilters) -> Endpoint<DailyBoxOffice> {
        switch target {
        case .day(let day): return .daily(date: day, filters: filters.query)
        case .period(let period): return .weekly(date: period.end, week: period.kind, filters: filters.query)
        }
    }

    /// A day that has figures: `day`, or yesterday in Korea by default; one after it or before
    /// ``firstDayWithFigures`` is refused.
    public func countedDay(_ day: KobisDate?) throws -> KobisDate {
        let latest = latestDay
        guard let day else { return latest }
        guard day <= latest else { throw RequestError.dayNotYetCounted(day, latest: latest, in: answerSource) }
        guard day >= KobisService.firstDayWithFigures else {
            throw RequestError.beforeFigures(day, first: KobisService.firstDayWithFigures)
        }
        return day
    }

    /// The period of `kind` holding `day`, which must have ended by yesterday in Korea; by default the last that has.
    public func endedPeriod(_ kind: WeekKind, holding day: KobisDate?) throws -> BoxOfficePeriod {
        let latest = latestDay
        guard let day else { return BoxOfficePeriod.lastComplete(kind, upTo: latest) }
        let period = BoxOfficePeriod(kind: kind, containingWeekOf: day)
        guard period.end >= KobisService.firstDayWithFigures else {
            throw RequestError.beforeFigures(day, first: KobisService.firstDayWithFigures)
        }
        guard period.end <= latest else {
            throw RequestError.periodNotEnded(day: day, period: period, latest: latest, in: answerSource)
        }
        return period
    }

    /// The days from `from` to `to` (default yesterday in Korea), each of which must have figures.
    public func days(from: KobisDate, to: KobisDate?) throws -> [KobisDate] {
        let start = try countedDay(from)
        let end = try countedDay(to)
        guard start <= end else { throw RequestError.reversedRange(from: start, to: end) }
        guard end.daysSince(start) < KobisService.maximumRangeDays else {
            throw RequestError.rangeTooLong(from: start, to: end, limit: KobisService.maximumRangeDays)
        }
        return (0...end.daysSince(start)).map { start.adding(days: $0) }
    }

    /// Every period of `kind` that ends inside the range.
    public func periods(_ kind: WeekKind, from: KobisDate, to: KobisDate?) throws -> [BoxOfficePeriod] {
        let days = try days(from: from, to: to)
        let first = days.first!
        let last = days.last!
        var periods: [BoxOfficePeriod] = []
        var period = BoxOfficePeriod(kind: kind, containingWeekOf: first)
        if period.end < first { period = BoxOfficePeriod(kind: kind, containingWeekOf: first.adding(days: 7)) }
        while period.end <= last {
            periods.append(period)
            period = BoxOfficePeriod(kind: kind, containingWeekOf: period.end.adding(days: 7))
        }
        guard !periods.isEmpty else { throw RequestError.noPeriodInRange(kind, from: first, to: last) }
        return periods
    }

    /// A region by code, exact name, name prefix (`서울` → 서울시), short form (`경북` → 경상북도) or English name
    /// (`Seoul`, `north gyeongsang`), from KOBIS's region list (cached 30 days).
    public func region(_ text: String) async throws -> Code {
        let codes = try await manager.fetch(.codes(.region))
        return try KobisService.resolveRegion(text, in: codes)
    }

    static func resolveRegion(_ text: String, in codes: [Code]) throws -> Code {
        if let code = codes.first(where: { $0.code == text }) { return code }
        if let exact = codes.first(where: { $0.name == text }) { return exact }
        if !text.isEmpty, text.allSatisfy(\.isASCII) {
            // An English name (Seoul, north gyeongsang) or its start.
            let typed = text.lowercased()
            let named = codes.filter { code in
                [Vocabulary.region.english(code.name), code.nameEnglish].compactMap { $0?.lowercased() }.contains {
                    $0.hasPrefix(typed)
                }
            }
            if let exact = named.first(where: { Vocabulary.region.english($0.name)?.lowercased() == typed }) {
                return exact
            }
            if named.count == 1 { return named[0] }
            if named.count > 1 { throw RequestError.ambiguousRegion(text, matches: named) }
        }
        let matches = codes.filter { code in
            let name = Array(code.name)
            let typed = Array(text)
            return code.name.hasPrefix(text)
                || (typed.count == 2 && name.count == 4 && name[0] == typed[0] && name[2] == typed[1])
        }
        if matches.count == 1 { return matches[0] }
        if matches.isEmpty {
            throw RequestError.unknownRegion(text, known: codes.map { Vocabulary.region.text($0.name) })
        }
        throw RequestError.ambiguousRegion(text, matches: matches)
    }

    /// What a front-end says of a ranking with no rows: who has none (KOBIS, or the sample) and, for a day or
    /// period outside the sample, the days the sample holds.
    public func noRanking(_ target: RankingTarget) -> String {
        var held = ""
        if let days = sampleDays, !KobisService.holds(days, target) {
            held = ": it holds \(days.lowerBound.iso) to \(days.upperBound.iso)"
        }
        return "\(answerSource.name) has no ranking for \(target.label)\(held)"
    }

    /// What a front-end says of rankings over `targets` that list no film at all, as ``noRanking(_:)`` does.
    public func noRanking(over targets: [RankingTarget]) -> String {
        guard let first = targets.first, let last = targets.last, targets.count > 1 else {
            return targets.first.map(noRanking) ?? "\(answerSource.name) has no ranking"
        }
        let held = sampleDays.map { ": it holds \($0.lowerBound.iso) to \($0.upperBound.iso)" } ?? ""
        return "\(answerSource.name) has no ranking from \(first.label) to \(last.label)\(held)"
    }

    /// With `--demo`, what to say when some of `targets` fall outside the days the sample holds (they count as
    /// nothing); nil when all are inside, or for KOBIS.
    public func sampleGap(_ targets: [RankingTarget]) -> String? {
        guard let days = sampleDays else { return nil }
        let outside = targets.filter { !KobisService.holds(days, $0) }
        guard !outside.isEmpty, outside.count < targets.count else { return nil }
        return "the sample holds \(days.lowerBound.iso) to \(days.upperBound.iso): "
            + "\(outside.count) of the \(targets.count) rankings asked for fall outside it and count as none"
    }

    /// Whether `days` hold the whole of `target`.
    private static func holds(_ days: ClosedRange<KobisDate>, _ target: RankingTarget) -> Bool {
        switch target {
        case .day(let day): return days.contains(day)
        case .period(let period): return days.contains(period.start) && days.contains(period.end)
        }
    }

    /// A ranking alone.
    public func ranking(_ target: RankingTarget, filters: RankingFilters = .init()) async throws -> Ranking {
        let fetched = try await fetch(endpoint(target, filters: filters))
        return Ranking(
            boxOffice: fetched.value, target: target, filters: filters, fetchedAt: fetched.fetchedAt,
            fromCache: fetched.fromCache, source: source)
    }

    /// Adds each film's detail, at most `concurrency` in flight; `progress` hears (done, wanted).
    public func addDetails(
        to ranking: inout Ranking, concurrency: Int, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws {
        let result = try await manager.details(
            for: ranking.boxOffice.entries.map(\.movieCode), concurrency: concurrency, progress: progress)
        ranking.details = result.details
        ranking.missing += result.failures.map { Missing(code: $0.code, error: $0.error) }
    }

    /// Adds each film's poster (its detail, then OMDb's chain), pipelined with at most `concurrency` films in
    /// flight. `onEach` hears each film in rank order as soon as it and every film before it are done. With
    /// `keepDetails`, the details fetched on the way are kept too.
    public func addPosters(
        to ranking: inout Ranking, concurrency: Int, keepDetails: Bool,
        onEach: ((String, Poster?) throws -> Void)? = nil
    ) async throws {
        let finder = try requirePosters()
        let manager = self.manager
        var codes: [String] = []
        for entry in ranking.boxOffice.entries where !codes.contains(entry.movieCode) { codes.append(entry.movieCode) }
        var details: [String: MovieDetail] = [:]
        var posters: [String: Poster] = [:]
        var missing: [Missing] = []
        do {
            try await RangeFetcher<String, (MovieDetail?, Poster?, KobisError?)>(jobs: concurrency).run(
                codes,
                fetch: { code in
                    do {
                        let movie = try await manager.movie(code: code)
                        return ((movie, try await finder.poster(for: movie), nil), false)
                    } catch let error as KobisError where !error.stopsRun {
                        return ((nil, nil, error), false)
                    }
                },
                deliver: { code, result in
                    if let detail = result.0 { details[code] = detail }
                    if let poster = result.1 { posters[code] = poster }
                    if let error = result.2 { missing.append(Missing(code: code, error: error)) }
                    try onEach?(code, result.1)
                    return true
                })
        } catch let failure as RangeFetcher<String, (MovieDetail?, Poster?, KobisError?)>.ItemFailure {
            throw failure.error
        }
        if keepDetails { ranking.details = details }
        ranking.posters = posters
        ranking.missing += missing
    }

    /// A ranking with, as asked, every film's detail and poster.
    public func ranking(
        _ target: RankingTarget, filters: RankingFilters = .init(), details: Bool, posters: Bool, concurrency: Int = 4,
        englishTitles: Bool = false, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> Ranking {
        if posters { _ = try requirePosters() }
        var ranking = try await ranking(target, filters: filters)
        if posters {
            try await addPosters(to: &ranking, concurrency: concurrency, keepDetails: details)
        } else if details {
            try await addDetails(to: &ranking, concurrency: concurrency, progress: progress)
        }
        if englishTitles { try await addEnglishTitles(to: &ranking, concurrency: concurrency) }
        return ranking
    }

    /// Adds each film's English title (`movieNmEn`), which rankings do not carry, from its detail: cached as details
    /// are, so a day's first English ranking costs up to 10 requests and later ones none. The details stay out of
    /// the ranking; a film whose detail failed is listed in `missing`.
    public func addEnglishTitles(to ranking: inout Ranking, concurrency: Int) async throws {
        var details = ranking.details ?? [:]
        let wanted = ranking.boxOffice.entries.map(\.movieCode).filter { details[$0] == nil }
        if !wanted.isEmpty {
            let result = try await manager.details(for: wanted, concurrency: concurrency, progress: nil)
            details.merge(result.details) { first, _ in first }
            // A film KOBIS has no detail for keeps its Korean title; a request that failed is missing.
            ranking.missing += result.failures.filter { if case .notFound = $0.error { false } else { true } }
                .map { Missing(code: $0.code, error: $0.error) }
        }
        ranking.englishTitles = details.compactMapValues { $0.titleEnglish }
    }

    /// A day or period of a range failed: the run stopped there, after every earlier one was delivered.
    public struct RangeStop: Error {
        public let target: RankingTarget
        public let error: Error
    }

    /// Every ranking of a range, delivered in order as soon as every earlier one is, with at most `jobs`
    /// requests in flight. The quota is checked first: a range that needs more requests than remain today
    /// sends nothing. With `details`, each film's detail is fetched once for the whole run. `deliver` returning
    /// false stops the run. Returns the films whose detail failed; a failed day throws ``RangeStop``.
    public func rankings(
        _ targets: [RankingTarget], filters: RankingFilters = .init(), details: Bool, jobs: Int,
        englishTitles: Bool = false, deliver: (Ranking) throws -> Bool,
        progress: ((RangeProgress) -> Void)? = nil
    ) async throws -> [Missing] {
        try await approve(targets.map { endpoint($0, filters: filters) })
        let store = details || englishTitles ? DetailMemo(manager: manager) : nil
        let service = self
        do {
            try await RangeFetcher<RankingTarget, Ranking>(jobs: jobs).run(
                targets,
                fetch: { target in
                    var ranking = try await service.ranking(target, filters: filters)
                    if let store {
                        var found: [String: MovieDetail] = [:]
                        for entry in ranking.boxOffice.entries where found[entry.movieCode] == nil {
                            if let detail = try await store.detail(entry.movieCode) { found[entry.movieCode] = detail }
                        }
                        if details { ranking.details = found }
                        if englishTitles { ranking.englishTitles = found.compactMapValues { $0.titleEnglish } }
                    }
                    return (ranking, ranking.fromCache)
                }, deliver: { _, ranking in try deliver(ranking) }, progress: progress)
        } catch let failure as RangeFetcher<RankingTarget, Ranking>.ItemFailure {
            throw RangeStop(target: failure.item, error: failure.error)
        }
        return store?.failures() ?? []
    }
}

/// Each film's detail fetched once for a whole run, however many days list it. Concurrent askers of one code
/// wait for the same request; every request is made inside the asking task, so it is cancelled with the run.
final class DetailMemo: @unchecked Sendable {
    private let manager: BoxOfficeManager
    private let lock = NSLock()
    private var done: [String: Result<MovieDetail, KobisError>] = [:]
    private var order: [String] = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    init(manager: BoxOfficeManager) { self.manager = manager }

    /// The detail, or nil when it failed for this film alone; a failure that stops a run is thrown.
    func detail(_ code: String) async throws -> MovieDetail? {
        while true {
            enum Step {
                case result(Result<MovieDetail, KobisError>)
                case wait, fetch
            }
            let step: Step = lock.withLock {
                if let result = done[code] { return .result(result) }
                if waiting[code] != nil { return .wait }
                waiting[code] = []
                order.append(code)
                return .fetch
            }
            switch step {
            case .result(let result):
                if case .failure(let error) = result, error.stopsRun { throw error }
                return try? result.get()
            case .wait:
                await withCheckedContinuation { continuation in
                    let resumeNow: Bool = lock.withLock {
                        if done[code] != nil || waiting[code] == nil { return true }
                        waiting[code]!.append(continuation)
                        return false
                    }
                    if resumeNow { continuation.resume() }
                }
            case .fetch:
                let result: Result<MovieDetail, KobisError>?
                do { result = .success(try await manager.movie(code: code)) } catch let error as KobisError {
                    result = .failure(error)
                } catch { result = nil }  // cancelled: another asker may try again
                let waiters: [CheckedContinuation<Void, Never>] = lock.withLock {
                    if let result { done[code] = result } else { order.removeAll { $0 == code } }
                    return waiting.removeValue(forKey: code) ?? []
                }
                for waiter in waiters { waiter.resume() }
                guard result != nil else { throw CancellationError() }
            }
        }
    }

    /// The films whose detail failed, in the order first asked.
    func failures() -> [Missing] {
        lock.withLock {
            order.compactMap { code in
                if case .failure(let error) = done[code] { return Missing(code: code, error: error) }
                return nil
            }
        }
    }
}
