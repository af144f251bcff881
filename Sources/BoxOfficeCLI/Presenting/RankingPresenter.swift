import Foundation
import KobisKit

/// How `daily` and `weekly` present what the ranking use case returns: one ranking (with details, posters or a
/// share message), or a range as one dataset. It builds requests, calls and renders; the fetching is the library's.
struct RankingPresenter {
    let options: RankingOptions
    let network: NetworkOptions
    let context: Context

    /// Every combination of the command line's flags either acts or is refused here, before anything is sent.
    func validate(single: Bool) throws {
        if options.isRange {
            if single { throw UsageError(message: "give either --date or --from/--to, not both") }
            if options.from == nil { throw UsageError(message: "option '--to' needs --from") }
            if options.share || options.copy { throw UsageError(message: "--share tells of one ranking: drop --from and --to, or --share") }
            if options.posters { throw UsageError(message: "--posters works on one ranking: drop --from and --to, or --posters") }
        } else if options.$jobs.isSet && !options.details && !options.posters {
            throw UsageError(message: "option '--jobs' goes with --from/--to, --details or --posters")
        } else if options.yes {
            throw UsageError(message: "option '--yes' goes with --from/--to")
        }
        if options.copy && !options.share { throw UsageError(message: "option '--copy' goes with --share") }
        if options.share && (options.posters || options.details || options.$format.isSet) {
            throw UsageError(message: "--share prints its own message: drop --details, --posters and --format")
        }
        if options.share { try Clipboard.requireTerminal(options.copy, context: context) }
        if options.share && options.fields != nil { throw UsageError(message: "--share prints its own message: drop --fields") }
    }

    /// The optional row fields these options add.
    var optionalFields: Set<String> {
        Set((options.details ? ["details"] : []) + (options.posters ? ["poster"] : []))
    }

    /// `--fields` against the keys a ranking of this shape has with these options.
    func checkFields(_ shape: ListShape<RankingRow>) throws {
        try FieldList.check(options.fields, available: shape.selectableKeys(optional: optionalFields))
    }

    /// The filters asked for, a region name resolved through KOBIS's region list.
    func filters(_ service: KobisService) async throws -> RankingFilters {
        let request = FilterRequest(region: options.region, nation: options.nation, kind: options.kind, limit: options.limit)
        return try await option("--region") {
            try await context.spinning("KOBIS: region codes") { _ in try await service.filters(request) }
        }
    }

    var style: Style { context.style(network) }

    func request(_ target: RankingTarget, filters: RankingFilters) -> RankingRequest {
        RankingRequest(target, filters: filters, details: options.details, posters: options.posters, jobs: options.jobs)
    }

    /// One ranking. With `--posters` on a terminal, the table appears as soon as the ranking arrives and each
    /// poster line follows, in rank order, as its lookup finishes.
    func show(_ target: RankingTarget, filters: RankingFilters, service: KobisService, emptyNote: String) async throws -> ExitCode {
        let request = request(target, filters: filters)
        if network.dryRun { return try context.dryRun(try await service.plan(for: [request])) }
        let label = "\(target.label) ranking"
        let width = context.terminal.width
        let streaming = options.posters && !options.details && options.format == .text && context.terminal.stdoutIsTTY
        if streaming {
            _ = try service.requirePosters()
            var ranking = try await context.spinning("KOBIS: \(label)") { _ in try await service.ranking(target, filters: filters) }
            if ranking.boxOffice.entries.isEmpty { context.note(emptyNote) }
            try context.out(RankingText(answer: RankingAnswers.answer(ranking), width: width, style: style).render(layout: options.layout) + "\n")
            let byCode = Dictionary(ranking.boxOffice.entries.map { ($0.movieCode, $0) }, uniquingKeysWith: { first, _ in first })
            let context = self.context
            try await service.addPosters(to: &ranking, concurrency: options.jobs, keepDetails: false) { code, poster in
                if let entry = byCode[code] { try context.out(RankingText.posterLine(entry, poster, width: width)) }
            }
            return Reporting.missing(ranking.missing, what: "poster", context: context)
        }
        let ranking = try await context.spinning("KOBIS: \(label)") { spinner in
            try await service.ranking(request) { done, total in spinner.update("KOBIS: \(label) details \(done)/\(total)") }
        }
        if ranking.boxOffice.entries.isEmpty { context.note(emptyNote) }
        if options.share {
            let message = ShareText.ranking(ranking.boxOffice)
            try context.out(message)
            if options.copy { Clipboard.copy(message, context: context) }
            return .success
        }
        let answer = RankingAnswers.answer(ranking).selecting(options.fields)
        try context.out(Renderer.render(answer, format: options.format) {
            RankingText(answer: answer, width: width, style: style).render(layout: options.layout)
        })
        return Reporting.missing(ranking.missing, what: options.posters ? "poster" : "detail", context: context)
    }

    /// Every ranking of a range, written in order as it arrives, with a progress bar on a terminal.
    func range(_ targets: [RankingTarget], unit: String, shape: ListShape<RankingRow>, filters: RankingFilters,
               service: KobisService) async throws -> ExitCode {
        let requests = targets.map { request($0, filters: filters) }
        if network.dryRun { return try context.dryRun(try await service.plan(for: requests)) }
        try await service.approve(targets.map { service.endpoint($0, filters: filters) },
                                  Confirmation.approval(what: "this range", yes: options.yes, service: service, context: context))
        let format = options.format, layout = options.layout, selection = options.fields
        let style = self.style
        let context = self.context
        let bar = ProgressBar(enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth, unit: unit)
        defer { bar.finish() }
        var written = 0
        try context.out(Renderer.frame(format, keys: selection ?? shape.selectableKeys(optional: optionalFields), items: nil))
        let missing: [Missing]
        do {
            missing = try await service.rankings(targets, filters: filters, details: options.details, jobs: options.jobs, deliver: { ranking in
                let answer = RankingAnswers.answer(ranking).selecting(selection)
                try context.out(Renderer.render(answer, format: format, part: .item(first: written == 0)) {
                    guard !answer.rows.isEmpty else { return style.bold(answer.heading) + "\n" + style.dim(Label.noRanking.text) + "\n" }
                    return RankingText(answer: answer, width: context.terminal.width, style: style).render(layout: layout)
                })
                written += 1
                return true
            }, progress: bar.update)
        } catch let stop as KobisService.RangeStop {
            bar.finish()
            try? context.out(Renderer.frame(format, keys: [], items: written))
            return try Reporting.stop(stop, after: "earlier \(unit) were written", context: context)
        }
        try context.out(Renderer.frame(format, keys: [], items: written))
        return Reporting.missing(missing, what: "detail", context: context)
    }
}
