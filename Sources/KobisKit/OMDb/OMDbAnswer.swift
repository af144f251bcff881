import Foundation

/// What OMDb answered: one film, a search, or not found (with OMDb's reason).
public enum OMDbAnswer: Hashable, Sendable {
    case film(OMDbFilm)
    case search([OMDbFilm])
    case notFound(String)
}
