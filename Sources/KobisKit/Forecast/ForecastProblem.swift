/// Why there is no forecast: the library says what happened; the front-end words the advice and the exit code.
public enum ForecastProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The run has fewer than three days by the as-of day.
    case tooEarly(movieCode: String, title: String, days: Int)
    /// The film is in no daily top 10 the archive holds (up to `asOf`, when given).
    case notInArchive(film: String, asOf: KobisDate?)
    /// A title that names more than one film in the archive.
    case ambiguous(title: String, codes: [String])
    /// The archive holds no days at all.
    case emptyArchive
    /// The archive has no finished run to score (a backtest); `days` is how many days it holds.
    case tooShortForBacktest(days: Int)

    public var description: String { description(source: Phrase.say(ko: "보관소", en: "the archive")) }

    /// The problem worded for the days read: `the archive`, or `the sample` when the sample answers (`--demo`).
    public func description(source: String) -> String {
        if Phrase.korean { return korean(source: source) }
        switch self {
        case .tooEarly(let code, let title, let days):
            return "\(title) (\(code)) has \(days) day\(days == 1 ? "" : "s") of its run: a forecast needs at least "
                + "3 (D+3)"
        case .notInArchive(let film, let asOf):
            let when = asOf.map { " up to \($0.iso)" } ?? ""
            return "\(film) is in no daily top 10 \(source) holds\(when): there is no run to forecast"
        case .ambiguous(let title, let codes):
            return "'\(title)' names \(codes.count) films in \(source) (\(codes.prefix(5).joined(separator: ", "))): "
                + "give the code"
        case .emptyArchive:
            return "the archive holds no days: fill it with `boxoffice sync` first"
        case .tooShortForBacktest(let days):
            return "\(days) days are too short for a backtest: no run in them is finished (out of the top 10 for "
                + "\(ForecastHistory.gap) days)"
        }
    }

    /// The problem in Korean; `source` is `보관소` or `샘플`.
    private func korean(source: String) -> String {
        switch self {
        case .tooEarly(let code, let title, let days):
            return "\(title) (\(code)): 상영 \(days)일째라, 예측하려면 적어도 3일(D+3)이 필요합니다"
        case .notInArchive(let film, let asOf):
            let when = asOf.map { " \($0.iso)까지" } ?? ""
            return "\(film): \(source)의 일별 상위 10위에\(when) 든 적이 없어 예측할 상영이 없습니다"
        case .ambiguous(let title, let codes):
            return "'\(title)'에 맞는 영화가 \(source)에 \(codes.count)편 있습니다 "
                + "(\(codes.prefix(5).joined(separator: ", "))): 코드를 주세요"
        case .emptyArchive:
            return "보관소에 아무 날도 없습니다: 먼저 `boxoffice sync`로 채우세요"
        case .tooShortForBacktest(let days):
            return "\(days)일로는 백테스트를 할 수 없습니다: 끝난 상영(\(ForecastHistory.gap)일 연속 10위 밖)이 하나도 없습니다"
        }
    }
}
