/// The options the command line and the MCP tools share, each declared once: name, help, type, range and
/// default. The command line's parser, help, completions and man page, and every MCP input schema, read these.
public enum Declared {
    public static let date = OptionDeclaration<DateArgument>(
        OptionSpec(
            "date", short: "d", value: "DATE", help: "the day: \(KobisDate.typedForms) (default: yesterday in Korea)"),
        parse: DateArgument.parse)
    public static let from = OptionDeclaration<DateArgument>(
        OptionSpec("from", value: "DATE", help: "the first day of a range (with {to}; default {to} is yesterday)"),
        parse: DateArgument.parse)
    public static let to = OptionDeclaration<DateArgument>(
        OptionSpec("to", value: "DATE", help: "the last day of a range, not after yesterday in Korea"),
        parse: DateArgument.parse)
    public static let jobs = OptionDeclaration<Int>(
        OptionSpec(
            "jobs", short: "j", value: "N", help: "requests in flight, 1-8 (default 4)", range: 1...8, defaultText: "4"),
        default: 4, json: .integer, parse: Convert.integer(1...8))
    /// The short names of KOBIS's regions, as `--region` takes them: completions offer these.
    public static let regionNames = [
        "서울", "경기", "강원", "충북", "충남", "경북", "경남", "전북", "전남", "제주", "부산", "대구", "대전", "울산", "인천",
        "광주", "세종",
    ]
    public static let region = OptionDeclaration<String>(
        OptionSpec(
            "region", value: "NAME|CODE", help: "a region: 서울, 경북, Seoul … or a code (0105001)",
            suggestions: regionNames),
        parse: Convert.text)
    public static let nation = OptionDeclaration<NationChoice>(
        OptionSpec(
            "nation", value: "NATION", choices: NationChoice.allCases.map(\.rawValue),
            help: "Korean or foreign films only"),
        parse: Convert.choice(NationChoice.allCases))
    public static let kind = OptionDeclaration<KindChoice>(
        OptionSpec(
            "kind", value: "KIND", choices: KindChoice.allCases.map(\.rawValue),
            help: "diversity (다양성) or commercial films only"),
        parse: Convert.choice(KindChoice.allCases))
    public static let limit = OptionDeclaration<Int>(
        OptionSpec("limit", value: "N", help: "the top N films, 1-10", range: 1...10), json: .integer,
        parse: Convert.integer(1...10))
    public static let details = OptionDeclaration<Bool>(
        OptionSpec("details", help: "add genres, directors, running time and grade", kind: .flag, defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)
    /// A film's poster from OMDb: `movie --poster` (with its alias `--posters`) and `movie_info`'s `poster`.
    public static let poster = OptionDeclaration<Bool>(
        OptionSpec("poster", help: "add the poster address and IMDb id from OMDb", kind: .flag, defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)
    public static let period = OptionDeclaration<PeriodChoice>(
        OptionSpec(
            "period", short: "p", value: "PERIOD", choices: PeriodChoice.allCases.map(\.rawValue),
            help: "week (Mon-Sun), weekend (Fri-Sun, default) or weekdays (Mon-Thu)", defaultText: "weekend"),
        default: .weekend, parse: Convert.choice(PeriodChoice.allCases))
    public static let metric = OptionDeclaration<TrendMetric>(
        OptionSpec(
            "metric", short: "m", value: "METRIC", choices: TrendMetric.allCases.map(\.rawValue),
            help: "what to draw: audience (default), sales, screens, shows or rank", defaultText: "audience"),
        default: .audience, parse: Convert.choice(TrendMetric.allCases))
    public static let cumulative = OptionDeclaration<Bool>(
        OptionSpec(
            "cumulative", help: "the running total (audiAcc, salesAcc) instead; audience and sales only", kind: .flag,
            defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)
    public static let page = OptionDeclaration<Int>(
        OptionSpec(
            "page", value: "N", help: "the page to show, from 1 (default 1)", range: 1...1_000_000, defaultText: "1"),
        default: 1, json: .integer, parse: Convert.integer(1...1_000_000))
    public static let perPage = OptionDeclaration<Int>(
        OptionSpec(
            "per-page", value: "N", help: "rows per page, 1-100 (default 10)", range: 1...100, defaultText: "10"),
        default: 10, json: .integer, parse: Convert.integer(1...100))
    public static let fields = OptionDeclaration<[String]>(
        OptionSpec(
            "fields", value: "KEYS",
            help: "only these keys, in this order, for json, jsonl, csv, tsv and markdown "
                + "(JSON key names, comma-separated)"),
        parse: Convert.keys)
    public static let days = OptionDeclaration<Int>(
        OptionSpec(
            "days", value: "N", help: "how far ahead, 1-366 days (default 60)", range: 1...366, defaultText: "60"),
        default: 60, json: .integer, parse: Convert.integer(1...366))
    public static let director = OptionDeclaration<String>(
        OptionSpec("director", value: "NAME", help: "part of a director's name"), parse: Convert.text)
    public static let year = OptionDeclaration<ClosedRange<Int>>(
        OptionSpec("year", value: "Y[-Y]", help: "production year, or a span such as 2015-2019"), parse: Convert.years)
    public static let released = OptionDeclaration<ClosedRange<Int>>(
        OptionSpec("released", value: "Y[-Y]", help: "release year, or a span"), parse: Convert.years)
    public static let stars = OptionDeclaration<Int>(
        OptionSpec("stars", short: "s", value: "1..5", help: "your rating, 1 to 5 stars", range: 1...5, required: true),
        json: .integer,
        parse: Convert.integer(1...5))
    public static let text = OptionDeclaration<String>(
        OptionSpec("text", short: "t", value: "TEXT", help: "the note"), parse: Convert.raw)
    public static let detail = OptionDeclaration<DetailChoice>(
        OptionSpec(
            "detail", value: "DETAIL", choices: DetailChoice.allCases.map(\.rawValue),
            help:
                "brief (default: titles, year, running time, genres, nations, directors, the first 10 actors, the grade, "
                + "companies by role, staff counted by role) or full (everything KOBIS has, all staff included)",
            defaultText: "brief"),
        default: .brief, parse: Convert.choice(DetailChoice.allCases))

    public static let calendarYear = OptionDeclaration<Int>(
        OptionSpec(
            "year", value: "YYYY", help: "a calendar year, 2003 or later (up to yesterday in Korea for this year)",
            range: 2003...2100),
        json: .integer, parse: Convert.integer(2003...2100))
    public static let month = OptionDeclaration<CalendarMonth>(
        OptionSpec("month", value: "YYYY-MM", help: "a calendar month, such as 2023-08"), parse: CalendarMonth.parse)
    public static let topLimit = OptionDeclaration<Int>(
        OptionSpec(
            "limit", short: "n", value: "N", help: "how many films, 1-100 (default 10)", range: 1...100,
            defaultText: "10"),
        default: 10, json: .integer, parse: Convert.integer(1...100))
    public static let allTime = OptionDeclaration<Bool>(
        OptionSpec(
            "all-time", help: "every day the archive holds (boxoffice sync fills it): no request", kind: .flag,
            defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)
    public static let recordsKind = OptionDeclaration<RecordsKind>(
        OptionSpec(
            "kind", value: "KIND", choices: RecordsKind.allCases.map(\.rawValue),
            help: "which records (default opening)",
            defaultText: "opening"),
        default: .opening, parse: Convert.choice(RecordsKind.allCases))
    public static let weekly = OptionDeclaration<Bool>(
        OptionSpec(
            "weekly", help: "the weekly rankings (with {period}) instead of the daily ones: fewer requests",
            kind: .flag,
            defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)
    public static let alignment = OptionDeclaration<TrendAlignment>(
        OptionSpec(
            "by", value: "ALIGN", choices: TrendAlignment.allCases.map(\.rawValue),
            help: "films side by side: by day since release (D+1, D+2 …, default) or by date", defaultText: "release"),
        default: .release, parse: Convert.choice(TrendAlignment.allCases))
    /// Up to five films for a side-by-side trend, each a code or a name (the MCP tools' list).
    public static let movies = OptionDeclaration<[String]>(
        OptionSpec(
            "movies", help: "up to 5 films side by side, each a KOBIS code or a title", range: 1...FilmTrend.most),
        json: .list,
        parse: { text in
            let films = text.split(
                separator: OptionDeclaration<[String]>.listSeparator, omittingEmptySubsequences: false
            )
            .map { $0.trimmingCharacters(in: .whitespaces) }
            guard !films.contains(where: \.isEmpty) else {
                throw ConversionError(
                    Phrase.say(
                        ko: "빈 영화가 있습니다",
                        en: "holds an empty film"))
            }
            guard films.count <= FilmTrend.most else {
                throw ConversionError(
                    Phrase.say(
                        ko: "영화는 \(FilmTrend.most)편까지입니다 (준 것은 \(films.count)편)",
                        en: "takes at most \(FilmTrend.most) films, not \(films.count)"))
            }
            return films
        })

    public static let lang = OptionDeclaration<Language>(
        OptionSpec(
            "lang", value: "LANG", choices: Language.allCases.map(\.rawValue),
            help: "labels, titles and messages: ko (default) or en"),
        parse: Convert.choice(Language.allCases))

    /// A film, person or company by code or name: the positional argument of the commands, the tools' argument.
    public static func record(_ kind: RecordKind) -> OptionDeclaration<String> {
        let what = kind == .movie ? "film's" : kind == .person ? "person's" : "company's"
        // Each kind's own code as the example: 광해, 봉준호, 조이앤컨텐츠그룹.
        let example = kind == .movie ? "20124079" : kind == .person ? "10031641" : "20122497"
        return OptionDeclaration(
            OptionSpec(
                kind.rawValue, help: "a \(what) KOBIS code (8 letters or digits, such as \(example)) or its name",
                kind: .positional(required: true)), parse: Convert.raw)
    }
}

/// `--nation`.
public enum NationChoice: String, CaseIterable, Sendable {
    case korean, foreign
    public var filter: NationFilter { self == .korean ? .korean : .foreign }
}

/// `--kind` (`multiMovieYn`).
public enum KindChoice: String, CaseIterable, Sendable {
    case diversity, commercial
    public var filter: FilmCategory { self == .diversity ? .diversity : .commercial }
}

/// `--period` of a weekly ranking.
public enum PeriodChoice: String, CaseIterable, Sendable {
    case week, weekend, weekdays
    public var kind: WeekKind {
        switch self {
        case .week: return .week
        case .weekend: return .weekend
        case .weekdays: return .weekdays
        }
    }
}

/// How much of a film `movie_info` returns.
public enum DetailChoice: String, CaseIterable, Sendable {
    case brief, full
}
