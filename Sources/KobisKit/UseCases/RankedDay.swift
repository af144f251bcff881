/// A film's latest day in a daily ranking: the day and its row (rank, audience, 누적).
public struct RankedDay: Sendable {
    public let day: KobisDate
    public let entry: DailyBoxOfficeEntry

    public init(day: KobisDate, entry: DailyBoxOfficeEntry) {
        self.day = day
        self.entry = entry
    }
}
