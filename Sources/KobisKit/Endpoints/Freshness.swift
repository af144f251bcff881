import Foundation

/// How long an answer stays fresh, judged from when it was fetched. Expiry is always computed from
/// the rule, never read back from a cache file.
public enum Freshness: Sendable, Hashable {
    /// Figures for days up to `lastDay` keep changing until 12:00 KST the day after it (KOBIS corrects
    /// them overnight). Fetched before then, the answer lasts at most `unsettled`; after, `settled`.
    case ranking(lastDay: KobisDate, unsettled: TimeInterval = 3600, settled: TimeInterval = 30 * 86400)
    /// A fixed lifetime.
    case lifetime(TimeInterval)

    /// When an answer fetched at `fetchedAt` stops being fresh.
    public func expiry(fetchedAt: Date) -> Date {
        switch self {
        case .ranking(let lastDay, let unsettled, let settled):
            let settle = Freshness.settlesAt(lastDay)
            if fetchedAt < settle { return min(settle, fetchedAt.addingTimeInterval(unsettled)) }
            return fetchedAt.addingTimeInterval(settled)
        case .lifetime(let seconds):
            return fetchedAt.addingTimeInterval(seconds)
        }
    }

    /// When a ranking for `date` is taken as final: 12:00 KST on the following day.
    public static func settlesAt(_ date: KobisDate) -> Date {
        date.adding(days: 1).startInKorea.addingTimeInterval(12 * 3600)
    }

    /// The rule for a ranking's answer: ``ranking(lastDay:unsettled:settled:)``, except that an answer without a
    /// row, fetched before `lastDay` settles, is never kept (KOBIS may have the figures minutes later). A row
    /// always has a `movieCd` (one without does not decode, and is never stored), so a body without the word has
    /// no row: the rule costs a byte search, not a second decode, on every cache read.
    static func rankingRule(lastDay: KobisDate) -> @Sendable (Data) -> Freshness {
        { body in
            body.range(of: Data(#""movieCd""#.utf8)) == nil
                ? .ranking(lastDay: lastDay, unsettled: 0) : .ranking(lastDay: lastDay)
        }
    }
}
