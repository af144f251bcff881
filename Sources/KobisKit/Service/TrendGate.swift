/// The approval of trend runs whose end is not known (no `to`): such a run stops after a week out of the top 10,
/// often long before its window ends, so asking about the whole window would overcount. The first
/// `approval.above` requests the cache cannot answer go without asking; a run that gets past them is asked about
/// then, with what it has sent and what its windows may still send. Runs with a known end are asked about up front.
final class TrendGate {
    private let approval: RunApproval
    private let isCached: (KobisDate) -> Bool
    /// Requests that may still go without asking; `.max` once asked (or for the sample, which never asks).
    private var allowance: Int
    /// Requests let through so far.
    private var sent = 0

    init(approval: RunApproval, asks: Bool, isCached: @escaping (KobisDate) -> Bool) {
        self.approval = approval
        self.isCached = isCached
        allowance = asks ? approval.above : .max
    }

    /// The first days of `days` that may be asked for now. With no allowance left it asks first, counting `later`
    /// (the requests the films after this one may send); it then throws when the answer is no.
    func next(_ days: ArraySlice<KobisDate>, later: () -> Int) async throws -> ArraySlice<KobisDate> {
        guard allowance != .max else { return days }
        var taken = 0
        var fresh = 0
        for day in days {
            let new = !isCached(day)
            if new && fresh == allowance { break }
            if new { fresh += 1 }
            taken += 1
        }
        if taken > 0 {
            allowance -= fresh
            sent += fresh
            return days.prefix(taken)
        }
        try await approval.ask(sent + days.filter { !isCached($0) }.count + later())
        allowance = .max
        return days
    }
}
