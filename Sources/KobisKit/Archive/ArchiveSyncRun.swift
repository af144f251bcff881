import Foundation

/// One sync's requests, at most `jobs` in flight and `budget` in all: the details of ranked films the archive lacks
/// first (those of earlier runs, then each film as a fetched ranking names it), then the rankings newest first,
/// one year at a time. Only the years still in flight are in memory. Every 30 answers, and whenever a year is done,
/// what changed is written whole; a failure stops new requests, keeps the answers in flight, writes, then throws.
final class ArchiveSyncRun {
    enum Item: Sendable {
        case ranking(RankingTarget)
        case film(String)
    }

    enum Outcome: Sendable {
        case ranking(RankingTarget, [DailyBoxOfficeEntry], yearWeek: String?)
        case film(String, Data)
    }

    /// A year being synced: its files as they will be written, and its requests in flight.
    struct Year {
        var daily: ArchiveYear
        var weekly: ArchiveWeeks
        var inFlight = 0
        var dailyChanged = false
        var weeklyChanged = false
    }

    let store: ArchiveStore
    let data: any BoxOfficeData
    let jobs: Int
    var survey: ArchiveSurvey
    var left: Int
    private(set) var sent = 0
    private(set) var changed = 0
    private var years: [Int: Year] = [:]
    /// The years still to start, newest first; the one being started and its rankings (last is next).
    private var yearsToStart: [Int]
    private var starting: Int?
    private var rankings: [RankingTarget] = []
    private var films: [String]
    private var asked: Set<String>
    private var filmLines: [String: [String: Data]] = [:]
    private var answers = 0
    /// Hears how far the run has gone: answers in, and the requests it will send (films first seen raise it).
    var progress: (@Sendable (RangeProgress) -> Void)?
    private var answered = 0
    /// Years with nothing left to start or in flight, written (``finishDone()``) once the next requests have left.
    private var done: [Int] = []
    private var total: Int

    init(store: ArchiveStore, data: any BoxOfficeData, survey: ArchiveSurvey, budget: Int, jobs: Int) {
        self.store = store
        self.data = data
        self.survey = survey
        self.left = budget
        self.jobs = Swift.max(1, jobs)
        yearsToStart = survey.years
        films = survey.filmsMissing
        asked = Set(films)
        total = Swift.min(budget, survey.filmsMissing.count + survey.daysWanted + survey.weeklyWanted)
    }

    /// The next request, or nil when the budget is spent or nothing is left.
    private func next() throws -> Item? {
        guard left > 0 else { return nil }
        if !films.isEmpty { return .film(films.removeFirst()) }
        while rankings.isEmpty {
            if let year = starting, years[year]?.inFlight == 0 { done.append(year) }
            starting = nil
            guard !yearsToStart.isEmpty else { return nil }
            let year = yearsToStart.removeFirst()
            let held = Year(
                daily: try store.rebuildable { try store.load(year: year) } ?? ArchiveYear(year: year),
                weekly: try store.rebuildable { try store.loadWeeks(year: year) } ?? ArchiveWeeks(year: year))
            years[year] = held
            starting = year
            rankings = survey.wanted(in: year, daily: held.daily, weekly: held.weekly).reversed()
        }
        let target = rankings.removeLast()
        years[target.end.year]?.inFlight += 1
        return .ranking(target)
    }

    private static func fetch(_ item: Item, from data: any BoxOfficeData) async throws -> Outcome {
        switch item {
        case .ranking(let target):
            let ranking = try await data.ranking(target, filters: RankingFilters()).value
            return .ranking(target, ranking.entries, yearWeek: ranking.yearWeek)
        case .film(let code):
            do {
                return .film(code, ArchiveFilms.line(try await data.film(code).value))
            } catch KobisError.notFound {
                return .film(code, ArchiveFilms.unknownLine(code))
            }
        }
    }

