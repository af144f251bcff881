import Foundation

/// A film's run read day by day through the data door: its window (from the release, or the screenings before it),
/// the approval of that window, and the days until the film has been out of the top 10 for a week. `FilmTrend`
/// draws runs with it and `FilmLookup` plans with it.
public struct TrendReader: Sendable {
    public let service: KobisService

    public init(_ service: KobisService) { self.service = service }

    private var data: any BoxOfficeData { service.data }
    private var latestDay: KobisDate { service.latestDay }
    private var sampleDays: ClosedRange<KobisDate>? { service.sampleDays }
    private var answerSource: AnswerSource { service.answerSource }

    /// A trend without `to` covers at most this many days.
    public static let defaultDays = 180
    /// A trend without `to` ends once the film has been out of the top 10 this many days in a row.
    public static let stopAfterDaysOut = 7
    /// How far back from its release (or from the last day with figures) a run is looked for when the film was
    /// shown before its release date.
    public static let previewLookBackDays = 30
    /// How far back a look for screenings before a release may go through held days.
    public static let previewReach = 3 * RunRule.gap

    /// The runs of films, one after the other. Each runs from `from` (default its release date, or its first ranked
    /// screening before it) to `to` (default 180 days on, or yesterday), with at most `jobs` requests in flight;
    /// without `to` it ends once the film has been out of the top 10 for a week. The union of their windows is
    /// approved once (the quota checked, `approval` asked), before any ranking is asked for; a day two windows share
    /// is fetched once (the second run reads it from the cache). A failed day throws ``KobisService/RangeStop``.
    public func trends(
        movieCodes codes: [String], from: KobisDate?, to: KobisDate?, jobs: Int, approval: RunApproval = .unasked,
        progress: ((RangeProgress) -> Void)? = nil
    ) async throws -> [TrendSeries] {
        let explicitEnd = try to.map { try service.countedDay($0) }
        var movies: [MovieDetail] = []
        for code in codes { movies.append(try await data.film(code).value) }
        // The windows from the release dates, approved before any ranking is sent; a film that opens after the last
        // day with figures has none until its screenings before the release are found.
        let planned = try movies.map { try plannedDays($0, from: from, to: to) }
        var union: [KobisDate] = []
        var seen: Set<KobisDate> = []
        for day in planned.joined() where seen.insert(day).inserted { union.append(day) }
        // A run with a known end is asked about up front; one without may stop long before its window ends, so it
        // is asked about only when it gets past `approval.above` requests (``TrendGate``). The quota is checked
        // for the whole window either way.
        try await service.approve(union.map(DataAsk.day), explicitEnd == nil ? .unasked : approval)
        let data = service.data
        let asks = explicitEnd == nil && answerSource != .sample
        let gate = TrendGate(approval: approval, asks: asks) { data.holds(.day($0)) }
        var total = planned.reduce(0) { $0 + $1.count }
        var base = RangeProgress(done: 0, total: total, cached: 0)
        var runs: [TrendSeries] = []
        for (index, (movie, days)) in zip(movies, planned).enumerated() {
            let start = from == nil ? try await runStart(movie, jobs: jobs) : days[0]
            let window = days.first == start ? days : try trendDays(movie, from: start, to: to)
            total += window.count - days.count
            base.total = total
            let offset = base
            var last = RangeProgress(done: 0, total: 0, cached: 0)
            let later = {
                data.unheld(Set(planned.dropFirst(index + 1).joined()).map(DataAsk.day))
            }
            let (series, fetchedAt) = try await run(
                movie, days: window, explicitEnd: explicitEnd != nil, jobs: jobs, gate: gate, later: later
            ) { step in
                last = step
                progress?(
                    RangeProgress(
                        done: offset.done + step.done, total: offset.total, cached: offset.cached + step.cached))
            }
            // A run starts where the audience does only when it starts by the release (not --from or the sample).
            let fromStart = movie.openDate.map { window[0] <= $0 } ?? (from == nil)
            runs.append(
                TrendSeries(
                    movie: movie, points: series, from: window[0], to: window[window.count - 1], fromStart: fromStart,
                    fetchedAt: fetchedAt))
            base.done += window.count
            base.cached += last.cached
        }
        return runs
    }

    /// One film's days, in order, stopping after a week out of the top 10 unless the end was given, and when the
    /// newest of their rankings was fetched; `gate` lets the days through, asking when the run gets past what may
    /// be sent without asking.
    private func run(
        _ movie: MovieDetail, days: [KobisDate], explicitEnd: Bool, jobs: Int, gate: TrendGate, later: () -> Int,
        progress: ((RangeProgress) -> Void)?
    ) async throws -> ([TrendPoint], Date?) {
        let code = movie.code
        var points: [TrendPoint] = []
        var newest: Date?
        var daysOut = 0
        var seen = false
        var going = true
        var rest = days[...]
        var before = RangeProgress(done: 0, total: days.count, cached: 0)
        while going && !rest.isEmpty {
            let chunk = try await gate.next(rest, later: later)
            rest = rest.dropFirst(chunk.count)
            var last = RangeProgress(done: 0, total: 0, cached: 0)
            let offset = before
            try await dailyRankings(Array(chunk), jobs: jobs) { step in
                last = step
                progress?(
                    RangeProgress(done: offset.done + step.done, total: days.count, cached: offset.cached + step.cached)
                )
            } deliver: { day, ranking, fetchedAt in
                newest = max(newest ?? fetchedAt, fetchedAt)
                let entry = ranking.entries.first { $0.movieCode == code }
                points.append(TrendPoint(date: day, entry: entry))
                if entry == nil {
                    daysOut += 1
                } else {
                    daysOut = 0
                    seen = true
                }
                going =
                    explicitEnd || daysOut < TrendReader.stopAfterDaysOut
                    || (!seen && points.count < TrendReader.stopAfterDaysOut)
                    || (movie.openDate.map { day < $0 } ?? false)
                return going
            }
            before.done += last.done
            before.cached += last.cached
            gate.spent(last.done - last.cached)
        }
        return (points, newest)
    }

