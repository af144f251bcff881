/// A forecast figure with its 80% interval: `low` and `high` are the 10th and 90th percentiles.
public struct ForecastRange: Sendable, Equatable {
    public var low: Int64
    public var expected: Int64
    public var high: Int64

    public init(low: Int64, expected: Int64, high: Int64) {
        self.low = low
        self.expected = expected
        self.high = high
    }
}
