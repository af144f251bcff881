import Foundation

/// The figures with the archive in front: the national daily ranking of a day the archive holds, the national week or
/// weekend ranking of a held period and a held film's detail come from it (no request); anything else goes to `base`
/// (KOBIS through the cache). `refresh` asks `base` for everything;
/// `offline` never lets `base` send a request: what neither the archive nor the cache holds is
/// ``ArchiveError``. A damaged year file is never used: its days go to `base` as if the archive lacked them. A second,
/// read-only archive (`BOXOFFICE_SHARED_ARCHIVE`) is an `ArchiveData` as `base`: what this one lacks, it answers.
public struct ArchiveData: BoxOfficeData {
    public let base: any BoxOfficeData
    public let store: ArchiveStore
    public let offline: Bool
    public let refresh: Bool
    /// How `-v` names its folder: `archive`, or `shared-archive` for a shared one behind the own.
    public let name: String
    private let years = ArchiveMemo<Int, ArchiveYear>()
    private let weeks = ArchiveMemo<Int, ArchiveWeeks>()
    private let films = ArchiveMemo<String, ArchiveFilms>()
    private let history = HistoryMemo()

    /// Hears each ranking and film detail the archive answers (`-v`).
    private let log: (@Sendable (RequestEvent) -> Void)?

    public init(
        base: any BoxOfficeData, store: ArchiveStore, offline: Bool = false, refresh: Bool = false,
        log: (@Sendable (RequestEvent) -> Void)? = nil, name: String = "archive"
    ) {
        self.name = name
        self.base = base
        self.store = store
        self.offline = offline
        self.refresh = refresh
        self.log = log
    }

    public var origin: AnswerSource { base.origin }

    public var asksAgain: Bool { refresh }

    public var archive: ArchiveStore? { store }

    /// The year files in columns, read again only when a sync replaced one of them; the days they lack from what
    /// `base` holds (a second, shared archive behind this one).
    public func history(years wanted: ClosedRange<Int>?) async throws -> ArchiveHistory {
        history.value(store: store, years: wanted).filled(from: try await base.history(years: wanted))
    }

    /// This archive's folder, then those behind it.
    public var heldArchives: [ArchiveStore] { [store] + base.heldArchives }

    public func refusal(_ asks: [DataAsk]) -> Error? {
        let lacking = lacking(asks)
        guard !lacking.isEmpty else { return nil }
        // A filtered ranking no sync fills: the archive holds national rankings only.
        for case .ranking(let target, let filters) in asks where !filters.isNational {
            if !holds(.ranking(target, filters)) { return ArchiveError.nationalOnly(what: target.label) }
        }
        return damage(among: lacking) ?? base.refusal(lacking.map(DataAsk.day)) ?? ArchiveError.missing(days: lacking)
    }

    /// The archived national ranking of `target`, when it is held and the ask is one the archive answers.
    func archived(_ target: RankingTarget, filters: RankingFilters) -> Fetched<DailyBoxOffice>? {
        guard !refresh, filters.isNational else { return nil }
        switch target {
        case .day(let day):
            guard let year = self.year(day.year), let entries = year.value.days[day] else { return nil }
            let ranking = DailyBoxOffice(
                boxOfficeType: "일별 박스오피스", date: day, range: day...day,
                entries: Array(entries.prefix(filters.limit ?? 10)))
            return Fetched(value: ranking, fetchedAt: year.writtenAt, fromCache: true)
        case .period(let period):
            let year = period.end.year
            guard let held = weeks.value(year, file: store.weeklyFile(year), load: { try store.loadWeeks(year: year) }),
                let ranking = held.value.ranking(period, limit: filters.limit ?? 10)
            else { return nil }
            return Fetched(value: ranking, fetchedAt: held.writtenAt, fromCache: true)
        }
    }

    /// The year file of `year` as last read, with when it was written; nil when absent or damaged.
    func year(_ year: Int) -> ArchiveMemo<Int, ArchiveYear>.Dated? {
        years.value(year, file: store.yearFile(year), load: { try store.load(year: year) })
    }

    /// A held film's line, with when its file was written.
    func archivedFilm(_ code: String) -> (line: Data, at: Date)? {
        guard !refresh, ArchiveFilms.isCode(code) else { return nil }
        let bucket = ArchiveFilms.bucket(code)
        guard
            let held = films.value(
                bucket, file: store.filmsFile(bucket), load: { try store.loadFilms(bucket: bucket) }),
            let line = held.value.lines[code]
        else { return nil }
        return (line, held.writtenAt)
    }

    public func ranking(_ target: RankingTarget, filters: RankingFilters) async throws -> Fetched<DailyBoxOffice> {
        if let held = archived(target, filters: filters) {
            if let log {
                let file: String
                switch target {
                case .day(let day): file = "daily/\(day.year).csv"
                case .period(let period): file = "weekly/\(period.end.year).csv"
                }
                log(.archived(file, target.label, in: name))
            }
            return held
        }
        if offline && !base.holds(.ranking(target, filters)) {
            if !filters.isNational { throw ArchiveError.nationalOnly(what: target.label) }
            if case .day(let day) = target {
                throw years.damaged(day.year) ?? base.refusal([.day(day)]) ?? ArchiveError.missing(days: [day])
            }
            throw weeks.damaged(target.end.year) ?? ArchiveError.offline(what: target.label)
        }
        return try await base.ranking(target, filters: filters)
    }

