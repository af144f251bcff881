import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// When and how long to wait before trying a request again.
public struct RetryPolicy: Sendable {
    /// Further attempts after the first.
    public var maxRetries: Int
    /// The first pause; each later pause doubles it.
    public var baseDelay: Double
    /// Up to this fraction of each pause is added at random, so parallel cron jobs do not retry in step.
    public var jitter: Double

    public init(maxRetries: Int = 2, baseDelay: Double = 0.25, jitter: Double = 0.5) {
        self.maxRetries = max(0, maxRetries)
        self.baseDelay = max(0, baseDelay)
        self.jitter = max(0, jitter)
    }

    public static let standard = RetryPolicy()

    /// The pause before retry number `attempt` (1-based).
    public func delay(beforeRetry attempt: Int) -> Double {
        let base = baseDelay * pow(2, Double(min(attempt, 20) - 1))
        return base + base * jitter * Double.random(in: 0...1)
    }
}
