import Foundation
import KobisKit

/// The tools: each builds a use case's request from its arguments, calls it, and returns the answer's document.
/// Input schemas come from the option declarations, output schemas from the answers' field tables.
enum MCPTools {
    /// A call that would send more requests than this is refused unless it says `confirm: true`: the command
    /// line's limit before it asks (or wants `--yes`).
    static let requestLimit = 100
    /// How deep output schemas type objects' members: the document, its rows, and their fields.
    static let depth = 2

    /// `fields` against the answer's keys, then the answer with only those; without `fields`, `essential` keys
    /// (those present) or everything.
    static func select<A: Answer>(
        _ answer: A, _ arguments: MCPArguments, essential: [String]? = nil
    ) throws -> JSONValue {
        guard let keys = try arguments.optional(Declared.fields) else {
            guard let essential else { return answer.document }
            return answer.selecting(essential.filter(answer.documentKeys.contains)).document
        }
        let unknown = keys.filter { !answer.documentKeys.contains($0) }
        guard unknown.isEmpty else {
            throw ToolArgumentError(
                Phrase.say(
                    ko: "'fields'에 없는 키입니다: \(unknown.map { "'\($0.prefix(30))'" }.joined(separator: ", ")). "
                        + "\(answer.documentKeys.joined(separator: ", ")) 중에서 고르세요",
                    en: "'fields' has no key \(unknown.map { "'\($0.prefix(30))'" }.joined(separator: ", ")): "
                        + "use \(answer.documentKeys.joined(separator: ", "))"))
        }
        return answer.selecting(keys).document
    }

    /// The row keys of a ranking without `fields`: what fans quote. The rest (sales, shows, changes, shares) is
    /// one `fields` away.
    static let briefKeys = [
        "rank", "rankChange", "new", "movieCode", "title", "titleEn", "openDate", "audience", "audienceTotal",
        "screens", "details",
    ]

    /// A ranking: with `fields`, the document with those row keys; without, the brief form, which leaves out what
    /// the call already says (the kind's name, a day's range, filters not given, provenance) and `isNew` when false.
    static func brief(_ answer: ListAnswer<RankingRow>, _ arguments: MCPArguments) throws -> JSONValue {
        let document = try select(answer, arguments, essential: briefKeys)
        guard try arguments.optional(Declared.fields) == nil, var members = document.members else { return document }
        let daily = document["type"]?.stringValue == "daily"
        members.removeAll { key, value in
            switch key {
            case "boxOfficeType", "provenance": return true
            case "range": return daily
            case "filters": return (value.members ?? []).allSatisfy { $0.1.isNull }
            default: return false
            }
        }
        if let index = members.firstIndex(where: { $0.0 == "entries" }), case .array(let rows) = members[index].1 {
            members[index].1 = .array(
                rows.map { row in .object((row.members ?? []).filter { !($0.0 == "new" && $0.1 == .bool(false)) }) })
        }
        return .object(members)
    }

    /// A ranking's schema for both forms: the keys the brief form may leave out are not required.
    /// One ranking's brief document: a detail that failed is the call's error, as the command line names it.
    static func ranking(
        _ asked: some RankingUseCase, _ service: KobisService, _ call: MCPCall, _ arguments: MCPArguments,
        what: String
    ) async throws -> JSONValue {
        let ranking = try await asked.run(service, events: call.events(what, unit: "films", narrow: ""))
        if let line = Missing.line(ranking.missing, what: "detail", advice: MCPAdvice.line(for:)) {
            throw ToolArgumentError(line)
        }
        return try brief(RankingAnswers.answer(ranking), arguments)
    }

    static func briefSchema(_ schema: JSONValue) -> JSONValue {
        guard var members = schema.members, let index = members.firstIndex(where: { $0.0 == "required" }),
            case .array(let required) = members[index].1
        else { return schema }
        let omitted = ["boxOfficeType", "range", "filters", "provenance"]
        members[index].1 = .array(required.filter { !omitted.contains($0.stringValue ?? "") })
        return .object(members)
    }

