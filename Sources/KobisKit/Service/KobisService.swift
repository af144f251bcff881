import Foundation

/// The use cases every front-end calls (the command line and the MCP server): rankings with details and
/// posters, date ranges in order, a film's trend, the upcoming window, searches, the poster chain and the
/// quota. It owns the network, the cache and the request ledger; front-ends only parse, call and render.
public final class KobisService: Sendable {
    /// How a live service talks to KOBIS.
    public struct Settings: Sendable {
        /// Seconds for each request, 1–600.
        public var timeout: Double = 10
        public var cache: CacheMode = .normal
        /// Requests a run may keep in flight, which sizes the connection pool.
        public var concurrency = 4
        /// Hears every request, from the network or the cache (`-v`).
        public var log: (@Sendable (RequestEvent) -> Void)?

        public init(
            timeout: Double = 10, cache: CacheMode = .normal, concurrency: Int = 4,
            log: (@Sendable (RequestEvent) -> Void)? = nil
        ) {
            self.timeout = timeout
            self.cache = cache
            self.concurrency = concurrency
            self.log = log
        }

        /// How `-v` names the cache's part in a request that went to the network.
        var cacheLabel: String {
            switch cache {
            case .normal: return "miss"
            case .refresh: return "refresh"
            case .disabled: return "off"
            }
        }
    }

    /// The one door to the figures: KOBIS through the cache, or the sample.
    public let data: any BoxOfficeData
    /// OMDb, when a key is configured.
    public let posterFinder: PosterFinder?
    /// Today's request count: the key's, or for the bundled sample its own (``QuotaLedger/sampleFile(in:)``).
    public let ledger: QuotaLedger?
    /// The days the sample built into the binary holds, when answers come from it; nil for KOBIS.
    public let sampleDays: ClosedRange<KobisDate>?
    /// Seconds for each request.
    public let timeout: Double
    /// The key's last four characters after an ellipsis (`…3f9a`), to tell keys apart; nil for the sample.
    public let maskedKey: String?
    private let clock: @Sendable () -> Date

    /// `kobis` or `sample`, as JSON documents name where their figures came from.
    public var source: String { answerSource.rawValue }

    /// Who answers, as messages name it: KOBIS, or the sample.
    public var answerSource: AnswerSource { data.origin }

    /// The current time as the service sees it (fixed for a command-line run, moving for a server).
    public var now: Date { clock() }

    init(
        data: any BoxOfficeData, posterFinder: PosterFinder?, ledger: QuotaLedger?,
        sampleDays: ClosedRange<KobisDate>?, timeout: Double, maskedKey: String? = nil,
        clock: @escaping @Sendable () -> Date
    ) {
        self.data = data
        self.maskedKey = maskedKey
        self.posterFinder = posterFinder
        self.ledger = ledger
        self.sampleDays = sampleDays
        self.timeout = timeout
        self.clock = clock
    }

    /// A service over any data (an in-memory source in a test, a second archive), with no quota and no posters:
    /// the one seam a conformer of ``BoxOfficeData`` needs from outside the module. `clock` says when now is.
    public convenience init(data: any BoxOfficeData, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.init(data: data, posterFinder: nil, ledger: nil, sampleDays: nil, timeout: 10, clock: clock)
    }

    /// A service over KOBIS (and OMDb, when its key is configured), with the cache and the ledger under `paths`.
    /// `secrets` are masked in anything a server echoes. Throws ``KobisError/missingKey`` without a key.
    /// `keyless`: without a key, a service that reads the cache and refuses to send (``KobisError/missingKey``), with
    /// no request count, for a run that sends nothing (`--offline`).
    public static func live(
        configuration: Configuration, paths: Paths, settings: Settings, secrets: [String],
        clock: @escaping @Sendable () -> Date, keyless: Bool = false
    ) throws -> KobisService {
        guard let key = configuration.apiKey ?? (keyless ? "" : nil) else { throw KobisError.missingKey }
        let ledger: QuotaLedger? =
            key.isEmpty
            ? nil : QuotaLedger(directory: paths.state, key: key, limit: configuration.dailyLimit, now: clock)
        let log = settings.log
        let label = settings.cacheLabel
        var observer: (@Sendable (RequestEvent) -> Void)?
        if let log {
            observer = { event in
                var labelled = event
                labelled.cache = label
                log(labelled)
            }
        }
        let network = NetworkManager(
            transport: URLSessionTransport(timeout: settings.timeout, maxConnections: max(settings.concurrency, 6)),
            baseURL: configuration.baseURL, apiKey: key, timeout: settings.timeout, secrets: secrets,
            beforeRequest: { _ in
                guard let ledger else { throw KobisError.missingKey }
                try await ledger.reserve()
            }, notSent: { _ in await ledger?.release() },
            observer: observer)
        let cache = ResponseCache(directory: paths.cache, server: network.server, mode: settings.cache, now: clock)
        let hit = KobisService.cacheHitLogger(log, network)
        let manager = BoxOfficeManager(
            network: network, cache: cache, now: clock, onQuotaSpent: { await ledger?.exhaust() }, onCacheHit: hit)
        var finder: PosterFinder?
        if let omdbKey = configuration.omdbKey {
            let omdb = NetworkManager(
                transport: URLSessionTransport(timeout: settings.timeout, maxConnections: 6),
                baseURL: configuration.omdbBaseURL, apiKey: omdbKey, timeout: settings.timeout, secrets: secrets,
                keyParameter: "apikey", answerStatuses: [401], observer: observer)
            let omdbCache = ResponseCache(directory: paths.cache, server: omdb.server, mode: settings.cache, now: clock)
            let omdbHit = KobisService.cacheHitLogger(log, omdb)
            finder = PosterFinder(
                omdb: BoxOfficeManager(network: omdb, cache: omdbCache, now: clock, onCacheHit: omdbHit))
        }
        return KobisService(
            data: KobisData(manager: manager), posterFinder: finder, ledger: ledger, sampleDays: nil,
            timeout: settings.timeout,
            maskedKey: key.isEmpty ? nil : "…" + String(key.suffix(4)), clock: clock)
    }

