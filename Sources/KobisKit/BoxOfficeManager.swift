import Foundation

/// The one entry point for KOBIS data. ``fetch(_:)`` serves every endpoint: cache, then the source,
/// then decode, and only after a successful decode, store.
public final class BoxOfficeManager: Sendable {
    private let source: ResponseSource
    private let cache: ResponseCache?
    private let now: @Sendable () -> Date
    private let onQuotaSpent: (@Sendable () async -> Void)?
    private let onCacheHit: (@Sendable (RequestIdentity, Int) -> Void)?
    private let inFlight = SharedRequests()
    /// Who answers: KOBIS, or the sample. A record or name it lacks is its own gap (``KobisError/answered(by:)``).
    public let origin: AnswerSource

    /// `onQuotaSpent` hears when KOBIS says the key's quota is spent (fault 320011), so the local count can follow.
    public init(
        network: ResponseSource, cache: ResponseCache? = nil, now: @escaping @Sendable () -> Date = { Date() },
        onQuotaSpent: (@Sendable () async -> Void)? = nil,
        onCacheHit: (@Sendable (RequestIdentity, Int) -> Void)? = nil, origin: AnswerSource = .kobis
    ) {
        self.origin = origin
        self.onCacheHit = onCacheHit
        self.source = network
        self.cache = cache
        self.now = now
        self.onQuotaSpent = onQuotaSpent
    }

    /// The decoded answer to `endpoint`.
    public func fetch<Model>(_ endpoint: Endpoint<Model>) async throws -> Model {
        try await fetchWithProvenance(endpoint).value
    }

    /// The decoded answer to `endpoint`, with when it was fetched and whether the cache answered. A miss is fetched
    /// under the entry's lock, which other processes on the same cache share: one that waited finds the answer the
    /// first one stored, and sends nothing.
    public func fetchWithProvenance<Model>(_ endpoint: Endpoint<Model>) async throws -> Fetched<Model> {
        if let hit = cached(endpoint) { return hit }
        guard let cache else { return try await fetchFresh(endpoint) }
        return try await cache.whileLocked(endpoint.request) {
            if let hit = cached(endpoint) { return hit }
            return try await fetchFresh(endpoint)
        }
    }

    private func cached<Model>(_ endpoint: Endpoint<Model>) -> Fetched<Model>? {
        guard let cached = cache?.read(endpoint.request, freshness: endpoint.freshness(of:)),
            let value = try? endpoint.decode(cached.body)
        else { return nil }
        onCacheHit?(endpoint.request, cached.body.count)
        return Fetched(value: value, fetchedAt: cached.fetchedAt, fromCache: true)
    }

    /// Asks the source (identical requests in flight in this process share one), decodes, and stores.
    private func fetchFresh<Model>(_ endpoint: Endpoint<Model>) async throws -> Fetched<Model> {
        let source = self.source
        let request = endpoint.request
        let body = try await inFlight.body(for: request) { try await source.body(for: request) }
        let value: Model
        do {
            value = try endpoint.decode(body)
        } catch KobisError.quotaExceeded(let message) {
            await onQuotaSpent?()
            throw KobisError.quotaExceeded(message: message)
        } catch let error as KobisError {
            throw error.answered(by: origin)
        }
        let fetchedAt = now()
        // An answer that would be stale at once (an empty ranking of a day not settled yet) is not stored.
        if endpoint.freshness(of: body).expiry(fetchedAt: fetchedAt) > fetchedAt {
            cache?.write(body, for: endpoint.request)
        }
        return Fetched(value: value, fetchedAt: fetchedAt, fromCache: false)
    }

    /// Whether a fresh answer to `endpoint` is in the cache (nothing is sent).
    public func isCached<Model>(_ endpoint: Endpoint<Model>) -> Bool {
        cache?.read(endpoint.request, freshness: endpoint.freshness(of:)) != nil
    }

    /// The daily ranking for `date`.
    public func daily(date: KobisDate, filters: BoxOfficeFilters = .init()) async throws -> DailyBoxOffice {
        try await fetch(.daily(date: date, filters: filters))
    }

    /// One film's detail.
    public func movie(code: String) async throws -> MovieDetail {
        try await fetch(.movieInfo(code: code))
    }

    /// Every film's detail, with at most `concurrency` requests in flight. A detail that fails for a reason
    /// specific to that film is reported in `failures`, in the order asked; a failure that stops a run
    /// (``KobisError/stopsRun``) ends the whole call. `progress` hears (done, wanted).
    public func details(
        for codes: [String], concurrency: Int = 4,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws
        -> (details: [String: MovieDetail], failures: [(code: String, error: KobisError)])
    {
        var unique: [String] = []
        for code in codes where !unique.contains(code) { unique.append(code) }
        var details: [String: MovieDetail] = [:]
        var failures: [(code: String, error: KobisError)] = []
        if unique.isEmpty { progress?(0, 0) }
        do {
            try await RangeFetcher<String, Result<MovieDetail, KobisError>>(jobs: concurrency).run(
                unique,
                fetch: { code in
                    do { return (.success(try await self.movie(code: code)), false) } catch let error as KobisError
                        where !error.stopsRun
                    { return (.failure(error), false) }
                },
                deliver: { code, result in
                    switch result {
                    case .success(let detail): details[code] = detail
                    case .failure(let error): failures.append((code, error))
                    }
                    return true
                }, progress: { state in progress?(state.done, state.total) })
        } catch let failure as RangeFetcher<String, Result<MovieDetail, KobisError>>.ItemFailure {
            throw failure.error
        }
        return (details, failures)
    }

    /// The ranking for `date` with every film's detail (see ``details(for:concurrency:progress:)``).
    public func dailyWithDetails(
        date: KobisDate, filters: BoxOfficeFilters = .init(), concurrency: Int = 4,
        progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws -> DetailedBoxOffice {
        let boxOffice = try await daily(date: date, filters: filters)
        let result = try await details(
            for: boxOffice.entries.map(\.movieCode), concurrency: concurrency, progress: progress)
        return DetailedBoxOffice(boxOffice: boxOffice, details: result.details, failures: result.failures)
    }
}
