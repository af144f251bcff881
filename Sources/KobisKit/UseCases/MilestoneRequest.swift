extension KobisService {
    /// A film's milestones alone: the same window, requests and checks as its trend
    /// (``trend(_:approval:notify:progress:)``), with the milestones as the answer's rows.
    public func milestones(
        _ request: TrendRequest, approval: RunApproval = .unasked, notify: Notify? = nil,
        progress: ((RangeProgress) -> Void)? = nil
    ) async throws
        -> (series: TrendSeries, answer: ListAnswer<Milestone>)
    {
        let series = try await trend(request, approval: approval, notify: notify, progress: progress).series
        return (series, MilestoneAnswers.answer(series, source: source))
    }
}
