import Foundation

/// One film due to open, and the days until it does.
public struct UpcomingFilm: Sendable {
    public let movie: MovieSummary
    public let daysLeft: Int
}
