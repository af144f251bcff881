/// When a film is expected to pass a milestone still ahead: `earliest` on the interval's high path, `latest` on its
/// low path (nil when the low final total stays under it), `expected` on the expected path (nil when the expected
/// final total stays under it).
public struct MilestoneForecast: Sendable, Equatable {
    public var milestone: Int64
    public var expected: KobisDate?
    public var earliest: KobisDate
    public var latest: KobisDate?

    public init(milestone: Int64, expected: KobisDate?, earliest: KobisDate, latest: KobisDate?) {
        self.milestone = milestone
        self.expected = expected
        self.earliest = earliest
        self.latest = latest
    }
}
