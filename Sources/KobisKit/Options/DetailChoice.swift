/// How much of a film `movie_info` returns.
public enum DetailChoice: String, CaseIterable, Sendable {
    case brief, full
}
