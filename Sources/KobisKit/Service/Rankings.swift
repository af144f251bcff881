import Foundation

extension KobisService {
    /// The longest range a run takes: ten years of days.
    public static let maximumRangeDays = 3_660

    /// The first day of KOBIS's national figures (its statistics started on 2004-05-04): an earlier day is refused
    /// before anything is sent.
    public static let firstDayWithFigures = KobisDate(year: 2004, month: 5, day: 4)!

    /// The one check that a day (or the last day of a period holding `day`) is not before KOBIS's first figures:
    /// ``RequestError/beforeFigures(_:first:)`` names the day asked for. It needs no clock, so a use case makes it
    /// before it has a service.
    public static func requireFigures(_ day: KobisDate, through last: KobisDate? = nil) throws {
        guard (last ?? day) >= firstDayWithFigures else {
            throw RequestError.beforeFigures(day, first: firstDayWithFigures)
        }
    }

    /// A day that has figures: `day`, or yesterday in Korea by default; one after it or before
    /// ``firstDayWithFigures`` is refused.
    public func countedDay(_ day: KobisDate?) throws -> KobisDate {
        let latest = latestDay
        guard let day else { return latest }
        guard day <= latest else { throw RequestError.dayNotYetCounted(day, latest: latest, in: answerSource) }
        try KobisService.requireFigures(day)
        return day
    }

    /// The period of `kind` holding `day`, which must have ended by yesterday in Korea; by default the last that has.
    public func endedPeriod(_ kind: WeekKind, holding day: KobisDate?) throws -> BoxOfficePeriod {
        let latest = latestDay
        guard let day else { return BoxOfficePeriod.lastComplete(kind, upTo: latest) }
        let period = BoxOfficePeriod(kind: kind, containingWeekOf: day)
        try KobisService.requireFigures(day, through: period.end)
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
        let codes = try await data.codes(.region).value
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

    /// With `--demo`, what to say when some of `targets` fall outside the days the sample holds (they count as
    /// nothing); nil when all are inside, or for KOBIS.
    public func sampleGap(_ targets: [RankingTarget]) -> String? {
        guard let days = sampleDays else { return nil }
        let outside = targets.filter { !KobisService.holds(days, $0) }
        guard !outside.isEmpty, outside.count < targets.count else { return nil }
        return Phrase.say(
            ko: "샘플에는 \(days.lowerBound.iso) ~ \(days.upperBound.iso)만 있어, 요청한 순위 \(targets.count)개 중 "
                + "\(outside.count)개는 기간 밖이라 없는 것으로 셉니다",
            en: "the sample holds \(days.lowerBound.iso) to \(days.upperBound.iso): "
                + "\(outside.count) of the \(targets.count) rankings asked for fall outside it and count as none")
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
        let fetched = try await data.ranking(target, filters: filters)
        return Ranking(
            boxOffice: fetched.value, target: target, filters: filters, fetchedAt: fetched.fetchedAt,
            fromCache: fetched.fromCache, source: source)
    }

    /// Adds each film's detail, at most `concurrency` in flight; `progress` hears (done, wanted).
    public func addDetails(
        to ranking: inout Ranking, concurrency: Int, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws {
        let result = try await data.films(
            ranking.boxOffice.entries.map(\.movieCode), jobs: concurrency, progress: progress)
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
        let data = self.data
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
                        let movie = try await data.film(code).value
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
        englishTitles: Bool = false, progress: (@Sendable (Int, Int) -> Void)? = nil, stream: PosterStream? = nil
    ) async throws -> Ranking {
        if posters { _ = try requirePosters() }
        var ranking = try await ranking(target, filters: filters)
        if posters, !details, let stream {
            // Streamed: the ranking first (with its English titles), then each poster as its lookup ends.
            guard !ranking.boxOffice.entries.isEmpty else { return ranking }
            if englishTitles { try await addEnglishTitles(to: &ranking, concurrency: concurrency) }
            try stream.ranking(ranking)
            try await addPosters(to: &ranking, concurrency: concurrency, keepDetails: false, onEach: stream.poster)
            return ranking
        }
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
            let result = try await data.films(wanted, jobs: concurrency)
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
        try await approve(targets.map { .ranking($0, filters) })
        let store = details || englishTitles ? DetailMemo(data: data) : nil
        let source = self.source
        try await data.rankings(
            targets, filters: filters, jobs: jobs,
            adding: { target, fetched in
                var ranking = Ranking(
                    boxOffice: fetched.value, target: target, filters: filters, fetchedAt: fetched.fetchedAt,
                    fromCache: fetched.fromCache, source: source)
                if let store {
                    var found: [String: MovieDetail] = [:]
                    for entry in ranking.boxOffice.entries where found[entry.movieCode] == nil {
                        if let detail = try await store.detail(entry.movieCode) { found[entry.movieCode] = detail }
                    }
                    if details { ranking.details = found }
                    if englishTitles { ranking.englishTitles = found.compactMapValues { $0.titleEnglish } }
                }
                return ranking
            }, deliver: { _, ranking in try deliver(ranking) }, progress: progress)
        return store?.failures() ?? []
    }
}

extension KobisService {
    /// No figures for `targets`, from whoever answers (with the sample, the days it holds).
    public func noFigures(_ targets: [RankingTarget]) -> NoRanking {
        NoRanking(targets, source: answerSource, held: sampleDays)
    }
}
