import Foundation
import KobisKit

/// `--nation`.
enum NationChoice: String, CaseIterable, Sendable {
    case korean, foreign
    var filter: NationFilter { self == .korean ? .korean : .foreign }
    var label: String { self == .korean ? "한국영화" : "외국영화" }
}

/// `--kind` (`multiMovieYn`).
enum KindChoice: String, CaseIterable, Sendable {
    case diversity, commercial
    var filter: FilmCategory { self == .diversity ? .diversity : .commercial }
    var label: String { self == .diversity ? "다양성영화" : "상업영화" }
}

/// The filters in effect, as asked and as resolved (a region name becomes its code).
struct AppliedFilters: Sendable {
    var region: Code?
    var nation: NationChoice?
    var kind: KindChoice?
    var limit: Int?

    var isEmpty: Bool { region == nil && nation == nil && kind == nil && limit == nil }

    var filters: BoxOfficeFilters {
        BoxOfficeFilters(itemsPerPage: limit, category: kind?.filter, nation: nation?.filter, wideAreaCode: region?.code)
    }

    /// Words for the heading: `서울시 · 한국영화 · 다양성영화 · 상위 5`.
    var labels: [String] {
        [region.map { Sanitizer.line($0.name.isEmpty ? $0.code : $0.name) }, nation?.label, kind?.label, limit.map { "상위 \($0)" }]
            .compactMap { $0 }
    }

    var json: JSONValue {
        .object([
            ("region", region.map { .object([("code", .string($0.code)), ("name", .string($0.name))]) } ?? .null),
            ("nation", .optional(nation?.rawValue)),
            ("kind", .optional(kind?.rawValue)),
            ("limit", .optional(limit)),
        ])
    }
}

/// Which ranking a document is: one day, or one weekly period.
enum RankingKind: Sendable {
    case daily
    case weekly(BoxOfficePeriod)
}

/// A ranking ready to print: the model, what produced it, and where it came from.
struct RankingView: Sendable {
    var boxOffice: DailyBoxOffice
    var kind: RankingKind = .daily
    var filters = AppliedFilters()
    var details: [String: MovieDetail]?
    /// Posters by movie code, with `--posters`; a film without one is missing.
    var posters: [String: Poster]?
    var source = "kobis"
    /// When the ranking was fetched and whether the cache answered; omitted from golden files.
    var provenance: (fetchedAt: Date, fromCache: Bool)?

    var heading: String {
        var parts: [String]
        switch kind {
        case .daily:
            parts = [Formatting.heading(boxOffice)]
        case .weekly(let period):
            let range = boxOffice.range ?? period.start...period.end
            let week = Formatting.isoWeek(boxOffice.yearWeek) ?? period.isoWeek
            parts = [Sanitizer.line(boxOffice.boxOfficeType), "\(range.lowerBound.iso) ~ \(range.upperBound.iso)", "\(week.year)년 \(week.week)주"]
        }
        return (parts + filters.labels).joined(separator: " · ")
    }

    func document() -> JSONValue {
        let range: JSONValue = boxOffice.range.map {
            .object([("start", .string($0.lowerBound.iso)), ("end", .string($0.upperBound.iso))])
        } ?? .null
        var members: [(String, JSONValue)]
        switch kind {
        case .daily:
            members = [("type", .string("daily")), ("boxOfficeType", .string(boxOffice.boxOfficeType)),
                       ("date", .string(boxOffice.date.iso)), ("range", range)]
        case .weekly(let period):
            let week = Formatting.isoWeek(boxOffice.yearWeek) ?? period.isoWeek
            members = [("type", .string("weekly")), ("boxOfficeType", .string(boxOffice.boxOfficeType)),
                       ("period", .string(Weekly.periodName(period.kind))), ("date", .string(boxOffice.date.iso)), ("range", range),
                       ("yearWeek", .string(boxOffice.yearWeek ?? String(format: "%04d%02d", week.year, week.week))),
                       ("isoWeek", .string(String(format: "%04d-W%02d", week.year, week.week)))]
        }
        members.append(("filters", filters.json))
        members.append(("source", .string(source)))
        if let provenance {
            members.append(("provenance", .object([("fetchedAt", .string(KoreaTime.iso8601(provenance.fetchedAt))),
                                                   ("fromCache", .bool(provenance.fromCache))])))
        }
        members.append(("count", .int(Int64(boxOffice.entries.count))))
        members.append(("entries", .array(boxOffice.entries.map { RankingTable.json($0, details: details, posters: posters) })))
        return .object(members)
    }

