import Foundation

/// `boxoffice sync`: fills the archive with the national daily ranking of every settled day from `since` to the
/// latest, the week and weekend rankings of every week that ended since, and each ranked film's detail once, newest
/// first, sending only what it lacks plus the last `recheck` days (KOBIS revises closed days), at most `budget`
/// requests a run. It stops cleanly at the budget; the next run goes on. One sync at a time.
/// The service must be live and asked with `refresh` (the recheck must reach KOBIS), over ``ArchiveData``.
public struct ArchiveSync: UseCase {
    public var since: DateArgument?
    public var recheck: Int
    public var budget: Int?
    public var jobs: Int

    public static let sinceOption = OptionDeclaration<DateArgument>(
        OptionSpec("since", value: "DATE", help: "the first day to keep (default 2004-05-04, KOBIS's first)"),
        parse: DateArgument.parse)
    public static let recheckOption = OptionDeclaration<Int>(
        OptionSpec(
            "recheck", value: "N", help: "fetch the last N days again, as KOBIS revises them (default 7)",
            range: 0...366, defaultText: "7"),
        default: 7, json: .integer, parse: Convert.integer(0...366))
    public static let budgetOption = OptionDeclaration<Int>(
        OptionSpec(
            "budget", value: "N", help: "at most N requests this run (default: leave 10% of today's limit)",
            range: 0...1_000_000),
        json: .integer, parse: Convert.integer(0...1_000_000))

    public static let parameters = [
        Parameter(sinceOption), Parameter(recheckOption), Parameter(budgetOption), Parameter(Declared.jobs),
    ]

    public init(_ values: some ParameterValues) throws {
        since = try values.given(ArchiveSync.sinceOption)
        recheck = try values.value(ArchiveSync.recheckOption) ?? 7
        budget = try values.given(ArchiveSync.budgetOption)
        jobs = try values.value(Declared.jobs) ?? 4
    }

    /// What a run did, and what is left.
    public struct Summary: Sendable, Equatable {
        public var first: KobisDate
        public var last: KobisDate
        /// Days held and missing.
        public var held: Int
        public var missing: Int
        /// Weekly rankings (weeks and weekends) held and missing.
        public var weeklyHeld: Int
        public var weeklyMissing: Int
        /// Details held of the films ranked in held rankings, and those missing.
        public var filmsHeld: Int
        public var filmsMissing: Int
        public var sent: Int
        /// Days whose figures KOBIS revised since they were kept.
        public var changed: Int
        /// Requests left today; nil without a ledger.
        public var remaining: Int?
        /// Runs of this budget still needed to hold every day, weekly ranking and film.
        public var runsLeft: Int
        public var complete: Bool { missing == 0 && weeklyMissing == 0 && filmsMissing == 0 }
    }

    /// The last settled day: yesterday in Korea once it settled (12:00 KST today), else the day before.
    public static func lastSettled(now: Date) -> KobisDate {
        let latest = KobisDate.latestAvailable(now: now)
        return now >= Freshness.settlesAt(latest) ? latest : latest.adding(days: -1)
    }

    func store(_ service: KobisService) throws -> ArchiveStore {
        guard let archive = service.data as? ArchiveData else { throw ArchiveError.offline(what: "an archive") }
        return archive.store
    }

    /// The use case with these values, the others their defaults.
    public init(since: DateArgument?, recheck: Int = 7, budget: Int? = nil, jobs: Int = 4) {
        self.since = since
        self.recheck = recheck
        self.budget = budget
        self.jobs = jobs
    }

    /// What `store` holds and lacks of the window up to `last`: the days and weekly rankings held and missing, the
    /// ranked films and those whose detail is missing.
    public func survey(store: ArchiveStore, last: KobisDate) throws -> ArchiveSurvey {
        let first = Swift.max(since?.resolved(latest: last) ?? ArchiveStore.firstDay, ArchiveStore.firstDay)
        return try ArchiveSurvey(store: store, first: first, last: last, recheck: recheck)
    }

