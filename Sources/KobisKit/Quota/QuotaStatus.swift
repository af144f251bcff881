import Foundation

/// Today's count of requests for one key, or of the requests the bundled sample answered.
public struct QuotaStatus: Sendable, Equatable {
    /// The Korea-time day the count is for.
    public var day: KobisDate
    public var used: Int
    public var limit: Int
    /// 00:00 Korea time on the next day.
    public var resetsAt: Date
    /// Whose count it is: a key's (`kobis`), or the sample's own (`sample`).
    public var source: AnswerSource = .kobis
    public var remaining: Int { max(0, limit - used) }
}