    /// `confirm: true` lets a call send more than ``requestLimit`` requests.
    static let confirmation = OptionDeclaration<Bool>(
        OptionSpec(
            "confirm", help: "true: send more than \(requestLimit) requests (the refusal says how many)", kind: .flag,
            defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)
    static let confirm = MCPParameter(confirmation, description: "")

    /// Refuses, before anything is sent, a run that would send more than ``requestLimit`` requests (those the cache
    /// and the archive cannot answer), saying how many and what answers without them; `confirmed` lets it go.
    static func approval(_ what: String, narrow: String, confirmed: Bool) -> RunApproval {
        RunApproval(above: confirmed ? .max : requestLimit) { requests in
            guard confirmed || requests <= requestLimit else {
                let here = narrow.isEmpty ? "" : Phrase.say(ko: " (여기서는: \(narrow))", en: " (here: \(narrow))")
                throw ToolArgumentError(
                    Phrase.say(
                        ko: "\(what): 요청 \(requests)건을 보냅니다 (\(requestLimit)건 넘음). 아카이브(boxoffice sync)나 "
                            + "더 짧은 기간\(here)은 요청 없이 답합니다. 보내려면 confirm=true를 주세요",
                        en: "\(what) would send \(requests) requests (more than \(requestLimit)): the archive "
                            + "(boxoffice sync) or a shorter period\(here) answers without them; "
                            + "confirm=true sends them"))
            }
        }
    }

    /// `lang`, `fields` and `full` mean the same in every tool: the server's instructions say it once.
    static let lang = MCPParameter(Declared.lang, description: "")
    static let fields = MCPParameter(Declared.fields, description: "")
    static let full = MCPParameter(MCPBound.full, description: "")
    static let film = "code or title"
    static let day = "yyyy-mm-dd"
    static let weekly = "weekly rankings instead (fewer requests)"
    /// A page of a search: its schema says the range and the default.
    static let paged = ["page": "", "per_page": ""]

    /// Whether `lang` asks for English titles.
    static func english(_ arguments: MCPArguments) throws -> Bool { try arguments.optional(Declared.lang) == .en }

    /// In the order assistants most often need them, so a client's first page of `tools/list` holds those.
    static let all: [MCPTool] = [
        MCPTool(
            DailyRanking.self, name: "daily_box_office", title: "Daily box office",
            description:
                "A day's top 10 in Korea: rank, title, opening, audience and total, screens; fields adds sales, shows, "
                + "changes, shares.",
            described: ["date": "yyyy-mm-dd, yesterday or -N (default yesterday)"], extra: [lang, fields],
            output: briefSchema(RankingAnswers.daily.schema(partialRows: true, depth: depth))
        ) { asked, service, call, arguments in
            try await ranking(asked, service, call, arguments, what: Phrase.say(ko: "이날", en: "this day"))
        },
        MCPTool(
            FilmLookup.self, name: "movie_info", title: "Film details",
            description:
                "One film by code or title (an ambiguous title lists candidates): titles, year, genres, credits, "
                + "grade, companies, your notes.",
            described: ["movie": film],
            extra: [MCPParameter(Declared.detail, description: "full: everything KOBIS has"), lang, fields],
            order: ["movie", "detail"], output: MovieAnswers.schema(depth: depth)
        ) { asked, service, call, arguments in
            var lookup = asked
            lookup.notes = call.notes
            let sheet = try await lookup.run(service, events: UseCaseEvents(notify: call.note))
            if let missing = sheet.missingPoster { call.note(missing) }
            let full = try arguments.value(Declared.detail) == .full || arguments.values.contains { $0.0 == "fields" }
            return try select(MovieAnswers.answer(sheet, brief: !full), arguments)
        },
        MCPTool(
            FilmSearch.self, name: "search_movies", title: "Search films",
            description: "Films by part of the Korean title, a director, production or release year, a page at a time.",
            described: paged, extra: [lang, fields, full],
            output: SearchAnswers.movies.schema(partialRows: true, depth: depth),
            bound: MCPBound(key: "movies", narrow: Label(ko: "per_page를 줄이세요", en: "ask a smaller per_page"))
        ),
        MCPTool(
            FilmTrend.self, name: "movie_trend", title: "A film's run, or films side by side",
            description:
                "A film's days in the daily top 10, its milestones and run in numbers; movies: 2-5 films by day since "
                + "release. A request per uncached day.",
            described: ["movie": film, "from": "yyyy-mm-dd (default: the release)", "to": day],
            extra: [lang, fields, full, confirm], output: TrendAnswers.schema(depth: depth),
            bound: MCPBound(key: "series", narrow: Label(ko: "from과 to로 기간을 좁히세요", en: "narrow from and to"))
        ) { asked, service, call, arguments in
            let films: [String]
            do { films = try asked.films() } catch let problem as ParameterProblem {
                guard case .onlyOne = problem else {
                    throw ToolArgumentError(
                        Phrase.say(
                            ko: "movie_trend에는 'movie'(영화 하나)나 'movies'(\(FilmTrend.most)편까지)가 필요합니다",
                            en: "movie_trend needs 'movie' (one film) or 'movies' (up to \(FilmTrend.most))"))
                }
                throw ToolArgumentError(
                    Phrase.say(
                        ko: "movie_trend에는 'movie'와 'movies' 중 하나만 줍니다",
                        en: "movie_trend takes 'movie' or 'movies', not both"))
            }
            let events = call.events(
                films.count == 1
                    ? Phrase.say(
                        ko: "이 추이",
                        en: "this trend") : Phrase.say(ko: "이 추이들", en: "these trends"),
                unit: "days", narrow: Phrase.say(ko: "from과 to로 기간을 좁히세요", en: "narrow it with from and to"))
            switch try await asked.run(service, events: events) {
            case .one(_, let answer): return try select(answer, arguments)
            case .sideBySide(_, let answer): return try select(answer, arguments)
            }
        },
        MCPTool(
            TopFilms.self, name: "top_movies", title: "A period's top films",
            description:
                "A year's, month's, range's or all time's top films by audience in the daily top 10. A request per "
                + "uncached day.",
            described: [
                "year": "2003 or later", "from": day, "to": "yyyy-mm-dd (default yesterday)", "weekly": weekly,
                "period": "", "limit": "",
            ],
            extra: [lang, fields, full, confirm], output: TopAnswers.schema(depth: depth),
            bound: MCPBound(key: "entries", narrow: Label(ko: "limit을 줄이세요", en: "ask a smaller limit")),
            progress: {
                MCPTool.Progress(
                    Phrase.say(ko: "이 기간", en: "this period"), unit: $0.unit,
                    narrow: Phrase.say(
                        ko: "더 짧은 기간이나 weekly=true로 물어보세요",
                        en: "a shorter period, or weekly=true"))
            }
        ),
        MCPTool(
            BoxOfficeRecords.self, name: "box_office_records", title: "Box office records",
            description: "Records over every archived day, no request: opening days, fastest to 1/5/10M, runs at #1.",
            described: ["year": "only this year", "from": "only from this day", "to": "the last day", "limit": ""],
            extra: [lang, fields, full], output: BoxOfficeRecordAnswers.schema(depth: depth), openWorld: false,
            bound: MCPBound(key: "entries", narrow: Label(ko: "limit을 줄이세요", en: "ask a smaller limit")),
            progress: { _ in MCPTool.Progress("records", unit: "days") }
        ),
        MCPTool(
            FilmMilestones.self, name: "movie_milestones", title: "A film's milestones",
            description:
                "The days a film passed 1, 2, 3, 5, 10 million admissions (then every 5 million), with D+N (release is "
                + "D+1) and the total.",
            described: ["movie": film, "from": "yyyy-mm-dd (default: the release)", "to": day],
            extra: [lang, fields, confirm], output: MilestoneAnswers.shape.schema(partialRows: true, depth: depth),
            progress: { _ in
                MCPTool.Progress(
                    Phrase.say(ko: "이 실행", en: "this run"), unit: "days",
                    narrow: Phrase.say(ko: "from과 to로 기간을 좁히세요", en: "narrow it with from and to"))
            }
        ),
        MCPTool(
            FilmForecasting.self, name: "forecast_movie", title: "Forecast a film's final audience",
            description:
                "A forecast (not KOBIS's figures) from the archive: final audience with an 80% interval, milestone "
                + "dates, and the backtest's error at the same D+N.",
            described: [
                "movie": "a film's KOBIS code or title", "as_of": "read only days up to it, yyyy-mm-dd",
                "paths": "true: add the expected path day by day (up to 180 days); default: the final and milestones",
            ],
            extra: [lang], output: ForecastAnswers.shape.schema(depth: MCPTools.depth), openWorld: false
        ) { asked, service, _, _ in
            ForecastAnswers.answer(try await asked.run(service, events: UseCaseEvents())).document
        },
        MCPTool(
            WeeklyRanking.self, name: "weekly_box_office", title: "Weekly box office",
            description:
                "A week's (Mon-Sun), weekend's (Fri-Sun, default) or weekdays' top 10 in Korea and the period's "
                + "totals; date picks the week (default: the last ended).",
            described: ["date": "a day of the week, yyyy-mm-dd", "period": ""], extra: [lang, fields],
            output: briefSchema(RankingAnswers.weekly.schema(partialRows: true, depth: depth))
        ) { asked, service, call, arguments in
            try await ranking(asked, service, call, arguments, what: Phrase.say(ko: "이 기간", en: "this period"))
        },
        MCPTool(
            UpcomingReleases.self, name: "upcoming_movies", title: "Upcoming films",
            description: "Films that open in Korea after today, within 'days' days (default 60), soonest first.",
            described: ["days": ""],
            extra: [lang, fields, full, confirm],
            output: SearchAnswers.upcoming.schema(partialRows: true, depth: depth),
            bound: MCPBound(key: "movies", narrow: Label(ko: "날짜 수를 줄이세요", en: "ask fewer days")),
            progress: { _ in
                MCPTool.Progress(
                    Phrase.say(ko: "이 기간", en: "this window"), unit: "pages",
                    narrow: Phrase.say(ko: "날짜 수를 줄이세요", en: "ask fewer days"))
            }
        ),
        MCPTool(
            NameSearch<PersonSummary>.self, name: "search_people", title: "Search people",
            description: "People (directors, actors, staff) by part of their Korean name, and a film they worked on.",
            described: paged.merging(["name": "part of the Korean name"]) { $1 }, extra: [lang, fields, full],
            output: SearchAnswers.people.schema(partialRows: true, depth: depth),
            bound: MCPBound(key: "people", narrow: Label(ko: "per_page를 줄이세요", en: "ask a smaller per_page"))
        ),
        MCPTool(
            PersonLookup.self, name: "person_info", title: "Person details",
            description: "One person's details and filmography, by code or name (a shared name lists candidates).",
            described: ["person": "code (such as 10031641) or name"], extra: [lang, fields, full],
            output: RecordAnswers.person.schema(partial: true, depth: depth),
            bound: MCPBound(
                key: "films", narrow: Label(ko: "search_movies로 영화 하나를 찾으세요", en: "search_movies finds one film"))
        ),
        MCPTool(
            NameSearch<CompanySummary>.self, name: "search_companies", title: "Search companies",
            description: "Film companies (producers, distributors, importers) by part of their name or CEO's.",
            described: paged.merging(["name": "part of the name"]) { $1 }, extra: [lang, fields, full],
            output: SearchAnswers.companies.schema(partialRows: true, depth: depth),
            bound: MCPBound(key: "companies", narrow: Label(ko: "per_page를 줄이세요", en: "ask a smaller per_page"))
        ),
        MCPTool(
            CompanyLookup.self, name: "company_info", title: "Company details",
            description: "One film company's details and filmography, by KOBIS code or name.",
            described: ["company": "code (such as 20122497) or name"], extra: [lang, fields, full],
            output: RecordAnswers.company.schema(partial: true, depth: depth),
            bound: MCPBound(
                key: "films", narrow: Label(ko: "search_movies로 영화 하나를 찾으세요", en: "search_movies finds one film"))
        ),
        MCPTool(
            CodeListing.self, name: "list_codes", title: "KOBIS code lists",
            description: "A KOBIS code list: region (the names region arguments take), nation, type or company-part.",
            described: ["list": ""], extra: [lang, fields],
            output: SearchAnswers.codes.schema(partialRows: true, depth: depth)
        ),
        MCPTool(
            RankingRange.self, name: "box_office_range", title: "Box office over a date range",
            description:
                "Every daily (or weekly) ranking from 'from' to 'to'; over 24 KB a summary: top films, each day's "
                + "number one, totals. A request per uncached day.",
            described: ["from": day, "to": "yyyy-mm-dd (default yesterday)", "weekly": weekly, "period": ""],
            extra: [lang, fields, full, confirm], output: MCPRangeSummary.schema(depth: depth)
        ) { asked, service, call, arguments in
            var items: [JSONValue] = []
            var summary = MCPRangeSummary()
            let events = call.events(
                Phrase.say(ko: "이 범위", en: "this range"), unit: asked.unit,
                narrow: Phrase.say(
                    ko: "범위를 좁히세요 (더 짧은 기간, 또는 weekly=true)", en: "narrow it (a shorter span, or weekly=true)"))
            _ = try await asked.run(service, events: events) { ranking in
                items.append(try brief(RankingAnswers.answer(ranking), arguments))
                summary.add(ranking)
                return true
            }
            let whole = RankingAnswers.rangeDocument(unit: asked.unit, items: items)
            if try arguments.value(MCPBound.full) || call.fits(whole) { return whole }
            let latest = service.latestDay
            return summary.document(
                unit: asked.unit, from: asked.from.resolved(latest: latest),
                to: asked.to?.day(latest: latest) ?? latest, wholeBytes: whole.compact().utf8.count * 2)
        },
        MCPTool(
            QuotaToday.self, name: "quota_status", title: "Today's request count",
            description: "KOBIS requests used today (Korea time), the daily limit (default 2950) and the reset.",
            extra: [], output: QuotaAnswers.shape.schema(depth: depth), openWorld: false
        ) { asked, service, _, _ in
            QuotaAnswers.answer(try await asked.run(service, events: UseCaseEvents())).document
        },
        MCPTool(
            name: "list_notes", title: "Your notes",
            description: "Your notes and star ratings on films, kept on this machine; movie: one film's.",
            // Made without the service: the notes are on this machine, so listing them needs no key.
            parameters: SavedNotes.parameters.map { MCPParameter($0, description: film) } + [lang, fields, full],
            output: NoteAnswers.list.schema(partialRows: true, depth: depth), needsService: false,
            openWorld: false,
            bound: MCPBound(
                key: "notes", narrow: Label(ko: "영화 하나의 노트만 받으세요(movie)", en: "ask one film's notes (movie)"))
        ) { call, arguments in
            let listing = try SavedNotes(arguments, store: call.notes).listing()
            return try select(NoteAnswers.answer(listing.notes, code: listing.code), arguments)
        },
        MCPTool(
            NewNote.self, name: "add_note", title: "Add a note",
            description: "Adds your note and star rating (1-5) to a film (code or title), kept on this machine.",
            described: ["movie": film, "stars": ""], extra: [lang], output: NoteAnswers.one.schema(depth: depth),
            readOnly: false
        ) { asked, service, call, _ in
            var asked = asked
            asked.store = call.notes
            return NoteAnswers.answer(try await asked.run(service, events: UseCaseEvents(notify: call.note))).document
        },
    ]

    /// A tools/call result: the document as structured content and as compact JSON text, or one line with `isError`.
    static func result(_ outcome: MCPTool.Outcome, stateless: Bool) -> JSONValue {
        var members: [(String, JSONValue)]
        switch outcome {
        case .document(let document):
            members = [
                ("content", .array([.object([("type", .string("text")), ("text", .string(document.compact()))])])),
                ("structuredContent", document), ("isError", .bool(false)),
            ]
        case .failure(let line):
            members = [
                ("content", .array([.object([("type", .string("text")), ("text", .string(line))])])),
                ("isError", .bool(true)),
            ]
        case .cancelled:
            members = [("content", .array([])), ("isError", .bool(true))]
        }
        if stateless { members.append(("resultType", .string("complete"))) }
        return .object(members)
    }
}
