import Foundation
import KobisKit

/// An argument an assistant can correct: a tool error (`isError: true`) with one line, never a protocol error.
struct ToolArgumentError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// One argument of a tool, as its JSON Schema says it.
struct MCPParameter: Sendable {
    enum Kind: String, Sendable { case string, integer, boolean }
    let name: String
    let kind: Kind
    let description: String
    var choices: [String]? = nil
    var range: ClosedRange<Int>? = nil
    var required = false

    /// A parameter described by the command line's declaration of the same option (help and choices).
    static func cli(_ name: String, from specs: [OptionSpec], option: String? = nil, kind: Kind = .string, range: ClosedRange<Int>? = nil,
                    required: Bool = false, description: String? = nil) -> MCPParameter {
        let spec = specs.first { $0.name == (option ?? name) }
        return MCPParameter(name: name, kind: kind, description: description ?? spec?.help ?? name, choices: spec?.choices, range: range,
                            required: required)
    }

    var schema: JSONValue {
        var members: [(String, JSONValue)] = [("type", .string(kind.rawValue)), ("description", .string(description))]
        if let choices { members.append(("enum", .array(choices.map(JSONValue.string)))) }
        if let range { members += [("minimum", .int(Int64(range.lowerBound))), ("maximum", .int(Int64(range.upperBound)))] }
        return .object(members)
    }
}

/// A tool: its name, what an assistant needs to know to call it, its input and output schemas, and its handler.
struct MCPTool: Sendable {
    let name: String
    let title: String
    let description: String
    let parameters: [MCPParameter]
    /// The document's top-level keys that are always present, with their JSON types.
    let output: [(String, String)]
    var readOnly = true
    let run: @Sendable (MCPCall) async throws -> JSONValue

    enum Outcome {
        case document(JSONValue)
        case failure(String)
        case cancelled
    }

    var inputSchema: JSONValue {
        .object([("$schema", .string("https://json-schema.org/draft/2020-12/schema")), ("type", .string("object")),
                 ("properties", .object(parameters.map { ($0.name, $0.schema) })),
                 ("required", .array(parameters.filter(\.required).map { .string($0.name) })), ("additionalProperties", .bool(false))])
    }

    var outputSchema: JSONValue {
        .object([("$schema", .string("https://json-schema.org/draft/2020-12/schema")), ("type", .string("object")),
                 ("properties", .object(output.map { ($0.0, .object([("type", .string($0.1))])) })),
                 ("required", .array(output.map { .string($0.0) }))])
    }

    var listing: JSONValue {
        .object([("name", .string(name)), ("title", .string(title)), ("description", .string(description)),
                 ("inputSchema", inputSchema), ("outputSchema", outputSchema),
                 ("annotations", .object([("title", .string(title)), ("readOnlyHint", .bool(readOnly)), ("openWorldHint", .bool(true))]))])
    }
}

/// A call's arguments, checked against the tool's parameters: unknown names and wrong types are tool errors.
struct MCPArguments {
    let values: [(String, JSONValue)]

    init(_ value: JSONValue, tool: MCPTool) throws {
        values = value.members ?? []
        for (name, _) in values where !tool.parameters.contains(where: { $0.name == name }) {
            throw ToolArgumentError("\(tool.name) has no argument '\(name.prefix(40))': it takes \(tool.parameters.map(\.name).joined(separator: ", "))")
        }
        for parameter in tool.parameters where parameter.required && value[parameter.name].map({ $0.isNull }) != false {
            throw ToolArgumentError("\(tool.name) needs '\(parameter.name)': \(parameter.description)")
        }
        for parameter in tool.parameters {
            guard let given = value[parameter.name], !given.isNull else { continue }
            switch parameter.kind {
            case .string:
                guard let text = given.stringValue else { throw ToolArgumentError("'\(parameter.name)' is a string") }
                if let choices = parameter.choices, !choices.contains(text) {
                    throw ToolArgumentError("'\(parameter.name)' takes \(choices.map { "'\($0)'" }.joined(separator: ", ")), not '\(text.prefix(40))'")
                }
            case .integer:
                guard let number = given.intValue else { throw ToolArgumentError("'\(parameter.name)' is a whole number") }
                if let range = parameter.range, !range.contains(Int(clamping: number)) {
                    throw ToolArgumentError("'\(parameter.name)' takes a whole number from \(range.lowerBound) to \(range.upperBound), not \(number)")
                }
            case .boolean:
                guard given.boolValue != nil else { throw ToolArgumentError("'\(parameter.name)' is true or false") }
            }
        }
    }