    /// The columns that say which day or period a row belongs to, first in tidy (row-per-rank) output.
    var keyColumns: [(String, FieldValue)] {
        switch kind {
        case .daily: return [("date", .string(boxOffice.date.iso))]
        case .weekly(let period): return [("periodStart", .string(period.start.iso)), ("periodEnd", .string(period.end.iso))]
        }
    }

    static func keyNames(_ kind: RankingKind) -> [String] {
        if case .weekly = kind { return ["periodStart", "periodEnd"] }
        return ["date"]
    }

    static func delimitedHeader(kind: RankingKind, details: Bool, format: OutputFormat) -> String {
        Exporter.delimited(header: keyNames(kind) + RankingTable.header(details: details), rows: [], format: format)
    }

    /// JSON Lines: one object per film, the day (or period) first.
    func jsonl() -> String {
        boxOffice.entries.map { entry in
            guard case .object(let members) = RankingTable.json(entry, details: details, posters: posters) else { return "" }
            return JSONValue.object(keyColumns.map { ($0.0, $0.1.json) } + members).compact() + "\n"
        }.joined()
    }

    /// TSV or CSV rows (no header), the day (or period) first.
    func delimitedRows(_ format: OutputFormat) -> String {
        let rows = boxOffice.entries.map { keyColumns.map(\.1) + RankingTable.cells($0, details: details, posters: posters) }
        return Exporter.delimited(header: [], rows: rows, format: format)
    }

    func render(format: OutputFormat, layout: Layout, width: Int?, style: Style) -> String {
        switch format {
        case .json:
            return document().serialized() + "\n"
        case .jsonl:
            return jsonl()
        case .markdown:
            return Markdown.heading(heading) + "\n" + Markdown.table(RankingTable.textColumns, rows: boxOffice.entries)
        case .tsv, .csv:
            return Exporter.delimited(header: RankingTable.header(details: details != nil, posters: posters != nil),
                                      rows: boxOffice.entries.map { RankingTable.cells($0, details: details, posters: posters) }, format: format)
        case .text:
            guard !boxOffice.entries.isEmpty else { return "" }
            let renderer = DailyRenderer(boxOffice: boxOffice, details: details, width: width, style: style, heading: heading)
            var text = (layout == .grid ? renderer.grid() : renderer.list()).joined(separator: "\n") + "\n"
            if let posters {
                text += "\n" + boxOffice.entries.map { RankingView.posterLine($0, posters[$0.movieCode], width: width) }.joined()
            }
            return text
        }
    }
}

extension RankingView {
    /// `1. 오펜하이머  https://…`, or a dash when there is no poster; the address is never cut.
    static func posterLine(_ entry: DailyBoxOfficeEntry, _ poster: Poster?, width: Int?) -> String {
        let address = poster.map { Sanitizer.line($0.url) } ?? "포스터 없음"
        let head = "\(entry.rank). \(Sanitizer.line(entry.title))"
        let room = (width ?? 100_000) - DisplayWidth.of(address) - 2
        return (room >= 4 ? DisplayWidth.truncate(head, to: room) : head) + "  " + address + "\n"
    }
}

/// What `daily` and `weekly` share: layout, format, details, and the filters.
enum RankingOptions {
    static let layout = Option<Layout>("layout", short: "l", help: "text layout: list (default) or grid (cards)")
    static let format = Option<OutputFormat>("format", short: "f", help: "output format (default text)")
    static let details = Flag("details", help: "add each film's genres, directors, running time and grade")
    static let concurrency = Option<Int>("concurrency", value: "N", help: "detail requests in flight with --details, 1-10 (default 4)",
                                         convert: Convert.integer(1...10))
    static let region = Option<String>("region", value: "NAME|CODE",
                                       help: "a region by name (서울, 경기, 경북) or code (0105001)", convert: Convert.text)
    static let nation = Option<NationChoice>("nation", help: "Korean or foreign films only")
    static let kind = Option<KindChoice>("kind", help: "diversity (다양성) or commercial films only")
    static let limit = Option<Int>("limit", value: "N", help: "the top N films, 1-10", convert: Convert.integer(1...10))
    static let posters = Flag("posters", help: "add each film's poster address from OMDb (needs OMDB_API_KEY)")
    static let share = Flag("share", help: "print a short message with the top 10, for a chat app")
    static let copy = Flag("copy", help: "with --share, also put it on the clipboard (OSC 52)")

    static let all = [AnyOption(layout), AnyOption(format), AnyOption(details), AnyOption(concurrency),
                      AnyOption(region), AnyOption(nation), AnyOption(kind), AnyOption(limit),
                      AnyOption(posters), AnyOption(share), AnyOption(copy)]

