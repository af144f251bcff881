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
            return Phrase.say(
                ko: "'\(text.prefix(40))' 지역은 없습니다: \(known.joined(separator: ", ")) 중에서 고르세요",
                en: "knows no region '\(text.prefix(40))': use one of \(known.joined(separator: ", "))")
        case .ambiguousRegion(let text, let matches):
            let listed = matches.map { "\(Vocabulary.region.text($0.name)) (\($0.code))" }.joined(separator: ", ")
            return Phrase.say(
                ko: "'\(text.prefix(40))'에 맞는 지역이 여럿입니다: \(listed)",
                en: "'\(text.prefix(40))' matches more than one region: \(listed)")
        case .dayNotYetCounted(let day, let latest, let source):
            return Phrase.say(
                ko: "\(day.iso): 아직 집계가 없습니다 ("
                    + (source == .sample
                        ? "샘플은 \(latest.iso)까지 있습니다)" : "KOBIS 집계는 한국 시각으로 어제인 \(latest.iso)까지입니다)"),
                en: "\(day.iso) has no figures yet: \(source.name) counts up to "
                    + "\(source == .sample ? "its yesterday in Korea" : "yesterday in Korea") (\(latest.iso))")
        case .beforeFigures(let day, let first):
            return Phrase.say(
                ko: "\(day.iso): KOBIS 집계 시작일(\(first.iso)) 이전입니다",
                en: "\(day.iso) is before KOBIS's figures, which start on \(first.iso)")
        case .periodBeforeFigures(let parameter, let value, let first):
            return Phrase.say(
                ko: "\(ParameterNaming.named(parameter)) \(value): KOBIS 집계가 시작된 \(first.iso)보다 앞섭니다",
                en: "\(ParameterNaming.named(parameter)) \(value) is before KOBIS's figures, which start on "
                    + "\(first.iso)")
        case .periodNotEnded(let day, let period, let latest, let source):
            return Phrase.say(
                ko: "\(day.iso): 그날이 든 \(period.kind.word)(\(period.start.iso)~\(period.end.iso))이 "
                    + "\(source == .sample ? "샘플에서" : "한국 시각으로") 아직 끝나지 않았습니다 (집계는 "
                    + "\(latest.iso)까지)",
                en: "\(day.iso) falls in the \(period.kind.word) \(period.start.iso)~\(period.end.iso), which has not "
                    + "ended yet \(source == .sample ? "in the sample" : "in Korea") (figures go up to \(latest.iso))")
        case .reversedRange(let from, let to, let names):
            let (start, end) = (ParameterNaming.named(names.first ?? "from"), ParameterNaming.named(names.last ?? "to"))
            return Phrase.say(
                ko: "\(start) 날짜가 \(end) 날짜보다 늦습니다 (\(from.iso) > \(to.iso))",
                en: "\(start) \(from.iso) is after \(end) \(to.iso)")
        case .rangeTooLong(let from, let to, let limit):
            return Phrase.say(
                ko: "기간은 최대 \(limit)일입니다: \(from.iso) ~ \(to.iso) 구간을 더 짧게 나누어 주세요",
                en: "a range is at most \(limit) days; split \(from.iso)..\(to.iso) into shorter runs")
        case .noPeriodInRange(let kind, let from, let to):
            return Phrase.say(
                ko: "\(from.iso)부터 \(to.iso)까지 끝나는 \(kind.word)이 없습니다",
                en: "no \(kind.word) ends between \(from.iso) and \(to.iso)")
        case .noReleaseDate(let code, let source):
            return Phrase.say(
                ko: "\(source.name)에 \(code)의 개봉일이 없습니다: 시작일(\(ParameterNaming.named("from")))을 주세요",
                en: "\(source.name) has no release date for \(code): give \(ParameterNaming.named("from"))")
        case .notYetOpen(let code, let opens, let latest):
            return Phrase.say(
                ko: "\(code): \(opens.iso) 개봉으로, 집계가 있는 마지막 날(\(latest.iso)) 뒤입니다",
                en: "\(code) opens on \(opens.iso), after the last day with figures (\(latest.iso))")
        case .missingName(let kind):
            let example = kind == .movie ? "20124079" : kind == .person ? "10031641" : "20122497"
            return Phrase.say(
                ko: "\(kind.koreanSubject) 빠졌습니다: 코드(\(example)처럼 영문자·숫자 8자)나 이름을 주세요",
                en: "missing the \(kind.word): a code (8 letters or digits, such as \(example)) or a name")
        case .nameTooLong(let kind, let length, let limit):
            let what = kind == .movie ? "film title" : kind == .person ? "person's name" : "company name"
            let korean = kind == .movie ? "영화 제목" : kind == .person ? "인물 이름" : "회사 이름"
            return Phrase.say(
                ko: "\(korean)은 \(limit)자까지인데 이것은 \(length)자입니다: 더 짧은 일부나 코드를 주세요",
                en: "a \(what) is at most \(limit) characters, and this one has \(length): "
                    + "give a shorter part of it, or the code")
        case .ambiguousName(let kind, let name, let candidates, let total):
            let listed = total > candidates.count
            let korean = kind == .person ? "인물이 \(total)명" : kind == .company ? "회사가 \(total)곳" : "영화가 \(total)편"
            let english = kind == .person ? "people" : kind == .company ? "companies" : "films"
            return Phrase.say(
                ko: "'\(name.prefix(40))'에 맞는 \(korean)입니다: 그중 하나의 코드를 주세요"
                    + (listed ? " (앞의 \(candidates.count)개만 보입니다)" : ""),
                en: "'\(name.prefix(40))' matches \(total) \(english): give the code of one"
                    + (listed ? " (the first \(candidates.count) are listed)" : ""))
        }
    }
}

extension WeekKind {
    /// How a message names it: week, weekend, weekdays (주간, 주말, 주중).
    public var word: String {
        switch self {
        case .week: return Phrase.say(ko: "주간", en: "week")
        case .weekend: return Phrase.say(ko: "주말", en: "weekend")
        case .weekdays: return Phrase.say(ko: "주중", en: "weekdays")
        }
    }

    /// The word front-ends use: week, weekend, weekdays.
    public var name: String {
        switch self {
        case .week: return "week"
        case .weekend: return "weekend"
        case .weekdays: return "weekdays"
        }
    }
}
