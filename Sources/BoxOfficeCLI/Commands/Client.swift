import Foundation
import KobisKit

/// Builds the `BoxOfficeManager` a command talks to, from the common flags, and runs calls under a spinner.
struct Client {
    let manager: BoxOfficeManager
    /// OMDb, when a key is configured: for posters.
    var posters: PosterFinder? = nil
    let isSample: Bool
    /// Today's request count for the key; nil with `--demo`.
    let ledger: QuotaLedger?
    let spinnerEnabled: Bool
    let spinnerWidth: Int

    static func make(_ parsed: ParsedArguments, context: Context, usage: String, concurrency: Int = 4) throws -> Client {
        let timeout = parsed[CommonOptions.timeout] ?? 10
        if parsed[CommonOptions.noCache] && parsed[CommonOptions.refresh] {
            throw UsageError(message: "--no-cache and --refresh cannot be used together", usage: usage)
        }
        let spinner = context.terminal.stderrCanAnimate && !context.quiet
        if parsed[CommonOptions.demo] {
            let now = context.now
            return Client(manager: BoxOfficeManager(network: DemoSource(), now: { now }), isSample: true, ledger: nil,
                          spinnerEnabled: false, spinnerWidth: context.terminal.stderrWidth)
        }
        let configuration = try Configuration.load(explicitPath: parsed[CommonOptions.config], environment: context.environment)
        for warning in configuration.warnings { context.error(warning) }
        guard let key = configuration.apiKey else { throw KobisError.missingKey }
        context.secrets.register(key)
        let now = context.now
        let ledger = try ledger(key: key, context: context)
        let network = NetworkManager(
            transport: URLSessionTransport(timeout: timeout, maxConnections: max(concurrency, 6)),
            baseURL: configuration.baseURL, apiKey: key, timeout: timeout, secrets: context.secrets.all,
            beforeRequest: { _ in try ledger.reserve() })
        let mode: CacheMode = parsed[CommonOptions.noCache] ? .disabled : parsed[CommonOptions.refresh] ? .refresh : .normal
        let cache = ResponseCache(directory: ResponseCache.defaultDirectory(environment: context.environment),
                                  server: network.server, mode: mode, now: { now })
        var client = Client(manager: BoxOfficeManager(network: network, cache: cache, now: { now }, onQuotaSpent: { ledger.exhaust() }),
                            isSample: false, ledger: ledger, spinnerEnabled: spinner, spinnerWidth: context.terminal.stderrWidth)
        if let omdbKey = configuration.omdbKey {
            context.secrets.register(omdbKey)
            let omdb = NetworkManager(transport: URLSessionTransport(timeout: timeout, maxConnections: 6), baseURL: configuration.omdbBaseURL,
                                      apiKey: omdbKey, timeout: timeout, secrets: context.secrets.all, keyParameter: "apikey",
                                      answerStatuses: [401])
            let omdbCache = ResponseCache(directory: ResponseCache.defaultDirectory(environment: context.environment),
                                          server: omdb.server, mode: mode, now: { now })
            client.posters = PosterFinder(omdb: BoxOfficeManager(network: omdb, cache: omdbCache, now: { now }))
        }
        return client
    }

    /// The poster finder, or a configuration error that says how to get an OMDb key.
    func requirePosters() throws -> PosterFinder {
        guard let posters else {
            throw KobisError.configuration("posters come from OMDb, and no OMDb key is configured: set OMDB_API_KEY or put it in Config.plist (free keys: https://www.omdbapi.com/apikey.aspx)")
        }
        return posters
    }

    /// The request count for `key`, limited by `BOXOFFICE_DAILY_LIMIT` (default 2,950; 1 to 1,000,000).
    static func ledger(key: String, context: Context) throws -> QuotaLedger {
        var limit = QuotaLedger.defaultLimit
        if let text = context.environment["BOXOFFICE_DAILY_LIMIT"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            guard let value = Int(text), (1...1_000_000).contains(value) else {
                throw KobisError.configuration("BOXOFFICE_DAILY_LIMIT='\(text.prefix(20))' is not a whole number from 1 to 1000000: fix it or unset it")
            }
            limit = value
        }
        let now = context.now
        return QuotaLedger(directory: QuotaLedger.defaultDirectory(environment: context.environment), key: key, limit: limit, now: { now })
    }

    /// Refuses, before anything is sent, a run whose uncached requests need more than remain today.
    /// The cache is only consulted when the run could need more than remains.
    func checkQuota<Model>(_ endpoints: [Endpoint<Model>]) throws {
        guard let ledger else { return }
        let status = try ledger.status()
        guard endpoints.count > status.remaining else { return }
        try checkQuota(needed: endpoints.filter { !manager.isCached($0) }.count)
    }

    /// Refuses, before anything is sent, a run that needs more requests than remain today.
    func checkQuota(needed: Int) throws {
        guard let ledger, needed > 0 else { return }
        let status = try ledger.status()
        if needed > status.remaining {
            throw KobisError.quotaTooSmall(needed: needed, remaining: status.remaining, resetsAt: status.resetsAt)
        }
    }

    /// Runs `work` with a spinner on stderr (only on a terminal, only after 200 ms); `work` may update its text.
    func run<T>(_ message: String, _ work: (Spinner) async throws -> T) async throws -> T {
        let spinner = Spinner(enabled: spinnerEnabled, message: message, width: spinnerWidth)
        spinner.start()
        defer { spinner.stop() }
        return try await work(spinner)
    }
}
