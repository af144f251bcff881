/// One day of a forecast's path: the cumulative audience expected by the end of the day, with its 80% interval.
public struct ForecastPoint: Sendable, Equatable {
    /// D+N: the release day is 1.
    public var day: Int
    public var date: KobisDate
    public var low: Int64
    public var expected: Int64
    public var high: Int64

    public init(day: Int, date: KobisDate, low: Int64, expected: Int64, high: Int64) {
        self.day = day
        self.date = date
        self.low = low
        self.expected = expected
        self.high = high
    }
}
