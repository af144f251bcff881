/// The filters of a ranking as asked, before a region name is resolved.
public struct FilterRequest: Sendable, Equatable {
    public var region: String?
    public var nation: NationChoice?
    public var kind: KindChoice?
    public var limit: Int?

    public init(region: String? = nil, nation: NationChoice? = nil, kind: KindChoice? = nil, limit: Int? = nil) {
        self.region = region
        self.nation = nation
        self.kind = kind
        self.limit = limit
    }

    public var isEmpty: Bool { region == nil && nation == nil && kind == nil && limit == nil }
}

/// One ranking (a day or a weekly period) with details and posters as asked.
public struct RankingRequest: Sendable {
    public let target: RankingTarget
    public let filters: RankingFilters
    public let details: Bool
    public let posters: Bool
    public let jobs: Int
    /// English titles from each film's detail (`--lang en`).
    public let englishTitles: Bool

    public init(
        _ target: RankingTarget, filters: RankingFilters = .init(), details: Bool = false, posters: Bool = false,
        jobs: Int = 4,
        englishTitles: Bool = false
    ) {
        self.target = target
        self.filters = filters
        self.details = details
        self.posters = posters
        self.jobs = jobs
        self.englishTitles = englishTitles
    }
}

extension KobisService {
    /// The filters asked for, a region name resolved through KOBIS's region list (the sample's, with `--demo`,
    /// which answers filtered rankings as KOBIS does).
    public func filters(_ request: FilterRequest) async throws -> RankingFilters {
        var filters = RankingFilters(
            nation: request.nation?.filter, category: request.kind?.filter, limit: request.limit)
        if let text = request.region { filters.region = try await region(text) }
        return filters
    }

    /// The ranking with what was asked; films whose detail or poster failed are in `missing`.
    public func ranking(
        _ request: RankingRequest, progress: (@Sendable (Int, Int) -> Void)? = nil, stream: PosterStream? = nil
    ) async throws -> Ranking {
        try await ranking(
            request.target, filters: request.filters, details: request.details, posters: request.posters,
            concurrency: request.jobs, englishTitles: request.englishTitles, progress: progress, stream: stream)
    }

    public func plan(for requests: [RankingRequest]) async throws -> RunPlan {
        guard let first = requests.first, let last = requests.last else {
            return try await plan([], what: Phrase.say(ko: "없음", en: "nothing"))
        }
        let what =
            requests.count == 1
            ? Phrase.say(ko: first.target.koreanName, en: "the \(first.target.label) ranking")
            : Phrase.say(
                ko: "\(first.target.koreanKind) \(requests.count)개 (\(first.target.label) ~ \(last.target.label))",
                en: "\(requests.count) rankings, \(first.target.label) to \(last.target.label)")
        var then: String?
        if first.details {
            then = Phrase.say(
                ko: "캐시에 상세 정보가 없는 영화마다 요청 1건 (순위마다 최대 10건, 영화마다 한 번)",
                en: "one request per film whose detail is not cached (up to 10 a ranking, each film once)")
        }
        if first.posters {
            then = Phrase.say(
                ko: "영화마다 캐시에 없으면 상세 정보, 그리고 포스터를 찾는 OMDb 조회",
                en: "per film: its detail when not cached, and OMDb lookups for its poster")
        }
        if first.englishTitles && !first.details && !first.posters {
            then = Phrase.say(
                ko: "영어 제목을 위해 캐시에 상세 정보가 없는 영화마다 요청 1건 (순위마다 최대 10건, 영화마다 한 번)",
                en: "for English titles, one request per film whose detail is not cached "
                    + "(up to 10 a ranking, each film once)")
        }
        return try await plan(requests.map { .ranking($0.target, $0.filters) }, what: what, then: then)
    }
}

extension Missing {
    /// `no detail for 2 films (…)`, the front-end's advice for the first failure after it; nil when nothing is missing.
    public static func line(_ missing: [Missing], what: String, advice: (KobisError) -> String) -> String? {
        guard let first = missing.first else { return nil }
        let codes = missing.map(\.code).joined(separator: ", ")
        return Phrase.say(
            ko: "영화 \(missing.count)편의 \(Missing.korean(what))를 받지 못했습니다 (\(codes)). ",
            en: "no \(what) for \(missing.count) film\(missing.count == 1 ? "" : "s") (\(codes)): ")
            + advice(first.error)
    }

    /// `detail`, `poster` in Korean.
    private static func korean(_ what: String) -> String {
        ["detail": "상세 정보", "details": "상세 정보", "poster": "포스터", "posters": "포스터"][what] ?? what
    }
}
