import Foundation
import KobisKit

extension Context {
    /// The service for these options: the bundled sample with `--demo`, else KOBIS with the configured key,
    /// the cache (`--no-cache`, `--refresh`) and today's request count.
    func service(
        _ network: NetworkOptions, jobs: Int = Declared.jobs.defaultValue!, movingClock: Bool = false
    ) throws -> KobisService {
        if network.noCache && network.refresh {
            throw UsageError(
                message: Phrase.say(
                    ko: "--no-cache와 --refresh는 함께 쓸 수 없습니다",
                    en: "--no-cache and --refresh cannot be used together"))
        }
        return try service(network.service(jobs: jobs, movingClock: movingClock), verbose: network.verbose)
    }

    /// The service for the library's options; `verbose` logs each request on stderr.
    func service(_ options: ServiceOptions, verbose: Bool = false) throws -> KobisService {
        if options.demo && !quiet {
            let (first, last) = (DemoSource.days.lowerBound.iso, DemoSource.days.upperBound.iso)
            note(
                Phrase.say(
                    ko: "샘플 데이터입니다 (\(first) ~ \(last)). 실제 KOBIS 집계가 아닙니다",
                    en: "sample data (\(first) to \(last)), not live KOBIS figures"))
        }
        let context = self
        var log: (@Sendable (RequestEvent) -> Void)?
        if verbose { log = { event in context.error(event.description) } }
        let loaded = configuration.flatMap { $0.path == options.config ? $0.file : nil }
        return try KobisService.make(
            options, environment: environment, now: now,
            secrets: secrets, log: log, loaded: loaded
        ) { configuration in
            for warning in configuration.warnings { context.error(warning) }
            if context.environment["BOXOFFICE_AMBIWIDTH"] == nil, let width = configuration.ambiguousWidth {
                _ = try BoxOfficeCLI.ambiguousWidth(width)
            }
        }
    }

    /// Runs `work` with the language and the width of East Asian Ambiguous characters bound: `--lang` or
    /// `BOXOFFICE_LANG`, else `Lang` in the config file; `BOXOFFICE_AMBIWIDTH`, else the file's. The file is read
    /// only when one of the two is left to it; a file that does not load leaves the defaults (the service says why).
    /// `work` gets the context with the file as read, so the service does not read it again.
    func presenting<T: Sendable>(config path: String?, _ work: (Context) async throws -> T) async throws -> T {
        var language = self.language
        var wide = ambiguousIsWide
        var ready = self
        if language == nil || wide == nil,
            let configuration = try? Configuration.load(explicitPath: path, environment: environment)
        {
            language = language ?? configuration.language
            if wide == nil { wide = configuration.ambiguousWidth.flatMap { try? BoxOfficeCLI.ambiguousWidth($0) } }
            ready.configuration = (path, configuration)
        }
        let context = ready
        // Nothing chosen here: the language bound before parsing (Korean unless `--lang` or BOXOFFICE_LANG said).
        return try await Label.$language.withValue(language ?? Label.language) {
            try await DisplayWidth.$ambiguousIsWide.withValue(wide ?? false) { try await work(context) }
        }
    }

    /// Runs `work` under a spinner on stderr (only on a terminal, only after 200 ms); `work` may change its text.
    func spinning<T>(_ message: String, _ work: (Spinner) async throws -> T) async throws -> T {
        let spinner = Spinner(
            enabled: terminal.stderrCanAnimate && !quiet, message: message, width: terminal.stderrWidth)
        spinner.start()
        defer { spinner.stop() }
        return try await work(spinner)
    }

    /// The style for human output under `--color`.
    func style(_ network: NetworkOptions) -> Style { style(network.color) }

    func style(_ choice: ColorChoice) -> Style { Style(enabled: terminal.useColor(choice)) }

    /// The notes store under the data home: the real notes, or with `sample` (`--demo`) the sample's own.
    func notes(sample: Bool) -> NotesStore {
        let now = self.now
        return NotesStore(file: NotesStore.file(sample: sample, environment: environment), now: { now })
    }

    /// Hears what a use case did on the way, as notes on stderr.
    var notify: Notify {
        let context = self
        return { context.note($0) }
    }

    /// `--dry-run`: prints what would be sent; nothing is.
    func dryRun(_ plan: RunPlan) throws -> ExitCode {
        try DryRun.report(plan, context: self)
    }

    /// A film, person or company named on the command line, or a usage error saying what is missing.
    func named(_ text: String?, _ kind: RecordKind) throws -> String {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw UsageError(message: RequestError.missingName(kind: kind).description)
        }
        return text
    }
}

/// A request error about a value (a day, a region) worded as a usage error about `option`; any other passes. For a
/// range, `to` and `latest`: a day not yet counted that is the range's last names `--to` instead.
func option<T>(
    _ name: String, to: DateArgument? = nil, latest: KobisDate? = nil, _ body: () throws -> T
) throws -> T {
    do { return try body() } catch let error as RequestError { throw named(error, ending(error, name, to, latest)) }
}

func option<T>(
    _ name: String, to: DateArgument? = nil, latest: KobisDate? = nil, _ body: () async throws -> T
) async throws -> T {
    do { return try await body() } catch let error as RequestError {
        throw named(error, ending(error, name, to, latest))
    }
}

/// `--to` when `error` refuses the range's last day as not yet counted, else `name`.
private func ending(_ error: RequestError, _ name: String, _ to: DateArgument?, _ latest: KobisDate?) -> String {
    guard let latest, let end = to?.day(latest: latest), case .dayNotYetCounted(let day, _, _) = error, day == end
    else { return name }
    return "--" + Declared.to.spec.name
}

private func named(_ error: RequestError, _ name: String) -> Error {
    switch error {
    case .dayNotYetCounted, .beforeFigures, .periodNotEnded, .unknownRegion, .ambiguousRegion:
        return UsageError(message: Phrase.say(ko: "옵션 '\(name)': \(error)", en: "option '\(name)' \(error)"))
    default: return error
    }
}
