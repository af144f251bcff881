import Foundation

/// How a front-end wants its service: the sample or KOBIS, the config file, the deadline, the cache.
public struct ServiceOptions: Sendable {
    public var demo: Bool
    public var config: String?
    public var timeout: Double
    public var noCache: Bool
    public var refresh: Bool
    /// Requests a run may keep in flight, which sizes the connection pool.
    public var concurrency: Int
    /// A server reads the clock at each request (unless `BOXOFFICE_NOW` fixes it); a run reads it once.
    public var movingClock: Bool
    /// Never send a request: answers come from the archive or the cache (also `BOXOFFICE_OFFLINE=1`).
    public var offline: Bool
    /// Without a key, ``KobisError/missingKey`` at once, for a caller that does something else then (a note is saved
    /// titled by its code); otherwise a run without a key reads the archive and the cache, and fails at a request.
    public var requiresKey = false

    public init(
        demo: Bool = false, config: String? = nil, timeout: Double = 10, noCache: Bool = false, refresh: Bool = false,
        concurrency: Int = 4, movingClock: Bool = false, offline: Bool = false
    ) {
        self.offline = offline
        self.demo = demo
        self.config = config
        self.timeout = timeout
        self.noCache = noCache
        self.refresh = refresh
        self.concurrency = concurrency
        self.movingClock = movingClock
    }
}

/// Secrets once they are known, so that every message can be redacted, wherever they came from.
public final class SecretBox: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: [String] = []

    public init(environment: [String: String] = [:]) {
        for name in ["KOBIS_API_KEY", "OMDB_API_KEY"] {
            if let key = environment[name], !key.trimmingCharacters(in: .whitespaces).isEmpty { register(key) }
        }
    }

    public func register(_ key: String) { lock.withLock { if !keys.contains(key) { keys.append(key) } } }

    public var all: [String] { lock.withLock { keys } }

    public func redact(_ text: String) -> String { Redactor(secrets: all).redact(text) }
}

extension KobisService {
    /// The service for these options: the bundled sample with `demo` (its requests counted in its own ledger, in
    /// Korea-time days of the real clock), else KOBIS with the configured key, the archive (``ArchiveData``), the
    /// cache and today's request count.
    /// `configured` hears the configuration read (its warnings are the caller's to show) before the key is needed.
    /// `loaded` is the config file when the caller has read it already. Without a key the archive and the cache answer,
    /// and a request is ``KobisError/missingKey``.
    public static func make(
        _ options: ServiceOptions, environment: [String: String], now: Date, secrets: SecretBox,
        log: (@Sendable (RequestEvent) -> Void)? = nil, loaded: Configuration? = nil,
        configured: (Configuration) throws -> Void = { _ in }
    ) throws -> KobisService {
        let fixed = environment["BOXOFFICE_NOW"].map { !$0.isEmpty } ?? false
        var clock: @Sendable () -> Date = { now }
        if options.movingClock && !fixed { clock = { Date() } }
        if options.demo {
            let ledger = QuotaLedger(
                file: QuotaLedger.sampleFile(in: Paths(environment: environment).state),
                limit: try Configuration.dailyLimit(environment), source: .sample, now: clock)
            return sample(ledger: ledger, log: log)
        }
        var configuration = try loaded ?? Configuration.load(explicitPath: options.config, environment: environment)
        let paths = Paths(environment: environment)
        if let problem = paths.sharedArchiveProblem { configuration.warnings.append(problem) }
        try configured(configuration)
        if let key = configuration.apiKey { secrets.register(key) }
        if let key = configuration.omdbKey { secrets.register(key) }
        let mode: CacheMode = options.noCache ? .disabled : options.refresh ? .refresh : .normal
        let settings = Settings(timeout: options.timeout, cache: mode, concurrency: options.concurrency, log: log)
        let offline = options.offline || environment["BOXOFFICE_OFFLINE"] == "1"
        // Without a key, a service that answers what the archive and the cache hold and refuses to send
        // (KobisError.missingKey, at the first request a run would send): records, the all-time top, a forecast or an
        // archived day need no key.
        let service = try live(
            configuration: configuration, paths: paths, settings: settings, secrets: secrets.all, clock: clock,
            keyless: offline || !options.requiresKey)
        let archived = service.data.behindArchives(paths, offline: offline, refresh: options.refresh, log: log)
        return KobisService(
            data: archived, posterFinder: service.posterFinder, ledger: service.ledger, sampleDays: nil,
            timeout: service.timeout, maskedKey: service.maskedKey, clock: clock)
    }
}
