/// One of KOBIS's code lists (regions, nations, film types, company parts): `boxoffice codes` and the MCP tool
/// `list_codes`. In English, the names KOBIS has in English.
public struct CodeListing: UseCase {
    public var list: CodeList

    /// The list, by its name (`region`, `nation`, `type`, `company-part`).
    public static let list = OptionDeclaration<CodeList>(
        OptionSpec("list", choices: CodeList.allCases.map(\.name), help: "which list"),
        parse: { text in
            guard let list = CodeList.allCases.first(where: { $0.name == text }) else {
                throw ConversionError(Phrase.say(ko: "코드 목록이 아닙니다", en: "is not a code list"))
            }
            return list
        })

    public static let parameters = [Parameter(list, required: true)]

    /// Throws ``ParameterProblem/needsOne(of:what:)`` without a list.
    public init(_ values: some ParameterValues) throws {
        guard let list = try values.given(CodeListing.list) else {
            throw ParameterProblem.needsOne(of: [CodeListing.list.spec], what: "list")
        }
        self.list = list
    }

    public init(_ list: CodeList) {
        self.list = list
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        try await service.plan(
            [.codes(list)], what: Phrase.say(ko: "\(list.koreanName) 코드 목록", en: "the \(list.name) codes"))
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ListAnswer<Code> {
        SearchAnswers.answer(list, try await service.data.codes(list))
    }
}
