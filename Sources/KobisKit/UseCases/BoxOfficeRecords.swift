/// The records of the whole history: `boxoffice records` and the MCP tool `box_office_records`. It reads every day
/// the archive holds (with the sample, the sample's days) and sends no request: the biggest opening days, the
/// fastest to 1, 5 and 10 million, the longest runs at number one, the biggest single days, the most days in the top
/// 10 (docs/archive.md defines each), narrowed to a year or a range. No held day in the window is ``NoRecords``;
/// held days of which no film makes the list are an answer with no entries, and a notice that says why.
public struct BoxOfficeRecords: ListUseCase {
    public var kind: RecordsKind
    /// A year or a range; none is every held day.
    public var period: HistoryPeriod
    public var limit: Int

    static let ways: [HistoryPeriod.Way] = [.year, .range]

    public static let parameters =
        [Parameter(Declared.recordsKind)] + HistoryPeriod.parameters(ways) + [Parameter(Declared.topLimit)]

    public init(_ values: some ParameterValues) throws {
        kind = try values.value(Declared.recordsKind) ?? .opening
        period = try HistoryPeriod(values, ways: Self.ways, required: false)
        limit = try values.value(Declared.topLimit) ?? 10
    }

    public var shape: ListShape<BoxOfficeRecord> { BoxOfficeRecordAnswers.shape(kind) }
    public var asked: HistoryPeriod? { period }

    /// Checks that the parameters go together, before anything is read.
    public func check() throws { try period.check() }

    /// The window's first and last day, nil for every held day; checked as `top` checks its period (a year before
    /// KOBIS's figures or not yet started, a day not yet counted, a range that runs backwards are refused).
    public func window(_ service: KobisService) throws -> (from: KobisDate, to: KobisDate)? {
        guard let window = try period.window(service) else { return nil }
        return try window.days(service)
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        _ = try window(service)
        return try await service.plan([], what: KobisService.readingTheArchive)
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ListAnswer<BoxOfficeRecord> {
        let asked = try window(service)
        let history = try await service.data.history()
        let source = service.answerSource
        guard let span = history.span else {
            throw NoRecords(kind, from: asked?.from, to: asked?.to, held: 0, source: source)
        }
        let (first, last) = asked ?? (span.lowerBound, span.upperBound)
        let held = first <= last ? history.heldCount(from: first, to: last) : 0
        guard held > 0 else { throw NoRecords(kind, from: first, to: last, held: 0, source: source) }
        if let notice = history.emptyDaysNotice(from: first, to: last) { events.notify(notice) }
        var records = RecordFinder.find(kind, in: history, from: first, to: last, limit: limit)
        if records.isEmpty {
            // The days are held and none makes the list: an answer, with no entries (docs/json.md, "Empty answers").
            events.notify(NoRecords(kind, from: first, to: last, held: held, source: source).description)
        }
        let english = Label.language == .en
        if english {
            // The English titles of the films the archive (or the cache) holds: never a request.
            for index in records.indices where service.data.holds(.film(records[index].movieCode)) {
                records[index].titleEnglish = try? await service.data.film(records[index].movieCode).value.titleEnglish
            }
        }
        var answer = BoxOfficeRecordAnswers.answer(
            records, kind: kind, from: first, to: last, held: held, limit: limit, source: service.source,
            english: english)
        answer.fetchedAt = history.writtenAt
        return answer
    }
}