    /// The damaged year file that holds some of `days`, if any: what an offline run that lacks them is told.
    public func damage(among days: [KobisDate]) -> ArchiveError? {
        for year in Set(days.map(\.year)).sorted() {
            _ = self.year(year)
            if let damage = years.damaged(year) { return damage }
        }
        return nil
    }

    /// With `offline`, the days among `asks` that neither the archive nor the cache holds, every one: a run that
    /// needs them throws ``ArchiveError/missing(days:)`` before it starts. Nothing without `offline`.
    public func lacking(_ asks: [DataAsk]) -> [KobisDate] {
        guard offline else { return [] }
        return asks.compactMap { ask in
            guard case .ranking(.day(let day), _) = ask, !holds(ask) else { return nil }
            return day
        }
    }

    private func guarded<T>(_ ask: DataAsk, _ what: String, _ fetch: () async throws -> T) async throws -> T {
        if offline && !base.holds(ask) { throw ArchiveError.offline(what: what) }
        return try await fetch()
    }

    /// A held film's detail comes from the archive, which keeps no crew: a `whole` detail comes from `base` (the cache
    /// or KOBIS), and from the archive only when offline and the cache lacks it.
    public func film(_ code: String, whole: Bool) async throws -> Fetched<MovieDetail> {
        let crewless = whole && (!offline || base.holds(.film(code)))
        if !crewless, let held = archivedFilm(code) {
            do {
                let detail = try ArchiveFilms.detail(held.line, code: code)
                log?(.archived("films/\(ArchiveFilms.bucket(code)).jsonl", "film \(code)", in: name))
                return Fetched(value: detail, fetchedAt: held.at, fromCache: true)
            } catch is ArchiveCSV.Refusal {
                // A line that does not read is never used: the film is asked for as if the archive lacked it.
            }
        }
        if offline && !base.holds(.film(code)), ArchiveFilms.isCode(code),
            let damage = films.damaged(ArchiveFilms.bucket(code))
        {
            throw damage
        }
        return try await guarded(
            .film(code),
            Phrase.say(
                ko: "영화 \(code)",
                en: "film \(code)")
        ) { try await base.film(code, whole: whole) }
    }

    public func person(_ code: String) async throws -> Fetched<PersonDetail> {
        try await guarded(
            .person(code),
            Phrase.say(
                ko: "인물 \(code)",
                en: "person \(code)")
        ) { try await base.person(code) }
    }

    public func company(_ code: String) async throws -> Fetched<CompanyDetail> {
        try await guarded(
            .company(code),
            Phrase.say(
                ko: "회사 \(code)",
                en: "company \(code)")
        ) { try await base.company(code) }
    }

    public func movies(_ query: MovieQuery) async throws -> Fetched<MovieSearchPage> {
        try await guarded(
            .movies(query),
            Phrase.say(
                ko: "그 영화 검색 결과",
                en: "that film search")
        ) { try await base.movies(query) }
    }

    public func people(_ query: PeopleQuery) async throws -> Fetched<PeopleSearchPage> {
        try await guarded(
            .people(query),
            Phrase.say(
                ko: "그 인물 검색 결과",
                en: "that people search")
        ) { try await base.people(query) }
    }

    public func companies(_ query: CompanyQuery) async throws -> Fetched<CompanySearchPage> {
        try await guarded(
            .companies(query),
            Phrase.say(
                ko: "그 회사 검색 결과",
                en: "that company search")
        ) { try await base.companies(query) }
    }

    public func codes(_ list: CodeList) async throws -> Fetched<[Code]> {
        if offline && !base.holds(.codes(list)) { throw ArchiveError.uncachedCodes(list: list.name) }
        return try await base.codes(list)
    }

    public func holds(_ ask: DataAsk) -> Bool {
        if case .ranking(let target, let filters) = ask, archived(target, filters: filters) != nil { return true }
        if case .film(let code) = ask, archivedFilm(code) != nil { return true }
        return base.holds(ask)
    }
}

extension BoxOfficeData {
    /// This data behind the archive of `paths` and, when `BOXOFFICE_SHARED_ARCHIVE` names one, the shared read-only
    /// archive between them: what the own archive lacks, the shared one answers, and what neither holds, this data.
    public func behindArchives(
        _ paths: Paths, offline: Bool, refresh: Bool, log: (@Sendable (RequestEvent) -> Void)?
    ) -> any BoxOfficeData {
        var behind: any BoxOfficeData = self
        if let shared = paths.sharedArchive, paths.sharedArchiveProblem == nil,
            shared.standardizedFileURL != paths.archive.standardizedFileURL
        {
            behind = ArchiveData(
                base: behind, store: ArchiveStore(root: shared), offline: offline, refresh: refresh, log: log,
                name: "shared-archive")
        }
        return ArchiveData(base: behind, store: ArchiveStore(paths: paths), offline: offline, refresh: refresh, log: log)
    }
}
