import Foundation

/// A film's run over the daily rankings, or two to five films' runs side by side: `boxoffice trend`, the MCP tool
/// `movie_trend` and browse's trend. The films are exactly one of `movie` (one) or `movies` (a list, at most
/// ``most``), each once; `cumulative` goes with the audience or sales metric. The window runs from the release (or
/// `from`) to a week out of the top 10 (or `to`). A film in no daily top 10 of its window is
/// ``TrendError/neverRanked(movieCode:from:to:in:held:)``, the same in every front-end.
public struct FilmTrend: UseCase {
    /// At most this many films side by side.
    public static let most = 5

    public var movie: String?
    public var movies: [String]?
    public var from: DateArgument?
    public var to: DateArgument?
    public var metric: TrendMetric
    public var cumulative: Bool
    public var alignment: TrendAlignment
    public var jobs: Int

    public static let parameters = [
        Parameter(Declared.record(.movie)), Parameter(Declared.movies), Parameter(Declared.metric),
        Parameter(Declared.from), Parameter(Declared.to), Parameter(Declared.cumulative),
        Parameter(Declared.alignment),
    ]

    public init(_ values: some ParameterValues) throws {
        movie = try values.given(Declared.record(.movie))
        movies = try values.given(Declared.movies)
        from = try values.given(Declared.from)
        to = try values.given(Declared.to)
        metric = try values.value(Declared.metric) ?? .audience
        cumulative = try values.flag(Declared.cumulative)
        alignment = try values.value(Declared.alignment) ?? .release
        jobs = try values.value(Declared.jobs) ?? 4
    }

    /// The run of `films` (one film is `movie`, more are `movies`), as browse asks for it.
    public init(
        films: [String], from: DateArgument? = nil, to: DateArgument? = nil, metric: TrendMetric = .audience,
        cumulative: Bool = false, alignment: TrendAlignment = .release, jobs: Int = 4
    ) {
        movie = films.count == 1 ? films[0] : nil
        movies = films.count > 1 ? films : nil
        self.from = from
        self.to = to
        self.metric = metric
        self.cumulative = cumulative
        self.alignment = alignment
        self.jobs = jobs
    }

    /// The films asked, in order: exactly one of `movie` and `movies` is given.
    public func films() throws -> [String] {
        let specs = [Declared.record(.movie).spec, Declared.movies.spec]
        switch (movie, movies) {
        case (let film?, nil): return [film]
        case (nil, let films?): return films
        case (nil, nil): throw ParameterProblem.needsOne(of: specs, what: "film")
        default: throw ParameterProblem.onlyOne(of: specs, what: "film")
        }
    }

    /// Checks that the parameters go together, before anything is sent: the films (one to ``most``), then the
    /// running total (``TrendError/noRunningTotal(_:)``) and the count (``TrendError/films(_:)``).
    @discardableResult
    public func check() throws -> [String] {
        let films = try films()
        if cumulative && !metric.hasTotal { throw TrendError.noRunningTotal(metric) }
        guard !films.isEmpty, films.count <= FilmTrend.most else {
            throw TrendError.films(
                Phrase.say(
                    ko: "차트 하나에는 영화 1~\(FilmTrend.most)편만 들어갑니다 (준 것은 \(films.count)편)",
                    en: "a chart holds 1 to \(FilmTrend.most) films, not \(films.count)"))
        }
        return films
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        let texts = try check().map { $0.trimmingCharacters(in: .whitespaces) }
        if let name = texts.first(where: { !KobisService.isCode($0) }) {
            let record = Phrase.say(ko: "영화 상세 정보와 상영 기간의 일별 순위", en: "the film's detail, then its run")
            return try await service.lookupPlan(name, kind: .movie, record: record) {
                .film(name)
            }
        }
        let missing = texts.map(DataAsk.film).filter { !service.data.holds($0) }
        guard missing.isEmpty else {
            let what =
                texts.count == 1
                ? Phrase.say(
                    ko: "영화 \(texts[0]) (개봉일로 기간을 정함)", en: "movie \(texts[0]) (its release date sets the window)")
                : Phrase.say(
                    ko: "영화 \(texts.joined(separator: ", ")) (개봉일로 기간을 정함)",
                    en: "movies \(texts.joined(separator: ", ")) (their release dates set the windows)")
            let to = ParameterNaming.named("to")
            return try await service.plan(
                missing, what: what,
                then: Phrase.say(
                    ko: "상영 기간 하루마다 일별 순위 1건: \(to) 없이는 최대 \(TrendReader.defaultDays)건",
                    en: "one daily ranking per day of the run: at most \(TrendReader.defaultDays) without \(to)"))
        }
        let (from, to) = window(service)
        var days: [KobisDate] = []
        for text in texts {
            let movie = try await service.data.film(text).value
            for day in try TrendReader(service).plannedDays(movie, from: from, to: to) where !days.contains(day) {
                days.append(day)
            }
        }
        days.sort()
        let then = FilmTrend.then(from: from, to: to)
        guard let first = days.first, let last = days.last else {
            return try await service.plan(
                [],
                what: Phrase.say(
                    ko: "아직 없음: 집계가 있는 마지막 날 뒤에 개봉하는 영화입니다",
                    en: "nothing yet: the film opens after the last day with figures"),
                then: Phrase.say(
                    ko: "개봉 전 상영을 찾아 최대 \(TrendReader.previewLookBackDays)일 전까지",
                    en: "up to \(TrendReader.previewLookBackDays) days back to find screenings before the release"))
        }
        return try await service.plan(
            days.map(DataAsk.day),
            what: Phrase.say(
                ko: "\(first.iso) ~ \(last.iso) 일별 순위", en: "the daily rankings from \(first.iso) to \(last.iso)"),
            then: then)
    }

