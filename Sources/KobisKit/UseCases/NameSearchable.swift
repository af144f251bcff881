/// What ``NameSearch`` finds: people or companies, each with the filter beside the name, its request and its list.
public protocol NameSearchable: Sendable {
    /// The filter beside the name: a film the person is credited on, or part of the company's CEO's name.
    static var searchFilter: OptionDeclaration<String> { get }
    /// Whether a tool's call must give the name (a company may be found by its CEO alone).
    static var nameRequired: Bool { get }
    /// What a dry run says it sends: `the people search`.
    static var searchName: String { get }
    /// The one request of `search`.
    static func ask(_ search: NameSearch<Self>) -> DataAsk
    /// One page, with KOBIS's total, from `data`.
    static func page(_ search: NameSearch<Self>, from data: any BoxOfficeData) async throws -> ListAnswer<Self>
}

extension PersonSummary: NameSearchable {
    public static let searchFilter = OptionDeclaration<String>(
        OptionSpec("film", value: "TITLE", help: "only people credited on a film with this title"), parse: Convert.text)
    public static let nameRequired = true
    public static var searchName: String { Phrase.say(ko: "인물 검색", en: "the people search") }

    public static func ask(_ search: NameSearch<PersonSummary>) -> DataAsk { .people(query(search)) }

    public static func page(
        _ search: NameSearch<PersonSummary>, from data: any BoxOfficeData
    ) async throws -> ListAnswer<PersonSummary> {
        let fetched = try await data.people(query(search))
        return SearchAnswers.answer(
            SearchAnswers.people, heading: .peopleSearch, name: search.name, filter: ("film", search.filter),
            page: search.page, perPage: search.perPage, total: fetched.value.total, rows: fetched.value.people,
            provenance: Provenance(fetched))
    }

    private static func query(_ search: NameSearch<PersonSummary>) -> PeopleQuery {
        PeopleQuery(name: search.name, film: search.filter, page: search.page, perPage: search.perPage)
    }
}

extension CompanySummary: NameSearchable {
    public static let searchFilter = OptionDeclaration<String>(
        OptionSpec("ceo", value: "NAME", help: "part of the CEO's name"), parse: Convert.text)
    public static let nameRequired = false
    public static var searchName: String { Phrase.say(ko: "회사 검색", en: "the company search") }

    public static func ask(_ search: NameSearch<CompanySummary>) -> DataAsk { .companies(query(search)) }

    public static func page(
        _ search: NameSearch<CompanySummary>, from data: any BoxOfficeData
    ) async throws -> ListAnswer<CompanySummary> {
        let fetched = try await data.companies(query(search))
        return SearchAnswers.answer(
            SearchAnswers.companies, heading: .companySearch, name: search.name, filter: ("ceo", search.filter),
            page: search.page, perPage: search.perPage, total: fetched.value.total, rows: fetched.value.companies,
            provenance: Provenance(fetched))
    }

    private static func query(_ search: NameSearch<CompanySummary>) -> CompanyQuery {
        CompanyQuery(name: search.name, ceo: search.filter, page: search.page, perPage: search.perPage)
    }
}
