import Foundation

/// A film's run over the daily rankings, or up to five films' runs side by side.
public struct TrendRequest: Sendable {
    /// At most this many films side by side.
    public static let most = 5

    /// Codes or names, in the order asked; one for a plain trend.
    public let films: [String]
    public let from: KobisDate?
    public let to: KobisDate?
    public let metric: TrendMetric
    public let cumulative: Bool
    public let alignment: TrendAlignment
    public let jobs: Int

    public init(
        film: String, from: KobisDate? = nil, to: KobisDate? = nil, metric: TrendMetric = .audience,
        cumulative: Bool = false,
        jobs: Int = 4
    ) {
        self.init(films: [film], from: from, to: to, metric: metric, cumulative: cumulative, jobs: jobs)
    }

    public init(
        films: [String], from: KobisDate? = nil, to: KobisDate? = nil, metric: TrendMetric = .audience,
        cumulative: Bool = false, alignment: TrendAlignment = .release, jobs: Int = 4
    ) {
        self.films = films
        self.from = from
        self.to = to
        self.metric = metric
        self.cumulative = cumulative
        self.alignment = alignment
        self.jobs = jobs
    }

    /// The first film.
    public var film: String { films[0] }
}

extension KobisService {
    /// The run as an answer: checks first, the film by code or name, the window's days with `approval` asked, and
    /// ``TrendError/neverRanked(movieCode:from:to:in:held:)`` when the film was never in the top 10. A failed day
    /// throws ``RangeStop``.
    public func trend(
        _ request: TrendRequest, approval: RunApproval = .unasked, notify: Notify? = nil,
        progress: ((RangeProgress) -> Void)? = nil
    ) async throws
        -> (series: TrendSeries, answer: ListAnswer<TrendPoint>)
    {
        let runs = try await trends(request, approval: approval, notify: notify, progress: progress)
        let series = runs[0]
        var answer = TrendAnswers.answer(
            movieCode: series.movie.code, title: series.title, titleEnglish: series.movie.titleEnglish,
            metric: request.metric,
            cumulative: request.cumulative, points: series.points, milestones: series.milestones)
        answer.fetchedAt = series.fetchedAt
        return (series, answer)
    }

    /// Up to five runs side by side, aligned by day since release or by date: one row per day and film.
    public func comparison(
        _ request: TrendRequest, approval: RunApproval = .unasked, notify: Notify? = nil,
        progress: ((RangeProgress) -> Void)? = nil
    ) async throws
        -> (series: [TrendSeries], answer: ListAnswer<ComparisonPoint>)
    {
        let runs = try await trends(request, approval: approval, notify: notify, progress: progress)
        var answer = ComparisonAnswers.answer(
            runs, metric: request.metric, cumulative: request.cumulative, by: request.alignment)
        answer.fetchedAt = runs.compactMap(\.fetchedAt).max()
        return (runs, answer)
    }

    /// The runs of every film asked, checked: each name resolved, each film ranked at least once.
    func trends(
        _ request: TrendRequest, approval: RunApproval, notify: Notify?,
        progress: ((RangeProgress) -> Void)?
    ) async throws -> [TrendSeries] {
        try check(request)
        var codes: [String] = []
        for film in request.films {
            let code = try await code(film, kind: .movie, notify: notify)
            guard !codes.contains(code) else {
                throw TrendError.films("\(code) is asked for twice: give each film once")
            }
            codes.append(code)
        }
        let runs = try await trends(
            movieCodes: codes, from: request.from, to: request.to, jobs: request.jobs, approval: approval,
            progress: progress)
        for series in runs where series.daysInTopTen == 0 {
            throw TrendError.neverRanked(
                movieCode: series.movie.code, from: series.from, to: series.points.last?.date ?? series.to,
                in: answerSource, held: sampleDays)
        }
        return runs
    }

    private func check(_ request: TrendRequest) throws {
        if request.cumulative && !request.metric.hasTotal { throw TrendError.noRunningTotal(request.metric) }
        guard !request.films.isEmpty, request.films.count <= TrendRequest.most else {
            throw TrendError.films("a chart holds 1 to \(TrendRequest.most) films, not \(request.films.count)")
        }
    }

    public func plan(for request: TrendRequest) async throws -> RunPlan {
        try check(request)
        let texts = request.films.map { $0.trimmingCharacters(in: .whitespaces) }
        if let name = texts.first(where: { !KobisService.isCode($0) }) {
            return try await lookupPlan(name, kind: .movie, record: "the film's detail, then its run") {
                .film(name)
            }
        }
        let missing = texts.map(DataAsk.film).filter { !data.holds($0) }
        guard missing.isEmpty else {
            let what =
                texts.count == 1
                ? "movie \(texts[0]) (its release date sets the window)"
                : "movies \(texts.joined(separator: ", ")) (their release dates set the windows)"
            return try await plan(
                missing, what: what,
                then: "one daily ranking per day of the run: at most \(KobisService.trendDefaultDays) without --to")
        }
        var days: [KobisDate] = []
        for text in texts {
            let movie = try await data.film(text).value
            let window = try plannedDays(movie, from: request.from, to: request.to)
            for day in window where !days.contains(day) { days.append(day) }
        }
        days.sort()
        let preview =
            request.from == nil
            ? "and up to \(KobisService.previewLookBackDays) days before a release when the film was shown before it"
            : nil
        let stop =
            request.to == nil
            ? "without --to the run stops once the film has been out of the top 10 for a week, often long before "
                + "the window ends, and is asked about only once it gets past the requests it may send unasked"
            : nil
        let then = [stop, preview].compactMap { $0 }.joined(separator: "; ")
        guard let first = days.first, let last = days.last else {
            return try await plan(
                [], what: "nothing yet: the film opens after the last day with figures",
                then: "up to \(KobisService.previewLookBackDays) days back to find screenings before the release")
        }
        return try await plan(
            days.map(DataAsk.day), what: "the daily rankings from \(first.iso) to \(last.iso)",
            then: then.isEmpty ? nil : then)
    }
}
