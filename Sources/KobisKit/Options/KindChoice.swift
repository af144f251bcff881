/// `--kind` (`multiMovieYn`).
public enum KindChoice: String, CaseIterable, Sendable {
    case diversity, commercial
    public var filter: FilmCategory { self == .diversity ? .diversity : .commercial }
}