    func survey(_ service: KobisService) throws -> ArchiveSurvey {
        let (first, last) = window(service)
        return try ArchiveSurvey(store: store(service), first: first, last: last, recheck: recheck)
    }

    /// What a run would send: the films' details the archive lacks, then the rankings, newest first, within the
    /// budget (the films first seen in them are not known before they are fetched); and how many runs remain.
    public func plan(_ service: KobisService) async throws -> RunPlan {
        let survey = try survey(service)
        let known = survey.filmsMissing.count + survey.daysWanted + survey.weeklyWanted
        let requests = Swift.min(try await allowance(service), known)
        let runs = runsLeft(survey, perRun: try await perRun(service))
        let what =
            "the archive: \(survey.daysMissing) days and \(survey.weeklyMissing) weekly rankings missing, "
            + "\(survey.filmsMissing.count) films' details missing, the last \(recheck) days again"
        let then =
            "the details of the films first seen in them, within the budget; "
            + (runs == 0
                ? "the archive is then complete"
                : runs == 1 ? "this run may complete the archive" : "about \(runs) runs of this budget complete it")
        return RunPlan(
            plan: KobisService.Plan(requests: requests, cached: 0, quota: try await service.quotaStatus()), what: what,
            then: then)
    }

    func window(_ service: KobisService) -> (KobisDate, KobisDate) {
        let last = ArchiveSync.lastSettled(now: service.now)
        let first = Swift.max(since?.resolved(latest: last) ?? ArchiveStore.firstDay, ArchiveStore.firstDay)
        return (first, last)
    }

    /// This run's budget: the one given, else today's remaining less 10% of the limit; never more than remain.
    func allowance(_ service: KobisService) async throws -> Int {
        guard let status = try await service.quotaStatus() else { return budget ?? .max }
        let fallback = Swift.max(0, status.remaining - status.limit / 10)
        return Swift.max(0, Swift.min(budget ?? fallback, status.remaining))
    }

    /// A run's requests: the budget, else 90% of the daily limit.
    func perRun(_ service: KobisService) async throws -> Int {
        if let budget { return Swift.max(1, budget) }
        let status = try await service.quotaStatus()
        return Swift.max(1, status.map { $0.limit - $0.limit / 10 } ?? 1)
    }

    /// Runs still needed: what is missing, and the films the missing days will name (as many a day as the held
    /// days name; one a day before any is held), over the requests of a run.
    func runsLeft(_ survey: ArchiveSurvey, perRun: Int) -> Int {
        let rate = survey.daysHeld > 0 ? Double(survey.ranked.count) / Double(survey.daysHeld) : 1
        let films = Int((Double(survey.daysMissing) * rate).rounded(.up))
        let work = survey.daysMissing + survey.weeklyMissing + survey.filmsMissing.count + films
        return (work + perRun - 1) / perRun
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> Summary {
        let store = try store(service)
        let lock = try store.lock(now: service.now)
        defer { close(lock) }
        store.removeLeftovers()
        let survey = try survey(service)
        let run = ArchiveSyncRun(
            store: store, data: service.data, survey: survey, budget: try await allowance(service), jobs: jobs)
        try await run.run()
        let held = run.survey
        let summary = Summary(
            first: held.first, last: held.last, held: held.daysHeld, missing: held.daysMissing,
            weeklyHeld: held.weeklyHeld, weeklyMissing: held.weeklyMissing,
            filmsHeld: held.ranked.count - held.filmsMissing.count, filmsMissing: held.filmsMissing.count,
            sent: run.sent, changed: run.changed, remaining: try await service.quotaStatus()?.remaining,
            runsLeft: runsLeft(held, perRun: try await perRun(service)))
        try store.recordSync(
            ArchiveSyncRecord(
                at: KoreaTime.iso8601(service.now), sent: summary.sent, changed: summary.changed, held: summary.held,
                missing: summary.missing))
        return summary
    }
}
