import Foundation

/// `boxoffice sync`: fills the archive with the national daily ranking of every settled day from `since` to the
/// latest, the week and weekend rankings of every week that ended since, and each ranked film's detail once, newest
/// first, sending only what it lacks plus the last `recheck` days (KOBIS revises closed days), at most `budget`
/// requests a run. It stops cleanly at the budget; the next run goes on. One sync at a time.
/// The service must be live and asked with `refresh` (the recheck must reach KOBIS), over data that keeps an archive
/// (``BoxOfficeData/archive``).
public struct ArchiveSync: UseCase {
    public var since: DateArgument?
    public var recheck: Int
    public var budget: Int?
    public var jobs: Int
    /// The last day to keep (default: the last settled day); with it, `since` is not remembered.
    public var until: DateArgument?
    /// Every day of the window fetched again, held or not (a stretch of empty days ``EmptyDays`` names suspect).
    public var refresh = false

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

    public static let untilOption = OptionDeclaration<DateArgument>(
        OptionSpec("until", value: "DATE", help: "the last day to keep (default: the last settled day)"),
        parse: DateArgument.parse)
    public static let refreshOption = OptionDeclaration<Bool>(
        OptionSpec(
            "refresh", help: "fetch every day of the window again, held or not (such as empty days)", kind: .flag,
            defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)

    public static let parameters = [
        Parameter(sinceOption), Parameter(recheckOption), Parameter(budgetOption), Parameter(Declared.jobs),
        Parameter(untilOption), Parameter(refreshOption),
    ]

    public init(_ values: some ParameterValues) throws {
        since = try values.given(ArchiveSync.sinceOption)
        recheck = try values.value(ArchiveSync.recheckOption) ?? 7
        budget = try values.given(ArchiveSync.budgetOption)
        jobs = try values.value(Declared.jobs) ?? 4
        until = try values.given(ArchiveSync.untilOption)
        refresh = try values.flag(ArchiveSync.refreshOption)
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
        /// Days the archive did not hold before this run.
        public var added: Int = 0
        /// Days whose figures KOBIS revised since they were kept.
        public var changed: Int
        /// Why this run sent nothing though the archive lacks something; nil when it sent, or lacks nothing.
        public var idle: Idle?
        /// Requests left today; nil without a ledger.
        public var remaining: Int?
        /// Runs of this budget still needed to hold every day, weekly ranking and film.
        public var runsLeft: Int
        public var complete: Bool { missing == 0 && weeklyMissing == 0 && filmsMissing == 0 }
    }

    /// Why a sync sent nothing: the budget it was given is 0, or today's requests are spent (less the 10% kept).
    public enum Idle: String, Sendable, Equatable {
        case budget
        case quota
    }

    /// The last settled day: yesterday in Korea once it settled (12:00 KST today), else the day before.
    public static func lastSettled(now: Date) -> KobisDate {
        let latest = KobisDate.latestAvailable(now: now)
        return now >= Freshness.settlesAt(latest) ? latest : latest.adding(days: -1)
    }

    func store(_ service: KobisService) throws -> ArchiveStore {
        guard let store = service.data.archive else {
            throw ArchiveError.offline(
                what: Phrase.say(
                    ko: "보관소",
                    en: "an archive"))
        }
        return store
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
        let store = try store(service)
        try checkWindow(service)
        let (first, last) = window(service, remembered: store.lastSync()?.since.flatMap { KobisDate($0) })
        // --refresh: every day of the window is in the recheck.
        let recheck = refresh ? last.daysSince(first) + 1 : recheck
        return try ArchiveSurvey(
            store: store, first: first, last: last, recheck: recheck,
            behind: Array(service.data.heldArchives.dropFirst()))
    }

    /// What a run would send: the films' details the archive lacks, then the rankings, newest first, within the
    /// budget (the films first seen in them are not known before they are fetched); and how many runs remain.
    /// What a dry run says the requests are for: the days, weekly rankings and films missing, and the recheck.
    static func planned(_ survey: ArchiveSurvey, recheck: Int) -> String {
        let g = { (n: Int) in Formatting.grouped(n) }
        return Phrase.say(
            ko: "보관소에 빠진 날 \(g(survey.daysMissing))일, 주간 순위 \(g(survey.weeklyMissing))개, "
                + "영화 상세 정보 \(g(survey.filmsMissing.count))편, 그리고 다시 확인할 최근 \(g(recheck))일",
            en: "the archive: \(Formatting.counted(survey.daysMissing, "day", "days")) and "
                + "\(Formatting.counted(survey.weeklyMissing, "weekly ranking", "weekly rankings")) missing, "
                + "\(Formatting.counted(survey.filmsMissing.count, "film's details", "films' details")) missing, "
                + "the last \(Formatting.counted(recheck, "day", "days")) again")
    }

    /// What a dry run says follows: the new films' details, and how many runs complete the archive.
    static func then(runs: Int, defaultBudget: Bool) -> String {
        let runs64 = Formatting.grouped(runs)
        return Phrase.say(
            ko: "그 날들에 처음 나온 영화의 상세 정보 (예산 안에서); "
                + (runs == 0
                    ? "그러면 보관소가 다 찹니다"
                    : runs == 1
                        ? "이번 실행으로 보관소가 다 찰 수 있습니다"
                        : "\(defaultBudget ? "기본" : "이") 예산으로 약 \(runs64)번 실행하면 다 찹니다"),
            en: "the details of the films first seen in them, within the budget; "
                + (runs == 0
                    ? "the archive is then complete"
                    : runs == 1
                        ? "this run may complete the archive"
                        : "about \(runs64) runs of \(defaultBudget ? "a default" : "this") budget complete it"))
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        let survey = try survey(service)
        let known = survey.filmsMissing.count + survey.daysWanted + survey.weeklyWanted
        let requests = Swift.min(try await allowance(service), known)
        let runs = runsLeft(survey, perRun: try await perRun(service))
        let what = Self.planned(survey, recheck: recheck)
        let then = Self.then(runs: runs, defaultBudget: budget == 0)
        return RunPlan(
            plan: KobisService.Plan(requests: requests, cached: 0, quota: try await service.quotaStatus()), what: what,
            then: then)
    }

    /// Refuses a window the user gave outside KOBIS's figures, in the words `daily` uses for such a day: a `since` or
    /// `until` before KOBIS's first day or after the last settled day, or a `since` after the `until`.
    func checkWindow(_ service: KobisService) throws {
        let settled = ArchiveSync.lastSettled(now: service.now)
        for day in [since?.resolved(latest: settled), until?.resolved(latest: settled)].compactMap({ $0 }) {
            if day < ArchiveStore.firstDay { throw RequestError.beforeFigures(day, first: ArchiveStore.firstDay) }
            if day > settled { throw RequestError.dayNotYetCounted(day, latest: settled) }
        }
        if let from = since?.resolved(latest: settled), let to = until?.resolved(latest: settled), from > to {
            throw RequestError.reversedRange(from: from, to: to, names: ["since", "until"])
        }
    }

    /// From `since` (else the one a sync was last told, else KOBIS's first day) to `until` (else the last settled day).
    func window(_ service: KobisService, remembered: KobisDate? = nil) -> (KobisDate, KobisDate) {
        let settled = ArchiveSync.lastSettled(now: service.now)
        let last = Swift.min(until?.resolved(latest: settled) ?? settled, settled)
        let first = Swift.max(
            since?.resolved(latest: settled) ?? remembered ?? ArchiveStore.firstDay, ArchiveStore.firstDay)
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
        // A budget of 0 sends nothing: the runs left are counted at a default run's budget.
        if let budget, budget > 0 { return budget }
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
        try store.adoptUnsummed()
        let survey = try survey(service)
        // Said before the first request, so that a sync stopped by a signal or a kill is told from one never run.
        var record = store.lastSync() ?? ArchiveSyncRecord(at: "", sent: 0, changed: 0, held: 0, missing: 0)
        if until == nil, since != nil { record.since = survey.first.iso }
        record.started = KoreaTime.iso8601(service.now)
        record.running = true
        try store.recordSync(record)
        let budget: Int
        let run: ArchiveSyncRun
        do {
            budget = try await allowance(service)
            run = ArchiveSyncRun(store: store, data: service.data, survey: survey, budget: budget, jobs: jobs)
            run.progress = events.progress
            try await run.run()
        } catch  where !(error is CancellationError) {
            // A sync refused or failed (no key, offline, a request that failed) ended: only a signal or a kill
            // leaves it running, as `archive status`'s "interrupted" says.
            var ended = record
            ended.running = false
            try? store.recordSync(ended)
            throw error
        }
        let held = run.survey
        var summary = Summary(
            first: held.first, last: held.last, held: held.daysHeld, missing: held.daysMissing,
            weeklyHeld: held.weeklyHeld, weeklyMissing: held.weeklyMissing,
            filmsHeld: held.ranked.count - held.filmsMissing.count, filmsMissing: held.filmsMissing.count,
            sent: run.sent, changed: run.changed, remaining: try await service.quotaStatus()?.remaining,
            runsLeft: runsLeft(held, perRun: try await perRun(service)))
        summary.added = held.daysHeld - survey.daysHeld
        if budget == 0 && (survey.daysWanted + survey.weeklyWanted + survey.filmsMissing.count) > 0 {
            summary.idle = self.budget == 0 ? .budget : .quota
        }
        record.at = KoreaTime.iso8601(service.now)
        (record.sent, record.changed, record.held, record.missing) =
            (summary.sent, summary.changed, summary.held, summary.missing)
        record.running = false
        try store.recordSync(record)
        return summary
    }
}
