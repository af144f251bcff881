import Foundation
import KobisKit

extension RankingFilters {
    /// Words for the heading: `서울시 · 한국영화 · 다양성영화 · 상위 5`.
    var labels: [String] {
        [region.map { Sanitizer.line($0.name.isEmpty ? $0.code : $0.name) }, nation.map { $0 == .korean ? "한국영화" : "외국영화" },
         category.map { $0 == .diversity ? "다양성영화" : "상업영화" }, limit.map { "상위 \($0)" }].compactMap { $0 }
    }

    var json: JSONValue {
        .object([
            ("region", region.map { .object([("code", .string($0.code)), ("name", .string($0.name))]) } ?? .null),
            ("nation", .optional(nation.map { $0 == .korean ? "korean" : "foreign" })),
            ("kind", .optional(category.map { $0 == .diversity ? "diversity" : "commercial" })),
            ("limit", .optional(limit)),
        ])
    }
}

/// Which ranking a document is: one day, or one weekly period.
enum RankingKind: Sendable {
    case daily
    case weekly(BoxOfficePeriod)

    init(_ target: RankingTarget) {
        switch target {
        case .day: self = .daily
        case .period(let period): self = .weekly(period)
        }
    }
}

/// A ranking ready to print: the model, what produced it, and where it came from.
struct RankingView: Sendable {
    var boxOffice: DailyBoxOffice
    var kind: RankingKind = .daily
    var filters = RankingFilters()
    var details: [String: MovieDetail]?
    /// Posters by movie code, with `--posters`; a film without one is missing.
    var posters: [String: Poster]?
    var source = "kobis"
    /// When the ranking was fetched and whether the cache answered; omitted from golden files.
    var provenance: (fetchedAt: Date, fromCache: Bool)?
    /// `--fields`: the row keys to keep, in this order (json, jsonl, csv, tsv, markdown).
    var selection: [String]?

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
                       ("period", .string(period.kind.name)), ("date", .string(boxOffice.date.iso)), ("range", range),
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
        if let selection {
            members.append(("entries", .array(boxOffice.entries.map { entry in .object(select(entry, selection).map { ($0.0, $0.1.json) }) })))
        } else {
            members.append(("entries", .array(boxOffice.entries.map { RankingTable.json($0, details: details, posters: posters) })))
        }
        return .object(members)
    }

    /// Every column a row has here, the day (or period) first: the keys `--fields` chooses from.
    var availableFields: [String] {
        RankingView.keyNames(kind) + RankingTable.header(details: details != nil, posters: posters != nil)
    }

    /// A row as flat columns, the day (or period) first.
    func row(_ entry: DailyBoxOfficeEntry) -> [(String, FieldValue)] {
        Array(zip(availableFields, keyColumns.map(\.1) + RankingTable.cells(entry, details: details, posters: posters)))
    }

    private func select(_ entry: DailyBoxOfficeEntry, _ keys: [String]) -> [(String, FieldValue)] {
        let columns = Dictionary(row(entry), uniquingKeysWith: { first, _ in first })
        return keys.map { ($0, columns[$0] ?? .null) }
    }

    /// The header and cells of the delimited forms: every column, or the selected ones.
    private var header: [String] { selection ?? availableFields }

    private func cells(_ entry: DailyBoxOfficeEntry) -> [FieldValue] {
        selection.map { select(entry, $0).map(\.1) } ?? row(entry).map(\.1)
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

    static func delimitedHeader(kind: RankingKind, details: Bool, selection: [String]?, format: OutputFormat) -> String {
        Exporter.delimited(header: selection ?? keyNames(kind) + RankingTable.header(details: details), rows: [], format: format)
    }

    /// JSON Lines: one object per film, the day (or period) first.
    func jsonl() -> String {
        boxOffice.entries.map { entry in
            if let selection { return JSONValue.object(select(entry, selection).map { ($0.0, $0.1.json) }).compact() + "\n" }
            guard case .object(let members) = RankingTable.json(entry, details: details, posters: posters) else { return "" }
            return JSONValue.object(keyColumns.map { ($0.0, $0.1.json) } + members).compact() + "\n"
        }.joined()
    }

    /// TSV or CSV rows (no header), the day (or period) first.
    func delimitedRows(_ format: OutputFormat) -> String {
        Exporter.delimited(header: [], rows: boxOffice.entries.map(cells), format: format)
    }

    func render(format: OutputFormat, layout: Layout, width: Int?, style: Style) -> String {
        switch format {
        case .json:
            return document().serialized() + "\n"
        case .jsonl:
            return jsonl()
        case .markdown:
            if let selection {
                return Markdown.heading(heading) + "\n" + Markdown.table(header: selection, rows: boxOffice.entries.map { cells($0).map(\.cell) })
            }
            return Markdown.heading(heading) + "\n" + Markdown.table(RankingTable.textColumns, rows: boxOffice.entries)
        case .tsv, .csv:
            return Exporter.delimited(header: header, rows: boxOffice.entries.map(cells), format: format)
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
    /// The view of a ranking the service returned, with where it came from.
    init(_ ranking: Ranking) {
        self.init(boxOffice: ranking.boxOffice, kind: RankingKind(ranking.target), filters: ranking.filters, details: ranking.details,
                  posters: ranking.posters, source: ranking.source, provenance: (ranking.fetchedAt, ranking.fromCache))
    }

    /// `1. 오펜하이머  https://…`, or a dash when there is no poster; the address is never cut.
    static func posterLine(_ entry: DailyBoxOfficeEntry, _ poster: Poster?, width: Int?) -> String {
        let address = poster.map { Sanitizer.line($0.url) } ?? "포스터 없음"
        let head = "\(entry.rank). \(Sanitizer.line(entry.title))"
        let room = (width ?? 100_000) - DisplayWidth.of(address) - 2
        return (room >= 4 ? DisplayWidth.truncate(head, to: room) : head) + "  " + address + "\n"
    }
}
