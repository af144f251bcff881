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
            if single {
                throw UsageError(
                    message: Phrase.say(
                        ko: "--date와 --from/--to 중 하나만 주세요", en: "give either --date or --from/--to, not both"))
            }
            if options.from == nil {
                throw UsageError(
                    message: Phrase.say(
                        ko: "옵션 '--to'에는 --from도 필요합니다",
                        en: "option '--to' needs --from"))
            }
            if options.share || options.copy {
                throw UsageError(
                    message: Phrase.say(
                        ko: "--share는 순위 하나를 알립니다: --from과 --to를 빼거나 --share를 빼세요",
                        en: "--share tells of one ranking: drop --from and --to, or --share"))
            }
            if options.posters {
                throw UsageError(
                    message: Phrase.say(
                        ko: "--posters는 순위 하나에만 씁니다: --from과 --to를 빼거나 --posters를 빼세요",
                        en: "--posters works on one ranking: drop --from and --to, or --posters"))
            }
        } else if options.$jobs.isSet && !options.details && !options.posters {
            throw UsageError(
                message: Phrase.say(
                    ko: "옵션 '--jobs'는 --from/--to, --details, --posters와 함께 씁니다",
                    en: "option '--jobs' goes with --from/--to, --details or --posters"))
        } else if options.yes {
            throw UsageError(
                message: Phrase.say(
                    ko: "옵션 '--yes'는 --from/--to와 함께 씁니다",
                    en: "option '--yes' goes with --from/--to"))
        }
        if options.copy && !options.share {
            throw UsageError(
                message: Phrase.say(
                    ko: "옵션 '--copy'는 --share와 함께 씁니다",
                    en: "option '--copy' goes with --share"))
        }
        if options.share && (options.posters || options.details || options.$format.isSet) {
            throw UsageError(
                message: Phrase.say(
                    ko: "--share는 제 문구를 따로 출력합니다: --details, --posters, --format을 빼세요",
                    en: "--share prints its own message: drop --details, --posters and --format"))
        }
        if options.share { try Clipboard.requireTerminal(options.copy, context: context) }
        if options.share && options.fields != nil {
            throw UsageError(
                message: Phrase.say(
                    ko: "--share는 제 문구를 따로 출력합니다: --fields를 빼세요",
                    en: "--share prints its own message: drop --fields"))
        }
        if options.isRange && options.format == .svg && !context.output.names("date") {
            throw UsageError(
                message: Phrase.say(
                    ko: "기간은 -f html이면 한 페이지로, -f svg -o 'NAME-{date}.svg'이면 하루에 차트 하나로 만듭니다",
                    en: "a range is one page with -f html, or a chart per day with -f svg -o 'NAME-{date}.svg'"))
        }
    }

    /// A ranking's chart and page, as `--size` and `--theme` draw them.
    func pictures(_ answer: ListAnswer<RankingRow>) -> Pictures {
        let size = options.pictures.size
        let theme = options.pictures.theme.palette
        return Pictures(
            svg: { RankingPictures.svg(answer, size: size, theme: theme) },
            html: { RankingPictures.page(answer, size: size, theme: theme) })
    }

    /// The optional row fields these options add.
    var optionalFields: Set<String> {
        Set((options.details ? ["details"] : []) + (options.posters ? ["poster"] : [])).union(FieldList.languageFields)
    }

    /// `--fields` against the keys a ranking of this shape has with these options.
    func checkFields(_ shape: ListShape<RankingRow>) throws {
        try FieldList.check(options.fields, available: shape.selectableKeys(optional: optionalFields))
    }

    /// The filters asked for, a region name resolved through KOBIS's region list.
    func filters(_ service: KobisService) async throws -> RankingFilters {
        let request = FilterRequest(
            region: options.region, nation: options.nation, kind: options.kind, limit: options.limit)
        return try await filters { try await service.filters(request) }
    }

    /// The filters as `resolve` finds them, under a spinner; a region it cannot find is the fault of `--region`.
    func filters(_ resolve: () async throws -> RankingFilters) async throws -> RankingFilters {
        try await option("--region") {
            try await context.spinning(Phrase.say(ko: "KOBIS: 지역 코드", en: "KOBIS: region codes")) { _ in
                try await resolve()
            }
        }
    }

    var style: Style { context.style(network) }

    /// One day's or period's ranking through its use case: the day and filters resolved, the empty rule, the
    /// request and the posters' lookups are the use case's; the presentation (posters streamed on a terminal, the
    /// share message, every format) is this front-end's. With `--posters` on a terminal, the table appears as soon
    /// as the ranking arrives and each poster line follows, in rank order, as its lookup finishes.
    func show(_ asked: some RankingUseCase, _ target: RankingTarget, service: KobisService) async throws -> ExitCode {
        var asked = asked
        let filters = try await self.filters { try await asked.ask.filters(service) }
        asked.ask.resolved = filters
        if network.dryRun { return try context.dryRun(try await asked.plan(service)) }
        let label = Phrase.say(ko: "\(target.label) 순위", en: "\(target.label) ranking")
        let width = context.terminal.width
        let style = self.style
        let context = self.context
        let layout = options.layout
        let streaming = options.posters && !options.details && options.format == .text && context.terminal.stdoutIsTTY
        let ranking: Ranking
        do {
            ranking = try await context.spinning("KOBIS: \(label)") { spinner in
                var events = UseCaseEvents(progress: { state in
                    spinner.update(
                        "KOBIS: \(label) " + Phrase.say(ko: "상세 정보", en: "details") + " \(state.done)/\(state.total)")
                })
                if streaming { events.posters = posterLines(width: width, stop: spinner.stop) }
                return try await asked.run(service, events: events)
            }
        } catch let none as NoRanking {
            return empty(none.description)
        }
        if streaming {
            if let line = ranking.missingPosters { context.note(line) }
            return Reporting.missing(ranking.missing, what: "poster", context: context)
        }
        if options.share {
            let message = ShareText.ranking(ranking.boxOffice, englishTitles: ranking.englishTitles)
            try context.out(DisplayWidth.cutLines(message, to: width))
            if options.copy { Clipboard.copy(message, context: context) }
            return .success
        }
        let answer = RankingAnswers.answer(ranking).selecting(options.fields)
        try context.out(
            Renderer.render(answer, format: options.format, pictures: pictures(answer)) {
                RankingText(answer: answer, width: width, style: style).render(layout: layout)
            })
        if let line = ranking.missingPosters { context.note(line) }
        return Reporting.missing(ranking.missing, what: options.posters ? "poster" : "detail", context: context)
    }

    /// The table as soon as the ranking arrives, then a line per poster as its lookup ends.
    private func posterLines(width: Int?, stop: @escaping () -> Void) -> PosterStream {
        let (context, style, layout) = (self.context, self.style, options.layout)
        var byCode: [String: DailyBoxOfficeEntry] = [:]
        return PosterStream(
            ranking: { ranking in
                stop()
                for entry in ranking.boxOffice.entries where byCode[entry.movieCode] == nil {
                    byCode[entry.movieCode] = entry
                }
                let text = RankingText(answer: RankingAnswers.answer(ranking), width: width, style: style)
                try context.out(text.render(layout: layout) + "\n")
            },
            poster: { code, poster in
                guard let entry = byCode[code] else { return }
                try context.out(RankingText.posterLine(entry, poster, width: width))
            })
    }

    /// A day or period without a ranking: one line, nothing on stdout, and 66, as for a range with none.
    private func empty(_ line: String) -> ExitCode {
        context.error(line)
        return .notFound
    }

    /// Every ranking of a range, written in order as it arrives, with a progress bar on a terminal. With `{date}` in
    /// the `-o` name, each day (or period) goes to a file of its own, each written whole and renamed into place as
    /// it arrives. Days without a ranking are named on stderr; when no day has one, it is 66 (as KOBIS has none).
    func range(
        _ asked: RankingRange, _ targets: [RankingTarget], shape: ListShape<RankingRow>, service: KobisService
    ) async throws -> ExitCode {
        var range = asked
        range.ask.resolved = try await filters { try await range.ask.filters(service) }
        if network.dryRun { return try context.dryRun(try await range.plan(service)) }
        let unit = range.unit
        let said = unit == "periods" ? Phrase.say(ko: "기간", en: "periods") : Phrase.say(ko: "날", en: "days")
        let format = options.format
        let layout = options.layout
        let selection = options.fields
        let style = self.style
        let context = self.context
        let perItem = context.output.names("date")
        let bar = ProgressBar(
            enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth,
            unit: unit)
        defer { bar.finish() }
        var written = 0
        var files: [String] = []
        var page: [ListAnswer<RankingRow>] = []  // a range's one page, with -f html
        let onePage = format == .html && !perItem
        // The frame opens once the run is approved: at the first ranking, or when the run ends before one.
        var opened = perItem || onePage
        let keys = selection ?? shape.selectableKeys(optional: optionalFields)
        // Held back until a ranking with films comes: a range of empty days alone writes nothing on stdout.
        var held: [String] = []
        var shown = false
        func emit(_ text: String, films: Bool) throws {
            guard shown || films else { return held.append(text) }
            if !shown {
                shown = true
                for kept in held { try context.out(kept) }
                held = []
            }
            try context.out(text)
        }
        func open() throws {
            guard !opened else { return }
            opened = true
            try emit(Renderer.frame(format, keys: keys, items: nil), films: false)
        }
        var outcome: RangeOutcome?
        var none: NoRanking?
        do {
            let width = context.terminal.width
            let events = UseCaseEvents(
                progress: bar.update,
                approval: Confirmation.approval(
                    what: Phrase.say(
                        ko: "이 범위",
                        en: "this range"), yes: options.yes, service: service, context: context
                ))
            outcome = try await range.run(service, events: events) { ranking in
                try open()
                let answer = RankingAnswers.answer(ranking).selecting(selection)
                let text = { RankingText(answer: answer, width: width, style: style).render(layout: layout) }
                if onePage {
                    page.append(answer)
                } else if perItem {
                    if !answer.rows.isEmpty {
                        files.append(
                            try RankingPresenter.writeItem(
                                answer, ranking.target, format: format,
                                to: context.output, pictures: pictures(answer), text: text))
                    }
                } else {
                    try emit(
                        Renderer.render(answer, format: format, part: .item(first: written == 0)) {
                            guard answer.rows.isEmpty else { return text() }
                            return style.bold(answer.heading) + "\n" + style.dim(Label.noRanking.text) + "\n"
                        }, films: !answer.rows.isEmpty)
                }
                written += 1
                return true
            }
        } catch let all as NoRanking {
            (outcome, none) = (nil, all)
        } catch let stop as KobisService.RangeStop {
            bar.finish()
            if !perItem && !onePage && shown {
                try? context.out(Renderer.frame(format, keys: [], items: written))
            }
            // A -o file (or a range's one page) is written only when the whole run succeeds.
            let nothing = context.output.isFile || onePage || !shown
            let told =
                perItem
                ? (files.count == 1
                    ? Phrase.say(ko: "앞의 파일 1개는 썼습니다", en: "1 earlier file was written")
                    : Phrase.say(
                        ko: "앞의 파일 \(files.count)개는 썼습니다",
                        en: "\(files.count) earlier files were written"))
                : nothing
                    ? Phrase.say(ko: "아무것도 쓰지 않았습니다", en: "nothing was written")
                    : Phrase.say(ko: "앞의 \(said)은 이미 출력했습니다", en: "earlier \(unit) were written")
            return try Reporting.stop(stop, after: told, context: context)
        } catch let failure as ItemWriteFailure {
            bar.finish()
            context.error(
                Phrase.say(
                    ko: "\(failure.path)에 쓸 수 없어 (\(failure.reason)) 거기서 멈췄습니다. 앞의 파일 "
                        + "\(files.count)개는 "
                        + "썼으니 디스크나 경로를 확인하세요",
                    en: "cannot write \(failure.path) (\(failure.reason)), so the run stopped there: \(files.count) "
                        + "earlier file\(files.count == 1 ? " was" : "s were") written; check the disk or the path"))
            return .ioError
        }
        if onePage, let first = targets.first, let last = targets.last, page.contains(where: { !$0.rows.isEmpty }) {
            let kind = page.first { !$0.rows.isEmpty }?.values["boxOfficeType"]?.stringValue ?? ""
            let heading = "\(Sanitizer.line(kind)) · \(first.label) ~ \(last.label)"
            try context.out(
                RankingPictures.rangePage(
                    page, heading: heading, size: options.pictures.size,
                    theme: options.pictures.theme.palette))
        } else if !perItem && !onePage && outcome != nil {
            try open()
            try emit(Renderer.frame(format, keys: [], items: written), films: true)
        }
        bar.finish()
        let empty = outcome?.empty ?? targets
        if !empty.isEmpty {
            guard outcome != nil, empty.count < targets.count else {
                if let none, none.archived {
                    context.error(
                        none.description
                            + (perItem ? Phrase.say(ko: ". 파일은 쓰지 않았습니다", en: ": no file was written") : ""))
                    return .notFound
                }
                let first = targets[0].label
                let last = targets[targets.count - 1].label
                let span =
                    targets.count == 1
                    ? first
                    : Phrase.say(
                        ko: "\(first) ~ \(last)의 \(said) \(targets.count)개 중 어디에도",
                        en: "any of the \(targets.count) \(unit) from \(first) to \(last)")
                context.error(
                    Phrase.say(
                        ko: "\(service.answerSource.name)에 \(span) 순위가 없습니다",
                        en: "\(service.answerSource.name) has no ranking for \(span)")
                        + (perItem ? Phrase.say(ko: ". 파일은 쓰지 않았습니다", en: ": no file was written") : ""))
                return .notFound
            }
            let shown =
                empty.prefix(5).map(\.label).joined(separator: ", ")
                + (empty.count > 5
                    ? Phrase.say(
                        ko: " 외 \(empty.count - 5)개",
                        en: ", and \(empty.count - 5) more") : "")
            context.note(
                Phrase.say(
                    ko: "\(said) \(targets.count)개 중 \(empty.count)개는 순위가 없습니다 (\(shown))"
                        + (perItem ? ". 그 파일은 없습니다" : ""),
                    en: "\(empty.count) of \(targets.count) \(unit) had no ranking (\(shown))"
                        + (perItem ? ": no file for them" : "")))
        }
        return Reporting.missing(outcome?.missing ?? [], what: "detail", context: context)
    }

    /// A file could not be written for one item of a range.
    struct ItemWriteFailure: Error {
        let path: String
        let reason: String
    }

    /// One item of a range written whole to its own file (the `-o` name filled with its day or period), renamed
    /// into place; returns where it went.
    static func writeItem(
        _ answer: ListAnswer<RankingRow>, _ target: RankingTarget, format: OutputFormat,
        to output: OutputSink, pictures: Pictures, text: () -> String
    ) throws -> String {
        let values: [String: String]
        switch target {
        case .day(let day): values = ["date": day.iso]
        case .period(let period): values = ["date": period.end.iso, "from": period.start.iso, "to": period.end.iso]
        }
        let sink = output.item(values)
        do {
            try sink.write(Renderer.render(answer, format: format, pictures: pictures, text: text))
            try sink.commit()
        } catch OutputError.failed(let path, let reason) {
            sink.discard()
            throw ItemWriteFailure(path: path, reason: reason)
        } catch {
            sink.discard()
            throw error
        }
        return sink.path ?? ""
    }
}
