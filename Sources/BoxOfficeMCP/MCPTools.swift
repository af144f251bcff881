import Foundation
import KobisKit

/// The tools: each builds a use case's request from its arguments, calls it, and returns the answer's document.
/// Input schemas come from the option declarations, output schemas from the answers' field tables.
enum MCPTools {
    /// A call may not need more requests than this.
    static let requestLimit = 400
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
                "'fields' has no key \(unknown.map { "'\($0.prefix(30))'" }.joined(separator: ", ")): "
                    + "use \(answer.documentKeys.joined(separator: ", "))")
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

    /// Refuses a run over ``requestLimit`` requests, before anything is sent.
    static func approval(_ what: String, narrow: String) -> RunApproval {
        RunApproval(above: requestLimit) { requests in
            guard requests <= requestLimit else {
                throw ToolArgumentError(
                    "\(what) needs \(requests) requests and a call may send at most \(requestLimit): \(narrow)")
            }
        }
    }

    /// On a ranking: English titles cost a request per film not cached.
    static let lang = MCPParameter(
        Declared.lang, description: "en adds English titles (titleEn): a request per film, once")
    /// Elsewhere: the English names KOBIS has.
    static let language = MCPParameter(Declared.lang, description: "")
    static let full = MCPParameter(MCPBound.full)
    static let periodHelp = "week (Mon-Sun), weekend (Fri-Sun, default), weekdays"
    static let period = MCPParameter(Declared.period, description: periodHelp)

    /// Whether `lang` asks for English titles.
    static func english(_ arguments: MCPArguments) throws -> Bool { try arguments.optional(Declared.lang) == .en }

    static let fields = MCPParameter(Declared.fields, description: "keys to keep, comma-separated")

    /// In the order assistants most often need them, so a client's first page of `tools/list` holds those.
    static let all: [MCPTool] = [
        MCPTool(
            DailyRanking.self, name: "daily_box_office", title: "Daily box office",
            description:
                "One day's top-10 ranking in Korea (KOBIS): rank, title, opening, audience and total, screens; fields "
                + "adds sales, shows, changes, shares.",
            described: ["date": "yyyy-mm-dd, 'yesterday' or -N days (default: yesterday in Korea)"],
            extra: [lang, fields],
            output: briefSchema(RankingAnswers.daily.schema(partialRows: true, depth: MCPTools.depth))
        ) { asked, service, call, arguments in
            try await ranking(asked, service, call, arguments, what: "this day")
        },
        MCPTool(
            FilmLookup.self, name: "movie_info", title: "Film details",
            description:
                "One film by KOBIS code or title (an ambiguous title lists candidates): titles, year, running time, "
                + "genres, nations, directors, 10 actors, grade, companies and staff by role, your notes.",
            described: ["movie": "a film's KOBIS code or title"],
            extra: [
                MCPParameter(Declared.detail, description: "brief (default) or full (everything KOBIS has)"), language,
                MCPParameter(Declared.fields, description: "only these keys of the full record, comma-separated"),
            ],
            order: ["movie", "detail"],
            output: MCPBound.shallow(MovieAnswers.schema(depth: depth))
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
            description:
                "Films in KOBIS by part of the Korean title, a director, production or release years (2015-2019), "
                + "a page at a time with KOBIS's total.",
            extra: [language, fields, full],
            output: SearchAnswers.movies.schema(partialRows: true, depth: MCPTools.depth),
            bound: MCPBound(key: "movies", narrow: "ask a smaller per_page")
        ) { asked, service, call, arguments in
            try select(try await asked.run(service, events: UseCaseEvents()), arguments)
        },
        MCPTool(
            FilmTrend.self, name: "movie_trend", title: "A film's run, or films side by side",
            description:
                "A film's run day by day in the daily top 10 (rank and metric, null out of it), its milestones and "
                + "run in numbers; movies (2-5 films) lines them up by day since release. A request per uncached day.",
            described: [
                "movie": "a film's KOBIS code or title",
                "from": "the first day, yyyy-mm-dd (default: the release date)", "to": "the last day, yyyy-mm-dd",
            ],
            extra: [language, fields, full],
            output: TrendAnswers.schema(depth: MCPTools.depth),
            bound: MCPBound(key: "series", narrow: "narrow from and to")
        ) { asked, service, call, arguments in
            let films: [String]
            do { films = try asked.films() } catch let problem as ParameterProblem {
                guard case .onlyOne = problem else {
                    throw ToolArgumentError(
                        "movie_trend needs 'movie' (one film) or 'movies' (up to \(FilmTrend.most))")
                }
                throw ToolArgumentError("movie_trend takes 'movie' or 'movies', not both")
            }
            let events = call.events(
                films.count == 1 ? "this trend" : "these trends", unit: "days", narrow: "narrow it with from and to")
            do {
                switch try await asked.run(service, events: events) {
                case .one(_, let answer): return try select(answer, arguments)
                case .sideBySide(_, let answer): return try select(answer, arguments)
                }
            } catch let stop as KobisService.RangeStop {
                if stop.error is CancellationError { throw CancellationError() }
                throw stop
            }
        },
        MCPTool(
            TopFilms.self, name: "top_movies", title: "A period's top films",
            description:
                "A year's, month's or from/to range's top films by the audience of their days in the daily top 10, "
                + "with sales, days ranked, best rank, release, cumulative. A request per uncached day.",
            described: [
                "year": "a year, 2003 or later", "from": "the first day, yyyy-mm-dd",
                "to": "the last day, yyyy-mm-dd (default: yesterday in Korea)",
                "weekly": "the weekly rankings (period) instead: fewer requests", "period": periodHelp,
            ],
            extra: [lang, fields, full],
            output: TopAnswers.schema(depth: MCPTools.depth),
            bound: MCPBound(key: "entries", narrow: "ask a smaller limit")
        ) { asked, service, call, arguments in
            let events = call.events("this period", unit: asked.unit, narrow: "a shorter period, or weekly=true")
            do {
                return try select(try await asked.run(service, events: events), arguments)
            } catch let stop as KobisService.RangeStop {
                if stop.error is CancellationError { throw CancellationError() }
                throw stop
            }
        },
        MCPTool(
            BoxOfficeRecords.self, name: "box_office_records", title: "Box office records",
            description: "Records over every archived day, no request: opening days, fastest to 1/5/10M, runs at #1.",
            described: ["year": "only this year", "from": "only from this day", "to": "the last day"],
            extra: [language, fields, full],
            output: BoxOfficeRecordAnswers.schema(depth: MCPTools.depth), openWorld: false,
            bound: MCPBound(key: "entries", narrow: "ask a smaller limit")
        ) { asked, service, call, arguments in
            let events = call.events("records", unit: "days", narrow: "")
            return try select(try await asked.run(service, events: events), arguments)
        },
        MCPTool(
            FilmMilestones.self, name: "movie_milestones", title: "A film's milestones",
            description:
                "The days a film passed 1, 2, 3, 5, 10 million admissions (then every 5 million), with D+N (release is "
                + "D+1) and the cumulative, from its daily top-10 run.",
            described: [
                "movie": "a film's KOBIS code or title",
                "from": "the first day, yyyy-mm-dd (default: the release date)", "to": "the last day, yyyy-mm-dd",
            ],
            extra: [language, fields],
            output: MilestoneAnswers.shape.schema(partialRows: true, depth: MCPTools.depth)
        ) { asked, service, call, arguments in
            let events = call.events("this run", unit: "days", narrow: "narrow it with from and to")
            do {
                return try select(try await asked.run(service, events: events), arguments)
            } catch let stop as KobisService.RangeStop {
                if stop.error is CancellationError { throw CancellationError() }
                throw stop
            }
        },
        MCPTool(
            FilmForecasting.self, name: "forecast_movie", title: "Forecast a film's final audience",
            description:
                "A forecast (not KOBIS's figures) from the archive: final audience with an 80% interval, milestone "
                + "dates, and the backtest's error at the same D+N.",
            described: ["movie": "a film's KOBIS code or title", "as_of": "read only days up to it, yyyy-mm-dd"],
            extra: [language], output: ForecastAnswers.shape.schema(depth: MCPTools.depth), openWorld: false
        ) { asked, service, _, _ in
            ForecastAnswers.answer(try await asked.run(service, events: UseCaseEvents())).document
        },
        MCPTool(
            WeeklyRanking.self, name: "weekly_box_office", title: "Weekly box office",
            description:
                "The top-10 ranking of a week (Mon-Sun), weekend (Fri-Sun, default) or weekdays (Mon-Thu) in Korea, "
                + "the period's totals; date picks the week (default: the last ended).",
            described: [
                "date": "a day in the wanted week, yyyy-mm-dd", "period": periodHelp,
            ],
            extra: [lang, fields],
            output: briefSchema(RankingAnswers.weekly.schema(partialRows: true, depth: MCPTools.depth))
        ) { asked, service, call, arguments in
            try await ranking(asked, service, call, arguments, what: "this period")
        },
        MCPTool(
            UpcomingReleases.self, name: "upcoming_movies", title: "Upcoming films",
            description: "Films that open in Korea after today and at most 'days' days on (default 60), soonest first.",
            extra: [language, fields, full],
            output: SearchAnswers.upcoming.schema(partialRows: true, depth: MCPTools.depth),
            bound: MCPBound(key: "movies", narrow: "ask fewer days")
        ) { asked, service, call, arguments in
            let events = call.events("this window", unit: "pages", narrow: "ask fewer days")
            return try select(try await asked.run(service, events: events), arguments)
        },
        MCPTool(
            NameSearch<PersonSummary>.self, name: "search_people", title: "Search people",
            description:
                "People in KOBIS (directors, actors, staff) by part of their Korean name, optionally credited on a "
                + "film.",
            described: ["name": "part of the person's Korean name"],
            extra: [language, fields, full],
            output: SearchAnswers.people.schema(partialRows: true, depth: MCPTools.depth),
            bound: MCPBound(key: "people", narrow: "ask a smaller per_page")
        ) { asked, service, call, arguments in
            try select(try await asked.run(service, events: UseCaseEvents()), arguments)
        },
        MCPTool(
            PersonLookup.self, name: "person_info", title: "Person details",
            description:
                "One person's details and filmography, by KOBIS person code or name (a shared name lists candidates).",
            described: ["person": "a KOBIS person code (such as 10031641) or name"],
            extra: [language, fields, full],
            output: RecordAnswers.person.schema(partial: true, depth: MCPTools.depth),
            bound: MCPBound(key: "films", narrow: "search_movies finds one film")
        ) { asked, service, call, arguments in
            try select(try await asked.run(service, events: UseCaseEvents(notify: call.note)), arguments)
        },
        MCPTool(
            NameSearch<CompanySummary>.self, name: "search_companies", title: "Search companies",
            description:
                "Film companies in KOBIS (producers, distributors, importers) by part of their name or CEO's.",
            described: ["name": "part of the company's name"],
            extra: [language, fields, full],
            output: SearchAnswers.companies.schema(partialRows: true, depth: MCPTools.depth),
            bound: MCPBound(key: "companies", narrow: "ask a smaller per_page")
        ) { asked, service, call, arguments in
            try select(try await asked.run(service, events: UseCaseEvents()), arguments)
        },
        MCPTool(
            CompanyLookup.self, name: "company_info", title: "Company details",
            description: "One film company's details and filmography, by KOBIS company code or name.",
            described: ["company": "a KOBIS company code (such as 20122497) or name"],
            extra: [language, fields, full],
            output: RecordAnswers.company.schema(partial: true, depth: MCPTools.depth),
            bound: MCPBound(key: "films", narrow: "search_movies finds one film")
        ) { asked, service, call, arguments in
            try select(try await asked.run(service, events: UseCaseEvents(notify: call.note)), arguments)
        },
        MCPTool(
            CodeListing.self, name: "list_codes", title: "KOBIS code lists",
            description:
                "A KOBIS code list: region (the names region arguments take), nation, type or company-part.",
            extra: [language, fields],
            output: SearchAnswers.codes.schema(partialRows: true, depth: MCPTools.depth)
        ) { asked, service, call, arguments in
            try select(try await asked.run(service, events: UseCaseEvents()), arguments)
        },
        MCPTool(
            RankingRange.self, name: "box_office_range", title: "Box office over a date range",
            description:
                "Every daily (or weekly=true: weekly) ranking from 'from' to 'to' (default yesterday); over 24 KB a "
                + "summary: top films, each day's number one, totals. A request per uncached day.",
            described: [
                "from": "the first day, yyyy-mm-dd", "to": "the last day, yyyy-mm-dd (default: yesterday in Korea)",
                "weekly": "the weekly rankings (period) instead: fewer requests", "period": periodHelp,
            ],
            extra: [lang, fields, full],
            output: MCPBound.shallowItems(MCPRangeSummary.schema(depth: depth))
        ) { asked, service, call, arguments in
            var items: [JSONValue] = []
            var summary = MCPRangeSummary()
            let events = call.events(
                "this range", unit: asked.unit, narrow: "narrow it (a shorter span, or weekly=true)")
            do {
                _ = try await asked.run(service, events: events) { ranking in
                    items.append(try brief(RankingAnswers.answer(ranking), arguments))
                    summary.add(ranking)
                    return true
                }
            } catch let stop as KobisService.RangeStop {
                if stop.error is CancellationError { throw CancellationError() }
                throw stop
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
            description:
                "KOBIS requests used today (Korea time), the daily limit (BOXOFFICE_DAILY_LIMIT, default 2950) and "
                + "the reset.",
            extra: [], output: QuotaAnswers.shape.schema(depth: MCPTools.depth), openWorld: false
        ) { asked, service, _, _ in
            QuotaAnswers.answer(try await asked.run(service, events: UseCaseEvents())).document
        },
        MCPTool(
            name: "list_notes", title: "Your notes",
            description:
                "Your notes and star ratings on films, kept on this machine; movie: one film's.",
            // Made without the service: the notes are on this machine, so listing them needs no key.
            parameters: SavedNotes.parameters.map { MCPParameter($0, description: "one film's notes: code or title") }
                + [language, fields, full],
            output: NoteAnswers.list.schema(partialRows: true, depth: MCPTools.depth), needsService: false,
            openWorld: false, bound: MCPBound(key: "notes", narrow: "ask one film's notes (movie)")
        ) { call, arguments in
            let listing = try SavedNotes(arguments, store: call.notes).listing()
            return try select(NoteAnswers.answer(listing.notes, code: listing.code), arguments)
        },
        MCPTool(
            NewNote.self, name: "add_note", title: "Add a note",
            description:
                "Adds your note and star rating (1-5) to a film (a KOBIS code or a title, checked with KOBIS), kept on "
                + "this machine.",
            described: ["movie": "a film's KOBIS code or title"], extra: [language],
            output: NoteAnswers.one.schema(depth: MCPTools.depth), readOnly: false
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
