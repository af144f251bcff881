/// A use case whose answer is one list, with the list's shape known before it runs: a front-end offers it as a
/// command or a tool with no code of its own (`records`, and the next period question).
public protocol ListUseCase: UseCase where Answer == ListAnswer<Row> {
    associatedtype Row: Sendable
    /// The shape of its answer, for a front-end to check a choice of fields before anything is read.
    var shape: ListShape<Row> { get }
    /// The period it asks about, when it asks about one: a front-end names the way given in a refusal.
    var asked: HistoryPeriod? { get }
    /// Checks that the parameters go together (a ``ParameterProblem``), before anything is read.
    func check() throws
}

extension ListUseCase {
    public var asked: HistoryPeriod? { nil }
    public func check() throws {}
}
