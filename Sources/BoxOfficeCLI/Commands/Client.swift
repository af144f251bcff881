import Foundation
import KobisKit

/// Builds the `BoxOfficeManager` a command talks to, from the common flags, and runs calls under a spinner.
struct Client {
    let manager: BoxOfficeManager
    let isSample: Bool
    let spinnerEnabled: Bool

    static func make(_ parsed: ParsedArguments, context: Context, usage: String, concurrency: Int = 4) throws -> Client {
        let timeout = try parseTimeout(parsed.value("timeout"), usage: usage)
        if parsed.has("no-cache") && parsed.has("refresh") {
            throw UsageError(message: "--no-cache and --refresh cannot be used together", usage: usage)
        }
        let spinner = context.terminal.stderrIsTTY
        if parsed.has("demo") {
            let network = NetworkManager(transport: DemoTransport(), apiKey: "sample", timeout: timeout)
            return Client(manager: BoxOfficeManager(network: network),
                          isSample: true, spinnerEnabled: false)
        }
        let configuration = try Configuration.load(explicitPath: parsed.value("config"), environment: context.environment)
        guard let key = configuration.apiKey else { throw KobisError.missingKey }
        context.secrets.register(key)
        let network = NetworkManager(
            transport: URLSessionTransport(timeout: timeout, maxConnections: max(concurrency, 6)),
            baseURL: configuration.baseURL, apiKey: key, timeout: timeout)
        let mode: CacheMode = parsed.has("no-cache") ? .disabled : parsed.has("refresh") ? .refresh : .normal
        let cache = ResponseCache(directory: ResponseCache.defaultDirectory(environment: context.environment), mode: mode,
                                  now: { [now = context.now] in now })
        return Client(manager: BoxOfficeManager(network: network, cache: cache),
                      isSample: false, spinnerEnabled: spinner)
    }

    static func parseTimeout(_ text: String?, usage: String) throws -> Double {
        guard let text else { return 10 }
        guard let value = Double(text), value.isFinite else {
            throw UsageError(message: "option '--timeout' takes a number of seconds, not '\(text)'", usage: usage)
        }
        guard value >= 1, value <= 600 else {
            throw UsageError(message: "option '--timeout' must be between 1 and 600 seconds, not '\(text)'", usage: usage)
        }
        return value
    }

    /// Runs `work` with a spinner on stderr (only on a terminal, only after 200 ms); `work` may update its text.
    func run<T>(_ message: String, _ work: (Spinner) async throws -> T) async throws -> T {
        let spinner = Spinner(enabled: spinnerEnabled, message: message)
        spinner.start()
        defer { spinner.stop() }
        return try await work(spinner)
    }
}
