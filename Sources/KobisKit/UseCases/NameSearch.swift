/// People (``PersonSummary``) or companies (``CompanySummary``) by part of their name, one page with KOBIS's total:
/// `boxoffice people` and `companies`, the MCP tools `search_people` and `search_companies`. The filter narrows it
/// (a film the person is credited on, the company's CEO). Nobody found is an empty list, not an error.
public struct NameSearch<Found: NameSearchable>: UseCase {
    /// Part of the name; empty when not given (a company may be looked for by its CEO alone).
    public var name: String
    public var filter: String?
    public var page: Int
    public var perPage: Int

    /// Part of the name: the tools' argument (the command line's positional `NAME`).
    public static var name: OptionDeclaration<String> {
        OptionDeclaration(OptionSpec("name", help: "part of the name"), parse: Convert.text)
    }

    /// `film` for people, `ceo` for companies.
    public static var filter: OptionDeclaration<String> { Found.searchFilter }

    public static var parameters: [Parameter] {
        [
            Parameter(name, required: Found.nameRequired), Parameter(filter), Parameter(Declared.page),
            Parameter(Declared.perPage),
        ]
    }

    public init(_ values: some ParameterValues) throws {
        name = try values.given(NameSearch.name) ?? ""
        filter = try values.given(NameSearch.filter)
        page = try values.value(Declared.page) ?? 1
        perPage = try values.value(Declared.perPage) ?? 10
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        try await service.plan([Found.ask(self)], what: Found.searchName)
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ListAnswer<Found> {
        try await Found.page(self, from: service.data)
    }
}
