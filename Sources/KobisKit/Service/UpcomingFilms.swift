import Foundation

/// The films that open in a window after today.
public struct UpcomingFilms: Sendable {
    public let from: KobisDate
    public let to: KobisDate
    public let days: Int
    public let films: [UpcomingFilm]
    public let first: Fetched<MovieSearchPage>
}
