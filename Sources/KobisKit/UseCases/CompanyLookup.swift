/// A company's record and filmography by code or name: `boxoffice company` and the MCP tool `company_info`. A
/// name is looked up first (one match, or ``RequestError/ambiguousName``); an unknown code is
/// ``KobisError/notFound(kind:code:in:)``, from KOBIS and from the sample alike.
public struct CompanyLookup: UseCase {
    /// The company: a KOBIS code or a name.
    public var company: String

    public typealias Answer = RecordAnswer<RecordSheet<CompanyDetail>>

    public static let parameters = [Parameter(Declared.record(.company), required: true)]

    public init(_ values: some ParameterValues) throws {
        company = try values.given(Declared.record(.company)) ?? ""
    }

    public init(_ company: String) {
        self.company = company
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        let code = company.trimmingCharacters(in: .whitespaces)
        return try await service.lookupPlan(
            company, kind: .company, record: Phrase.say(ko: "회사 상세 정보", en: "the company's detail")
        ) { .company(code) }
    }

    /// The record; `events.notify` hears a name resolved to a code.
    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> Answer {
        let code = try await service.code(company, kind: .company, notify: events.notify)
        let fetched = try await service.data.company(code)
        return RecordAnswers.answer(RecordSheet(fetched.value, provenance: Provenance(fetched)))
    }
}
