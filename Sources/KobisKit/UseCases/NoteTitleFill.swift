/// Titles filled in for notes saved without KOBIS: how many, and why the rest could not be.
public struct NoteTitleFill: Sendable {
    public let filled: Int
    /// Notes still titled by their code.
    public let left: Int
    public let failure: KobisError?
}
