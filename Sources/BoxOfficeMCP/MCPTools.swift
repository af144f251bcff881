import Foundation
import KobisKit

/// The tools: each builds a use case's request from its arguments, calls it, and returns the answer's document.
/// Input schemas come from the option declarations, output schemas from the answers' field tables.
enum MCPTools {
    /// A call may not need more requests than this.
    static let requestLimit = 400
    /// How deep output schemas type objects' members: the document, its rows, and their fields.
    static let depth = 2

    // Arguments only the tools have, each declared once.
    static let poster = OptionDeclaration<Bool>(
        OptionSpec(
            "poster", help: "add the poster address and IMDb id from OMDb", kind: .flag,
            defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)
    static let title = OptionDeclaration<String>(
        OptionSpec("title", help: "part of the Korean title"), parse: Convert.text)
    static let name = OptionDeclaration<String>(OptionSpec("name", help: "part of the name"), parse: Convert.text)
    static let film = OptionDeclaration<String>(
        OptionSpec("film", help: "only people credited on a film with this title"),
        parse: Convert.text)
    static let ceo = OptionDeclaration<String>(OptionSpec("ceo", help: "part of the CEO's name"), parse: Convert.text)
    static let list = OptionDeclaration<CodeList>(
        OptionSpec("list", choices: CodeList.allCases.map(\.name), help: "which list"),
        parse: { text in
            guard let list = CodeList.allCases.first(where: { $0.name == text }) else {
                throw ConversionError("is not a code list")
            }
            return list
        })

    static let filterParameters = [
        MCPParameter(Declared.region), MCPParameter(Declared.nation), MCPParameter(Declared.kind),
        MCPParameter(Declared.limit),
    ]

    static func filters(_ arguments: MCPArguments, _ service: KobisService) async throws -> RankingFilters {
        try await service.filters(
            FilterRequest(
                region: try arguments.optional(Declared.region), nation: try arguments.optional(Declared.nation),
                kind: try arguments.optional(Declared.kind), limit: try arguments.optional(Declared.limit)))
    }

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

    /// Refuses a run over ``requestLimit`` requests, before anything is sent.
    static func approval(_ what: String, narrow: String) -> RunApproval {
        RunApproval(above: requestLimit) { requests in
            guard requests <= requestLimit else {
                throw ToolArgumentError(
                    "\(what) needs \(requests) requests and a call may send at most \(requestLimit): \(narrow)")
            }
        }
    }

    /// `movie` or `movies`, exactly one of them.
    static func films(_ arguments: MCPArguments, tool: String) throws -> [String] {
        let one = try arguments.optional(Declared.record(.movie))
        let many = try arguments.optional(Declared.movies)
        switch (one, many) {
        case (let film?, nil): return [film]
        case (nil, let films?): return films
        case (nil, nil):
            throw ToolArgumentError("\(tool) needs 'movie' (one film) or 'movies' (up to \(TrendRequest.most))")
        default: throw ToolArgumentError("\(tool) takes 'movie' or 'movies', not both")
        }
    }

    static let lang = MCPParameter(
        Declared.lang,
        description: "en adds each film's English title (titleEn) from its "
            + "detail: up to 10 requests a ranking the first time, none after")

    /// Whether `lang` asks for English titles.
    static func english(_ arguments: MCPArguments) throws -> Bool { try arguments.optional(Declared.lang) == .en }

    static let fields = MCPParameter(
        Declared.fields, description: "only these keys of each row (or of the record), comma-separated")

    /// In the order assistants most often need them, so a client's first page of `tools/list` holds those.
    static let all: [MCPTool] = [
        MCPTool(
            name: "daily_box_office", title: "Daily box office",
            description:
                "One day's top-10 ranking in Korea (KOBIS): audience, sales, screens and shows per film (fields adds "
                + "changes and shares). The default day is "
                + "yesterday in Korea, the latest with figures. Filters: region (서울, 경기 …), nation, kind, limit; details adds "
                + "each film's genres, directors, running time and grade.",
            parameters: [MCPParameter(Declared.date)] + filterParameters + [
                MCPParameter(Declared.details), lang, fields,
            ],
            output: RankingAnswers.daily.schema(partialRows: true, depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "daily_box_office")
            let service = try call.service()
            let day = try service.countedDay(try arguments.day(Declared.date, service))
            let ranking = try await service.ranking(
                RankingRequest(
                    .day(day), filters: try await filters(arguments, service),
                    details: try arguments.value(Declared.details),
                    englishTitles: try english(arguments)))
            // No figures for the day is what the command line says, not an empty answer.
            if ranking.boxOffice.entries.isEmpty { throw ToolArgumentError(service.noRanking(.day(day))) }
            if let line = Missing.line(ranking.missing, what: "detail", advice: MCPAdvice.line(for:)) {
                throw ToolArgumentError(line)
            }
            return try select(RankingAnswers.answer(ranking), arguments, essential: RankingAnswers.essentialKeys)
        },
        MCPTool(
            name: "movie_info", title: "Film details",
            description:
                "One film from KOBIS by code or title (an ambiguous title lists candidates with codes). By default what a "
                + "fan asks: titles, year, running time, genres, nations, directors, the first 10 actors, the grade, companies by "
                + "role, the staff counted by role, and your notes. detail='full' (or fields) gives everything; poster=true adds "
                + "the poster from OMDb.",
            parameters: [
                MCPParameter(Declared.record(.movie), required: true), MCPParameter(Declared.detail),
                MCPParameter(poster),
                MCPParameter(Declared.fields, description: "only these keys of the full record, comma-separated"),
            ],
            output: MovieAnswers.schema(depth: depth)
        ) { call in
            let arguments = try call.arguments(for: "movie_info")
            let service = try call.service()
            let sheet = try await service.film(
                FilmRequest(
                    film: try arguments.value(Declared.record(.movie)),
                    poster: try arguments.value(poster), notes: call.notes), notify: call.note)
            if let missing = sheet.missingPoster { call.note(missing) }
            let full = try arguments.value(Declared.detail) == .full || arguments.values.contains { $0.0 == "fields" }
            return try select(MovieAnswers.answer(sheet, brief: !full), arguments)
        },
        MCPTool(
            name: "search_movies", title: "Search films",
            description:
                "Films in KOBIS by part of the Korean title, a director, production years or release years (a year or "
                + "a span such as 2015-2019), one page at a time with KOBIS's total.",
            parameters: [
                MCPParameter(title), MCPParameter(Declared.director), MCPParameter(Declared.year),
                MCPParameter(Declared.released), MCPParameter(Declared.page), MCPParameter(Declared.perPage), fields,
            ],
            output: SearchAnswers.movies.schema(partialRows: true, depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "search_movies")
            let query = MovieQuery(
                title: try arguments.optional(title), director: try arguments.optional(Declared.director),
                productionYears: try arguments.optional(Declared.year),
                releaseYears: try arguments.optional(Declared.released),
                page: try arguments.value(Declared.page), perPage: try arguments.value(Declared.perPage))
            return try select(try await call.service().search(MovieSearchRequest(query)), arguments)
        },
        MCPTool(
            name: "movie_trend", title: "A film's run, or films side by side",
            description:
                "A film's run day by day from the daily top-10 rankings (KOBIS has no such service): rank and the metric, "
                + "null on days out of the top 10, and its milestones (1, 2, 3, 5, 10 million …). By default from its release "
                + "until a week out of the top 10 (at most 180 days). 'movies' (2-5 films) lines them up by day since release "
                + "(by='date': on the calendar), one row per day and film. One request per day not cached, at most 400 a call.",
            parameters: [
                MCPParameter(Declared.record(.movie)), MCPParameter(Declared.movies), MCPParameter(Declared.metric),
                MCPParameter(Declared.from, description: "the first day, yyyy-mm-dd (default: the release date)"),
                MCPParameter(Declared.to, description: "the last day, yyyy-mm-dd"), MCPParameter(Declared.cumulative),
                MCPParameter(Declared.alignment), fields,
            ],
            output: TrendAnswers.schema(depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "movie_trend")
            let service = try call.service()
            let films = try films(arguments, tool: "movie_trend")
            let request = TrendRequest(
                films: films, from: try arguments.day(Declared.from, service),
                to: try arguments.day(Declared.to, service),
                metric: try arguments.value(Declared.metric), cumulative: try arguments.value(Declared.cumulative),
                alignment: try arguments.value(Declared.alignment))
            let approval = approval(
                films.count == 1 ? "this trend" : "these trends", narrow: "narrow it with from and to")
            let progress: (RangeProgress) -> Void = { state in
                call.progress(state.done, of: state.total, "\(state.done)/\(state.total) days")
            }
            do {
                if films.count == 1 {
                    return try select(
                        try await service.trend(request, approval: approval, notify: call.note, progress: progress)
                            .answer, arguments)
                }
                return try select(
                    try await service.comparison(request, approval: approval, notify: call.note, progress: progress)
                        .answer,
                    arguments)
            } catch let stop as KobisService.RangeStop {
                if stop.error is CancellationError { throw CancellationError() }
                throw stop
            }
        },
        MCPTool(
            name: "top_movies", title: "A period's top films",
            description:
                "A year's, a month's or a from/to range's top films, ranked by the audience counted on the days each was "
                + "in the daily top 10 (days outside it are not counted; KOBIS has no such service): audience and sales in the "
                + "period, days in the top 10, best rank and its first day, release date, cumulative. weekly=true reads the "
                + "weekly rankings instead (fewer requests). A year is 365 requests (cached ones are not sent), at most 400 a call.",
            parameters: [
                MCPParameter(Declared.calendarYear), MCPParameter(Declared.month),
                MCPParameter(Declared.from, description: "the first day, yyyy-mm-dd"),
                MCPParameter(Declared.to, description: "the last day, yyyy-mm-dd (default: yesterday in Korea)"),
                MCPParameter(Declared.topLimit),
                MCPParameter(
                    Declared.weekly,
                    description:
                        "the weekly rankings (of the kind period names) instead of the daily ones: fewer requests"),
                MCPParameter(Declared.period), lang,
                fields,
            ],
            output: TopAnswers.schema(depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "top_movies")
            let service = try call.service()
            let year = try arguments.optional(Declared.calendarYear)
            let month = try arguments.optional(Declared.month)
            let from = try arguments.day(Declared.from, service)
            let to = try arguments.day(Declared.to, service)
            guard [year != nil, month != nil, from != nil].filter({ $0 }).count == 1 else {
                throw ToolArgumentError("top_movies needs one period: 'year', 'month' or 'from' (with 'to')")
            }
            if to != nil && from == nil { throw ToolArgumentError("'to' goes with 'from'") }
            let window: TopWindow =
                year.map(TopWindow.year) ?? month.map(TopWindow.month) ?? .range(from: from!, to: to)
            let weekly = try arguments.value(Declared.weekly)
            let request = TopRequest(
                window, limit: try arguments.value(Declared.topLimit),
                weekly: weekly ? try arguments.value(Declared.period).kind : nil,
                englishTitles: try english(arguments))
            do {
                let answer = try await service.top(
                    request, approval: approval("this period", narrow: "a shorter period, or weekly=true")
                ) { state in
                    call.progress(
                        state.done, of: state.total, "\(state.done)/\(state.total) \(weekly ? "periods" : "days")")
                }
                return try select(answer, arguments)
            } catch let stop as KobisService.RangeStop {
                if stop.error is CancellationError { throw CancellationError() }
                throw stop
            }
        },
        MCPTool(
            name: "movie_milestones", title: "A film's milestones",
            description:
                "The days a film passed 1, 2, 3, 5 and 10 million admissions (then every 5 million), each with D+N (the "
                + "release day is D+1) and the cumulative, read from its run in the daily top 10; one crossed while the film was "
                + "out of the top 10 is dated on its next ranked day and marked crossedOutOfTopTen.",
            parameters: [
                MCPParameter(Declared.record(.movie), required: true),
                MCPParameter(Declared.from, description: "the first day, yyyy-mm-dd (default: the release date)"),
                MCPParameter(Declared.to, description: "the last day, yyyy-mm-dd"), fields,
            ],
            output: MilestoneAnswers.shape.schema(partialRows: true, depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "movie_milestones")
            let service = try call.service()
            let request = TrendRequest(
                film: try arguments.value(Declared.record(.movie)), from: try arguments.day(Declared.from, service),
                to: try arguments.day(Declared.to, service))
            do {
                let found = try await service.milestones(
                    request, approval: approval("this run", narrow: "narrow it with from and to"),
                    notify: call.note
                ) { state in
                    call.progress(state.done, of: state.total, "\(state.done)/\(state.total) days")
                }
                return try select(found.answer, arguments)
            } catch let stop as KobisService.RangeStop {
                if stop.error is CancellationError { throw CancellationError() }
                throw stop
            }
        },
        MCPTool(
            name: "weekly_box_office", title: "Weekly box office",
            description:
                "The top-10 ranking of a week (Mon-Sun), weekend (Fri-Sun, the default) or weekdays (Mon-Thu) in Korea; "
                + "date picks the week that holds it (default: the last period that has ended). Counts are the period's totals.",
            parameters: [
                MCPParameter(Declared.date, description: "a day in the wanted week, yyyy-mm-dd"),
                MCPParameter(Declared.period),
            ]
                + filterParameters + [lang, fields],
            output: RankingAnswers.weekly.schema(partialRows: true, depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "weekly_box_office")
            let service = try call.service()
            let period = try service.endedPeriod(
                try arguments.value(Declared.period).kind, holding: try arguments.day(Declared.date, service))
            let ranking = try await service.ranking(
                RankingRequest(
                    .period(period), filters: try await filters(arguments, service),
                    englishTitles: try english(arguments)))
            if ranking.boxOffice.entries.isEmpty { throw ToolArgumentError(service.noRanking(.period(period))) }
            return try select(RankingAnswers.answer(ranking), arguments, essential: RankingAnswers.essentialKeys)
        },
        MCPTool(
            name: "upcoming_movies", title: "Upcoming films",
            description: "Films that open in Korea after today and at most 'days' days on (default 60), soonest first.",
            parameters: [MCPParameter(Declared.days), fields],
            output: SearchAnswers.upcoming.schema(partialRows: true, depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "upcoming_movies")
            let answer: ListAnswer<UpcomingFilm> = try await call.service().upcoming(
                days: try arguments.value(Declared.days), jobs: 4,
                approval: approval("this window", narrow: "ask fewer days"))
            return try select(answer, arguments)
        },
        MCPTool(
            name: "search_people", title: "Search people",
            description:
                "People in KOBIS (directors, actors, staff) by part of their Korean name, optionally only those credited "
                + "on a film with a given title. The peopleCode tells apart people who share a name.",
            parameters: [
                MCPParameter(name, required: true, description: "part of the person's Korean name"), MCPParameter(film),
                MCPParameter(Declared.page), MCPParameter(Declared.perPage), fields,
            ],
            output: SearchAnswers.people.schema(partialRows: true, depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "search_people")
            let request = NameSearchRequest(
                .person, name: try arguments.value(name), filter: try arguments.optional(film),
                page: try arguments.value(Declared.page), perPage: try arguments.value(Declared.perPage))
            return try select(try await call.service().people(request), arguments)
        },
        MCPTool(
            name: "person_info", title: "Person details",
            description:
                "One person's details and filmography, by KOBIS person code or name (a shared name lists candidates).",
            parameters: [MCPParameter(Declared.record(.person), required: true), fields],
            output: RecordAnswers.person.schema(partial: true, depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "person_info")
            return try select(
                try await call.service().person(
                    RecordRequest(.person, try arguments.value(Declared.record(.person))),
                    notify: call.note), arguments)
        },
        MCPTool(
            name: "search_companies", title: "Search companies",
            description:
                "Film companies in KOBIS (producers, distributors, importers) by part of their name and of their CEO's.",
            parameters: [
                MCPParameter(name, description: "part of the company's name"), MCPParameter(ceo),
                MCPParameter(Declared.page),
                MCPParameter(Declared.perPage), fields,
            ],
            output: SearchAnswers.companies.schema(partialRows: true, depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "search_companies")
            let request = NameSearchRequest(
                .company, name: try arguments.optional(name) ?? "", filter: try arguments.optional(ceo),
                page: try arguments.value(Declared.page), perPage: try arguments.value(Declared.perPage))
            return try select(try await call.service().companies(request), arguments)
        },
        MCPTool(
            name: "company_info", title: "Company details",
            description: "One film company's details and filmography, by KOBIS company code or name.",
            parameters: [MCPParameter(Declared.record(.company), required: true), fields],
            output: RecordAnswers.company.schema(partial: true, depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "company_info")
            return try select(
                try await call.service().company(
                    RecordRequest(.company, try arguments.value(Declared.record(.company))),
                    notify: call.note), arguments)
        },
        MCPTool(
            name: "list_codes", title: "KOBIS code lists",
            description:
                "One of KOBIS's code lists: region (the names daily_box_office's region takes), nation, type or company-part.",
            parameters: [MCPParameter(list, required: true), fields],
            output: SearchAnswers.codes.schema(partialRows: true, depth: MCPTools.depth)
        ) { call in
            let arguments = try call.arguments(for: "list_codes")
            return try select(try await call.service().codes(try arguments.value(list)), arguments)
        },
        MCPTool(
            name: "box_office_range", title: "Box office over a date range",
            description:
                "Every daily ranking from 'from' to 'to' (default yesterday), or with weekly=true every weekly period that "
                + "ends inside, in date order. One request per day not cached, at most 400 a call, checked against today's quota "
                + "first. Sends progress notifications when the call has a progress token.",
            parameters: [
                MCPParameter(Declared.from, required: true, description: "the first day, yyyy-mm-dd"),
                MCPParameter(Declared.to, description: "the last day, yyyy-mm-dd (default: yesterday in Korea)"),
                MCPParameter(
                    Declared.weekly,
                    description:
                        "the weekly rankings (of the kind period names) instead of the daily ones: fewer requests"),
                MCPParameter(Declared.period),
            ] + filterParameters + [lang, fields],
            output: RankingAnswers.rangeSchema(depth: depth)
        ) { call in
            let arguments = try call.arguments(for: "box_office_range")
            let service = try call.service()
            let from = try arguments.day(Declared.from, service)!
            let to = try arguments.day(Declared.to, service)
            let isWeekly = try arguments.value(Declared.weekly)
            let targets: [RankingTarget] =
                isWeekly
                ? try service.periods(try arguments.value(Declared.period).kind, from: from, to: to).map(
                    RankingTarget.period)
                : try service.days(from: from, to: to).map(RankingTarget.day)
            let filters = try await filters(arguments, service)
            try await service.approve(
                targets.map { .ranking($0, filters) },
                approval("this range", narrow: "narrow it (a shorter span, or weekly=true)"))
            var items: [JSONValue] = []
            let unit = isWeekly ? "periods" : "days"
            do {
                let english = try english(arguments)
                _ = try await service.rankings(
                    targets, filters: filters, details: false, jobs: 4, englishTitles: english,
                    deliver: { ranking in
                        items.append(
                            try select(
                                RankingAnswers.answer(ranking), arguments, essential: RankingAnswers.essentialKeys))
                        return true
                    },
                    progress: { state in
                        call.progress(state.done, of: state.total, "\(state.done)/\(state.total) \(unit)")
                    })
            } catch let stop as KobisService.RangeStop {
                if stop.error is CancellationError { throw CancellationError() }
                throw stop
            }
            return RankingAnswers.rangeDocument(unit: unit, items: items)
        },
        MCPTool(
            name: "quota_status", title: "Today's request count",
            description: "How many KOBIS requests the key has used today (Korea time), the daily limit boxoffice keeps "
                + "(BOXOFFICE_DAILY_LIMIT, default 2950 of KOBIS's 3000) and when it resets; shared with the "
                + "command line. On the bundled sample, the sample's own count (source: sample), which no limit holds.",
            parameters: [], output: QuotaAnswers.shape.schema(depth: MCPTools.depth), openWorld: false
        ) { call in
            _ = try call.arguments(for: "quota_status")
            guard let status = try await call.service().quotaStatus() else { throw KobisError.missingKey }
            return QuotaAnswers.answer(status).document
        },
        MCPTool(
            name: "list_notes", title: "Your notes",
            description:
                "Your notes and star ratings on films, kept by boxoffice on this machine, optionally one film's.",
            parameters: [
                MCPParameter(Declared.record(.movie), description: "one film's notes: code or title"),
                fields,
            ],
            output: NoteAnswers.list.schema(partialRows: true, depth: MCPTools.depth), needsService: false,
            openWorld: false
        ) { call in
            let arguments = try call.arguments(for: "list_notes")
            let listing = NoteListing(try call.notes.list(), film: try arguments.optional(Declared.record(.movie)))
            return try select(NoteAnswers.answer(listing.notes, code: listing.code), arguments)
        },
        MCPTool(
            name: "add_note", title: "Add a note",
            description:
                "Adds your note and star rating (1-5) to a film, kept by boxoffice on this machine. 'movie' is a KOBIS code "
                + "or a title; the title is checked with KOBIS and kept with the note.",
            parameters: [
                MCPParameter(Declared.record(.movie), required: true), MCPParameter(Declared.stars, required: true),
                MCPParameter(Declared.text),
            ],
            output: NoteAnswers.one.schema(depth: MCPTools.depth), readOnly: false
        ) { call in
            let arguments = try call.arguments(for: "add_note")
            let request = NoteRequest(
                film: try arguments.value(Declared.record(.movie)), stars: try arguments.value(Declared.stars),
                text: try arguments.optional(Declared.text), store: call.notes)
            return NoteAnswers.answer(try await call.service().addNote(request, notify: call.note)).document
        },
    ]

    static func tool(_ name: String) -> MCPTool { all.first { $0.name == name }! }

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
