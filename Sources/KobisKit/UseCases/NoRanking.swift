/// No figures: KOBIS (or the sample) lists no film for the day, the period, or any of a range's. The rule is the
/// use case's: the command line exits 66 with this line, an MCP tool answers it as an error, browse shows it.
public struct NoRanking: Error, Sendable, CustomStringConvertible {
    public let targets: [RankingTarget]
    public let source: AnswerSource
    /// With the sample: the days it holds, named when the ask falls outside them.
    public let held: ClosedRange<KobisDate>?
    /// The ranking that lists no film, when one day or period was asked: what browse draws (its heading).
    public var ranking: Ranking?
    /// Whether the one day or period asked was answered by the archive, which holds it as empty.
    public var archived = false

    public init(
        _ targets: [RankingTarget], source: AnswerSource, held: ClosedRange<KobisDate>? = nil, ranking: Ranking? = nil
    ) {
        self.targets = targets
        self.source = source
        self.held = held
        self.ranking = ranking
    }

    /// `KOBIS has no ranking for 2024-01-15`, `the sample has no ranking from … to …: it holds … to …`.
    public var description: String {
        guard let first = targets.first, let last = targets.last else {
            return Phrase.say(ko: "\(source.name)에 순위가 없습니다", en: "\(source.name) has no ranking")
        }
        if archived, targets.count == 1 {
            return Phrase.say(
                ko: "보관소의 \(first.label) 순위는 비어 있습니다: 보관할 때 KOBIS가 보낸 영화가 없었습니다",
                en: "the archive holds \(first.label) as empty: KOBIS sent no films for it when the archive kept it")
        }
        if archived {
            return Phrase.say(
                ko: "보관소의 \(first.label) ~ \(last.label) 순위 \(targets.count)개는 모두 비어 있습니다: 보관할 때 KOBIS가 "
                    + "보낸 영화가 없었습니다",
                en: "the archive holds all \(targets.count) from \(first.label) to \(last.label) as empty: KOBIS sent "
                    + "no films for them when the archive kept them")
        }
        if Phrase.korean {
            let span = targets.count == 1 ? first.label : "\(first.label) ~ \(last.label)"
            return "\(source.name)에 \(span) 순위가 없습니다\(heldNote)"
        }
        let span = targets.count == 1 ? "for \(first.label)" : "from \(first.label) to \(last.label)"
        return "\(source.name) has no ranking \(span)\(heldNote)"
    }

    private var heldNote: String {
        guard let held else { return "" }
        if targets.count == 1, let target = targets.first {
            switch target {
            case .day(let day): if held.contains(day) { return "" }
            case .period(let period): if held.contains(period.start) && held.contains(period.end) { return "" }
            }
        }
        return Phrase.say(
            ko: " (샘플에는 \(held.lowerBound.iso) ~ \(held.upperBound.iso)만 있습니다)",
            en: ": it holds \(held.lowerBound.iso) to \(held.upperBound.iso)")
    }
}
