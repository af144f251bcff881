import Foundation
import KobisKit

/// `boxoffice records`: the records of every day the archive holds, with no request.
enum RecordsCommand: Command {
    static let name = "records"
    static let summary = "the archive's records: biggest openings, fastest to 10 million, runs at number one"

    struct Options: CommandOptions {
        @Opt(Declared.recordsKind) var kind: RecordsKind
        @Opt(Declared.calendarYear, help: "only the records made in this calendar year") var year: Int?
        @Opt(Declared.from, help: "only the records made from this day (with --to; default --to is yesterday)")
        var from: DateArgument?
        @Opt(Declared.to, help: "the last day of the range, not after yesterday in Korea") var to: DateArgument?
        @Opt(Declared.topLimit, help: "how many records, 1-100 (default 10)") var limit: Int
        var table = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        Read from every day the archive holds (boxoffice sync fills it; with --demo, the sample's days), with no \
        request; the heading says the days held. Kinds: opening (a film's audience on its release day), \
        fast-1m, fast-5m, fast-10m (days from the release, D+1, to the first ranked day whose cumulative \
        reaches it), number-one (consecutive days at number one; a day the archive lacks ends a run), single-day \
        (one film's audience on one day) and top-ten (days in the daily top 10). Ties go to the earlier day. \
        docs/archive.md defines each.
        """
    static let examples: [(command: String, note: String)] = [
        ("boxoffice records --kind fast-10m --year 2019", "exits 66 until boxoffice sync has filled the archive"),
        ("boxoffice records --kind number-one -n 5 --demo", "the longest runs at number one in the sample's days"),
        ("boxoffice records --kind single-day -f csv --demo", "one film's audience on one day"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        let kind = options.kind
        try options.table.check(available: BoxOfficeRecordAnswers.shape(kind).selectableKeys())
        let records = try BoxOfficeRecords(ParsedOptions(options))
        do { try records.check() } catch let problem as ParameterProblem {
            throw UsageError(
                message: Phrase.say(
                    ko: "records: \(problem)",
                    en: "records \(problem)"))
        }
        let service = try context.service(options.network, jobs: 4)
        let named = options.year != nil ? "--year" : "--from"
        if options.network.dryRun {
            return try context.dryRun(try await option(named) { try await records.plan(service) })
        }
        let answer: ListAnswer<BoxOfficeRecord>
        do {
            answer = try await option(named) {
                try await records.run(service, events: UseCaseEvents(notify: context.notify))
            }
        } catch let none as NoRecords {
            context.error(advice(none))
            return .notFound
        }
        context.output.fill(answer.values.compactMapValues(\.stringValue).filter { ["from", "to"].contains($0.key) })
        try context.out(
            options.table.render(answer, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }

    /// No records, and what to do.
    static func advice(_ none: NoRecords) -> String {
        guard none.held == 0 else { return none.description }
        return none.source == .sample
            ? "\(none.description)" : Phrase.say(
                    ko: "\(none.description). `boxoffice sync`로 보관소를 채우세요 (또는 --demo로 해 보세요)",
                    en: "\(none.description): `boxoffice sync` fills the archive (or try --demo)")
    }
}
