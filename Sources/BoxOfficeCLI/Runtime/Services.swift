import Foundation
import KobisKit

extension Context {
    /// The service for these options: the bundled sample with `--demo`, else KOBIS with the configured key,
    /// the cache (`--no-cache`, `--refresh`) and today's request count.
    /// `movingClock`: a server reads the clock at each request (unless `BOXOFFICE_NOW` fixes it); a run reads it once.
    func service(_ network: NetworkOptions, concurrency: Int = 4, movingClock: Bool = false) throws -> KobisService {
        if network.noCache && network.refresh {
            throw UsageError(message: "--no-cache and --refresh cannot be used together")
        }
        let now = self.now
        if network.demo {
            if !quiet { note("sample data (\(DemoSource.days.lowerBound.iso) to \(DemoSource.days.upperBound.iso)), not live KOBIS figures") }
            return KobisService.sample()
        }
        let configuration = try Configuration.load(explicitPath: network.config, environment: environment)
        for warning in configuration.warnings { error(warning) }
        if environment["BOXOFFICE_AMBIWIDTH"] == nil, let width = configuration.ambiguousWidth {
            DisplayWidth.ambiguousIsWide = try BoxOfficeCLI.ambiguousWidth(width)
        }
        if let key = configuration.apiKey { secrets.register(key) }
        if let key = configuration.omdbKey { secrets.register(key) }
        let context = self
        var log: (@Sendable (RequestEvent) -> Void)?
        if network.verbose { log = { event in context.error(event.description) } }
        let mode: CacheMode = network.noCache ? .disabled : network.refresh ? .refresh : .normal
        let settings = KobisService.Settings(timeout: network.timeout ?? 10, cache: mode, concurrency: concurrency, log: log)
        let fixed = environment["BOXOFFICE_NOW"].map { !$0.isEmpty } ?? false
        var clock: @Sendable () -> Date = { now }
        if movingClock && !fixed { clock = { Date() } }
        return try KobisService.live(configuration: configuration, paths: Paths(environment: environment), settings: settings,
                                     secrets: secrets.all, clock: clock)
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
    guard KobisService.isCode(code) else {
        throw UsageError(message: "'\(raw.prefix(40))' is not a \(what) code: KOBIS codes are 8 letters or digits, such as 20124079")
    }
    return code
}

extension Context {
    /// The code for a code or a name (`movie 광해`): a name is looked up with KOBIS's search and the choice is
    /// noted on stderr. A name that matches several is a usage error listing them; none is 66.
    func code(_ text: String?, kind: RecordKind, service: KobisService) async throws -> String {
        let what = kind == .movie ? "film" : kind.rawValue
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError(message: "missing the \(what): a code (8 letters or digits, such as 20124079) or a name")
        }
        let resolved = try await spinning("KOBIS: looking up '\(text.prefix(20))'") { _ in try await service.resolve(text, kind: kind) }
        if resolved.wasName { note(resolved.note) }
        return resolved.candidate.code
    }

    /// `--dry-run` for a command that takes a code or a name: a name needs a search first.
    func dryRunLookup(_ text: String?, kind: RecordKind, service: KobisService, then record: String) async throws -> ExitCode? {
        guard let text, !KobisService.isCode(text) else { return nil }
        let search: Endpoint<Void>
        switch kind {
        case .movie: search = Endpoint(erasing: .movieList(MovieQuery(title: text, page: 1, perPage: 100)))
        case .person: search = Endpoint(erasing: .peopleList(PeopleQuery(name: text, page: 1, perPage: 100)))
        case .company: search = Endpoint(erasing: .companyList(CompanyQuery(name: text, page: 1, perPage: 100)))
        }
        return try await DryRun.report([search], what: "the search for '\(text.prefix(40))'", then: record, service: service, context: self)
    }
}
