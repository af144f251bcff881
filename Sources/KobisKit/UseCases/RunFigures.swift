/// A film's run in the figures fans quote, read from its days in the daily top 10 (each defined in docs/json.md,
/// `run`). D+N counts as milestones do: the release day is D+1. A span's audience is the difference of KOBIS's
/// cumulative (`audiAcc`, which counts every day shown) at its ends, so a day out of the top 10 inside a span costs
/// nothing when its ends are known. A figure the days cannot give is nil, and ``gaps`` says why: never a guess.
public struct RunFigures: Sendable, Equatable {
    /// Why a figure is absent.
    public enum Gap: String, Sendable, CaseIterable {
        /// KOBIS gives the film no release date, so no D+N.
        case noReleaseDate
        /// A day it needs falls outside the days read: the run has not reached it yet, or `from`/`to` leave it out.
        case outsideWindow
        /// A day it needs is read, but the film had no figures in that day's top 10.
        case outOfTopTen
        /// The day's ranking lists the film without the figure it needs (its sales, screens or shows).
        case noFigure
    }

    /// The figures, in the order they are shown.
    public enum Figure: String, Sendable, CaseIterable {
        case openingDay, openingWeekend, firstSevenDays, secondWeekDrop, totalDay14, totalDay49
        case totalOverOpeningWeekend, day49OverDay14, peakDay, perShowAtPeak, perScreenAtPeak, ticketPrice
    }

    /// The release day's audience (D+1).
    public var openingDay: Int64?
    /// The audience of the first Friday to Sunday from the release day (only its days from the release on).
    public var openingWeekend: Int64?
    /// The first and last day of the opening weekend.
    public var openingWeekendDays: (from: KobisDate, to: KobisDate)?
    /// The audience of D+1 to D+7.
    public var firstSevenDays: Int64?
    /// How far D+8 to D+14 fell below D+1 to D+7, in percent (negative when it grew), one decimal.
    public var secondWeekDrop: Double?
    /// The cumulative audience at the end of D+14 and of D+49 (previews included, as `audiAcc` counts them).
    public var totalDay14: Int64?
    public var totalDay49: Int64?
    /// The latest cumulative (the last ranked day's) over the opening weekend, two decimals.
    public var totalOverOpeningWeekend: Double?
    /// The cumulative at D+49 over that at D+14, two decimals.
    public var day49OverDay14: Double?
    /// The day with the largest audience, and its audience per show and per screen (one decimal).
    public var peakDay: KobisDate?
    public var perShowAtPeak: Double?
    public var perScreenAtPeak: Double?
    /// The average ticket price in won: the cumulative sales over the cumulative audience, on the last ranked day.
    public var ticketPrice: Int64?
    /// Why each absent figure is absent.
    public var gaps: [Figure: Gap] = [:]

    public static func == (a: RunFigures, b: RunFigures) -> Bool {
        a.openingDay == b.openingDay && a.openingWeekend == b.openingWeekend
            && a.openingWeekendDays?.from == b.openingWeekendDays?.from
            && a.openingWeekendDays?.to == b.openingWeekendDays?.to && a.firstSevenDays == b.firstSevenDays
            && a.secondWeekDrop == b.secondWeekDrop && a.totalDay14 == b.totalDay14 && a.totalDay49 == b.totalDay49
            && a.totalOverOpeningWeekend == b.totalOverOpeningWeekend && a.day49OverDay14 == b.day49OverDay14
            && a.peakDay == b.peakDay && a.perShowAtPeak == b.perShowAtPeak && a.perScreenAtPeak == b.perScreenAtPeak
            && a.ticketPrice == b.ticketPrice && a.gaps == b.gaps
    }

