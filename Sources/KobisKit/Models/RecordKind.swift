import Foundation

/// What KOBIS has no record of.
public enum RecordKind: String, Sendable, Hashable {
    case movie, person, company
}

extension RecordKind {
    /// How a message names one: `film`, `person`, `company` (`영화`, `인물`, `회사`).
    public var word: String {
        switch self {
        case .movie: return Phrase.say(ko: "영화", en: "film")
        case .person: return Phrase.say(ko: "인물", en: "person")
        case .company: return Phrase.say(ko: "회사", en: "company")
        }
    }
}

extension RecordKind {
    /// The Korean word with its subject particle, as a sentence needs it: `영화가`, `인물이`, `회사가`.
    var koreanSubject: String {
        switch self {
        case .movie: return "영화가"
        case .person: return "인물이"
        case .company: return "회사가"
        }
    }
}
