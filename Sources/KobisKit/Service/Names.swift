import Foundation

extension KobisService {
    /// The most candidates an ambiguous name lists.
    public static let candidateLimit = 10

    /// The most characters a name may have: the longest real titles are well under it, and a longer one would
    /// only make a URL that servers refuse (HTTP 414).
    public static let nameLimit = 100

    /// Whether `text` reads as a KOBIS code: 8 ASCII letters or digits.
    public static func isCode(_ text: String) -> Bool {
        let code = text.trimmingCharacters(in: .whitespaces)
        return code.utf8.count == 8
            && code.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// Letters and digits only, lowercased: how names are compared.
    static func folded(_ text: String) -> String {
        String(
            text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
                .map(Character.init))
    }

    /// A code, or a name looked up with KOBIS's search (cached like any search): an exact match (spaces and
    /// punctuation aside) wins, else the one result when there is one. Several: ``RequestError/ambiguousName``;
    /// none: ``KobisError/noMatch(kind:name:in:)``; longer than ``nameLimit``: ``RequestError/nameTooLong``, unsent.
    public func resolve(_ text: String, kind: RecordKind) async throws -> ResolvedName {
        let input = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if KobisService.isCode(input) {
            return ResolvedName(
                input: input, candidate: NameCandidate(code: input, name: input, year: nil, detail: nil), wasName: false
            )
        }
        guard !input.isEmpty else { throw RequestError.missingName(kind: kind) }
        let length = input.unicodeScalars.count
        guard length <= KobisService.nameLimit else {
            throw RequestError.nameTooLong(kind: kind, length: length, limit: KobisService.nameLimit)
        }
        let candidates: [NameCandidate]
        let total: Int
        switch kind {
        case .movie:
            let page = try await data.movies(MovieQuery(title: input, page: 1, perPage: 100)).value
            total = page.total
            candidates = page.movies.map {
                NameCandidate(
                    code: $0.code, name: $0.title, year: $0.productionYear,
                    detail: $0.directors.first.map { "\(Label.director.text) \($0)" })
            }
        case .person:
            let page = try await data.people(PeopleQuery(name: input, page: 1, perPage: 100)).value
            total = page.total
            candidates = page.people.map { person in
                NameCandidate(
                    code: person.code, name: person.name, year: nil,
                    detail: ([person.role.map { Vocabulary.role.text($0) }]
                        + person.films.prefix(2).map { Optional($0) }).compactMap { $0 }.joined(
                            separator: " · "
                        ).nilIfEmpty)
            }
        case .company:
            let page = try await data.companies(CompanyQuery(name: input, page: 1, perPage: 100)).value
            total = page.total
            candidates = page.companies.map { company in
                NameCandidate(
                    code: company.code, name: company.name, year: nil,
                    detail: (company.parts.map { Vocabulary.companyPart.text($0) }
                        + [company.ceo.map { "\(Label.ceo.text) \($0)" }].compactMap { $0 }).joined(
                            separator: " · "
                        ).nilIfEmpty)
            }
        }
        let wanted = KobisService.folded(input)
        let exact = candidates.filter { KobisService.folded($0.name) == wanted }
        if exact.count == 1 { return ResolvedName(input: input, candidate: exact[0], wasName: true) }
        if exact.isEmpty && candidates.count == 1 {
            return ResolvedName(input: input, candidate: candidates[0], wasName: true)
        }
        if candidates.isEmpty { throw KobisError.noMatch(kind: kind, name: input, in: answerSource) }
        let listed = exact.count > 1 ? exact : candidates
        throw RequestError.ambiguousName(
            kind: kind, name: input, candidates: Array(listed.prefix(KobisService.candidateLimit)),
            total: exact.count > 1 ? exact.count : max(total, candidates.count))
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
