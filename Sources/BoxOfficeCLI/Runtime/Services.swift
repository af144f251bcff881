import Foundation
import KobisKit

extension Context {
    /// The service for these options: the bundled sample with `--demo`, else KOBIS with the configured key,
    /// the cache (`--no-cache`, `--refresh`) and today's request count.
    func service(_ network: NetworkOptions, concurrency: Int = 4) throws -> KobisService {
        if network.noCache && network.refresh {
            throw UsageError(message: "--no-cache and --refresh cannot be used together")
        }
        let now = self.now
        if network.demo { return KobisService.sample(clock: { now }) }
        let configuration = try Configuration.load(explicitPath: network.config, environment: environment)
        for warning in configuration.warnings { error(warning) }
        if let key = configuration.apiKey { secrets.register(key) }
        if let key = configuration.omdbKey { secrets.register(key) }
        let settings = KobisService.Settings(timeout: network.timeout ?? 10,
                                             cache: network.noCache ? .disabled : network.refresh ? .refresh : .normal,
                                             concurrency: concurrency)
        return try KobisService.live(configuration: configuration, paths: Paths(environment: environment), settings: settings,
                                     secrets: secrets.all, clock: { now })
    }

    /// Runs `work` under a spinner on stderr (only on a terminal, only after 200 ms); `work` may change its text.
    func spinning<T>(_ message: String, _ work: (Spinner) async throws -> T) async throws -> T {
        let spinner = Spinner(enabled: terminal.stderrCanAnimate && !quiet, message: message, width: terminal.stderrWidth)
        spinner.start()
        defer { spinner.stop() }
        return try await work(spinner)
    }

    /// The style for human output under `--color`.
    func style(_ network: NetworkOptions) -> Style { Style(enabled: terminal.useColor(network.color ?? .auto)) }

    /// The notes store under the data home.
    var notes: NotesStore {
        let now = self.now
        return NotesStore(file: Paths(environment: environment).notesFile, now: { now })
    }
}

/// A request error about a value (a day, a region) worded as a usage error about `option`; any other passes.
func option<T>(_ name: String, _ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as RequestError { throw named(error, name) }
}

func option<T>(_ name: String, _ body: () async throws -> T) async throws -> T {
    do { return try await body() } catch let error as RequestError { throw named(error, name) }
}

private func named(_ error: RequestError, _ name: String) -> Error {
    switch error {
    case .dayNotYetCounted, .periodNotEnded, .unknownRegion, .ambiguousRegion: return UsageError(message: "option '\(name)' \(error)")
    default: return error
    }
}

/// KOBIS codes are 8 ASCII letters or digits; anything else is refused before a request (KOBIS answers 320220).
func kobisCode(_ raw: String?, what: String) throws -> String {
    guard let raw else {
        throw UsageError(message: "missing the \(what) code (8 letters or digits, such as 20124079)")
    }
    let code = raw.trimmingCharacters(in: .whitespaces)
    guard code.utf8.count == 8, code.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }) else {
        throw UsageError(message: "'\(raw.prefix(40))' is not a \(what) code: KOBIS codes are 8 letters or digits, such as 20124079")
    }
    return code
}
