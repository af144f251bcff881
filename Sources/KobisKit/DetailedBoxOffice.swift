import Foundation

/// A ranking with each film's detail joined to its row.
public struct DetailedBoxOffice: Sendable {
    public var boxOffice: DailyBoxOffice
    /// Details by movie code; a film whose detail could not be fetched is missing here.
    public var details: [String: MovieDetail]
    /// Movie codes whose detail failed, with why, in ranking order.
    public var failures: [(code: String, error: KobisError)]
}
