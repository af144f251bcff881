/// Who answered: KOBIS, or the sample built into the binary (`--demo`). Messages about what is missing name it,
/// so a gap in the sample is never blamed on KOBIS.
public enum AnswerSource: String, Sendable, Hashable {
    case kobis
    case sample

    /// How a message names it: `KOBIS`, `the sample` (`샘플`).
    public var name: String {
        switch self {
        case .kobis: return "KOBIS"
        case .sample: return Phrase.say(ko: "샘플", en: "the sample")
        }
    }

    /// The Korean name with its topic particle: `KOBIS는`, `샘플은`.
    public var koreanTopic: String { self == .kobis ? "KOBIS는" : "샘플은" }
}
