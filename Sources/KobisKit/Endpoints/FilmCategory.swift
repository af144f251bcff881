import Foundation

/// Which films a box-office query counts.
public enum FilmCategory: String, Sendable, Hashable, CaseIterable {
    /// Diversity (다양성) films: `multiMovieYn=Y`.
    case diversity = "Y"
    /// Commercial films: `multiMovieYn=N`.
    case commercial = "N"
}
