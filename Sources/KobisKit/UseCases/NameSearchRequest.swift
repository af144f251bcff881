/// People or companies by name, one page at a time; `filter` is a film title (people) or a CEO (companies).
public struct NameSearchRequest: Sendable {
    public let kind: RecordKind
    public let name: String
    public let filter: String?
    public let page: Int
    public let perPage: Int

    public init(_ kind: RecordKind, name: String, filter: String? = nil, page: Int = 1, perPage: Int = 10) {
        self.kind = kind
        self.name = name
        self.filter = filter
        self.page = page
        self.perPage = perPage
    }

    var peopleQuery: PeopleQuery { PeopleQuery(name: name, film: filter, page: page, perPage: perPage) }
    var companyQuery: CompanyQuery { CompanyQuery(name: name, ceo: filter, page: page, perPage: perPage) }
}