    private static func cacheHitLogger(
        _ log: (@Sendable (RequestEvent) -> Void)?, _ network: NetworkManager
    )
        -> (@Sendable (RequestIdentity, Int) -> Void)?
    {
        guard let log else { return nil }
        return { request, bytes in
            log(
                RequestEvent(
                    target: network.logTarget(request), status: nil, failure: "cached", bytes: bytes, milliseconds: 0,
                    cache: "hit"))
        }
    }

    /// The latest day with figures: yesterday in Korea.
    public var latestDay: KobisDate { KobisDate.latestAvailable(now: now) }

    // MARK: - Quota

    /// Today's count, the limit and the reset (for the sample, its own count); nil without a ledger.
    public func quotaStatus() async throws -> QuotaStatus? {
        try await ledger?.status()
    }

    /// Refuses, before anything is sent, a run that needs more requests than remain today. The sample is local:
    /// no limit holds it.
    public func checkQuota(needed: Int) async throws {
        guard let ledger, needed > 0, answerSource != .sample else { return }
        let status = try await ledger.status()
        if needed > status.remaining {
            throw KobisError.quotaTooSmall(needed: needed, remaining: status.remaining, resetsAt: status.resetsAt)
        }
    }

    /// The check a long run makes before it sends anything: it refuses when today's remaining requests cannot
    /// cover the ones the cache cannot answer, then puts a run of more than `approval.above` requests to
    /// `approval.ask`. Offline, a run that needs days neither the archive nor the cache holds is refused, naming them. The cache is read to count them only when one of the two needs the count. The sample is
    /// local: nothing is asked, and no limit holds it.
    public func approve(_ asks: [DataAsk], _ approval: RunApproval = .unasked) async throws {
        if let refusal = data.refusal(asks) { throw refusal }
        guard answerSource != .sample else { return }
        let remaining = try await ledger?.status().remaining
        guard asks.count > min(remaining ?? .max, approval.above) else { return }
        let needed = data.unheld(asks)
        try await checkQuota(needed: needed)
        if asks.count > approval.above { try await approval.ask(needed) }
    }

    /// As ``approve(_:_:)`` for a run that knows its count without the cache (a walk of pages).
    public func approve(requests: Int, _ approval: RunApproval) async throws {
        guard answerSource != .sample else { return }
        try await checkQuota(needed: requests)
        if requests > approval.above { try await approval.ask(requests) }
    }

    /// What a run would send: how many requests, how many the cache answers, and today's count.
    public struct Plan: Sendable {
        public let requests: Int
        /// Held: in the cache or the archive.
        public let cached: Int
        public let quota: QuotaStatus?
        /// Of the held, those in the archive's own files.
        public var archived = 0
        public var toSend: Int { requests - cached }

        public init(requests: Int, cached: Int, quota: QuotaStatus?, archived: Int = 0) {
            self.requests = requests
            self.cached = cached
            self.quota = quota
            self.archived = archived
        }
    }

    /// The plan for these requests, sending nothing.
    public func plan(_ asks: [DataAsk]) async throws -> Plan {
        Plan(
            requests: asks.count, cached: asks.count - data.unheld(asks), quota: try await quotaStatus(),
            archived: asks.filter(data.archives).count)
    }

    // MARK: - Posters

    /// The poster finder; without an OMDb key, ``KobisError/missingOMDbKey``.
    public func requirePosters() throws -> PosterFinder {
        guard let posterFinder else { throw KobisError.missingOMDbKey }
        return posterFinder
    }

    /// A film and its poster through OMDb's chain; nil when OMDb has none. `note` hears why a lookup failed.
    public func poster(for movie: MovieDetail, note: (@Sendable (String) -> Void)? = nil) async throws -> Poster? {
        try await requirePosters().poster(for: movie, note: note)
    }

    /// Downloads a poster image: http(s) only, no redirects, at most `maxBytes`, within the timeout.
    /// The sample serves its own images and never goes to the network.
    public func downloadPoster(_ poster: Poster, maxBytes: Int = PosterDownloader.defaultMaxBytes) async throws -> Data
    {
        guard poster.isWebAddress, let url = URL(string: poster.url) else { throw KobisError.notWebAddress(poster.url) }
        if answerSource == .sample {
            guard let image = DemoSource.image(at: poster.url) else {
                throw KobisError.download(
                    host: url.host ?? "?",
                    reason: Phrase.say(ko: "샘플에는 그 이미지가 없습니다", en: "the sample has no image there"))
            }
            return image
        }
        return try await PosterDownloader.fetch(url, maxBytes: maxBytes, timeout: timeout)
    }
}
