/// A person's or company's record by code or name.
public struct RecordRequest: Sendable {
    public let kind: RecordKind
    public let text: String

    public init(_ kind: RecordKind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

extension KobisService {
    /// A person's record and filmography; an unknown code is ``KobisError/notFound(kind:code:in:)``.
    public func person(
        _ request: RecordRequest, notify: Notify? = nil
    ) async throws -> RecordAnswer<RecordSheet<PersonDetail>> {
        let fetched = try await data.person(try await code(request.text, kind: .person, notify: notify))
        return RecordAnswers.answer(RecordSheet(fetched.value, provenance: Provenance(fetched)))
    }

    /// A company's record and filmography; an unknown code is ``KobisError/notFound(kind:code:in:)``.
    public func company(
        _ request: RecordRequest, notify: Notify? = nil
    ) async throws -> RecordAnswer<RecordSheet<CompanyDetail>> {
        let fetched = try await data.company(try await code(request.text, kind: .company, notify: notify))
        return RecordAnswers.answer(RecordSheet(fetched.value, provenance: Provenance(fetched)))
    }

    public func plan(for request: RecordRequest) async throws -> RunPlan {
        let code = request.text.trimmingCharacters(in: .whitespaces)
        return try await lookupPlan(request.text, kind: request.kind, record: "the \(request.kind.rawValue)'s detail") {
            request.kind == .person ? .person(code) : .company(code)
        }
    }
}
