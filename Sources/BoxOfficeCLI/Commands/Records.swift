import Foundation
import KobisKit

/// Renders a command's view with the common layout, format and colour flags.
func output(_ render: (OutputFormat, Layout, Int?, Style) -> String, _ parsed: ParsedArguments, context: Context) throws {
    try context.out(render(parsed[RankingOptions.format] ?? .text, parsed[RankingOptions.layout] ?? .list, context.terminal.width,
                           Style(enabled: context.terminal.useColor(parsed[CommonOptions.color] ?? .auto))))
}

let formatOptions = [AnyOption(RankingOptions.layout), AnyOption(RankingOptions.format)]

/// `boxoffice people NAME`: people by name.
enum People: Command {
    static let name = "people"
    static let summary = "find people by name (and a film they worked on)"
    static let synopsis = "NAME [--film TITLE] [--page N] [--per-page N] [options]"
    static let arguments = [(name: "NAME", help: "part of the person's Korean name")]
    static let film = Option<String>("film", value: "TITLE", help: "only people credited on a film with this title", convert: Convert.text)
    static let options = [AnyOption(film)] + Paging.options + formatOptions
    static var common: [AnyOption] { CommonOptions.networkWithoutDemo }
    static let discussion: String? = "Two people can share a name: the code tells them apart. `boxoffice person CODE` shows one."
    static let examples: [(command: String, note: String)] = [("boxoffice people 봉준호", ""), ("boxoffice people 강동원 --film 전우치", "")]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        try await NameSearch.run(parsed, context: context, usage: usage, what: "person", heading: "인물 검색", type: "people",
                                 filter: ("film", parsed[film]), fields: SearchTables.people, itemsKey: "people") { manager, name, page, perPage in
            let result = try await manager.fetchWithProvenance(.peopleList(PeopleQuery(name: name, film: parsed[film], page: page, perPage: perPage)))
            return (result.value.total, result.value.people, provenanceJSON(result))
        }
    }
}

/// The flow `people` and `companies` share: a name, a filter, a page of rows with KOBIS's total.
enum NameSearch {
    static func run<Row>(_ parsed: ParsedArguments, context: Context, usage: String, what: String, heading: String, type: String,
                         filter: (name: String, value: String?), fields: [Field<Row>], itemsKey: String,
                         fetch: (BoxOfficeManager, String, Int, Int) async throws -> (total: Int, rows: [Row], provenance: (String, JSONValue)))
        async throws -> ExitCode {
        guard let name = try parsed.positionals.first.map(Convert.text) else {
            throw UsageError(message: "missing the \(what) name to search for", usage: usage)
        }
        let page = parsed[Paging.page] ?? 1, perPage = parsed[Paging.perPage] ?? 10
        let client = try Client.make(parsed, context: context, usage: usage)
        let found = try await client.run("KOBIS: \(type)") { _ in try await fetch(client.manager, name, page, perPage) }
        if found.rows.isEmpty { context.note("KOBIS found no \(what) named '\(name)'") }
        let view = TableView(heading: "\(heading) '\(Sanitizer.line(name))' · " + pageLabel(total: found.total, page: page, perPage: perPage),
                             fields: fields, rows: found.rows,
                             document: [("type", .string(type)), ("query", .object([("name", .string(name)), (filter.name, .optional(filter.value))])),
                                        ("total", .int(Int64(found.total))), ("page", .int(Int64(page))), ("perPage", .int(Int64(perPage))),
                                        found.provenance],
                             itemsKey: itemsKey)
        try output(view.render, parsed, context: context)
        return .success
    }
}