    subscript(_ name: String) -> JSONValue? { values.first { $0.0 == name }.flatMap { $0.1.isNull ? nil : $0.1 } }
    func string(_ name: String) -> String? { self[name]?.stringValue.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 } }
    func int(_ name: String) -> Int? { self[name]?.intValue.map { Int(clamping: $0) } }
    func bool(_ name: String) -> Bool { self[name]?.boolValue ?? false }

    /// A day: `yyyy-mm-dd` or `yyyymmdd`.
    func day(_ name: String) throws -> KobisDate? {
        guard let text = string(name) else { return nil }
        guard let day = KobisDate(text) else { throw ToolArgumentError("'\(name)' is not a date: '\(text.prefix(40))' (use yyyy-mm-dd)") }
        return day
    }

    /// A year or a span of years, as a number or as text (`2019`, `2015-2019`).
    func years(_ name: String) throws -> ClosedRange<Int>? {
        if let number = int(name) { return try yearRange(String(number)) }
        guard let text = string(name) else { return nil }
        do { return try yearRange(text) } catch let error as ConversionError { throw ToolArgumentError("'\(name)' \(error.reason)") }
    }
}

/// The tools, each calling the same KobisKit use cases as the matching command and rendering the same JSON document.
enum MCPTools {
    /// A call may not need more requests than this.
    static let requestLimit = 400

    static let filterParameters: [MCPParameter] = [
        .cli("region", from: RankingOptions.arguments.map(\.spec)),
        .cli("nation", from: RankingOptions.arguments.map(\.spec)),
        .cli("kind", from: RankingOptions.arguments.map(\.spec)),
        .cli("limit", from: RankingOptions.arguments.map(\.spec), kind: .integer, range: 1...10),
    ]

    static func filters(_ arguments: MCPArguments, _ service: KobisService) async throws -> RankingFilters {
        var filters = RankingFilters(nation: arguments.string("nation").flatMap(NationChoice.init(rawValue:))?.filter,
                                     category: arguments.string("kind").flatMap(KindChoice.init(rawValue:))?.filter, limit: arguments.int("limit"))
        if let region = arguments.string("region") { filters.region = try await service.region(region) }
        if service.isSample && !filters.isEmpty { throw ToolArgumentError("the sample has no filtered rankings: drop region, nation, kind and limit") }
        return filters
    }

    static let rankingOutput: [(String, String)] = [("type", "string"), ("boxOfficeType", "string"), ("date", "string"), ("filters", "object"),
                                                    ("source", "string"), ("count", "integer"), ("entries", "array")]
    static let listOutput: [(String, String)] = [("type", "string"), ("count", "integer")]

