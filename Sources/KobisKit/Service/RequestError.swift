import Foundation

/// A request that cannot be answered as asked: a value the caller can correct. Front-ends word it as a
/// usage error (the command line, exit 64) or a tool error (MCP); the description is the reason alone.
public enum RequestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No region by that name or code; `known` are the region names.
    case unknownRegion(String, known: [String])
    /// More than one region starts with that name.
    case ambiguousRegion(String, matches: [Code])
    /// A day with no figures yet, in KOBIS or in the sample; `latest` is the last day that has them.
    case dayNotYetCounted(KobisDate, latest: KobisDate, in: AnswerSource = .kobis)
    /// A day before KOBIS's national figures start (`first`): nothing to ask for.
    case beforeFigures(KobisDate, first: KobisDate)
    /// A period (`year` 2003) that ends before KOBIS's national figures start (`first`), named by its parameter.
    case periodBeforeFigures(parameter: String, value: String, first: KobisDate)
    /// The period holding that day has not ended (in Korea, or by the sample's clock).
    case periodNotEnded(day: KobisDate, period: BoxOfficePeriod, latest: KobisDate, in: AnswerSource = .kobis)
    /// A range whose start is after its end; `names` are the parameters that gave them (`from` and `to`, or a sync's
    /// `since` and `until`).
    case reversedRange(from: KobisDate, to: KobisDate, names: [String] = ["from", "to"])
    /// A range longer than ``KobisService/maximumRangeDays``.
    case rangeTooLong(from: KobisDate, to: KobisDate, limit: Int)
    /// No period of the kind ends inside the range.
    case noPeriodInRange(WeekKind, from: KobisDate, to: KobisDate)
    /// KOBIS (or the sample) has no release date for the film, so a trend needs a start.
    case noReleaseDate(movieCode: String, in: AnswerSource = .kobis)
    /// The film opens after the last day with figures.
    case notYetOpen(movieCode: String, opens: KobisDate, latest: KobisDate)
    /// A name that matches several records: the caller picks one by its code.
    case ambiguousName(kind: RecordKind, name: String, candidates: [NameCandidate], total: Int)
    /// A name longer than ``KobisService/nameLimit`` characters: never sent, as no title or name is that long.
    case nameTooLong(kind: RecordKind, length: Int, limit: Int)
    /// No film, person or company at all (an empty or blank one): the same sentence in every front-end.
    case missingName(kind: RecordKind)

    public var description: String {
        switch self {
        case .unknownRegion(let text, let known):
            return "knows no region '\(text.prefix(40))': use one of \(known.joined(separator: ", "))"
        case .ambiguousRegion(let text, let matches):
            return
                "'\(text.prefix(40))' matches more than one region: "
                + matches.map { "\(Vocabulary.region.text($0.name)) (\($0.code))" }.joined(separator: ", ")
        case .dayNotYetCounted(let day, let latest, let source):
            let yesterday = source == .sample ? "its yesterday in Korea" : "yesterday in Korea"
            return "\(day.iso) has no figures yet: \(source.name) counts up to \(yesterday) (\(latest.iso))"
        case .beforeFigures(let day, let first):
            return "\(day.iso) is before KOBIS's figures, which start on \(first.iso)"
        case .periodBeforeFigures(let parameter, let value, let first):
            return "\(ParameterNaming.named(parameter)) \(value) is before KOBIS's figures, which start on \(first.iso)"
        case .periodNotEnded(let day, let period, let latest, let source):
            let place = source == .sample ? "in the sample" : "in Korea"
            return "\(day.iso) falls in the \(period.kind.name) \(period.start.iso)~\(period.end.iso), which has not "
                + "ended yet \(place) (figures go up to \(latest.iso))"
        case .reversedRange(let from, let to, let names):
            let (start, end) = (names.first ?? "from", names.last ?? "to")
            return "\(ParameterNaming.named(start)) \(from.iso) is after \(ParameterNaming.named(end)) \(to.iso)"
        case .rangeTooLong(let from, let to, let limit):
            return "a range is at most \(limit) days; split \(from.iso)..\(to.iso) into shorter runs"
        case .noPeriodInRange(let kind, let from, let to):
            return "no \(kind.name) ends between \(from.iso) and \(to.iso)"
        case .noReleaseDate(let code, let source):
            return "\(source.name) has no release date for \(code): give \(ParameterNaming.named("from"))"
        case .notYetOpen(let code, let opens, let latest):
            return "\(code) opens on \(opens.iso), after the last day with figures (\(latest.iso))"
        case .missingName(let kind):
            let what = kind == .movie ? "film" : kind.rawValue
            let example = kind == .movie ? "20124079" : kind == .person ? "10031641" : "20122497"
            return "missing the \(what): a code (8 letters or digits, such as \(example)) or a name"
        case .nameTooLong(let kind, let length, let limit):
            let what = kind == .movie ? "film title" : kind == .person ? "person's name" : "company name"
            return "a \(what) is at most \(limit) characters, and this one has \(length): "
                + "give a shorter part of it, or the code"
        case .ambiguousName(let kind, let name, let candidates, let total):
            return
                "'\(name.prefix(40))' matches \(total) \(kind == .person ? "people" : kind == .company ? "companies" : "films"): give the code of one\(total > candidates.count ? " (the first \(candidates.count) are listed)" : "")"
        }
    }
}

extension WeekKind {
    /// The word front-ends use: week, weekend, weekdays.
    public var name: String {
        switch self {
        case .week: return "week"
        case .weekend: return "weekend"
        case .weekdays: return "weekdays"
        }
    }
}