    /// The figures of a run released on `release`, from its days in order (``TrendPoint``, one a day).
    public init(_ points: [TrendPoint], release: KobisDate?) {
        let days = RunDays(points)
        let peak = days.ranked.max { a, b in
            (a.entry?.audience ?? 0, b.date) < (b.entry?.audience ?? 0, a.date)
        }
        if let peak, let entry = peak.entry, let audience = entry.audience {
            peakDay = peak.date
            perShowAtPeak = entry.shows.flatMap { $0 > 0 ? RunFigures.round(Double(audience) / Double($0), 1) : nil }
            perScreenAtPeak = entry.screens.flatMap {
                $0 > 0 ? RunFigures.round(Double(audience) / Double($0), 1) : nil
            }
        }
        let last = days.ranked.last { $0.entry?.audienceTotal != nil }?.entry
        if let sales = last?.salesTotal, let total = last?.audienceTotal, total > 0 {
            ticketPrice = Int64((Double(sales) / Double(total)).rounded())
        }
        if let release {
            let weekend = RunFigures.weekend(from: release)
            openingWeekendDays = weekend
            let day = { (number: Int) in release.adding(days: number - 1) }
            (openingDay, gaps[.openingDay]) = days.audience(on: release)
            (openingWeekend, gaps[.openingWeekend]) = days.span(weekend.from, weekend.to)
            (firstSevenDays, gaps[.firstSevenDays]) = days.span(release, day(7))
            let second = days.span(day(8), day(14))
            if let one = firstSevenDays, let two = second.value, one > 0 {
                secondWeekDrop = RunFigures.round((1 - Double(two) / Double(one)) * 100, 1)
            } else {
                gaps[.secondWeekDrop] = gaps[.firstSevenDays] ?? second.gap
            }
            (totalDay14, gaps[.totalDay14]) = days.total(at: day(14))
            (totalDay49, gaps[.totalDay49]) = days.total(at: day(49))
            if let fourteen = totalDay14, let fortyNine = totalDay49, fourteen > 0 {
                day49OverDay14 = RunFigures.round(Double(fortyNine) / Double(fourteen), 2)
            } else {
                gaps[.day49OverDay14] = gaps[.totalDay14] ?? gaps[.totalDay49]
            }
        } else {
            for figure in [Figure.openingDay, .openingWeekend, .firstSevenDays, .secondWeekDrop, .totalDay14]
                + [.totalDay49, .day49OverDay14]
            {
                gaps[figure] = .noReleaseDate
            }
        }
        if let weekend = openingWeekend, weekend > 0, let total = last?.audienceTotal {
            totalOverOpeningWeekend = RunFigures.round(Double(total) / Double(weekend), 2)
        } else {
            gaps[.totalOverOpeningWeekend] = gaps[.openingWeekend] ?? .outOfTopTen
        }
        if peakDay == nil { gaps[.peakDay] = .outOfTopTen }
        if perShowAtPeak == nil { gaps[.perShowAtPeak] = peakDay == nil ? .outOfTopTen : .noFigure }
        if perScreenAtPeak == nil { gaps[.perScreenAtPeak] = peakDay == nil ? .outOfTopTen : .noFigure }
        if ticketPrice == nil { gaps[.ticketPrice] = last == nil ? .outOfTopTen : .noFigure }
    }

    /// The Friday, Saturday and Sunday of the first weekend from `release` on (from the release day itself when it
    /// opens on a Saturday or Sunday).
    public static func weekend(from release: KobisDate) -> (from: KobisDate, to: KobisDate) {
        // weekday: 0 Sunday … 5 Friday, 6 Saturday.
        switch release.weekday {
        case 0, 5, 6: return (release, release.adding(days: release.weekday == 0 ? 0 : 7 - release.weekday))
        default: return (release.adding(days: 5 - release.weekday), release.adding(days: 7 - release.weekday))
        }
    }

    static func round(_ value: Double, _ places: Int) -> Double {
        let scale = places == 1 ? 10.0 : 100.0
        return (value * scale).rounded() / scale
    }

    /// The value of each figure, as the document holds it.
    public func value(_ figure: Figure) -> JSONValue {
        switch figure {
        case .openingDay: return .optional(openingDay)
        case .openingWeekend: return .optional(openingWeekend)
        case .firstSevenDays: return .optional(firstSevenDays)
        case .secondWeekDrop: return secondWeekDrop.map(JSONValue.double) ?? .null
        case .totalDay14: return .optional(totalDay14)
        case .totalDay49: return .optional(totalDay49)
        case .totalOverOpeningWeekend: return totalOverOpeningWeekend.map(JSONValue.double) ?? .null
        case .day49OverDay14: return day49OverDay14.map(JSONValue.double) ?? .null
        case .peakDay: return .optional(peakDay?.iso)
        case .perShowAtPeak: return perShowAtPeak.map(JSONValue.double) ?? .null
        case .perScreenAtPeak: return perScreenAtPeak.map(JSONValue.double) ?? .null
        case .ticketPrice: return .optional(ticketPrice)
        }
    }
}
