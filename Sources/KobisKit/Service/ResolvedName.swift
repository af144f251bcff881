import Foundation

/// A name resolved to a code, for the note front-ends print (`광해 → 20124079 광해, 왕이 된 남자 (2012)`).
public struct ResolvedName: Sendable {
    public let input: String
    public let candidate: NameCandidate
    /// False when the input already was a code.
    public let wasName: Bool

    public var note: String { "\(input) → \(candidate.line)" }
}

/// One record a name could mean: its code, its name, and what tells it apart.
public struct NameCandidate: Sendable, Equatable {
    public let code: String
    public let name: String
    /// The production year, for a film.
    public let year: Int?
    /// A director, a role and films, or a company's parts: whatever tells two of the same name apart.
    public let detail: String?

    /// `20124079  광해, 왕이 된 남자 (2012) 감독 추창민`: ready to copy.
    public var line: String {
        "\(code)  \(name)" + (year.map { " (\($0))" } ?? "") + (detail.map { " \($0)" } ?? "")
    }
}
