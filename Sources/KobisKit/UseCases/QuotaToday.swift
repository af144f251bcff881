/// Today's request count, the daily limit and the reset (Korea time): `boxoffice usage` and the MCP tool
/// `quota_status`. With the sample, its own count of the requests it answered on this machine. Nothing is sent; a
/// service without a ledger is ``KobisError/missingKey``.
public struct QuotaToday: UseCase {
    public static let parameters: [Parameter] = []

    public init(_ values: some ParameterValues) throws {}

    public init() {}

    /// Nothing is sent.
    public func plan(_ service: KobisService) async throws -> RunPlan {
        try await service.plan(
            [], what: Phrase.say(ko: "요청 수: 이 컴퓨터에만 있음", en: "nothing: the count is on this machine"))
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> QuotaStatus {
        guard let status = try await service.quotaStatus() else { throw KobisError.missingKey }
        return status
    }
}
