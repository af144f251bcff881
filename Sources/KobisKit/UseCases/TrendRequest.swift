/// A film's run over the daily rankings.
public struct TrendRequest: Sendable {
    public let film: String
    public let from: KobisDate?
    public let to: KobisDate?
    public let metric: TrendMetric
    public let cumulative: Bool
    public let jobs: Int

    public init(film: String, from: KobisDate? = nil, to: KobisDate? = nil, metric: TrendMetric = .audience, cumulative: Bool = false,
                jobs: Int = 4) {
        self.film = film
        self.from = from
        self.to = to
        self.metric = metric
        self.cumulative = cumulative
        self.jobs = jobs
    }
}

/// A trend that cannot be drawn as asked.
public enum TrendError: Error, Sendable, CustomStringConvertible {
    /// `cumulative` with a metric that has no running total.
    case noRunningTotal(TrendMetric)
    /// The film was in no daily top 10 of the window.
    case neverRanked(movieCode: String, from: KobisDate, to: KobisDate, in: AnswerSource = .kobis)

    public var description: String {
        switch self {
        case .noRunningTotal(let metric):
            return "cumulative goes with the audience or sales metric: \(metric.rawValue) has no running total"
        case let .neverRanked(code, from, to, source):
            let days = DemoSource.days
            let held = source == .sample ? " of \(days.lowerBound.iso) to \(days.upperBound.iso)" : ""
            return "\(code) was not in the top 10 on any day from \(from.iso) to \(to.iso): \(source.name) counts only "
                + "the daily top 10\(held), so there is no run to draw"
        }
    }
}

extension KobisService {
    /// The run as an answer: checks first, the film by code or name, the window's days with `approval` asked, and
    /// ``TrendError/neverRanked(movieCode:from:to:in:)`` when the film was never in the top 10. A failed day throws
    /// ``RangeStop``.
    public func trend(_ request: TrendRequest, approval: RunApproval = .unasked, notify: Notify? = nil,
                      progress: ((RangeProgress) -> Void)? = nil) async throws -> (series: TrendSeries, answer: ListAnswer<TrendPoint>) {
        if request.cumulative && !request.metric.hasTotal { throw TrendError.noRunningTotal(request.metric) }
        let code = try await code(request.film, kind: .movie, notify: notify)
        let series = try await trend(movieCode: code, from: request.from, to: request.to, jobs: request.jobs, approval: approval,
                                     progress: progress)
        let last = series.points.last?.date ?? series.to
        guard series.daysInTopTen > 0 else {
            throw TrendError.neverRanked(movieCode: code, from: series.from, to: last, in: answerSource)
        }
        let answer = TrendAnswers.answer(movieCode: code, title: series.movie.title.isEmpty ? code : series.movie.title,
                                         metric: request.metric, cumulative: request.cumulative, points: series.points)
        return (series, answer)
    }

    public func plan(for request: TrendRequest) async throws -> RunPlan {
        if request.cumulative && !request.metric.hasTotal { throw TrendError.noRunningTotal(request.metric) }
        let text = request.film.trimmingCharacters(in: .whitespaces)
        guard KobisService.isCode(text) else {
            return try await lookupPlan(text, kind: .movie, record: "the film's detail, then its run") { Endpoint(erasing: .movieInfo(code: text)) }
        }
        let movieRequest = Endpoint.movieInfo(code: text)
        guard manager.isCached(movieRequest) else {
            return try await plan([movieRequest], what: "movie \(text) (its release date sets the window)",
                                  then: "one daily ranking per day of its run: at most \(KobisService.trendDefaultDays) without --to")
        }
        let days = try trendDays(try await manager.movie(code: text), from: request.from, to: request.to)
        return try await plan(days.map { Endpoint.daily(date: $0) }, what: "the daily rankings from \(days.first!.iso) to \(days.last!.iso)",
                              then: request.to == nil ? "without --to the run stops once the film has been out of the top 10 for a week" : nil)
    }
}