    /// The daily rankings of `days` and when each was fetched, delivered in order (cached ones read from the cache)
    /// with at most `jobs` in flight, until `deliver` returns false. A failed day throws ``RangeStop``.
    private func dailyRankings(
        _ days: [KobisDate], jobs: Int, progress: ((RangeProgress) -> Void)? = nil,
        deliver: (KobisDate, DailyBoxOffice, Date) -> Bool
    ) async throws {
        try await data.rankings(
            days.map(RankingTarget.day), jobs: jobs,
            deliver: { target, fetched in
                guard case .day(let day) = target else { return true }
                return deliver(day, fetched.value, fetched.fetchedAt)
            }, progress: progress)
    }

    /// The window a trend plans before it sends a ranking request: ``trendDays(_:from:to:)``, or nothing for a
    /// film that opens after the last day with figures (its screenings before the release are looked for first).
    func plannedDays(_ movie: MovieDetail, from: KobisDate?, to: KobisDate?) throws -> [KobisDate] {
        if from == nil, let release = movie.openDate, release > latestDay { return [] }
        return try trendDays(movie, from: from, to: to)
    }

    /// Where a run starts by default. Usually the release date. A film can be ranked before it, in paid preview
    /// screenings (유료 시사회): when the release is after the last day with figures, or when the release day's
    /// cumulative is larger than its audience (people saw it before), the days before are read back, one at a
    /// time, until a week without the film (at most ``previewLookBackDays``), and the run starts on the earliest
    /// ranked one. Those days are cached like any other, so only the first trend of such a film pays for them.
    /// Where every day back to ``previewReach`` is held (the archive), they cost nothing and the look back goes on
    /// until ``RunRule/gap`` days without the film, as the run rule does, however early the previews began.
    func runStart(_ movie: MovieDetail, jobs: Int) async throws -> KobisDate {
        let latest = latestDay
        guard let release = movie.openDate else { throw RequestError.noReleaseDate(movieCode: movie.code) }
        if sampledStart(release) != release { return sampledStart(release) }
        let lookFrom: KobisDate
        if release > latest {
            lookFrom = latest
        } else {
            let opening = try await data.ranking(.day(release), filters: RankingFilters()).value
            guard let entry = opening.entries.first(where: { $0.movieCode == movie.code }),
                let total = entry.audienceTotal,
                let audience = entry.audience, total > audience
            else { return release }
            lookFrom = release.adding(days: -1)
        }
        let far = (0..<TrendReader.previewReach).map { lookFrom.adding(days: -$0) }
            .filter { $0 >= KobisService.firstDayWithFigures }
        let held = far.allSatisfy { data.holds(.day($0)) }
        let days = held ? far : Array(far.prefix(TrendReader.previewLookBackDays))
        let patience = held ? RunRule.gap : TrendReader.stopAfterDaysOut
        try await service.approve(days.map(DataAsk.day))
        var earliest: KobisDate?
        var misses = 0
        let code = movie.code
        try await dailyRankings(days, jobs: jobs) { day, ranking, _ in
            if ranking.entries.contains(where: { $0.movieCode == code }) {
                earliest = day
                misses = 0
            } else {
                misses += 1
            }
            return misses < patience
        }
        if let earliest { return earliest }
        guard release <= latest else {
            throw RequestError.notYetOpen(movieCode: movie.code, opens: release, latest: latest)
        }
        return release
    }

    /// A release before the bundled sample's first day is drawn from that day: the sample holds nothing earlier.
    private func sampledStart(_ release: KobisDate) -> KobisDate {
        sampleDays.map { max(release, $0.lowerBound) } ?? release
    }

    /// The days a trend of `movie` covers: from `from` (default its release) to `to` (default 180 days on, or
    /// yesterday); without `to` the run may end sooner.
    public func trendDays(_ movie: MovieDetail, from: KobisDate?, to: KobisDate?) throws -> [KobisDate] {
        let latest = latestDay
        let explicitEnd = try to.map { try service.countedDay($0) }
        let explicitStart = try from.map { try service.countedDay($0) }
        guard let start = explicitStart ?? movie.openDate.map(sampledStart) else {
            throw RequestError.noReleaseDate(movieCode: movie.code, in: answerSource)
        }
        guard start <= latest else {
            throw RequestError.notYetOpen(movieCode: movie.code, opens: start, latest: latest)
        }
        let end = explicitEnd ?? min(latest, start.adding(days: TrendReader.defaultDays - 1))
        return try service.days(from: start, to: end)
    }
}
