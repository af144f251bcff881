import Foundation

/// One row of a ranking: the film's entry, with its detail and poster when they were asked for.
public struct RankingRow: Sendable {
    public let entry: DailyBoxOfficeEntry
    public let target: RankingTarget
    public let detail: MovieDetail?
    public let poster: Poster?
    /// KOBIS's English title, when English titles were asked for and the film has one.
    public var titleEnglish: String?

    /// The title people read: English in English, when there is one.
    public var shownTitle: String { Formatting.title(entry.title, english: titleEnglish) }
}