/// `boxoffice person CODE`: one person and their films.
enum PersonCommand: Command {
    static let name = "person"
    static let summary = "one person's detail and filmography"
    static let synopsis = "<peopleCd> [-l list|grid] [-f FORMAT] [options]"
    static let arguments = [(name: "<peopleCd>", help: "KOBIS's person code, 8 letters or digits (from `boxoffice people`)")]
    static let options = formatOptions
    static var common: [AnyOption] { CommonOptions.networkWithoutDemo }
    static let examples: [(command: String, note: String)] = [("boxoffice person 10031641", ""), ("boxoffice person 10031641 -f json | jq '.films'", "")]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        let code = try Movie.code(parsed.positionals.first, what: "person", usage: usage)
        let client = try Client.make(parsed, context: context, usage: usage)
        let fetched = try await client.run("KOBIS: person \(code)") { _ in try await client.manager.fetchWithProvenance(.personInfo(code: code)) }
        try output(view(fetched.value, provenance: provenanceJSON(fetched)).render, parsed, context: context)
        return .success
    }

    static func view(_ person: PersonDetail, provenance: (String, JSONValue)?) -> RecordView {
        let one = RecordView.one
        let fields: [(label: String, items: [String], isTitle: Bool)] = [
            ("이름", one(person.name.isEmpty ? nil : person.name), true), ("영문 이름", one(person.nameEnglish), true),
            ("인물 코드", one(person.code), false), ("성별", one(person.sex), false), ("분야", one(person.role), false),
            ("홈페이지", person.homepages.map(Sanitizer.line), false),
        ]
        var document: [(String, JSONValue)] = [
            ("type", .string("person")), ("peopleCode", .string(person.code)), ("name", .string(person.name)),
            ("nameEnglish", .optional(person.nameEnglish)), ("sex", .optional(person.sex)), ("role", .optional(person.role)),
            ("homepages", .array(person.homepages.map(JSONValue.string))),
        ]
        if let provenance { document.append(provenance) }
        document.append(("films", SearchTables.creditsJSON(person.films)))
        return RecordView(title: person.name.isEmpty ? "-" : Sanitizer.line(person.name), fields: fields, films: person.films,
                          document: .object(document),
                          header: ["peopleCode", "name", "nameEnglish", "sex", "role", "homepages", "films"],
                          cells: [.string(person.code), .string(person.name), .optional(person.nameEnglish), .optional(person.sex),
                                  .optional(person.role), .list(person.homepages), .string(RecordView.flat(person.films))])
    }
}

/// `boxoffice companies NAME`: companies by name.
enum Companies: Command {
    static let name = "companies"
    static let summary = "find film companies by name (and CEO)"
    static let synopsis = "NAME [--ceo NAME] [--page N] [--per-page N] [options]"
    static let arguments = [(name: "NAME", help: "part of the company's name")]
    static let ceo = Option<String>("ceo", value: "NAME", help: "part of the CEO's name", convert: Convert.text)
    static let options = [AnyOption(ceo)] + Paging.options + formatOptions
    static var common: [AnyOption] { CommonOptions.networkWithoutDemo }
    static let examples: [(command: String, note: String)] = [("boxoffice companies 영화사", ""), ("boxoffice companies 미디어 --ceo 강선영", "")]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        try await NameSearch.run(parsed, context: context, usage: usage, what: "company", heading: "회사 검색", type: "companies",
                                 filter: ("ceo", parsed[ceo]), fields: SearchTables.companies, itemsKey: "companies") { manager, name, page, perPage in
            let result = try await manager.fetchWithProvenance(.companyList(CompanyQuery(name: name, ceo: parsed[ceo], page: page, perPage: perPage)))
            return (result.value.total, result.value.companies, provenanceJSON(result))
        }
    }
}

/// `boxoffice company CODE`: one company and its films.
enum CompanyCommand: Command {
    static let name = "company"
    static let summary = "one company's detail and filmography"
    static let synopsis = "<companyCd> [-l list|grid] [-f FORMAT] [options]"
    static let arguments = [(name: "<companyCd>", help: "KOBIS's company code, 8 letters or digits (from `boxoffice companies`)")]
    static let options = formatOptions
    static var common: [AnyOption] { CommonOptions.networkWithoutDemo }
    static let examples: [(command: String, note: String)] = [("boxoffice company 20188621", "")]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        let code = try Movie.code(parsed.positionals.first, what: "company", usage: usage)
        let client = try Client.make(parsed, context: context, usage: usage)
        let fetched = try await client.run("KOBIS: company \(code)") { _ in try await client.manager.fetchWithProvenance(.companyInfo(code: code)) }
        let company = fetched.value
        let one = RecordView.one
        let view = RecordView(
            title: company.name.isEmpty ? "-" : Sanitizer.line(company.name),
            fields: [("회사", one(company.name.isEmpty ? nil : company.name), true), ("영문 이름", one(company.nameEnglish), true),
                     ("회사 코드", one(company.code), false), ("대표", one(company.ceo), false), ("분야", company.parts.map(Sanitizer.line), false)],
            films: company.films,
            document: .object([("type", .string("company")), ("companyCode", .string(company.code)), ("name", .string(company.name)),
                               ("nameEnglish", .optional(company.nameEnglish)), ("ceo", .optional(company.ceo)),
                               ("parts", .array(company.parts.map(JSONValue.string))), provenanceJSON(fetched),
                               ("films", SearchTables.creditsJSON(company.films))]),
            header: ["companyCode", "name", "nameEnglish", "ceo", "parts", "films"],
            cells: [.string(company.code), .string(company.name), .optional(company.nameEnglish), .optional(company.ceo),
                    .list(company.parts), .string(RecordView.flat(company.films))])
        try output(view.render, parsed, context: context)
        return .success
    }
}

