/// A run's figures (``RunFigures``) in a document, declared once: `trend`'s `run`, each film's `run` side by side,
/// and `movie_trend`'s. An absent figure is null, and `absent` names why.
public enum RunAnswers {
    static func kind(_ figure: RunFigures.Figure) -> FieldType {
        switch figure {
        case .openingDay, .openingWeekend, .firstSevenDays, .totalDay14, .totalDay49, .ticketPrice:
            return .nullable(.integer)
        case .peakDay: return .nullable(.date)
        default: return .nullable(.number)
        }
    }

    public static let type = FieldType.object(
        RunFigures.Figure.allCases.map { .init($0.rawValue, kind($0)) }
            + [.init("absent", .map(.choice(RunFigures.Gap.allCases.map(\.rawValue))))])

    /// The figures, then `absent`: each absent figure's reason.
    public static func json(_ run: RunFigures) -> JSONValue {
        let absent = RunFigures.Figure.allCases.compactMap { figure in
            run.gaps[figure].map { (figure.rawValue, JSONValue.string($0.rawValue)) }
        }
        return .object(RunFigures.Figure.allCases.map { ($0.rawValue, run.value($0)) } + [("absent", .object(absent))])
    }
}

extension RunFigures.Figure {
    /// The figure's name in a text block.
    public var label: String {
        switch self {
        case .openingDay: return Label.runOpeningDay.text
        case .openingWeekend: return Label.runOpeningWeekend.text
        case .firstSevenDays: return Label.runFirstSevenDays.text
        case .secondWeekDrop: return Label.runSecondWeekDrop.text
        case .totalDay14: return Label.runTotalOn(14)
        case .totalDay49: return Label.runTotalOn(49)
        case .totalOverOpeningWeekend: return Label.runTotalOverWeekend.text
        case .day49OverDay14: return Label.runDay49OverDay14.text
        case .peakDay: return Label.runPeakDay.text
        case .perShowAtPeak: return Label.runPerShow.text
        case .perScreenAtPeak: return Label.runPerScreen.text
        case .ticketPrice: return Label.runTicketPrice.text
        }
    }
}

extension RunFigures.Gap {
    /// Why the figure is absent, in a few words.
    public var label: Label {
        switch self {
        case .noReleaseDate: return .runNoReleaseDate
        case .outsideWindow: return .runOutsideWindow
        case .outOfTopTen: return .runOutOfTopTen
        case .noFigure: return .runNoFigure
        }
    }
}

extension RunFigures {
    /// A figure as text: `90,000명`, `16.7%`, `7.50배`, `10,000원`, the opening weekend with its days; `-` when
    /// absent, with why (`- (10위 밖)`). `compact`: no days, no why; `units: false`: bare numbers.
    public func text(_ figure: Figure, compact: Bool = false, units: Bool = true) -> String {
        let person = { (number: String) in units ? Label.runPeople(number) : number }
        let people = { (value: Int64?) in value.map { person(Formatting.grouped($0)) } }
        let tenths = { (value: Double?) in value.map { person(String(format: "%.1f", $0)) } }
        let times = { (value: Double?) in
            value.map { units ? Label.runTimes(String(format: "%.2f", $0)) : String(format: "%.2f", $0) }
        }
        let shown: String?
        switch figure {
        case .openingDay: shown = people(openingDay)
        case .openingWeekend:
            shown = people(openingWeekend).map { value in
                compact ? value : openingWeekendDays.map {
                    value + String(format: " (%02d-%02d~%02d-%02d)", $0.from.month, $0.from.day, $0.to.month, $0.to.day)
                } ?? value
            }
        case .firstSevenDays: shown = people(firstSevenDays)
        case .secondWeekDrop: shown = secondWeekDrop.map { String(format: "%.1f%%", $0) }
        case .totalDay14: shown = people(totalDay14)
        case .totalDay49: shown = people(totalDay49)
        case .totalOverOpeningWeekend: shown = times(totalOverOpeningWeekend)
        case .day49OverDay14: shown = times(day49OverDay14)
        case .peakDay: shown = peakDay?.iso
        case .perShowAtPeak: shown = tenths(perShowAtPeak)
        case .perScreenAtPeak: shown = tenths(perScreenAtPeak)
        case .ticketPrice:
            shown = ticketPrice.map { units ? Unit.won.attach(Formatting.grouped($0)) : Formatting.grouped($0) }
        }
        if let shown { return shown }
        guard !compact, let gap = gaps[figure] else { return "-" }
        return "- (\(gap.label.text))"
    }
}