    static let all: [MCPTool] = [
        MCPTool(name: "daily_box_office", title: "Daily box office",
                description: "One day's top-10 ranking in Korea (KOBIS): audience, sales, screens and shows per film, typed numbers. The default day is yesterday in Korea, the latest with figures. Optional filters: region (서울, 경기 …), nation, kind, limit; details adds each film's genres, directors, running time and grade.",
                parameters: [.cli("date", from: Daily.arguments.map(\.spec), description: "the day, yyyy-mm-dd (default: yesterday in Korea)")]
                    + filterParameters + [.cli("details", from: RankingOptions.arguments.map(\.spec), kind: .boolean)],
                output: rankingOutput) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("daily_box_office"))
            let day = try call.service.countedDay(try arguments.day("date"))
            let ranking = try await call.service.ranking(.day(day), filters: try await filters(arguments, call.service),
                                                         details: arguments.bool("details"), posters: false)
            try requireComplete(ranking.missing, what: "detail")
            return RankingView(ranking).document()
        },
        MCPTool(name: "weekly_box_office", title: "Weekly box office",
                description: "The top-10 ranking of a week (Mon-Sun), weekend (Fri-Sun, the default) or weekdays (Mon-Thu) in Korea. date picks the week that holds it (default: the last period that has ended). Counts are totals for the period.",
                parameters: [.cli("date", from: Weekly.arguments.map(\.spec), description: "a day in the wanted week, yyyy-mm-dd"),
                             .cli("period", from: Weekly.arguments.map(\.spec))] + filterParameters,
                output: rankingOutput + [("period", "string"), ("isoWeek", "string")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("weekly_box_office"))
            let kind = (arguments.string("period").flatMap(Weekly.Period.init(rawValue:)) ?? .weekend).kind
            let period = try call.service.endedPeriod(kind, holding: try arguments.day("date"))
            let ranking = try await call.service.ranking(.period(period), filters: try await filters(arguments, call.service), details: false, posters: false)
            return RankingView(ranking).document()
        },
        MCPTool(name: "box_office_range", title: "Box office over a date range",
                description: "Every daily ranking from 'from' to 'to' (default yesterday), or with weekly=true every weekly period that ends inside, in date order: {type: range, items: [ranking documents]}. Each day is one request (cached ones are free); at most 400 a call, checked against today's quota before anything is sent. Sends progress notifications when the call has a progress token.",
                parameters: [MCPParameter(name: "from", kind: .string, description: "the first day, yyyy-mm-dd", required: true),
                             MCPParameter(name: "to", kind: .string, description: "the last day, yyyy-mm-dd (default: yesterday in Korea)"),
                             MCPParameter(name: "weekly", kind: .boolean, description: "weekly periods instead of days"),
                             .cli("period", from: Weekly.arguments.map(\.spec))] + filterParameters,
                output: [("type", "string"), ("unit", "string"), ("count", "integer"), ("items", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("box_office_range"))
            let service = call.service
            let from = try arguments.day("from")!, to = try arguments.day("to")
            let weekly = arguments.bool("weekly")
            let targets: [RankingTarget] = weekly
                ? try service.periods((arguments.string("period").flatMap(Weekly.Period.init(rawValue:)) ?? .weekend).kind, from: from, to: to).map(RankingTarget.period)
                : try service.days(from: from, to: to).map(RankingTarget.day)
            let filters = try await filters(arguments, service)
            try await service.approve(targets.map { service.endpoint($0, filters: filters) }, RunApproval(above: requestLimit) { needed in
                guard needed <= requestLimit else {
                    throw ToolArgumentError("this range needs \(needed) requests and a call may send at most \(requestLimit): narrow it (a shorter span, or weekly=true)")
                }
            })
            var items: [JSONValue] = []
            let unit = weekly ? "periods" : "days"
            do {
                _ = try await service.rankings(targets, filters: filters, details: false, jobs: 4, deliver: { ranking in
                    items.append(RankingView(ranking).document())
                    return true
                }, progress: { state in call.progress(state.done, of: state.total, "\(state.done)/\(state.total) \(unit)") })
            } catch let stop as KobisService.RangeStop {
                if stop.error is CancellationError { throw CancellationError() }
                throw ToolArgumentError("\(stop.target.label) failed, so the range stopped there: \(line(for: stop.error, secrets: call.context.secrets))")
            }
            return .object([("type", .string("range")), ("unit", .string(unit)), ("count", .int(Int64(items.count))), ("items", .array(items))])
        },
        MCPTool(name: "movie_info", title: "Film details",
                description: "One film's details from KOBIS: titles, year, release date, running time, genres, nations, directors, cast, grades, companies, staff, and your notes. 'movie' is a KOBIS code (8 letters or digits) or a title; an ambiguous title lists the candidates with their codes. poster=true adds the poster address from OMDb (needs OMDB_API_KEY).",
                parameters: [MCPParameter(name: "movie", kind: .string, description: "a KOBIS movie code such as 20124079, or a title", required: true),
                             MCPParameter(name: "poster", kind: .boolean, description: "add the poster address and IMDb id from OMDb")],
                output: [("type", "string"), ("movieCode", "string"), ("title", "string"), ("directors", "array"), ("actors", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("movie_info"))
            let code = try await resolve(arguments.string("movie")!, .movie, call)
            let fetched = try await call.service.fetch(.movieInfo(code: code))
            var poster: Poster?? = nil
            if arguments.bool("poster") { poster = .some(try await call.service.poster(for: fetched.value)) }
            let notes = try call.context.notes.list().filter { $0.movieCode == code }
            return MovieSheet.document(fetched.value, source: call.service.source, provenance: provenanceJSON(fetched), poster: poster, notes: notes)
        },
        MCPTool(name: "search_movies", title: "Search films",
                description: "Films in KOBIS by part of the Korean title, a director, production years or release years (a year or a span such as 2015-2019), one page at a time with KOBIS's total.",
                parameters: [MCPParameter(name: "title", kind: .string, description: "part of the Korean title"),
                             .cli("director", from: Search.arguments.map(\.spec)),
                             MCPParameter(name: "year", kind: .string, description: "production year, or a span such as 2015-2019"),
                             MCPParameter(name: "released", kind: .string, description: "release year, or a span such as 2015-2019"),
                             .cli("page", from: PagingOptions.arguments.map(\.spec), kind: .integer, range: 1...1_000_000),
                             .cli("per_page", from: PagingOptions.arguments.map(\.spec), option: "per-page", kind: .integer, range: 1...100)],
                output: [("type", "string"), ("total", "integer"), ("count", "integer"), ("movies", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("search_movies"))
            let query = MovieQuery(title: arguments.string("title"), director: arguments.string("director"),
                                   productionYears: try arguments.years("year"), releaseYears: try arguments.years("released"),
                                   page: arguments.int("page") ?? 1, perPage: arguments.int("per_page") ?? 10)
            return Search.view(try await call.service.searchMovies(query, allPages: false), query: query).jsonDocument()
        },
        MCPTool(name: "upcoming_movies", title: "Upcoming films",
                description: "Films that open in Korea after today and at most 'days' days on (default 60), soonest first, with the days left.",
                parameters: [.cli("days", from: Upcoming.arguments.map(\.spec), kind: .integer, range: 1...366)],
                output: [("type", "string"), ("from", "string"), ("to", "string"), ("count", "integer"), ("movies", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("upcoming_movies"))
            let found = try await call.service.upcoming(days: arguments.int("days") ?? 60, approval: RunApproval(above: requestLimit) { requests in
                throw ToolArgumentError("this window needs \(requests) requests, more than \(requestLimit): ask fewer days")
            })
            return Upcoming.view(found).jsonDocument()
        },
        MCPTool(name: "search_people", title: "Search people",
                description: "People in KOBIS (directors, actors, staff) by part of their Korean name, optionally only those credited on a film with a given title. Two people can share a name: the peopleCode tells them apart.",
                parameters: [MCPParameter(name: "name", kind: .string, description: "part of the person's Korean name", required: true),
                             .cli("film", from: People.arguments.map(\.spec))],
                output: [("type", "string"), ("total", "integer"), ("count", "integer"), ("people", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("search_people"))
            let name = arguments.string("name")!
            let fetched = try await call.service.fetch(.peopleList(PeopleQuery(name: name, film: arguments.string("film"))))
            return NameSearch.view(heading: "인물 검색", name: name, filter: ("film", arguments.string("film")), type: "people", page: 1, perPage: 10,
                                   total: fetched.value.total, rows: fetched.value.people, provenance: provenanceJSON(fetched),
                                   fields: SearchTables.people, itemsKey: "people").jsonDocument()
        },
        MCPTool(name: "person_info", title: "Person details",
                description: "One person's details and filmography. 'person' is a KOBIS person code or a name; a name shared by several lists them with their codes.",
                parameters: [MCPParameter(name: "person", kind: .string, description: "a KOBIS person code such as 10031641, or a name", required: true)],
                output: [("type", "string"), ("peopleCode", "string"), ("name", "string"), ("films", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("person_info"))
            let code = try await resolve(arguments.string("person")!, .person, call)
            let fetched = try await call.service.fetch(.personInfo(code: code))
            return RecordTables.person.view(fetched.value, provenance: provenanceJSON(fetched)).document
        },
        MCPTool(name: "search_companies", title: "Search companies",
                description: "Film companies in KOBIS (producers, distributors, importers) by part of their name and of their CEO's name.",
                parameters: [MCPParameter(name: "name", kind: .string, description: "part of the company's name"),
                             .cli("ceo", from: Companies.arguments.map(\.spec))],
                output: [("type", "string"), ("total", "integer"), ("count", "integer"), ("companies", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("search_companies"))
            let name = arguments.string("name") ?? ""
            let fetched = try await call.service.fetch(.companyList(CompanyQuery(name: name, ceo: arguments.string("ceo"))))
            return NameSearch.view(heading: "회사 검색", name: name, filter: ("ceo", arguments.string("ceo")), type: "companies", page: 1, perPage: 10,
                                   total: fetched.value.total, rows: fetched.value.companies, provenance: provenanceJSON(fetched),
                                   fields: SearchTables.companies, itemsKey: "companies").jsonDocument()
        },
        MCPTool(name: "company_info", title: "Company details",
                description: "One film company's details and filmography. 'company' is a KOBIS company code or a name.",
                parameters: [MCPParameter(name: "company", kind: .string, description: "a KOBIS company code such as 20188621, or a name", required: true)],
                output: [("type", "string"), ("companyCode", "string"), ("name", "string"), ("films", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("company_info"))
            let code = try await resolve(arguments.string("company")!, .company, call)
            let fetched = try await call.service.fetch(.companyInfo(code: code))
            return RecordTables.company.view(fetched.value, provenance: provenanceJSON(fetched)).document
        },
        MCPTool(name: "list_codes", title: "KOBIS code lists",
                description: "One of KOBIS's code lists: region (the names daily_box_office's region takes), nation, type or company-part.",
                parameters: [MCPParameter(name: "list", kind: .string, description: "which list", choices: CodeList.allCases.map(\.name), required: true)],
                output: [("type", "string"), ("list", "string"), ("count", "integer"), ("codes", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("list_codes"))
            let list = CodeList.allCases.first { $0.name == arguments.string("list") }!
            return Codes.view(list, try await call.service.fetch(.codes(list))).jsonDocument()
        },
        MCPTool(name: "movie_trend", title: "A film's run",
                description: "A film's run day by day, read from the daily top-10 rankings (KOBIS has no such service): rank, audience, sales, screens and shows, null on days out of the top 10. By default from its release until a week out of the top 10 (at most 180 days); one request per day not cached, at most 400 a call, checked against today's quota first. 'movie' is a code or a title. Sends progress notifications when the call has a progress token.",
                parameters: [MCPParameter(name: "movie", kind: .string, description: "a KOBIS movie code or a title", required: true),
                             .cli("metric", from: Trend.arguments.map(\.spec)),
                             MCPParameter(name: "from", kind: .string, description: "the first day, yyyy-mm-dd (default: the release date)"),
                             MCPParameter(name: "to", kind: .string, description: "the last day, yyyy-mm-dd"),
                             .cli("cumulative", from: Trend.arguments.map(\.spec), kind: .boolean)],
                output: [("type", "string"), ("movieCode", "string"), ("metric", "string"), ("points", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("movie_trend"))
            let metric = arguments.string("metric").flatMap(TrendMetric.init(rawValue:)) ?? .audience
            if arguments.bool("cumulative") && !metric.hasTotal {
                throw ToolArgumentError("cumulative goes with metric audience or sales: \(metric.rawValue) has no running total")
            }
            let code = try await resolve(arguments.string("movie")!, .movie, call)
            let series: TrendSeries
            do {
                series = try await call.service.trend(movieCode: code, from: try arguments.day("from"), to: try arguments.day("to"), jobs: 4, approval: RunApproval(above: requestLimit) { requests in
                    guard requests <= requestLimit else {
                        throw ToolArgumentError("this trend needs \(requests) requests and a call may send at most \(requestLimit): narrow it with from and to")
                    }
                }, progress: { state in call.progress(state.done, of: state.total, "\(state.done)/\(state.total) days") })
            } catch let stop as KobisService.RangeStop {
                if stop.error is CancellationError { throw CancellationError() }
                throw ToolArgumentError("\(stop.target.label) failed, so no trend was made: \(line(for: stop.error, secrets: call.context.secrets))")
            }
            guard series.daysInTopTen > 0 else {
                throw ToolArgumentError("\(code) was not in the top 10 on any day from \(series.from.iso) to \(series.points.last?.date.iso ?? series.to.iso): KOBIS counts only the daily top 10")
            }
            return TrendView(movieCode: code, title: series.movie.title.isEmpty ? code : series.movie.title, metric: metric,
                             cumulative: arguments.bool("cumulative"), points: series.points).document()
        },
        MCPTool(name: "quota_status", title: "Today's request count",
                description: "How many KOBIS requests the key has used today (Korea time), the daily limit boxoffice keeps (BOXOFFICE_DAILY_LIMIT, default 2950 of KOBIS's 3000) and when it resets. The count is shared with the command line and every other boxoffice process.",
                parameters: [], output: [("date", "string"), ("used", "integer"), ("limit", "integer"), ("resetsAt", "string")]) { call in
            _ = try MCPArguments(call.arguments, tool: tool("quota_status"))
            guard let status = try await call.service.quotaStatus() else {
                throw ToolArgumentError("the bundled sample counts no requests: start the server without --demo to see the key's count")
            }
            return QuotaDocument.json(status)
        },
        MCPTool(name: "list_notes", title: "Your notes",
                description: "Your notes and star ratings on films, kept by boxoffice on this machine, optionally one film's.",
                parameters: [MCPParameter(name: "movie", kind: .string, description: "only this film's notes: a KOBIS movie code")],
                output: [("type", "string"), ("count", "integer"), ("notes", "array")]) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("list_notes"))
            let code = try arguments.string("movie").map { try kobisCode($0, what: "movie") }
            let notes = try call.context.notes.list().filter { code == nil || $0.movieCode == code }
            return NoteCommand.List.view(notes, code: code).jsonDocument()
        },
        MCPTool(name: "add_note", title: "Add a note",
                description: "Adds your note and star rating (1-5) to a film, kept by boxoffice on this machine. 'movie' is a KOBIS code or a title; the film's title is checked with KOBIS and kept with the note.",
                parameters: [MCPParameter(name: "movie", kind: .string, description: "a KOBIS movie code or a title", required: true),
                             MCPParameter(name: "stars", kind: .integer, description: "your rating, 1 to 5 stars", range: 1...5, required: true),
                             MCPParameter(name: "text", kind: .string, description: "the note")],
                output: [("id", "integer"), ("movieCode", "string"), ("title", "string"), ("stars", "integer"), ("createdAt", "string")],
                readOnly: false) { call in
            let arguments = try MCPArguments(call.arguments, tool: tool("add_note"))
            let store = call.context.notes
            _ = try store.list()
            let code = try await resolve(arguments.string("movie")!, .movie, call)
            let movie = try await call.service.manager.movie(code: code)
            let note = try await store.add(movieCode: code, title: movie.title.isEmpty ? code : movie.title, stars: arguments.int("stars")!,
                                           text: arguments.string("text").map { String($0.prefix(65_536)) })
            return .object(Exporter.object(NoteTable.fields, note))
        },
    ]

    static func tool(_ name: String) -> MCPTool { all.first { $0.name == name }! }

    /// A code for a code or a name; a name is noted for the client's log.
    static func resolve(_ text: String, _ kind: RecordKind, _ call: MCPCall) async throws -> String {
        let resolved = try await call.service.resolve(text, kind: kind)
        if resolved.wasName { call.note(resolved.note) }
        return resolved.candidate.code
    }

    /// A partial answer is never a success.
    static func requireComplete(_ missing: [Missing], what: String) throws {
        if let line = Reporting.line(for: missing, what: what) { throw ToolArgumentError(line) }
    }

    /// One line for a failure, in the command line's words, never with a key.
    static func line(for error: Error, secrets: SecretBox) -> String {
        let text: String
        switch error {
        case let error as ToolArgumentError: text = error.message
        case let error as UsageError: text = error.message
        case let error as KobisError: text = Advice.line(for: error)
        case let error as NotesError: text = error.description
        case let error as RequestError:
            if case .ambiguousName(_, _, let candidates, _) = error {
                text = error.description + ": " + candidates.map(\.line).joined(separator: "; ")
            } else {
                text = error.description
            }
        default: text = "unexpected failure: \(type(of: error))"
        }
        return Sanitizer.line(secrets.redact(text))
    }

    /// A tools/call result: the document as structured content and as one text block, or one line with `isError`.
    static func result(_ outcome: MCPTool.Outcome, stateless: Bool) -> JSONValue {
        var members: [(String, JSONValue)]
        switch outcome {
        case .document(let document):
            members = [("content", .array([.object([("type", .string("text")), ("text", .string(document.serialized()))])])),
                       ("structuredContent", document), ("isError", .bool(false))]
        case .failure(let line):
            members = [("content", .array([.object([("type", .string("text")), ("text", .string(line))])])), ("isError", .bool(true))]
        case .cancelled:
            members = [("content", .array([])), ("isError", .bool(true))]
        }
        if stateless { members.append(("resultType", .string("complete"))) }
        return .object(members)
    }
}