    /// Sends the requests and keeps their answers; the first failure, after the answers in flight are kept.
    func run() async throws {
        var failure: Error?
        try await withThrowingTaskGroup(of: Result<Outcome, Error>.self) { group in
            var inFlight = 0
            func launch() throws {
                while failure == nil && inFlight < jobs, let item = try next() {
                    left -= 1
                    sent += 1
                    inFlight += 1
                    let data = self.data
                    group.addTask {
                        do { return .success(try await ArchiveSyncRun.fetch(item, from: data)) } catch {
                            return .failure(error)
                        }
                    }
                }
            }
            do { try launch() } catch { failure = error }
            while inFlight > 0, let result = try await group.next() {
                inFlight -= 1
                do {
                    switch result {
                    case .success(let outcome): try keep(outcome)
                    case .failure(let error): if failure == nil { failure = error }
                    }
                    // The next requests leave before the files are written, so writing costs no round trip.
                    try launch()
                    try finishDone()
                    if answers >= 30 {
                        answers = 0
                        try save()
                    }
                } catch {
                    if failure == nil { failure = error }
                }
            }
        }
        do { try save() } catch { if failure == nil { failure = error } }
        if let failure { throw failure }
    }

    private func keep(_ outcome: Outcome) throws {
        switch outcome {
        case .film(let code, let line):
            filmLines[ArchiveFilms.bucket(code), default: [:]][code] = line
            survey.films.insert(code)
        case .ranking(let target, let entries, let yearWeek):
            let year = target.end.year
            guard var held = years[year] else { return }
            switch target {
            case .day(let day):
                if let old = held.daily.days[day] {
                    if old != entries { changed += 1 }
                } else if !survey.behindDays.contains(day) {
                    survey.daysHeld += 1
                }
                held.daily.days[day] = entries
                held.dailyChanged = true
            case .period(let period):
                if held.weekly.periods[period] == nil && !survey.behindPeriods.contains(period) {
                    survey.weeklyHeld += 1
                }
                held.weekly.periods[period] = ArchiveWeeks.Held(yearWeek: yearWeek, entries: entries)
                held.weeklyChanged = true
            }
            held.inFlight -= 1
            years[year] = held
            survey.rank(entries)
            for entry in entries
            where ArchiveFilms.isCode(entry.movieCode) && !survey.films.contains(entry.movieCode)
                && asked.insert(entry.movieCode).inserted
            {
                films.append(entry.movieCode)
                total = Swift.min(total + 1, sent + left)
            }
            if held.inFlight == 0 && year != starting { done.append(year) }
        }
        answers += 1
        answered += 1
        progress?(RangeProgress(done: answered, total: Swift.max(total, answered), cached: 0))
    }

    /// The years done so far: written, and let go.
    private func finishDone() throws {
        while let year = done.first {
            try finish(year)
            done.removeFirst()
        }
    }

    /// A year with nothing left to start or in flight: written, and let go.
    private func finish(_ year: Int) throws {
        try save(year)
        years[year] = nil
    }

    private func save(_ year: Int) throws {
        guard let held = years[year] else { return }
        if held.weeklyChanged {
            try store.save(held.weekly, verified: true)
            years[year]?.weeklyChanged = false
        }
        if held.dailyChanged {
            try store.save(held.daily, verified: true)
            years[year]?.dailyChanged = false
        }
    }

    /// Writes whatever changed: the film details first, then each year's files.
    func save() throws {
        // One manifest write before the renames and one after, for every file of this save.
        let written = filmLines
        let dirty = years.mapValues { ($0.dailyChanged, $0.weeklyChanged) }
        do {
            try store.together {
                for (bucket, lines) in filmLines.sorted(by: { $0.key < $1.key }) {
                    try store.save(films: lines, bucket: bucket)
                    filmLines[bucket] = nil
                }
                for year in years.keys.sorted(by: >) { try save(year) }
            }
        } catch {
            // Nothing of this save may have been written: it is all still to write.
            filmLines.merge(written) { kept, _ in kept }
            for (year, (daily, weekly)) in dirty {
                years[year]?.dailyChanged = daily || years[year]?.dailyChanged == true
                years[year]?.weeklyChanged = weekly || years[year]?.weeklyChanged == true
            }
            throw error
        }
    }
}
