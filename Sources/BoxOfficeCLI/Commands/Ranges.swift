import Foundation
import KobisKit

/// Details fetched once per film for a whole run, however many days list the film.
actor DetailStore {
    private let manager: BoxOfficeManager
    private let limiter: AsyncLimiter
    private var tasks: [String: Task<Result<MovieDetail, KobisError>, Never>] = [:]

    init(manager: BoxOfficeManager, limiter: AsyncLimiter) {
        self.manager = manager
        self.limiter = limiter
    }

    func detail(_ code: String) async -> Result<MovieDetail, KobisError> {
        if let task = tasks[code] { return await task.value }
        let manager = self.manager, limiter = self.limiter
        let task = Task { () -> Result<MovieDetail, KobisError> in
            do { return .success(try await limiter.run { try await manager.movie(code: code) }) }
            catch let error as KobisError { return .failure(error) }
            catch { return .failure(.unreachable(host: "KOBIS", reason: "interrupted")) }
        }
        tasks[code] = task
        return await task.value
    }
}

/// `--from`, `--to` and `--jobs`: a ranking for every day (or period) of a range, as one dataset.
enum RangeOptions {
    static let from = Option<DateArgument>("from", value: "DATE", help: "the first day of a range (with --to; default --to is yesterday)",
                                           convert: DateArgument.parse)
    static let to = Option<DateArgument>("to", value: "DATE", help: "the last day of a range, not after yesterday in Korea",
                                         convert: DateArgument.parse)
    static let jobs = Option<Int>("jobs", short: "j", value: "N", help: "requests in flight for a range, 1-8 (default 4)",
                                  convert: Convert.integer(1...8))
    static let all = [AnyOption(from), AnyOption(to), AnyOption(jobs)]

    /// The longest range a run takes: ten years of days.
    static let maximumDays = 3_660

    /// The inclusive range asked for, or nil when neither `--from` nor `--to` was given.
    static func days(_ parsed: ParsedArguments, single: Bool, now: Date, usage: String) throws -> ClosedRange<KobisDate>? {
        guard parsed[from] != nil || parsed[to] != nil else {
            if parsed[jobs] != nil { throw UsageError(message: "option '--jobs' goes with --from and --to", usage: usage) }
            return nil
        }
        if single { throw UsageError(message: "give either --date or --from/--to, not both", usage: usage) }
        guard let first = parsed[from] else { throw UsageError(message: "option '--to' needs --from", usage: usage) }
        let start = try first.resolve(now: now, usage: usage)
        let end = try (parsed[to] ?? .yesterday).resolve(now: now, usage: usage)
        guard start <= end else {
            throw UsageError(message: "--from \(start.iso) is after --to \(end.iso)", usage: usage)
        }
        guard end.daysSince(start) < maximumDays else {
            throw UsageError(message: "a range is at most \(maximumDays) days; split \(start.iso)..\(end.iso) into shorter runs", usage: usage)
        }
        return start...end
    }
}

/// One day or period of a range.
struct RangeItem: Sendable {
    let endpoint: Endpoint<DailyBoxOffice>
    let kind: RankingKind
    let label: String
}

/// Runs a range: checks the quota first, fetches with at most `--jobs` requests in flight, writes each
/// day as soon as every earlier day is written, and shows a progress bar on a terminal.
enum RangeRun {
    static func run(_ items: [RangeItem], unit: String, filters: AppliedFilters, parsed: ParsedArguments, client: Client,
                    context: Context) async throws -> ExitCode {
        let jobs = parsed[RangeOptions.jobs] ?? 4
        try client.checkQuota(items.map(\.endpoint))
        let format = parsed[RankingOptions.format] ?? .text
        let layout = parsed[RankingOptions.layout] ?? .list
        let style = Style(enabled: context.terminal.useColor(parsed[CommonOptions.color] ?? .auto))
        let limiter = AsyncLimiter(permits: jobs)
        let details = parsed[RankingOptions.details] ? DetailStore(manager: client.manager, limiter: limiter) : nil
        let manager = client.manager
        let bar = ProgressBar(enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth, unit: unit)
        defer { bar.finish() }

        var first = true
        switch format {
        case .json: try context.out("[\n")
        case .tsv, .csv:
            if let sample = items.first {
                try context.out(RankingView.delimitedHeader(kind: sample.kind, details: details != nil, format: format))
            }
        default: break
        }
        let source = client.isSample ? "sample" : "kobis"
        do {
            try await RangeFetcher<RangeItem, RankingView>(jobs: jobs).run(items, fetch: { item in
                let fetched = try await limiter.run { try await manager.fetchWithProvenance(item.endpoint) }
                var view = RankingView(boxOffice: fetched.value, kind: item.kind, filters: filters, source: source,
                                       provenance: (fetched.fetchedAt, fetched.fromCache))
                if let details {
                    var found: [String: MovieDetail] = [:]
                    for entry in fetched.value.entries where found[entry.movieCode] == nil {
                        if case .success(let detail) = await details.detail(entry.movieCode) { found[entry.movieCode] = detail }
                    }
                    view.details = found
                }
                return (view, fetched.fromCache)
            }, deliver: { _, view in
                try context.out(text(view, format: format, layout: layout, style: style, context: context, first: first))
                first = false
                return true
            }, progress: bar.update)
        } catch let failure as RangeFetcher<RangeItem, RankingView>.ItemFailure {
            bar.finish()
            if format == .json && !first { try? context.out("\n]\n") }
            return try RankingOptions.reportStop(failure.error, at: failure.item.label, after: "earlier \(unit) were written", context: context)
        }
        if format == .json { try context.out(first ? "]\n" : "\n]\n") }
        return RankingOptions.reportMissing(await details?.failures() ?? [], what: "detail", context: context)
    }

    /// One day's output in the run's format.
    static func text(_ view: RankingView, format: OutputFormat, layout: Layout, style: Style, context: Context, first: Bool) -> String {
        switch format {
        case .json:
            let body = view.document().serialized(indent: 2)
            return (first ? "" : ",\n") + "  " + body
        case .jsonl:
            return view.jsonl()
        case .tsv, .csv:
            return view.delimitedRows(format)
        case .markdown:
            return (first ? "" : "\n") + view.render(format: .markdown, layout: layout, width: nil, style: style)
        case .text:
            let separator = first ? "" : "\n"
            guard !view.boxOffice.entries.isEmpty else {
                return separator + style.bold(view.heading) + "\n" + style.dim("(순위 없음)") + "\n"
            }
            return separator + view.render(format: .text, layout: layout, width: context.terminal.width, style: style)
        }
    }
}

extension DetailStore {
    /// Codes whose lookup failed, in the order they were first asked for.
    func failures() async -> [(code: String, error: KobisError)] {
        var out: [(code: String, error: KobisError)] = []
        for (code, task) in tasks.sorted(by: { $0.key < $1.key }) {
            if case .failure(let error) = await task.value { out.append((code, error)) }
        }
        return out
    }
}