    /// The filters asked for, with a region name resolved through KOBIS's region list (cached 30 days).
    static func filters(_ parsed: ParsedArguments, client: Client, usage: String) async throws -> AppliedFilters {
        var applied = AppliedFilters(nation: parsed[nation], kind: parsed[kind], limit: parsed[limit])
        if let text = parsed[region] {
            let codes = try await client.run("KOBIS: region codes") { _ in try await client.manager.fetch(.codes(.region)) }
            applied.region = try resolveRegion(text, in: codes, usage: usage)
        }
        return applied
    }

    /// A region by code, exact name, name prefix (`서울` → 서울시) or short form (`경북` → 경상북도).
    /// None or several is a usage error that lists the candidates.
    static func resolveRegion(_ text: String, in codes: [Code], usage: String) throws -> Code {
        if let code = codes.first(where: { $0.code == text }) { return code }
        if let exact = codes.first(where: { $0.name == text }) { return exact }
        let matches = codes.filter { code in
            let name = Array(code.name), typed = Array(text)
            return code.name.hasPrefix(text) || (typed.count == 2 && name.count == 4 && name[0] == typed[0] && name[2] == typed[1])
        }
        if matches.count == 1 { return matches[0] }
        let shown = String(text.prefix(40))
        if matches.isEmpty {
            let names = codes.map(\.name).joined(separator: ", ")
            throw UsageError(message: "option '--region' knows no region '\(shown)': use one of \(names)", usage: usage)
        }
        let names = matches.map { "\($0.name) (\($0.code))" }.joined(separator: ", ")
        throw UsageError(message: "option '--region' '\(shown)' matches more than one region: \(names)", usage: usage)
    }

    /// Fetches `endpoint` and, with `--details`, every film's detail. Returns the view and the details that failed.
    static func load(_ endpoint: Endpoint<DailyBoxOffice>, label: String, parsed: ParsedArguments, client: Client)
        async throws -> (view: RankingView, failures: [(code: String, error: KobisError)]) {
        let concurrency = parsed[RankingOptions.concurrency] ?? 4
        return try await client.run("KOBIS: \(label)") { spinner in
            let fetched = try await client.manager.fetchWithProvenance(endpoint)
            var view = RankingView(boxOffice: fetched.value, source: client.isSample ? "sample" : "kobis",
                                   provenance: (fetched.fetchedAt, fetched.fromCache))
            guard parsed[details] || parsed[posters] else { return (view, []) }
            if parsed[posters] {
                let (details, found, failures) = try await lookUpPosters(fetched.value, client: client, concurrency: concurrency)
                if parsed[RankingOptions.details] { view.details = details }
                view.posters = found
                return (view, failures)
            }
            let result = try await client.manager.details(for: fetched.value.entries.map(\.movieCode), concurrency: concurrency) { done, total in
                spinner.update("KOBIS: \(label) details \(done)/\(total)")
            }
            view.details = result.details
            return (view, result.failures)
        }
    }

    /// Fetches and prints a ranking. With `--posters` on a terminal, the table appears as soon as the ranking
    /// arrives and each poster line follows, in rank order, as its lookup finishes.
    static func show(_ endpoint: Endpoint<DailyBoxOffice>, kind: RankingKind, label: String, filters: AppliedFilters,
                     parsed: ParsedArguments, client: Client, context: Context, emptyNote: String) async throws -> ExitCode {
        let streaming = parsed[posters] && !parsed[details] && (parsed[format] ?? .text) == .text && context.terminal.stdoutIsTTY
        guard streaming else {
            var (view, failures) = try await load(endpoint, label: label, parsed: parsed, client: client)
            view.kind = kind
            view.filters = filters
            return try finish(view, failures: failures, parsed: parsed, context: context, emptyNote: emptyNote)
        }
        _ = try client.requirePosters()
        let fetched = try await client.run("KOBIS: \(label)") { _ in try await client.manager.fetchWithProvenance(endpoint) }
        var view = RankingView(boxOffice: fetched.value, kind: kind, filters: filters, source: "kobis", provenance: (fetched.fetchedAt, fetched.fromCache))
        if view.boxOffice.entries.isEmpty { context.note(emptyNote) }
        let style = Style(enabled: context.terminal.useColor(parsed[CommonOptions.color] ?? .auto))
        try context.out(view.render(format: .text, layout: parsed[layout] ?? .list, width: context.terminal.width, style: style) + "\n")
        view.posters = [:]
        let byCode = Dictionary(view.boxOffice.entries.map { ($0.movieCode, $0) }, uniquingKeysWith: { first, _ in first })
        let width = context.terminal.width
        let (_, _, failures) = try await lookUpPosters(view.boxOffice, client: client, concurrency: parsed[concurrency] ?? 4) { code, poster in
            if let entry = byCode[code] { try context.out(RankingView.posterLine(entry, poster, width: width)) }
        }
        return reportMissing(failures, what: "poster", context: context)
    }

