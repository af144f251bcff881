import KobisKit

/// A range too long for one message, in a few kilobytes: the period's top films by the audience of their ranked
/// days, each day's number one in runs of days, the totals of the ranked films, and one sentence on how to get the
/// rest. `box_office_range` answers with it when the whole range would pass ``MCPBound/messageLimit``.
struct MCPRangeSummary {
    /// A film's figures over the range: summed over the days (or periods) it was ranked.
    struct Film {
        let code: String
        let title: String
        let english: String?
        var audience: Int64 = 0
        var sales: Int64 = 0
        var ranked = 0
        var bestRank = Int.max
    }

    /// The same number one on consecutive days (or periods).
    struct Run {
        let first: RankingTarget
        var last: RankingTarget
        var count: Int
        let code: String
        let title: String
        let english: String?
    }

    /// How many films the summary lists.
    static let topFilms = 10

    private(set) var count = 0
    private(set) var films: [String: Film] = [:]
    private(set) var runs: [Run] = []
    private var broken = true
    private(set) var audience: Int64 = 0
    private(set) var sales: Int64 = 0

    /// Adds one ranking; they come in date order.
    mutating func add(_ ranking: Ranking) {
        count += 1
        let entries = ranking.boxOffice.entries
        for entry in entries {
            let english = ranking.englishTitles?[entry.movieCode]
            var film =
                films[entry.movieCode] ?? Film(code: entry.movieCode, title: entry.title, english: english)
            film.audience += entry.audience ?? 0
            film.sales += entry.sales ?? 0
            film.ranked += 1
            film.bestRank = min(film.bestRank, entry.rank)
            films[entry.movieCode] = film
            audience += entry.audience ?? 0
            sales += entry.sales ?? 0
        }
        guard let top = entries.min(by: { $0.rank < $1.rank }) else {
            broken = true
            return
        }
        if !broken, let last = runs.last, last.code == top.movieCode {
            runs[runs.count - 1].last = ranking.target
            runs[runs.count - 1].count += 1
        } else {
            runs.append(
                Run(
                    first: ranking.target, last: ranking.target, count: 1, code: top.movieCode, title: top.title,
                    english: ranking.englishTitles?[top.movieCode]))
        }
        broken = false
    }

    static func start(_ target: RankingTarget) -> String {
        switch target {
        case .day(let day): return day.iso
        case .period(let period): return period.start.iso
        }
    }

    static func end(_ target: RankingTarget) -> String {
        switch target {
        case .day(let day): return day.iso
        case .period(let period): return period.end.iso
        }
    }

    static func titled(_ code: String, _ title: String, _ english: String?) -> [(String, JSONValue)] {
        [("movieCode", .string(code)), ("title", .string(title))] + (english.map { [("titleEn", .string($0))] } ?? [])
    }

    /// The summary document; `wholeBytes` is the size of the whole range's answer, for the sentence.
    func document(unit: String, from: KobisDate, to: KobisDate, wholeBytes: Int) -> JSONValue {
        let top = films.values.sorted { ($0.audience, $1.code) > ($1.audience, $0.code) }.prefix(Self.topFilms)
        let fit = max(1, count * MCPBound.messageLimit / max(1, wholeBytes))
        let more = Phrase.say(
            ko: "순위 전체는 \(wholeBytes / 1024) KB이니 날짜(from/to, 한 번에 약 \(fit)개)나 키(fields)를 줄이거나, "
                + "영화를 더 보려면 top_movies, 모두 받으려면 full=true를 주세요.",
            en: "Every ranking is \(wholeBytes / 1024) KB: ask for fewer dates (from/to, about \(fit) \(unit) fit), "
                + "fewer keys (fields), top_movies for more films, or full=true for all.")
        return .object([
            ("type", .string("rangeSummary")), ("unit", .string(unit)), ("from", .string(from.iso)),
            ("to", .string(to.iso)), ("count", .int(Int64(count))),
            ("totals", .object([("audience", .int(audience)), ("sales", .int(sales))])),
            (
                "topMovies",
                .array(
                    top.map { film in
                        .object(
                            Self.titled(film.code, film.title, film.english) + [
                                ("audience", .int(film.audience)), ("sales", .int(film.sales)),
                                ("ranked", .int(Int64(film.ranked))), ("bestRank", .int(Int64(film.bestRank))),
                            ])
                    })
            ),
            (
                "numberOnes",
                .array(
                    runs.map { run in
                        .object(
                            [("from", .string(Self.start(run.first))), ("to", .string(Self.end(run.last)))]
                                + [("days", .int(Int64(run.count)))] + Self.titled(run.code, run.title, run.english))
                    })
            ),
            ("more", .string(more)),
        ])
    }

    /// The range tool's output: the whole range (`range`) or this summary (`rangeSummary`).
    static func schema(depth: Int) -> JSONValue {
        let titled: [FieldType.Property] = [
            .init("movieCode", .string), .init("title", .string), .init("titleEn", .string, required: false),
        ]
        return FieldType.objectSchema(
            [
                .init("type", .choice(["range", "rangeSummary"])), .init("unit", .choice(["days", "periods"])),
                .init("count", .integer),
                .init("items", .array(.document(RankingAnswers.schema(depth: depth))), required: false),
                .init("from", .date, required: false), .init("to", .date, required: false),
                .init("totals", .object([.init("audience", .integer), .init("sales", .integer)]), required: false),
                .init(
                    "topMovies",
                    .array(
                        .object(
                            titled + [
                                .init("audience", .integer), .init("sales", .integer), .init("ranked", .integer),
                                .init("bestRank", .integer),
                            ])), required: false),
                .init(
                    "numberOnes",
                    .array(.object([.init("from", .date), .init("to", .date), .init("days", .integer)] + titled)),
                    required: false),
                .init("more", .string, required: false),
            ], depth: depth)
    }
}
