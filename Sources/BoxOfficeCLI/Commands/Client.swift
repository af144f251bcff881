import Foundation
import KobisKit

/// Builds the `BoxOfficeManager` a command talks to, from the common flags, and runs calls under a spinner.
struct Client {
    let manager: BoxOfficeManager
    let isSample: Bool
    let spinnerEnabled: Bool
    let spinnerWidth: Int

    static func make(_ parsed: ParsedArguments, context: Context, usage: String, concurrency: Int = 4) throws -> Client {
        let timeout = parsed[CommonOptions.timeout] ?? 10
        if parsed[CommonOptions.noCache] && parsed[CommonOptions.refresh] {
            throw UsageError(message: "--no-cache and --refresh cannot be used together", usage: usage)
        }
        let spinner = context.terminal.stderrCanAnimate && !context.quiet
        if parsed[CommonOptions.demo] {
            return Client(manager: BoxOfficeManager(network: DemoSource()), isSample: true, spinnerEnabled: false,
                          spinnerWidth: context.terminal.stderrWidth)
        }
        let configuration = try Configuration.load(explicitPath: parsed[CommonOptions.config], environment: context.environment)
        for warning in configuration.warnings { context.error(warning) }
        guard let key = configuration.apiKey else { throw KobisError.missingKey }
        context.secrets.register(key)
        let network = NetworkManager(
            transport: URLSessionTransport(timeout: timeout, maxConnections: max(concurrency, 6)),
            baseURL: configuration.baseURL, apiKey: key, timeout: timeout, secrets: context.secrets.all)
        let mode: CacheMode = parsed[CommonOptions.noCache] ? .disabled : parsed[CommonOptions.refresh] ? .refresh : .normal
        let now = context.now
        let cache = ResponseCache(directory: ResponseCache.defaultDirectory(environment: context.environment),
                                  server: network.server, mode: mode, now: { now })
        return Client(manager: BoxOfficeManager(network: network, cache: cache, now: { now }),
                      isSample: false, spinnerEnabled: spinner, spinnerWidth: context.terminal.stderrWidth)
    }

    /// Runs `work` with a spinner on stderr (only on a terminal, only after 200 ms); `work` may update its text.
    func run<T>(_ message: String, _ work: (Spinner) async throws -> T) async throws -> T {
        let spinner = Spinner(enabled: spinnerEnabled, message: message, width: spinnerWidth)
        spinner.start()
        defer { spinner.stop() }
        return try await work(spinner)
    }
}