/// `boxoffice codes LIST`: KOBIS's code lists.
enum Codes: Command {
    static let name = "codes"
    static let summary = "KOBIS's code lists: region, nation, type, company-part"
    static let synopsis = "region|nation|type|company-part [-f FORMAT] [options]"
    static let arguments = [(name: "region|nation|type|company-part", help: "the list: 0105000000, 2204, 2201 or 2601")]
    static var positionalChoices: [String] { CodeList.allCases.map(\.name) }
    static let options = formatOptions
    static var common: [AnyOption] { CommonOptions.networkWithoutDemo }
    static let discussion: String? = "Lists are cached for 30 days. Nations are nested under their continents."
    static let examples: [(command: String, note: String)] = [("boxoffice codes region", "the names --region takes"), ("boxoffice codes nation -f csv", "")]

    static let labels: [CodeList: String] = [.region: "지역 코드", .nation: "국적 코드", .type: "영화유형 코드", .companyPart: "회사분류 코드"]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        guard let text = parsed.positionals.first else {
            throw UsageError(message: "missing the list: region, nation, type or company-part", usage: usage)
        }
        guard let list = CodeList.allCases.first(where: { $0.name == text }) else {
            throw UsageError(message: "unknown code list '\(text.prefix(30))': use region, nation, type or company-part", usage: usage)
        }
        let client = try Client.make(parsed, context: context, usage: usage)
        let fetched = try await client.run("KOBIS: codes") { _ in try await client.manager.fetchWithProvenance(.codes(list)) }
        let view = TableView(heading: "\(labels[list]!) (\(list.rawValue)) · \(fetched.value.count)개", fields: SearchTables.codes,
                             rows: fetched.value,
                             document: [("type", .string("codes")), ("list", .string(list.name)), ("comCode", .string(list.rawValue)), provenanceJSON(fetched)],
                             itemsKey: "codes")
        try output(view.render, parsed, context: context)
        return .success
    }
}

/// `boxoffice usage`: today's request count for the configured key.
enum Usage: Command {
    static let name = "usage"
    static let summary = "today's request count, the daily limit and the reset"
    static let synopsis = "[-f text|json] [options]"
    static let format = Option<OutputFormat>("format", short: "f", help: "text (default) or json")
    static let options = [AnyOption(format)]
    static var common: [AnyOption] { [AnyOption(CommonOptions.config)] + CommonOptions.basic }
    static let discussion: String? = "Every request that goes to the network is counted per key and per Korea-time day in $XDG_STATE_HOME/boxoffice (default ~/.local/state/boxoffice); cache hits are not. At BOXOFFICE_DAILY_LIMIT (default 2950, below KOBIS's 3000) the next request is refused before it is sent (exit 75). The count resets at 00:00 Korea time. Nothing is sent to KOBIS."
    static let examples: [(command: String, note: String)] = [("boxoffice usage", ""), ("boxoffice usage -f json", "")]

    static func run(_ parsed: ParsedArguments, context: Context) async throws -> ExitCode {
        let chosen = parsed[format] ?? .text
        guard chosen == .text || chosen == .json else {
            throw UsageError(message: "option '--format' takes 'text' or 'json' here", usage: usage)
        }
        let configuration = try Configuration.load(explicitPath: parsed[CommonOptions.config], environment: context.environment)
        for warning in configuration.warnings { context.error(warning) }
        guard let key = configuration.apiKey else { throw KobisError.missingKey }
        context.secrets.register(key)
        let status = try Client.ledger(key: key, context: context).status()
        switch chosen {
        case .json:
            try context.out(JSONValue.object([("date", .string(status.day.iso)), ("used", .int(Int64(status.used))),
                                              ("limit", .int(Int64(status.limit))),
                                              ("resetsAt", .string(KoreaTime.iso8601(status.resetsAt)))]).serialized() + "\n")
        case .text:
            let shown = "…" + String(key.suffix(4))
            try context.out("key \(shown) · \(status.day.iso) (KST): \(Formatting.grouped(Int64(status.used))) of \(Formatting.grouped(Int64(status.limit))) requests used, \(Formatting.grouped(Int64(status.remaining))) left · resets \(KoreaTime.display(status.resetsAt))\n")
        case .tsv, .csv, .jsonl, .markdown:
            throw UsageError(message: "option '--format' takes 'text' or 'json' here", usage: usage)
        }
        return .success
    }
}
