/// No record to list: the archive (or the sample) holds no day in the window, or no film in its days makes the
/// kind's list (none passed the milestone, none opened there). The rule is the use case's: the command line exits
/// 66 with this line, an MCP tool answers it as an error.
public struct NoRecords: Error, Sendable, Equatable, CustomStringConvertible {
    /// nil for a top list.
    public let kind: RecordsKind?
    /// The window asked for (nil: every held day).
    public let from: KobisDate?
    public let to: KobisDate?
    /// The days held in the window.
    public let held: Int
    public let source: AnswerSource

    public init(_ kind: RecordsKind?, from: KobisDate?, to: KobisDate?, held: Int, source: AnswerSource) {
        self.kind = kind
        self.from = from
        self.to = to
        self.held = held
        self.source = source
    }

    /// `the archive holds no day from … to …`, `no film passed 10 million in the 60 days the archive holds …`.
    public var description: String {
        if Phrase.korean { return korean }
        let holder = source == .sample ? "the sample" : "the archive"
        let span = from.map { from in " from \(from.iso) to \((to ?? from).iso)" } ?? ""
        guard held > 0 else { return "\(holder) holds no day\(span)" }
        let what: String
        switch kind {
        case .opening: what = "no film opened on a ranked day"
        case .fastest1m: what = "no film passed 1 million"
        case .fastest5m: what = "no film passed 5 million"
        case .fastest10m: what = "no film passed 10 million"
        case .numberOne: what = "no film was number one"
        case .singleDay: what = "no film counted an audience"
        case .topTen, nil: what = "no film was in the top 10"
        }
        let days = held == 1 ? "the 1 day" : "the \(Formatting.grouped(held)) days"
        return "\(what) in \(days) \(holder) holds\(span)"
    }

    private var korean: String {
        let holder = source == .sample ? "샘플" : "보관소"
        let span = from.map { from in " (\(from.iso) ~ \((to ?? from).iso))" } ?? ""
        guard held > 0 else { return "\(holder)에 이 기간의 날이 없습니다\(span)" }
        let what: String
        switch kind {
        case .opening: what = "집계된 날에 개봉한 영화가 없습니다"
        case .fastest1m: what = "100만 명을 넘은 영화가 없습니다"
        case .fastest5m: what = "500만 명을 넘은 영화가 없습니다"
        case .fastest10m: what = "1,000만 명을 넘은 영화가 없습니다"
        case .numberOne: what = "1위에 오른 영화가 없습니다"
        case .singleDay: what = "관객이 집계된 영화가 없습니다"
        case .topTen, nil: what = "상위 10위에 든 영화가 없습니다"
        }
        return "\(holder)에 있는 \(Formatting.grouped(held))일\(span) 동안 \(what)"
    }
}