    /// What a dry run says may follow the planned days, as one readable sentence: without `from`, the days before
    /// the release a preview may add; without `to`, where the run stops and when it asks. Nil when both are given.
    static func then(from: KobisDate?, to: KobisDate?) -> String? {
        let days = TrendReader.previewLookBackDays
        let preview =
            from == nil
            ? Phrase.say(
                ko: "개봉 전에 상영했다면 개봉 \(days)일 전까지 거슬러 올라감",
                en: "up to \(days) days before the release too, if the film was shown before it")
            : nil
        let named = ParameterNaming.named("to")
        let stop =
            to == nil
            ? Phrase.say(
                ko: "\(named)가 없으면 10위 밖으로 밀려난 지 한 주 뒤에 끝나고 (대개 기간 끝보다 훨씬 일찍), "
                    + "묻지 않고 보낼 수 있는 것보다 많은 요청은 먼저 묻습니다",
                en: "without \(named), the run ends after a week out of the top 10 "
                    + "(often long before the window does), and it asks before sending more requests than it may "
                    + "unasked")
            : nil
        let clauses = [preview, stop].compactMap { $0 }
        return clauses.isEmpty ? nil : clauses.joined(separator: "; ")
    }

    /// One film's run with its rows, or the films side by side with one row per day and film.
    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> FilmRuns {
        let runs = try await series(service, events: events)
        guard runs.count > 1 else {
            let series = runs[0]
            var answer = TrendAnswers.answer(
                movieCode: series.movie.code, title: series.title, titleEnglish: series.movie.titleEnglish,
                metric: metric, cumulative: cumulative, points: series.points, milestones: series.milestones,
                run: series.run)
            answer.fetchedAt = series.fetchedAt
            return .one(series, answer)
        }
        var answer = ComparisonAnswers.answer(runs, metric: metric, cumulative: cumulative, by: alignment)
        answer.fetchedAt = runs.compactMap(\.fetchedAt).max()
        return .sideBySide(runs, answer)
    }

    /// The runs of every film asked, checked: each name resolved, no film twice, each ranked at least once. A
    /// failed day throws ``KobisService/RangeStop``.
    func series(_ service: KobisService, events: UseCaseEvents) async throws -> [TrendSeries] {
        let films = try check()
        var codes: [String] = []
        for film in films {
            let code = try await service.code(film, kind: .movie, notify: events.notify)
            guard !codes.contains(code) else {
                throw TrendError.films("\(code) is asked for twice: give each film once")
            }
            codes.append(code)
        }
        let (from, to) = window(service)
        let runs = try await TrendReader(service).trends(
            movieCodes: codes, from: from, to: to, jobs: jobs, approval: events.approval, progress: events.progress)
        for series in runs where series.daysInTopTen == 0 {
            let end = series.points.last?.date ?? series.to
            // Ranked days held outside the window (a re-release): never a request, and no reason to fail.
            let held = try? await service.data.history(years: nil)
            throw TrendError.neverRanked(
                movieCode: series.movie.code, from: series.from, to: end, in: service.answerSource,
                held: service.sampleDays, elsewhere: held?.rankedRun(of: series.movie.code, outside: series.from...end))
        }
        return runs
    }

    /// `from` and `to` as days, "yesterday" read from the service's clock.
    private func window(_ service: KobisService) -> (from: KobisDate?, to: KobisDate?) {
        (from?.resolved(latest: service.latestDay), to?.resolved(latest: service.latestDay))
    }
}

/// How films side by side are lined up.
public enum TrendAlignment: String, CaseIterable, Sendable {
    /// By day since release: D+1 (the release day), D+2 …
    case release
    /// On the calendar.
    case date
}
