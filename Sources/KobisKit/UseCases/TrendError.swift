/// A trend that cannot be drawn as asked.
public enum TrendError: Error, Sendable, CustomStringConvertible {
    /// `cumulative` with a metric that has no running total.
    case noRunningTotal(TrendMetric)
    /// The film was in no daily top 10 of the window; `held` are the days the sample holds, when it answered;
    /// `elsewhere` is a run of ranked days outside the window that the archive (or the sample) holds, such as a
    /// re-release, which a window starting on its first day reaches.
    case neverRanked(
        movieCode: String, from: KobisDate, to: KobisDate, in: AnswerSource = .kobis,
        held: ClosedRange<KobisDate>? = nil, elsewhere: ClosedRange<KobisDate>? = nil)
    /// More films than a chart holds, or the same film twice.
    case films(String)

    public var description: String {
        switch self {
        case .noRunningTotal(let metric):
            return Phrase.say(
                ko: "누적은 관객이나 매출 지표에만 씁니다: \(metric.rawValue)에는 누적이 없습니다",
                en: "cumulative goes with the audience or sales metric: \(metric.rawValue) has no running total")
        case .neverRanked(let code, let from, let to, let source, let days, let elsewhere):
            if Phrase.korean {
                let held = days.map { "(\($0.lowerBound.iso) ~ \($0.upperBound.iso)) " } ?? ""
                let ranked = elsewhere.map { ". \($0.lowerBound.iso)부터 \($0.upperBound.iso)까지는 상위 10위에 든 날이 있습니다" }
                return "\(code): \(from.iso)부터 \(to.iso)까지 하루도 상위 10위에 들지 않았습니다. "
                    + "\(source.koreanTopic) 날마다 상위 10위만 집계하므로 \(held)보여 줄 상영 기록이 없습니다\(ranked ?? "")"
            }
            let held = days.map { " of \($0.lowerBound.iso) to \($0.upperBound.iso)" } ?? ""
            let ranked = elsewhere.map { "; it was in the top 10 from \($0.lowerBound.iso) to \($0.upperBound.iso)" }
            return "\(code) was not in the top 10 on any day from \(from.iso) to \(to.iso): \(source.name) counts only "
                + "the daily top 10\(held), so there is no run to draw\(ranked ?? "")"
        case .films(let text):
            return text
        }
    }
}
