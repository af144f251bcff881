/// A person's record and filmography by code or name: `boxoffice person` and the MCP tool `person_info`. A name
/// is looked up first (one match, or ``RequestError/ambiguousName``); an unknown code is
/// ``KobisError/notFound(kind:code:in:)``, from KOBIS and from the sample alike.
public struct PersonLookup: UseCase {
    /// The person: a KOBIS code or a name.
    public var person: String

    public typealias Answer = RecordAnswer<RecordSheet<PersonDetail>>

    public static let parameters = [Parameter(Declared.record(.person), required: true)]

    public init(_ values: some ParameterValues) throws {
        person = try values.given(Declared.record(.person)) ?? ""
    }

    public init(_ person: String) {
        self.person = person
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        let code = person.trimmingCharacters(in: .whitespaces)
        return try await service.lookupPlan(
            person, kind: .person, record: Phrase.say(ko: "인물 상세 정보", en: "the person's detail")
        ) { .person(code) }
    }

    /// The record; `events.notify` hears a name resolved to a code.
    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> Answer {
        let code = try await service.code(person, kind: .person, notify: events.notify)
        let fetched = try await service.data.person(code)
        return RecordAnswers.answer(RecordSheet(fetched.value, provenance: Provenance(fetched)))
    }
}
