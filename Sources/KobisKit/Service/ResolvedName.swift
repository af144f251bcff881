import Foundation

/// A name resolved to a code, for the note front-ends print (`광해 → 20124079 광해, 왕이 된 남자 (2012)`).
public struct ResolvedName: Sendable {
    public let input: String
    public let candidate: NameCandidate
    /// False when the input already was a code.
    public let wasName: Bool

    public var note: String { "\(input) → \(candidate.line)" }
}
