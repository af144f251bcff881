/// One question a user can ask, as one type: its stored properties are its parameters, made from the shared
/// option declarations (``parameters``) by whichever front-end asks, the command line from its words and an MCP
/// tool from its JSON arguments. It checks them, plans a dry run, and runs against the service to one typed
/// answer; no figures is a typed error of its own (such as ``NoRanking``), the same in every front-end.
public protocol UseCase<Answer>: Sendable {
    associatedtype Answer: Sendable
    /// The declarations of its parameters, in the order an MCP tool lists them.
    static var parameters: [Parameter] { get }
    /// The use case from the values given: a front-end's words or arguments. Throws
    /// ``ConversionError`` for a value its declaration refuses.
    init(_ values: some ParameterValues) throws
    /// What a run would send, sending nothing.
    func plan(_ service: KobisService) async throws -> RunPlan
    /// The answer; `events` hears progress and is asked before a long run.
    func run(_ service: KobisService, events: UseCaseEvents) async throws -> Answer
}

/// What a use case tells its front-end as it runs, and asks it.
public struct UseCaseEvents {
    /// Hears how far the requests have gone (done, wanted, and how many the cache answered).
    public var progress: @Sendable (RangeProgress) -> Void
    /// Asked before a run that sends more requests than it may unasked.
    public var approval: RunApproval
    /// Hears what happened on the way (a name resolved to a code, a lookup that came up empty).
    public var notify: Notify
    /// Hears a ranking's posters one by one, when the front-end shows them so; nil to have them with the answer.
    public var posters: PosterStream?

    public init(
        progress: @escaping @Sendable (RangeProgress) -> Void = { _ in }, approval: RunApproval = .unasked,
        notify: @escaping Notify = { _ in }, posters: PosterStream? = nil
    ) {
        self.progress = progress
        self.approval = approval
        self.notify = notify
        self.posters = posters
    }
}
