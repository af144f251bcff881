/// The approval of trend runs whose end is not known (no `to`): such a run stops after a week out of the top 10,
/// often long before its window ends, so asking about the whole window would overcount. The first
/// `approval.above` requests the cache cannot answer go without asking; a run that gets past them is asked about
/// then, with what it has sent and what its windows may still send. Runs with a known end are asked about up front.
/// Days are let through in chunks no longer than what is left to send, and the run reports what each chunk sent,
/// so a warm run reads its cache once, as it fetches.
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

    /// The first days of `days` that may be asked for now: no more than the allowance left, even were none cached.
    /// With no allowance left it asks first, counting `later` (the requests the films after this one may send); it
    /// then throws when the answer is no.
    func next(_ days: ArraySlice<KobisDate>, later: () -> Int) async throws -> ArraySlice<KobisDate> {
        guard allowance != .max else { return days }
        if allowance > 0 { return days.prefix(allowance) }
        try await approval.ask(sent + days.filter { !isCached($0) }.count + later())
        allowance = .max
        return days
    }

    /// A chunk from ``next(_:later:)`` went, and `count` of its days were sent (the cache answered the others).
    func spent(_ count: Int) {
        guard allowance != .max else { return }
        allowance -= count
        sent += count
    }
}
