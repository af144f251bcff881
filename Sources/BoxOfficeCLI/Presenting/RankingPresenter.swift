import Foundation
import KobisKit

/// How `daily` and `weekly` present what the service returns: one ranking (with details, posters or a share
/// message), or a range as one dataset. It calls and renders; the fetching is the service's.
struct RankingPresenter {
    let options: RankingOptions
    let network: NetworkOptions
    let context: Context

    /// Every combination either acts or is refused here, before anything is sent.
    func validate(single: Bool) throws {
        if options.isRange {
            if single { throw UsageError(message: "give either --date or --from/--to, not both") }
            if options.from == nil { throw UsageError(message: "option '--to' needs --from") }
            if options.share || options.copy { throw UsageError(message: "--share tells of one ranking: drop --from and --to, or --share") }
            if options.posters { throw UsageError(message: "--posters works on one ranking: drop --from and --to, or --posters") }
        } else if options.jobs != nil && !options.details && !options.posters {
            throw UsageError(message: "option '--jobs' goes with --from/--to, --details or --posters")
        } else if options.yes {
            throw UsageError(message: "option '--yes' goes with --from/--to")
        }
        if options.copy && !options.share { throw UsageError(message: "option '--copy' goes with --share") }
        if options.share && (options.posters || options.details || options.format != nil) {
            throw UsageError(message: "--share prints its own message: drop --details, --posters and --format")
        }
        if network.demo && options.hasFilters {
            throw UsageError(message: "the sample has no filtered rankings: drop --region, --nation, --kind and --limit, or --demo")
        }
        if options.share { try Clipboard.requireTerminal(options.copy, context: context) }
        if options.share && options.fields != nil { throw UsageError(message: "--share prints its own message: drop --fields") }
    }

    /// `--fields` against the columns a ranking of `kind` has with these options.
    func checkFields(_ kind: RankingKind) throws {
        try FieldList.check(options.fields, available: RankingView.keyNames(kind) + RankingTable.header(details: options.details, posters: options.posters),
                            format: options.format)
    }

    /// The filters asked for, a region name resolved through KOBIS's region list.
    func filters(_ service: KobisService) async throws -> RankingFilters {
        var filters = RankingFilters(nation: options.nation?.filter, category: options.kind?.filter, limit: options.limit)
        if let text = options.region {
            filters.region = try await option("--region") { try await context.spinning("KOBIS: region codes") { _ in try await service.region(text) } }
        }
        return filters
    }

    var style: Style { context.style(network) }

    /// `--dry-run` for one ranking or a range.
    func dryRun(_ targets: [RankingTarget], filters: RankingFilters, service: KobisService) async throws -> ExitCode {
        let what = targets.count == 1 ? "the \(targets[0].label) ranking" : "\(targets.count) rankings, \(targets.first!.label) to \(targets.last!.label)"
        var then: String?
        if options.details { then = "one request per film whose detail is not cached (up to 10 a ranking, each film once)" }
        if options.posters { then = "per film: its detail when not cached, and OMDb lookups for its poster" }
        return try await DryRun.report(targets.map { service.endpoint($0, filters: filters) }, what: what, then: then, service: service, context: context)
    }

    /// One ranking. With `--posters` on a terminal, the table appears as soon as the ranking arrives and each
    /// poster line follows, in rank order, as its lookup finishes.
    func show(_ target: RankingTarget, filters: RankingFilters, service: KobisService, emptyNote: String) async throws -> ExitCode {
        if network.dryRun { return try await dryRun([target], filters: filters, service: service) }
        let jobs = options.jobs ?? 4
        let label = "\(target.label) ranking"
        let streaming = options.posters && !options.details && (options.format ?? .text) == .text && context.terminal.stdoutIsTTY
        if streaming {
            _ = try service.requirePosters()
            var ranking = try await context.spinning("KOBIS: \(label)") { _ in try await service.ranking(target, filters: filters) }
            if ranking.boxOffice.entries.isEmpty { context.note(emptyNote) }
            var view = RankingView(ranking)
            view.posters = nil
            try context.out(view.render(format: .text, layout: options.layout ?? .list, width: context.terminal.width, style: style) + "\n")
            let byCode = Dictionary(ranking.boxOffice.entries.map { ($0.movieCode, $0) }, uniquingKeysWith: { first, _ in first })
            let width = context.terminal.width
            let context = self.context
            try await service.addPosters(to: &ranking, concurrency: jobs, keepDetails: false) { code, poster in
                if let entry = byCode[code] { try context.out(RankingView.posterLine(entry, poster, width: width)) }
            }
            return Reporting.missing(ranking.missing, what: "poster", context: context)
        }
        let ranking = try await context.spinning("KOBIS: \(label)") { spinner in
            try await service.ranking(target, filters: filters, details: options.details, posters: options.posters, concurrency: jobs) { done, total in
                spinner.update("KOBIS: \(label) details \(done)/\(total)")
            }
        }
        if ranking.boxOffice.entries.isEmpty { context.note(emptyNote) }
        if options.share {
            let message = ShareText.ranking(ranking.boxOffice)
            try context.out(message)
            if options.copy { Clipboard.copy(message, context: context) }
            return .success
        }
        var view = RankingView(ranking)
        view.selection = options.fields
        try context.out(view.render(format: options.format ?? .text, layout: options.layout ?? .list, width: context.terminal.width, style: style))
        return Reporting.missing(ranking.missing, what: options.posters ? "poster" : "detail", context: context)
    }

    /// Every ranking of a range, written in order as it arrives, with a progress bar on a terminal.
    func range(_ targets: [RankingTarget], unit: String, filters: RankingFilters, service: KobisService) async throws -> ExitCode {
        if network.dryRun { return try await dryRun(targets, filters: filters, service: service) }
        try await service.approve(targets.map { service.endpoint($0, filters: filters) },
                                  Confirmation.approval(what: "this range", yes: options.yes, service: service, context: context))
        let format = options.format ?? .text
        let layout = options.layout ?? .list
        let style = self.style
        let context = self.context
        let bar = ProgressBar(enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth, unit: unit)
        defer { bar.finish() }
        var first = true
        switch format {
        case .json: try context.out("[\n")
        case .tsv, .csv:
            if let sample = targets.first {
                try context.out(RankingView.delimitedHeader(kind: RankingKind(sample), details: options.details, selection: options.fields, format: format))
            }
        default: break
        }
        let missing: [Missing]
        do {
            let selection = options.fields
            missing = try await service.rankings(targets, filters: filters, details: options.details, jobs: options.jobs ?? 4, deliver: { ranking in
                var view = RankingView(ranking)
                view.selection = selection
                try context.out(RankingPresenter.text(view, format: format, layout: layout, style: style, context: context, first: first))
                first = false
                return true
            }, progress: bar.update)
        } catch let stop as KobisService.RangeStop {
            bar.finish()
            if format == .json && !first { try? context.out("\n]\n") }
            return try Reporting.stop(stop, after: "earlier \(unit) were written", context: context)
        }
        if format == .json { try context.out(first ? "]\n" : "\n]\n") }
        return Reporting.missing(missing, what: "detail", context: context)
    }

    /// One ranking's part of a range's output.
    static func text(_ view: RankingView, format: OutputFormat, layout: Layout, style: Style, context: Context, first: Bool) -> String {
        switch format {
        case .json:
            return (first ? "" : ",\n") + "  " + view.document().serialized(indent: 2)
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
