/// What a use case would send, for a dry run: the requests it knows of now, and what may follow them.
public struct RunPlan: Sendable {
    /// The requests, how many the cache answers, and today's count.
    public let plan: KobisService.Plan
    /// What the requests are (`movie 20124079`, `the search for '광해'`; `영화 20124079`, `'광해' 검색`), in the language
    /// chosen: a dry run's plan is read by a person.
    public let what: String
    /// What more a real run may send once these are answered, in the language chosen.
    public let then: String?

    public init(plan: KobisService.Plan, what: String, then: String? = nil) {
        self.plan = plan
        self.what = what
        self.then = then
    }
}

extension KobisService {
    /// The plan for `asks`, sending nothing.
    public func plan(_ asks: [DataAsk], what: String, then: String? = nil) async throws -> RunPlan {
        RunPlan(plan: try await plan(asks), what: what, then: then)
    }

    /// What a plan that reads the archive's days and sends nothing says it does.
    static var readingTheArchive: String {
        Phrase.say(ko: "보관소에 있는 날 읽기", en: "reading the archive's held days")
    }

    /// The plan of a lookup by code or name: a name needs its search first, and `record` follows.
    func lookupPlan(
        _ text: String, kind: RecordKind, record: String, ask: () -> DataAsk
    ) async throws -> RunPlan {
        let input = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard KobisService.isCode(input) else {
            let search: DataAsk
            switch kind {
            case .movie: search = .movies(MovieQuery(title: input, page: 1, perPage: 100))
            case .person: search = .people(PeopleQuery(name: input, page: 1, perPage: 100))
            case .company: search = .companies(CompanyQuery(name: input, page: 1, perPage: 100))
            }
            return try await plan(
                [search], what: Phrase.say(ko: "'\(input.prefix(40))' 검색", en: "the search for '\(input.prefix(40))'"),
                then: record)
        }
        return try await plan([ask()], what: Phrase.say(ko: "\(kind.word) \(input)", en: "\(kind.rawValue) \(input)"))
    }
}
