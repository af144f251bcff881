import Foundation

/// The period a question of the history covers, declared once for `top`, `records` and any next period question:
/// a calendar year, a month, a range from `from` (to `to`, default yesterday in Korea), or every held day. A
/// question names the ways it takes and whether one must be given; the group owns their declarations, the check that
/// they go together, and how a year or a month before KOBIS's figures is refused.
public struct HistoryPeriod: Sendable, Equatable {
    /// A way to give the period.
    public enum Way: Sendable, CaseIterable {
        case year, month, range, allTime

        /// The declaration that gives this way (a range's first day for the range).
        var spec: OptionSpec {
            switch self {
            case .year: return Declared.calendarYear.spec
            case .month: return Declared.month.spec
            case .range: return Declared.from.spec
            case .allTime: return Declared.allTime.spec
            }
        }
    }

    public var year: Int?
    public var month: CalendarMonth?
    public var from: DateArgument?
    public var to: DateArgument?
    public var allTime: Bool
    /// The ways the question takes, in the order its parameters are declared.
    public let ways: [Way]
    /// One way must be given; otherwise none given means every held day.
    public let required: Bool

    /// The declarations of `ways`, in the order an MCP tool lists them.
    public static func parameters(_ ways: [Way]) -> [Parameter] {
        ways.flatMap { way -> [Parameter] in
            switch way {
            case .year: return [Parameter(Declared.calendarYear)]
            case .month: return [Parameter(Declared.month)]
            case .range: return [Parameter(Declared.from), Parameter(Declared.to)]
            case .allTime: return [Parameter(Declared.allTime)]
            }
        }
    }

    public init(_ values: some ParameterValues, ways: [Way], required: Bool) throws {
        self.ways = ways
        self.required = required
        year = ways.contains(.year) ? try values.given(Declared.calendarYear) : nil
        month = ways.contains(.month) ? try values.given(Declared.month) : nil
        from = ways.contains(.range) ? try values.given(Declared.from) : nil
        to = ways.contains(.range) ? try values.given(Declared.to) : nil
        allTime = ways.contains(.allTime) ? try values.flag(Declared.allTime) : false
    }

    /// The ways given, as their declarations name them.
    var given: [OptionSpec] {
        [(year != nil, Way.year), (month != nil, .month), (from != nil, .range), (allTime, .allTime)]
            .filter(\.0).map(\.1.spec)
    }

    /// The name of the way given (`year`, `month`, `from`, `allTime`), nil when none is.
    public var givenName: String? { given.first?.name }

    /// None given where one is needed, naming every way.
    public var missing: ParameterProblem {
        .needsOne(of: ways.map(\.spec), what: "period")
    }

    /// Checks that at most one way is given (exactly one when ``required``) and that `to` goes with `from`.
    public func check() throws {
        let given = given
        if given.isEmpty && required { throw missing }
        if given.count > 1 { throw ParameterProblem.onlyOne(of: given, what: "period") }
        if to != nil && from == nil { throw ParameterProblem.goesWith(Declared.to.spec, partner: Declared.from.spec) }
    }

    /// The period, checked and resolved with the service's clock; nil when none is given. A year or a month that ends
    /// before KOBIS's first day of figures is ``RequestError/periodBeforeFigures(parameter:value:first:)``;
    /// `allTime` runs from the archive's first day to yesterday in Korea.
    public func window(_ service: KobisService) throws -> TopWindow? {
        try check()
        let latest = service.latestDay
        let first = KobisService.firstDayWithFigures
        if let year {
            guard year >= first.year else {
                throw RequestError.periodBeforeFigures(parameter: "year", value: String(year), first: first)
            }
            return .year(year)
        }
        if let month {
            guard month.last >= first else {
                let text = String(format: "%04d-%02d", month.year, month.month)
                throw RequestError.periodBeforeFigures(parameter: "month", value: text, first: first)
            }
            return .month(month)
        }
        if allTime { return .allTime(from: ArchiveStore.firstDay, to: latest) }
        guard let from else { return nil }
        return .range(from: from.resolved(latest: latest), to: to?.day(latest: latest))
    }
}