    /// Each film's detail and then its poster, pipelined with at most `concurrency` films in flight.
    /// `onEach` hears each film in rank order as soon as it and every film before it are done.
    static func lookUpPosters(_ ranking: DailyBoxOffice, client: Client, concurrency: Int, onEach: ((String, Poster?) throws -> Void)? = nil)
        async throws -> ([String: MovieDetail], [String: Poster], [(code: String, error: KobisError)]) {
        let finder = try client.requirePosters()
        let manager = client.manager
        var codes: [String] = []
        for entry in ranking.entries where !codes.contains(entry.movieCode) { codes.append(entry.movieCode) }
        var details: [String: MovieDetail] = [:], posters: [String: Poster] = [:]
        var failures: [(code: String, error: KobisError)] = []
        try await RangeFetcher<String, (MovieDetail?, Poster?, KobisError?)>(jobs: concurrency).run(codes, fetch: { code in
            do {
                let movie = try await manager.movie(code: code)
                return ((movie, try await finder.poster(for: movie), nil), false)
            } catch let error as KobisError {
                switch error {
                case .omdbKeyRejected, .omdbLimitReached, .invalidKey, .quotaExceeded, .localQuotaReached: throw error
                default: return ((nil, nil, error), false)
                }
            }
        }, deliver: { code, result in
            if let detail = result.0 { details[code] = detail }
            if let poster = result.1 { posters[code] = poster }
            if let error = result.2 { failures.append((code, error)) }
            try onEach?(code, result.1)
            return true
        })
        return (details, posters, failures)
    }

    static func validate(_ parsed: ParsedArguments, usage: String) throws {
        if parsed[concurrency] != nil && !parsed[details] && !parsed[posters] {
            throw UsageError(message: "option '--concurrency' goes with --details or --posters", usage: usage)
        }
        if parsed[copy] && !parsed[share] { throw UsageError(message: "option '--copy' goes with --share", usage: usage) }
        if parsed[share] && (parsed[posters] || parsed[details] || parsed[format] != nil) {
            throw UsageError(message: "--share prints its own message: drop --details, --posters and --format", usage: usage)
        }
        if parsed[CommonOptions.demo] && (parsed[region] != nil || parsed[nation] != nil || parsed[kind] != nil || parsed[limit] != nil) {
            throw UsageError(message: "the sample has no filtered rankings: drop --region, --nation, --kind and --limit, or --demo", usage: usage)
        }
    }

    /// Prints the view; one line names the films whose detail is missing, and the exit code is that failure's, never 0.
    static func finish(_ view: RankingView, failures: [(code: String, error: KobisError)], parsed: ParsedArguments,
                       context: Context, emptyNote: String) throws -> ExitCode {
        if view.boxOffice.entries.isEmpty { context.note(emptyNote) }
        if parsed[share] {
            try Share.requireTerminalForCopy(parsed[copy], context: context, usage: "usage: boxoffice daily --share [--copy]")
            let message = Share.text(view.boxOffice)
            try context.out(message)
            if parsed[copy] { Share.copyToClipboard(message, context: context) }
            return .success
        }
        try context.out(view.render(format: parsed[format] ?? .text, layout: parsed[layout] ?? .list, width: context.terminal.width,
                                    style: Style(enabled: context.terminal.useColor(parsed[CommonOptions.color] ?? .auto))))
        return reportMissing(failures, what: parsed[posters] ? "poster" : "detail", context: context)
    }

    /// One line naming the films whose detail (or poster) is missing; the exit code is the first failure's, never 0.
    static func reportMissing(_ failures: [(code: String, error: KobisError)], what: String, context: Context) -> ExitCode {
        guard let first = failures.first else { return .success }
        let codes = failures.map(\.code).joined(separator: ", ")
        context.error("no \(what) for \(failures.count) film\(failures.count == 1 ? "" : "s") (\(codes)): \(Advice.line(for: first.error))")
        return ExitCode(for: first.error)
    }

    /// One line naming the day or period a run stopped at; that failure's exit code.
    static func reportStop(_ error: Error, at label: String, after written: String, context: Context) throws -> ExitCode {
        guard let error = error as? KobisError else { throw error }
        context.error("\(label) failed, so the run stopped there (\(written)): \(Advice.line(for: error))")
        return ExitCode(for: error)
    }
}
