import Foundation

/// `boxoffice sync`: fills the archive with the national daily ranking of every settled day from `since` to the
/// latest, newest first, sending only the days it lacks plus the last `recheck` days (KOBIS revises closed days),
/// at most `budget` requests a run. It stops cleanly at the budget; the next run goes on. One sync at a time.
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
        public var held: Int
        public var missing: Int
        public var sent: Int
        public var changed: Int
        /// Requests left today; nil without a ledger.
        public var remaining: Int?
        /// Runs of this budget still needed to hold every day.
        public var runsLeft: Int
        public var complete: Bool { missing == 0 }
    }

    /// The last settled day: yesterday in Korea once it settled (12:00 KST today), else the day before.
    public static func lastSettled(now: Date) -> KobisDate {
        let latest = KobisDate.latestAvailable(now: now)
        return now >= Freshness.settlesAt(latest) ? latest : latest.adding(days: -1)
    }

    /// The days a run would ask for, newest first, before the budget cuts them.
    func wanted(first: KobisDate, last: KobisDate, held: (KobisDate) -> Bool) -> [KobisDate] {
        guard first <= last else { return [] }
        var days: [KobisDate] = []
        var day = last
        while day >= first {
            if last.daysSince(day) < recheck || !held(day) { days.append(day) }
            day = day.adding(days: -1)
        }
        return days
    }

    func store(_ service: KobisService) throws -> ArchiveStore {
        guard let archive = service.data as? ArchiveData else { throw ArchiveError.offline(what: "an archive") }
        return archive.store
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        let store = try store(service)
        let (first, last) = window(service)
        var years: [Int: ArchiveYear] = [:]
        for year in Swift.max(first.year, ArchiveStore.firstDay.year)...Swift.max(last.year, first.year) {
            years[year] = try store.load(year: year)
        }
        let days = wanted(first: first, last: last) { years[$0.year]?.days[$0] != nil }
        let asks = days.prefix(try await allowance(service)).map { DataAsk.ranking(.day($0), RankingFilters()) }
        return RunPlan(
            plan: KobisService.Plan(requests: asks.count, cached: 0, quota: try await service.quotaStatus()),
            what: "the daily rankings of \(asks.count) days for the archive")
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

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> Summary {
        let store = try store(service)
        let lock = try store.lock(now: service.now)
        defer { close(lock) }
        let (first, last) = window(service)
        var years: [Int: ArchiveYear] = [:]
        if first <= last {
            for year in first.year...last.year { years[year] = try store.load(year: year) ?? ArchiveYear(year: year) }
        }
        let days = wanted(first: first, last: last) { years[$0.year]?.days[$0] != nil }
        let allowance = try await allowance(service)
        let targets = days.prefix(allowance).map { RankingTarget.day($0) }
        var sent = 0
        var changed = 0
        var unsaved: Set<Int> = []
        var sinceSave = 0
        func save() throws {
            for year in unsaved.sorted() { if let held = years[year] { try store.save(held) } }
            unsaved = []
            sinceSave = 0
        }
        do {
            try await service.data.rankings(Array(targets), jobs: jobs) { target, fetched in
                guard case .day(let day) = target else { return true }
                sent += 1
                if unsaved.contains(where: { $0 != day.year }) { try save() }
                let old = years[day.year]?.days[day]
                if let old, old != fetched.value.entries { changed += 1 }
                years[day.year, default: ArchiveYear(year: day.year)].days[day] = fetched.value.entries
                unsaved.insert(day.year)
                sinceSave += 1
                if sinceSave >= 30 { try save() }
                return true
            } progress: { events.progress($0) }
        } catch let stop as KobisService.RangeStop {
            try save()
            throw stop.error
        } catch {
            try? save()
            throw error
        }
        try save()
        var held = 0
        var day = first
        while day <= last {
            if years[day.year]?.days[day] != nil { held += 1 }
            day = day.adding(days: 1)
        }
        let total = first <= last ? last.daysSince(first) + 1 : 0
        let remaining = try await service.quotaStatus()
        let perRun = Swift.max(1, budget ?? remaining.map { $0.limit - $0.limit / 10 } ?? 1)
        let missing = total - held
        let summary = Summary(
            first: first, last: last, held: held, missing: missing, sent: sent, changed: changed,
            remaining: remaining?.remaining, runsLeft: (missing + perRun - 1) / perRun)
        try store.recordSync(
            ArchiveSyncRecord(
                at: KoreaTime.iso8601(service.now), sent: sent, changed: changed, held: held, missing: missing))
        return summary
    }
}
